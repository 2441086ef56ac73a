"""The scorekeeper app: screens on a stack, a theme remembered between runs, and the command
palette offering every scoreboard action."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.app import App, SystemCommand
from textual.screen import Screen

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _
from scorekeeper.model import FROM_PRESET, Match
from scorekeeper.settings import Settings
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.backend.base import Backend, MemoryBackend, OpenedMatch
from scorekeeper.tui.backend.store import StoreBackend
from scorekeeper.tui.board.choose import board_for
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.drafts import Draft
from scorekeeper.tui.keys.keymap import SCREEN_KEYS, keymap_problem
from scorekeeper.tui.language import (
    language_commands,
    open_palette,
    speak_styles,
    switch_language,
    translated_commands,
)
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.requests import NewMatchRequest

if TYPE_CHECKING:  # the web view's packages load only when it is started
    from rich.console import RenderableType

    from scorekeeper.matchfile import Played
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
        self.drafts: dict[str, Draft] = {}  # what a cancelled form had typed (tui/drafts.py)
        self.store = store  # where matches are kept in SQLite (history, stats), if anywhere
        self.catalog = catalog
        self.backend: Backend = backend or (StoreBackend(store) if store else MemoryBackend())
        self.start = start or Start()
        self.table_display: TableServer | None = None  # the web view, while it runs
        self._frame_dropped = False  # see _display

    def on_mount(self) -> None:
        speak_styles(self)
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
        resumable = self.backend.resumable()
        if resumable is not None:
            choices.append(
                (
                    f"resume({resumable.match_id})",
                    _("Resume: {label}").format(label=resumable.label),
                )
            )
        choices.append(("new_match", _("New match")))
        if self.store is not None:
            choices.append(("history", _("Past matches")))
            choices.append(("stats", _("Player statistics")))
            choices.append(("club", _("Club night")))
        choices.append(("quit", _("Quit")))
        return choices

    def action_history(self) -> None:
        if self.store is not None:
            from scorekeeper.tui.screens.history import HistoryScreen

            self.push_screen(HistoryScreen(self.store, self.open_match))

    def action_stats(self) -> None:
        if self.store is not None:
            from scorekeeper.tui.screens.stats import StatsScreen

            self.push_screen(StatsScreen(self.store))

    def action_club(self) -> None:
        """Club night: the events, then one's tables and standings, live (tui/club_app.py)."""
        if self.store is not None:
            from scorekeeper.tui.club_app import open_club

            open_club(self, self.store, self.catalog, self.open_match)

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
        from scorekeeper.tui.screens.new_match import NewMatchScreen

        def chosen(request: NewMatchRequest | None) -> None:
            if request is not None:
                self.start_match(request)

        last = self.settings
        form = NewMatchScreen(
            self.catalog, last.last_preset, tuple(last.last_players), last.last_mode
        )
        self.push_screen(form, chosen)

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
        self._show_board(self.backend.start(match))
        self.settings.last_players, self.settings.last_preset = list(match.players), preset.id
        self.settings.last_mode = match.mode.value
        self.settings.save()

    @refusing()  # open in another app, or the file went bad meanwhile
    def open_match(self, match_id: int) -> None:
        self._show_board(self.backend.open(match_id))

    def _show_board(self, opened: OpenedMatch) -> None:
        # back down to the home screen (or the bare base), then the board on top
        while len(self.screen_stack) > 1 and not self._on_home():
            self.pop_screen()
        board = board_for(opened.session, opened.current, opened.played_on, opened.match_id)
        self.push_screen(board)
        if opened.session.match.finished:
            board.show_final()

    @on(BoardScreen.TurnChanged)
    @refusing()
    def _remember_turn(self, message: BoardScreen.TurnChanged) -> None:
        self.backend.remember_turn(message.match_id, message.player)

    def _heartbeat(self) -> None:
        with contextlib.suppress(StoreError):  # the next write says what is wrong, where it matters
            self.backend.heartbeat()

    def action_export(self) -> None:
        """Export the match on the scoreboard (or on its final screen)."""
        boards = [screen for screen in self.screen_stack if isinstance(screen, BoardScreen)]
        if not boards:
            return
        from scorekeeper.export import ExportInfo  # the exporters load only when asked for
        from scorekeeper.tui.screens.export_dialog import ExportDialog

        def exported(path: Path | None) -> None:
            if path is not None:
                self.export_folder = path.parent
                self.settings.export_folder = str(path.parent)
                self.settings.save()
                self.notify(_("Saved {path}").format(path=path), markup=False, title=_("Export"))

        board = boards[-1]
        info = ExportInfo(board.played_on, board.match_id, self._played(board.match_id))
        self.push_screen(ExportDialog(board.session.match, info, self.export_folder), exported)

    def _played(self, match_id: int | None) -> Played | None:
        """When a stored match was played, for the JSON file (an import keeps these dates);
        without them if the index cannot say (the export itself still works)."""
        if self.store is None or match_id is None:
            return None
        from scorekeeper.matchfile import Played

        with contextlib.suppress(StoreError):
            summary = self.store.summary(match_id)
            return Played(summary.created_at, summary.updated_at)
        return None

    def action_watch(self) -> None:
        """The table display (docs/web.md): the match on phones and the TV, from the store."""
        from scorekeeper.tui.screens.watch_dialog import open_watch

        open_watch(self, self.store, self.table_display)

    async def on_unmount(self) -> None:
        if self.table_display is not None:  # the view ends with the app
            await self.table_display.stop()

    def action_command_palette(self) -> None:
        open_palette(self)

    async def change_language(self, language: str) -> None:
        await switch_language(self, self.settings, language, self.home_choices)

    # -- command palette ------------------------------------------------------------------
    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from translated_commands(super().get_system_commands(screen))
        yield from language_commands(self.change_language)
        if self.store is not None:
            club = _("Club night")
            yield SystemCommand(club, _("a club event's tables and standings"), self.action_club)
        preset = screen.session.match.preset if isinstance(screen, BoardScreen) else None
        for action in SCREEN_KEYS.get(screen.name or "", ()):
            if action.label:  # the seats and the matador picker's numbers are keys, not commands
                label = action.describe(preset)
                help_text = _(action.help) if action.help else label
                yield SystemCommand(label, help_text, _runner(screen, action.name))


def _runner(screen: Screen[object], action: str) -> Callable[[], Awaitable[None]]:
    """A palette callback that runs ``action`` on the screen it was offered for."""

    async def run() -> None:
        await screen.run_action(action)

    return run
