"""The board's core, shared by both boards: the one ``BoardView`` every widget is bound to, the
match session behind it, and the way each change lands (recorded, undone, redone, reopened,
the final screen). ``BoardScreen`` (shared.py) adds the keys that ask something first."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Protocol

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.reactive import var
from textual.widget import AwaitMount
from textual.widgets import Static

from scorekeeper.i18n import _, preset_text
from scorekeeper.model import (
    LogEntry,
    Match,
    Reopen,
    TableEvent,
    turns,
)
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import Change, MatchSession
from scorekeeper.tui.backend.base import Backend, backend_of
from scorekeeper.tui.board.unsaved import UnsavedChanges
from scorekeeper.tui.board.view import BoardView, build_view
from scorekeeper.tui.keys.actions import price_now
from scorekeeper.tui.keys.keymap import SCREEN_KEYS, screen_action
from scorekeeper.tui.refusals import REFUSALS, refusing
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.event_log import EventLog
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.tui.widgets.player_card import PlayerCard
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.tui.widgets.status_line import StatusLine
from scorekeeper.tui.widgets.steady_footer import SteadyFooter
from scorekeeper.tui.words.changes import change_words

if TYPE_CHECKING:  # types only: the forms' drafts load with the first form
    from scorekeeper.tui.drafts import Drafts


class BoardCore(SpokenScreen[None]):
    """The board's state and the way every change lands on it (``BoardScreen``, shared.py:
    the keys that ask something first)."""

    SCREEN = "scoreboard"  # its name in ``SCREEN_KEYS`` (and in a keymap)

    # a var, not a reactive: the screen need not repaint; each bound widget redraws what changed
    view: var[BoardView] = var(BoardView, always_update=True, init=False)
    _offered: object = None  # what the footer says now (``refresh_footer``)

    class TurnChanged(Message):
        """Somebody was chosen to play (1-4) or to lead the next round: worth remembering."""

        def __init__(self, match_id: int | None, player: str | None) -> None:
            super().__init__()
            self.match_id, self.player = match_id, player

    def __init__(
        self,
        session: MatchSession,
        current: int | None = None,
        played_on: datetime.date | None = None,
        match_id: int | None = None,
        *,
        backend: Backend | None = None,
        drafts: Drafts | None = None,
    ) -> None:
        """``backend``: the app's one door to storage (None: a board on its own, which keeps
        nothing elsewhere); ``drafts``: the app's book of what cancelled forms had typed, kept
        by the board for the forms it opens and handed on to the screens it opens."""
        super().__init__(name=self.SCREEN, classes="scoreboard")
        self.session = session
        self.played_on, self.match_id = played_on, match_id  # for exports: date and store id
        self.backend = backend
        self.drafts: Drafts = {} if drafts is None else drafts  # the app's own, not a copy
        self.turn = turns.TurnKeeper(session.match, current)  # the store told where it differs
        self.unsaved = UnsavedChanges(
            self, session, self.say, self._save_kept
        )  # a server out of reach
        self.shown_prices = self.prices()  # what the footer says each key's fact earns

    def compose(self) -> ComposeResult:
        # the view and the title before any widget: the first frame shows the whole board
        self.set_reactive(BoardCore.view, self._view(BoardView(), rebuilt=True))
        yield Static(preset_text(self.session.match.preset.name), id="title", markup=False)
        with Horizontal(id="cards"):
            for seat in range(len(self.session.match.players)):
                yield PlayerCard(seat).data_bind(BoardCore.view)
        yield from self.compose_table()
        yield StatusLine(id="status", markup=False).data_bind(BoardCore.view)
        with Horizontal(id="lower"):
            yield RoundsTable().data_bind(BoardCore.view)
            yield EventLog(id="log").data_bind(BoardCore.view)
        yield Static("", id="keeper", markup=False)  # who keeps the score elsewhere (keeping.py)
        yield MessageLine()
        yield SteadyFooter(compact=True, show_command_palette=False)

    def respoken(self) -> None:
        """The board's words in a new language, where it cannot be made afresh (a dialog is
        in front of it): the title, every bound widget and the footer."""
        self.query_one("#title", Static).update(preset_text(self.session.match.preset.name))
        self.refresh_view(rebuilt=True)
        self.relabel()

    def compose_table(self) -> ComposeResult:
        """The tile board's line; nothing on the one-key board."""
        yield from ()

    def on_mount(self) -> None:
        self.refresh_footer()
        self.unsaved.check()

    def on_key(self, event: events.Key) -> None:
        """A key that does nothing on this board says so, rather than nothing at all."""
        # the keys as declared: their labels need not be spoken (and priced) to look one up
        if event.is_printable and event.key not in self.declared_bindings():
            text = _("{key} is not one of this board's keys: ? lists them.")
            self.say(text.format(key=event.character), error=True)

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(event.size.width >= 110, "-wide")  # room for a wider event log
        self.relabel()  # the footer's labels may be full or short at the new width

    # -- the one place the state changes ---------------------------------------------------
    def show_session(self, session: MatchSession, current: int | None) -> None:
        """Another session of the same match (followed from the store, or read again)."""
        self.unsaved.stop()
        self.session = session
        self.turn = turns.TurnKeeper(session.match, current)
        self.unsaved = UnsavedChanges(self, session, self.say, self._save_kept)
        self.refresh_view(rebuilt=True)

    async def _save_kept(self, session: MatchSession) -> bool:
        """The changes kept while the server was away, written by the app's backend (off the
        app's thread: ``Backend.save_kept``)."""
        backend = self.backend if self.backend is not None else backend_of(self.app)
        return await backend.save_kept(session)

    def refresh_view(self, rebuilt: bool = False) -> None:
        self.view = self._view(self.view, rebuilt)
        self.refresh_footer()
        self.unsaved.check()

    @property
    def current(self) -> int:
        """Whose turn it is (or who leads the round to come), by seat."""
        return self.turn.seat

    def _view(self, previous: BoardView, rebuilt: bool) -> BoardView:
        return build_view(self.session.match, self.current, previous, rebuilt, self.prompt())

    def prompt(self) -> str:
        """What the board asks while something is being typed (the tile board's halves)."""
        return ""

    def refresh_footer(self) -> None:
        """Relabel the footer only when what it says changed (a price, or what the board
        asks): a footer rebuilt at every key would cost more than the key."""
        prices = self.prices()
        offered = (prices, self.offered())
        if offered != self._offered:
            self._offered, self.shown_prices = offered, prices
            self.relabel()

    def offered(self) -> object:
        """What the footer offers beyond the prices (the tile board: the question asked)."""
        return None

    # -- the keys' facts and what they earn ------------------------------------------------
    def prices(self) -> dict[str, int]:
        """What each key's fact would earn now, by action name: the match's own pricing of
        the very entry the key records (``price_now``), for the footer, the help and the
        palette alike."""
        match, player = self.session.match, self._player()
        found: dict[str, int] = {}
        for action in SCREEN_KEYS[self.SCREEN]:
            points = price_now(action, match, player)
            if points is not None:
                found[action.name] = points
        return found

    def key_entry(self, name: str) -> TableEvent:
        """The entry the key ``name`` records now: the one its label priced."""
        records = screen_action(self.SCREEN, name).records
        assert records is not None, name  # only a key that records a fact asks
        return records(self.session.match, self._player())

    def action_record(self, name: str) -> None:
        """The one handler of every key that only records its fact (``TableAction.command``:
        ``record('tile')``): the entry its label priced, refused in words where the match
        cannot take it."""
        self.record(self.key_entry(name))

    def relabel(self) -> None:
        self._words = None  # the labels' memo: they are spoken again
        self.refresh_bindings()

    def record(self, entry: LogEntry, leader: int | None = None) -> bool:
        """Record ``entry``; a refusal (a rule, or storage failing) is shown, never raised, and
        then nothing has changed (and False is returned)."""
        return self._record(entry, leader) is not None

    @refusing(saving=True)
    def _record(self, entry: LogEntry, leader: int | None) -> bool:
        self.session.record(entry)
        self.turn.recorded(self.session.match, entry, leader)
        self._tell_turn()
        self.say("")
        self.refresh_view()
        self._on_finished()
        if not self.session.match.finished:
            self.after_recorded(entry)
        return True

    def after_recorded(self, entry: LogEntry) -> None:
        """What the board does once ``entry`` is kept (the tile board: a round that ended)."""

    def _set_current(self, seat: int) -> None:
        """A seat the players chose: remembered across a restart while the log tells another."""
        self.turn.chosen(seat)
        self._tell_turn()

    def _tell_turn(self) -> None:
        """The store told the turn where it changed what a restart must resume at."""
        tell, player = self.turn.to_remember(self.session.match)
        if tell:
            self.post_message(self.TurnChanged(self.match_id, player))

    def say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def _on_finished(self) -> None:
        """A finished match is shown on its final screen (once: not over another screen)."""
        if self.session.match.finished and self.is_current:
            self.show_final()

    def show_final(self, refused: tuple[Reopen, Exception] | None = None) -> AwaitMount:
        """The final screen; ``refused``: a reopen not recorded, asked again there."""
        from scorekeeper.tui.screens.final import REDO, UNDO, FinalAnswer, FinalScreen

        def closed(answer: FinalAnswer | None) -> None:
            if isinstance(answer, Reopen):
                self._reopen(answer)
                return
            if answer == UNDO:
                self.action_undo()
            elif answer == REDO:
                self.action_redo()
            self._on_finished()  # still finished (nothing to redo, a refusal): back to it

        final = FinalScreen(self.session.match, self.view, refused, drafts=self.drafts)
        return self.app.push_screen(final, closed)

    def _player(self) -> str:
        return self.session.match.players[self.current or 0]

    @refusing(saving=True)
    def action_undo(self) -> None:
        change = self.session.undo()
        if change is None:
            self.say(_("Nothing to undo."))
        else:
            self._land(change, _("Undone: {what}"), self.turn.undone)

    @refusing(saving=True)
    def action_redo(self) -> None:
        change = self.session.redo()
        if change is None:
            self.say(_("Nothing to redo."))
        else:
            self._land(change, _("Redone: {what}"), self.turn.redone)

    def _land(self, change: Change, saying: str, turn: _Landed) -> None:
        """Say what changed and show the match where it belongs (finished: its final screen,
        where the line under the board cannot be seen, so it is also a notification)."""
        edited = isinstance(change, Rewrite)
        turn(self.session.match, None if isinstance(change, Rewrite) else change)
        self._tell_turn()
        text = saying.format(what=change_words(change))
        self.say(text)
        self.refresh_view(rebuilt=edited)
        if self.session.match.finished:
            self.notify(text, markup=False)
            self._on_finished()

    def _reopen(self, entry: Reopen) -> None:
        """Play on after the end, as the final screen's dialog asked; refused (a target the
        totals reach, storage failing), the final screen asks again with the reason."""
        try:
            self.session.record(entry)
        except REFUSALS as error:
            self.show_final(refused=(entry, error))
            return
        self.refresh_view()


class _Landed(Protocol):
    def __call__(self, match: Match, entry: LogEntry | None) -> None: ...
