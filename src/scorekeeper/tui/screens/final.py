"""The final screen: standings, the winner (or a tie), the differential, the rounds table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Static

from scorekeeper.i18n import N_, _, preset_text
from scorekeeper.tui.widgets.match_report import MatchReport
from scorekeeper.wording import finish_words

if TYPE_CHECKING:
    from scorekeeper.tui.screens.scoreboard import ScoreboardScreen


class FinalScreen(Screen[None]):
    BINDINGS = [
        Binding("o", "reopen", N_("reopen")),
        Binding("u,ctrl+z", "undo", N_("undo last")),
        Binding("x", "export", N_("export")),
        Binding("n", "new_match", N_("new match")),
        Binding("h", "app.home", N_("home")),
        Binding("q", "quit", N_("quit")),
    ]

    def __init__(self, board: ScoreboardScreen) -> None:
        super().__init__(name="final", classes="final")
        self.board = board

    def compose(self) -> ComposeResult:
        match = self.board.session.match
        title = " · ".join(
            (preset_text(match.preset.name), _("final standings"), finish_words(match))
        )
        yield Static(title, id="title", markup=False)
        yield MatchReport(match, self.board.view)
        yield Footer()

    def action_reopen(self) -> None:
        from scorekeeper.tui.screens.dialogs import ReopenDialog

        match = self.board.session.match
        target = match.target
        if target is not None and max(match.totals) >= target:
            target = None
        rounds = match.rounds_limit
        if rounds is not None and match.rounds_played >= rounds:
            rounds = match.rounds_played + 1

        def reopened(entry: object) -> None:
            if entry is not None:
                self.dismiss()

        self.app.push_screen(ReopenDialog(target, rounds, self.board.reopen), reopened)

    def action_undo(self) -> None:
        self.board.action_undo()
        self.dismiss()

    async def action_export(self) -> None:
        await self.app.run_action("export")

    async def action_new_match(self) -> None:
        await self.app.run_action("new_match")

    def action_quit(self) -> None:
        self.app.exit()
