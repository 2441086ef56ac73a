"""Who keeps the score, when it is not this board (issue 26): a phone at the table, through the
app's own entry address (``tui/board/entry_keeper.py`` posts ``Kept`` and ``Tapped`` here), or
another scorekeeper that took the match's lease (``scorekeeper serve`` keeping for a phone),
found when this board's next write is refused, or by a look at the lease every
``LEASE_LOOK_SECONDS`` while this board keeps it (no key needed: the board changes at once).
While either keeps it the board is a view: a line says who keeps it, the keys that record are
refused there, and ``k`` ("keep here") takes it back after asking. A match taken over
elsewhere is followed live from the store (``Library.followed``), and what this board held
unsaved is written to a rescue file first.
"""

from __future__ import annotations

from textual import events, on
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import Worker

from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, Reopen
from scorekeeper.session import MatchSession
from scorekeeper.tui.backend.asking import ask, wait_for
from scorekeeper.tui.backend.base import Followed, HeldElsewhere, OpenedMatch, seat_of
from scorekeeper.tui.board.core import BoardCore
from scorekeeper.tui.board.unsaved import rescue_file
from scorekeeper.tui.shown import shown

FOLLOW_SECONDS = 0.25  # the other keeper's taps show here within a quarter of a second
LEASE_LOOK_SECONDS = 2.0  # a take-over shows here within two seconds (one row read a look)
# the keys a view still has (``app.watch``: the palette asks the board of the app's action too)
WHILE_KEPT = frozenset({"help", "quit", "export", "keep_here", "app.watch"})


def elsewhere_words(held: HeldElsewhere) -> str:
    """Who holds the match's lease, as the board says it (its host comes from the store)."""
    return _("scorekeeper on {host} (process {pid})").format(host=shown(held.host), pid=held.pid)


