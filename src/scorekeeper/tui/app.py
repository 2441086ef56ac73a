"""The scorekeeper app: screens on a stack, a theme remembered between runs, and the command
palette offering every scoreboard action."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import App, SystemCommand
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.worker import Worker

from scorekeeper.catalog import Catalog
from scorekeeper.collector import release
from scorekeeper.i18n import _
from scorekeeper.model import FROM_PRESET, Match
from scorekeeper.settings import Settings
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.backend.asking import wait_for
from scorekeeper.tui.backend.base import Backend, MemoryBackend, OpenedMatch, Resumable
from scorekeeper.tui.backend.store import StoreBackend
from scorekeeper.tui.board.choose import board_for
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.keys.in_order import KeysInOrder
from scorekeeper.tui.keys.keymap import keymap_problem
from scorekeeper.tui.language import (
    language_commands,
    open_palette,
    speak_styles,
    switch_language,
    translated_commands,
)
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.requests import NewMatchRequest
from scorekeeper.tui.shown import shown_message

if TYPE_CHECKING:  # types only: the web view and the forms' drafts load when first used
    from rich.console import RenderableType

    from scorekeeper.tui.drafts import Drafts
    from scorekeeper.tui.table_display import TableDisplay
    from scorekeeper.web.server import TableServer

STYLES = Path(__file__).with_name("styles")


@dataclass(frozen=True)
class Start:
    """What to open first: the home screen (None), a new match, the unfinished one, or a
    stored match by its id (a club table's, just started by ``new --club-table``)."""

    new_match: NewMatchRequest | None = None
    resume: bool = False
    match_id: int | None = None


class ScorekeeperApp(App[None]):
    CSS_PATH = [
        STYLES / "app.tcss",
        STYLES / "scoreboard.tcss",
        STYLES / "dialogs.tcss",
        STYLES / "club.tcss",
    ]
    TITLE = "scorekeeper"

    def __init__(
        self,
        catalog: Catalog,
        settings: Settings | None = None,
        backend: Backend | None = None,
        start: Start | None = None,
        export_folder: Path | None = None,
        store: Store | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        remembered = self.settings.export_folder
        self.export_folder = export_folder or (Path(remembered) if remembered else Path.cwd())
        # what a cancelled form had typed (tui/drafts.py): kept by the screen that opened it
        self.drafts: Drafts = {}
        self.store = store  # where matches are kept (history, stats), if anywhere: its opener's
        self.catalog = catalog
        kept = StoreBackend(store, catalog) if store else None
        self.backend: Backend = backend or kept or MemoryBackend()  # the one door to storage
        self.start = start or Start()
        self._web_view: TableDisplay | None = None  # the table display: made when first asked for
        self._frame_dropped = False  # see _display
        self._renewing: Worker[None] | None = None  # the heartbeat's worker (_heartbeat)
        self.typed = KeysInOrder(self, super().on_event)  # each key once the last is through

    async def on_event(self, event: events.Event) -> None:
        """A key typed waits for the screen to be through with the keys before it."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            await self.typed.typed(event)
        else:
            await super().on_event(event)

    def on_mount(self) -> None:
        speak_styles(self)
        self.call_after_refresh(release)  # the first frame is drawn: the collector's turn
        self.set_keymap(self.settings.keys)  # the user's own keys, by binding id
        where = str(self.settings.path or "settings.json")
        if problem := keymap_problem(self.settings.keys, where):
            self.notify(problem, markup=False, severity="warning", timeout=10)
        self.set_interval(30, self._heartbeat)  # keeps this app's claim on its open match
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        if self.start.new_match is not None:  # straight to the board; home comes when needed
            self.start_match(self.start.new_match)
            return
        self._push_home()
        if self.start.match_id is not None:
            self.open_match(self.start.match_id)
        elif self.start.resume:
            resumable = self.backend.resumable()
            if resumable is None:
                self.notify(_("No unfinished match to resume."), markup=False, severity="warning")
            else:
                self.open_match(resumable.match_id)

    def _display(self, screen: Screen[object], renderable: RenderableType | None) -> None:
        """Textual renders a frame inside a batch update (the start-up's) and drops it; the next
        one drew only what changed since, so the first frame of ``scorekeeper new`` lacked the
        log and the footer. After a dropped frame the next is drawn whole (issue 20 item 7)."""
        if renderable is not None and self._batch_count:
            self._frame_dropped = True
        elif renderable is not None and self._frame_dropped and screen is self.screen:
            self._frame_dropped = False
            renderable = screen._compositor.render_update(True, self._background_screens)
        super()._display(screen, renderable)

    def watch_theme(self, theme: str) -> None:
        if self.settings.theme != theme:
            self.settings.theme = theme
            self.settings.save()

    # -- home choices ------------------------------------------------------------------------
    def home_choices(self) -> list[tuple[str, str]]:
        choices = []
        resumable = self._resumable()
        if resumable is not None:
            choices.append(
                (
                    f"resume({resumable.match_id})",
                    _("Resume: {label}").format(label=resumable.label),
                )
            )
        choices.append(("new_match", _("New match")))
        if self.backend.keeps_matches:
            choices.append(("history", _("Past matches")))
            choices.append(("stats", _("Player statistics")))
            choices.append(("club", _("Club night")))
        choices.append(("quit", _("Quit")))
        return choices

    def _resumable(self) -> Resumable | None:
        """The match to offer first; a database that does not answer (a server restarted
        under the app) offers none this time and says why, and the home screen still shows."""
        try:
            return self.backend.resumable()
        except StoreError as error:
            self.notify(str(error), markup=False, severity="warning", timeout=10)
            return None

    def action_history(self) -> None:
        if self.backend.keeps_matches:
            from scorekeeper.tui.screens.history import HistoryScreen

            self.push_screen(HistoryScreen(self.backend, self.open_match, self.drafts))

    def action_stats(self) -> None:
        if self.backend.keeps_matches:
            from scorekeeper.tui.screens.stats import StatsScreen

            self.push_screen(StatsScreen(self.backend))

    def action_club(self) -> None:
        """Club night: the events, then one's tables and standings, live (tui/club_app.py)."""
        if self.backend.keeps_matches:
            from scorekeeper.tui.club_app import open_club

            open_club(self, self.backend, self.open_match)

    def action_home(self) -> None:
        """Back to the home screen (it is not built under a board opened by ``new``)."""
        while len(self.screen_stack) > 1 and not self._on_home():
            self.pop_screen()
        if not self._on_home():
            self._push_home()

    def _on_home(self) -> bool:
        # the home screen's module loads when it is first needed: ``new`` opens no home
        from scorekeeper.tui.screens.home import HomeScreen

        return isinstance(self.screen, HomeScreen)

    def _push_home(self) -> None:
        from scorekeeper.tui.screens.home import HomeScreen

        self.push_screen(HomeScreen(self.home_choices))

    def action_resume(self, match_id: int) -> None:
        self.open_match(match_id)

    def action_new_match(self) -> None:
        from scorekeeper.tui.drafts import answered, take
        from scorekeeper.tui.screens.new_match import DRAFT_KEY, NewMatchScreen

        last = self.settings
        form = NewMatchScreen(
            self.catalog,
            last.last_preset,
            tuple(last.last_players),
            last.last_mode,
            draft=take(self.drafts, DRAFT_KEY),  # what was typed before Esc, until a match starts
        )
        self.push_screen(form, answered(self.drafts, DRAFT_KEY, self.start_match))

    # -- opening matches ------------------------------------------------------------------
    @refusing()
    def start_match(self, request: NewMatchRequest) -> None:
        preset = self.catalog.get(request.preset_id)
        match = Match(
            request.players,
            preset,
            FROM_PRESET if request.target is None else request.target,
            FROM_PRESET if request.rounds is None else request.rounds,
            request.mode,
        )
        self._show_board(self.backend.start(match, word=request.word))
        self.settings.last_players, self.settings.last_preset = list(match.players), preset.id
        self.settings.last_mode = match.mode.value
        self.settings.save()

    def open_match(self, match_id: int) -> None:
        """Claimed and read off the app's thread, then on the board; a refusal (open in
        another app, the file gone bad, the server away) is notified."""
        wait_for(self, lambda: self.backend.opened(match_id), self._show_board, name="open")

    def _show_board(self, opened: OpenedMatch) -> None:
        # back down to the home screen (or the bare base), then the board on top
        while len(self.screen_stack) > 1 and not self._on_home():
            self.pop_screen()
        board = board_for(
            opened.session,
            opened.current,
            opened.played_on,
            opened.match_id,
            backend=self.backend,
            drafts=self.drafts,
        )
        self.push_screen(board)
        if opened.session.match.finished:
            board.show_final()

    @on(BoardScreen.TurnChanged)
    def _remember_turn(self, message: BoardScreen.TurnChanged) -> None:
        """Kept in a worker (the backend's thread); a refusal is said, as the store's are."""
        match_id, player = message.match_id, message.player
        remember = lambda: self.backend.remember_turn(match_id, player)  # noqa: E731
        wait_for(self, remember, _nothing, name="turn", quiet=True)
        if match_id is not None and self._web_view is not None:
            self._web_view.follow(match_id)  # the view shows this app's board

    @on(BoardScreen.KeepHere)
    def _keep_here(self) -> None:
        """The board takes the keeping back from the phone (it asked the players first)."""
        if self._web_view is not None:
            self._web_view.keep_here()

    def _heartbeat(self) -> Worker[None] | None:
        """The lease renewed and the ratings caught up, in a worker: the keys go on while the
        server takes its time. One at a time: a renewal still waiting is not asked again."""
        if self._renewing is not None and self._renewing.is_running:
            return None
        self._renewing = self.run_worker(self._renew(), name="heartbeat", group="heartbeat")
        return self._renewing

    async def _renew(self) -> None:
        with contextlib.suppress(StoreError):  # the next write says what is wrong, where it matters
            await self.backend.heartbeat()

    def action_export(self) -> None:
        """Export the match on the scoreboard (or on its final screen)."""
        board = self._board()
        if board is not None:
            from scorekeeper.tui.exporting import export_board  # its dialog: when asked for

            in_use = self.store.path if self.store is not None else None
            databases = (in_use,) if isinstance(in_use, Path) else ()
            export_board(self, self.backend, board, self.export_folder, databases, self._saved)

    def _saved(self, path: Path) -> None:
        """An export was saved: its folder is offered next time, this run and the next."""
        self.export_folder = path.parent
        self.settings.export_folder = str(path.parent)
        self.settings.save()
        self.notify(_("Saved {path}").format(path=path), markup=False, title=_("Export"))

    def _board(self) -> BoardScreen | None:
        """The board under whatever is in front of it, if there is one."""
        boards = [screen for screen in self.screen_stack if isinstance(screen, BoardScreen)]
        return boards[-1] if boards else None

    def action_watch(self) -> None:
        """The table display (docs/web.md): the match on phones and the TV, from the store."""
        board = self._board()
        self.web_view.ask(self, self.backend.target, board.match_id if board else None)

    @property
    def web_view(self) -> TableDisplay:
        """The table display (started and stopped here), made when it is first asked for."""
        if self._web_view is None:
            from scorekeeper.tui.table_display import TableDisplay

            self._web_view = TableDisplay(self._board)
        return self._web_view

    @property
    def table_display(self) -> TableServer | None:
        """The web view, while it runs."""
        return self._web_view.server if self._web_view is not None else None

    async def on_unmount(self) -> None:
        if self._web_view is not None:
            await self._web_view.stop()  # the view ends with the app
        await self.backend.close()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification (a screen's and a widget's come here too): what it says may quote
        a path, a host or a server's words, so it is shown escaped (tui/shown.py)."""
        message, title = shown_message(message), shown_message(title)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def action_command_palette(self) -> None:
        open_palette(self)

    async def change_language(self, language: str) -> None:
        await switch_language(self, self.settings, language, self.home_choices)

    # -- command palette ------------------------------------------------------------------
    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        from scorekeeper.tui.palette import app_commands  # when the palette first opens

        yield from translated_commands(super().get_system_commands(screen))
        yield from language_commands(self.change_language)
        yield from app_commands(self.backend, self.action_club, screen)


def _nothing(answer: object) -> None:
    """An answer with nothing to show: the call's work is in the store."""