class KeepingBoard(BoardCore):
    """The board's keeping: here (``kept_by`` None), or elsewhere, and how it comes back."""

    kept_by: str | None = None  # who keeps the score now, in words; None: this board
    elsewhere = False  # kept by another scorekeeper (the lease), else by a phone of this app
    _following: Timer | None = None
    _polling: Worker[None] | None = None
    _looking: Worker[None] | None = None

    class Kept(Message):
        """A phone of this app keeps the score now (``who``), or this board again (None)."""

        bubble = False

        def __init__(self, who: str | None) -> None:
            super().__init__()
            self.who = who

    class Tapped(Message):
        """A phone's tap changed the session: the board shows the match as it is now, and
        ``word`` on its line (a round end asked of the table, in words; "": none)."""

        bubble = False

        def __init__(self, rebuilt: bool, word: str = "") -> None:
            super().__init__()
            self.rebuilt, self.word = rebuilt, word

    class Refused(Message):
        """The store refused a phone's tap (the match taken over elsewhere, say)."""

        bubble = False

        def __init__(self, error: Exception) -> None:
            super().__init__()
            self.error = error

    class KeepHere(Message):
        """The players chose to keep the score here again: the app takes it from its phone."""

    # -- what the board offers while another keeps it -------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "keep_here":
            return self.kept_by is not None
        return self.kept_by is None or action in WHILE_KEPT

    def on_key(self, event: events.Key) -> None:
        """A key the board does not offer now says who keeps the score instead."""
        if self.kept_by is not None and event.key not in self.active_bindings:
            event.prevent_default()  # not also "not one of this board's keys"
            self.refuse_kept()

    def refuse_kept(self) -> bool:
        """True (and said on the line) while another keeps the score."""
        if self.kept_by is None:
            return False
        words = _("{who} keeps the score: this board only shows it (k keeps it here).")
        self.say(words.format(who=self.kept_by), error=True)
        return True

    def record(self, entry: LogEntry, leader: int | None = None) -> bool:
        return not self.refuse_kept() and super().record(entry, leader)

    def _reopen(self, entry: Reopen) -> None:
        if not self.refuse_kept():
            super()._reopen(entry)

    def action_undo(self) -> None:
        if not self.refuse_kept():
            super().action_undo()

    def action_redo(self) -> None:
        if not self.refuse_kept():
            super().action_redo()

    def show_kept(self, who: str | None) -> None:
        self.kept_by = who
        line = _("{who} keeps the score · k keeps it here").format(who=who) if who else ""
        self.query_one("#keeper", Static).update(shown(line))  # a phone's name, from outside
        self.set_class(who is not None, "-kept")
        self.relabel()

    # -- a phone of this app ----------------------------------------------------------------
    @on(Kept)
    def _kept(self, message: Kept) -> None:
        was = self.kept_by
        self.elsewhere = False
        self.show_kept(message.who)
        if message.who is None and was is not None:
            self.say(_("The score is kept here again."))

    @on(Tapped)
    def _tapped(self, message: Tapped) -> None:
        self._tell_turn()
        self.say(message.word)
        self.refresh_view(rebuilt=message.rebuilt)
        self._on_finished()

    @on(Refused)
    def _tap_refused(self, message: Refused) -> None:
        self.refused(message.error)

    # -- another scorekeeper ---------------------------------------------------------------
    @on(events.Mount)
    def _watch_the_lease(self) -> None:
        self.set_interval(LEASE_LOOK_SECONDS, self._look_at_the_lease)

    def _look_at_the_lease(self) -> None:
        """While this board keeps the match: has another scorekeeper taken its lease?"""
        backend, match_id = self.backend, self.match_id
        if backend is None or match_id is None or self.kept_by is not None:
            return
        if self._looking is not None and not self._looking.is_finished:
            return  # a slow server is not asked twice at once
        look = lambda library: library.holder(match_id)  # noqa: E731
        self._looking = ask(self, backend, look, self._held, name="lease", quiet=True)

    def refused(self, error: Exception) -> None:
        """A write of this board refused by the store: where another scorekeeper holds the
        match now, the board follows it (``HearsRefusals``)."""
        backend, match_id = self.backend, self.match_id
        if backend is None or match_id is None or self.elsewhere:
            return
        ask(self, backend, lambda library: library.holder(match_id), self._held, name="holder")

    def _held(self, held: HeldElsewhere | None) -> None:
        if held is None or self.elsewhere:
            return  # nobody else holds it: the refusal said is all there is
        self.elsewhere = True
        self._rescue()
        self.show_kept(elsewhere_words(held))
        self._following = self.set_interval(FOLLOW_SECONDS, self._poll)
        self._poll()

    def _rescue(self) -> None:
        """Changes this board kept unsaved cannot be written now: kept in a match file."""
        if self.session.unsaved is None:
            return
        path = rescue_file(self.session, self.match_id)
        words = _("Changes not saved here are kept in {path}.").format(path=path)
        if path is None:
            words = _("Changes not saved here could not be kept: the data folder is not writable.")
        self.notify(words, severity="warning", timeout=30, markup=False)

    def _poll(self) -> None:
        backend, match_id = self.backend, self.match_id
        if backend is None or match_id is None:
            return
        if self._polling is not None and not self._polling.is_finished:
            return  # a slow store is not asked twice at once
        look = lambda library: library.followed(match_id)  # noqa: E731
        self._polling = ask(self, backend, look, self._moved, name="follow", quiet=True)

    def _moved(self, followed: Followed | None) -> None:
        if followed is None or not self.elsewhere:
            return
        self.show_session(MatchSession(followed.match), seat_of(followed.match, followed.turn))
        if followed.holder is not None:
            self.show_kept(elsewhere_words(followed.holder))

    def action_keep_here(self) -> None:
        """After asking: the keeping taken back from the phone, or the lease from the other
        scorekeeper (the match read again as it is stored)."""
        from scorekeeper.tui.screens.dialogs import Confirm

        who = self.kept_by
        if who is None:
            return

        def confirmed(yes: bool | None) -> None:
            if yes and self.elsewhere:
                self._take_lease()
            elif yes:
                self.post_message(self.KeepHere())

        question = _("Keep the score on this terminal again? {who} then only shows it.")
        self.app.push_screen(
            Confirm(lambda: question.format(who=who), lambda: _("Keep here")), confirmed
        )

    def _take_lease(self) -> None:
        backend, match_id = self.backend, self.match_id
        if backend is None or match_id is None:
            return
        opening = lambda: backend.opened(match_id, force=True)  # noqa: E731
        wait_for(self, opening, self._kept_here, name="keep-here")

    def _kept_here(self, opened: OpenedMatch) -> None:
        if self._following is not None:
            self._following.stop()
        self._following, self.elsewhere = None, False
        self.show_session(opened.session, opened.current)
        self.show_kept(None)
        self.say(_("The score is kept here again."))
