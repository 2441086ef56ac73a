"""The final screen: standings, the winner (or a tie), the differential, the rounds table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from scorekeeper.export import progression
from scorekeeper.i18n import _
from scorekeeper.model import FinishReason, Match
from scorekeeper.tui.view import BoardView
from scorekeeper.tui.widgets.player_card import total_text
from scorekeeper.tui.widgets.progress_chart import ProgressChart
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.tui.widgets.status_line import leader_text

if TYPE_CHECKING:
    from scorekeeper.tui.screens.scoreboard import ScoreboardScreen


def finish_words(match: Match) -> str:
    if match.finish_reason is FinishReason.TARGET:
        return _("The target of {target} is reached.").format(target=match.target)
    if match.finish_reason is FinishReason.ROUNDS:
        return _("All {rounds} rounds are played.").format(rounds=match.rounds_limit)
    return _("The players finished the match.")


def places(match: Match) -> list[tuple[int, str, int]]:
    """(place, name, total), best first; equal totals share a place."""
    ranked = sorted(zip(match.players, match.totals, strict=True), key=lambda item: -item[1])
    result: list[tuple[int, str, int]] = []
    for index, (name, total) in enumerate(ranked):
        place = result[-1][0] if result and result[-1][2] == total else index + 1
        result.append((place, name, total))
    return result


class FinalScreen(Screen[None]):
    view: reactive[BoardView] = reactive(BoardView, always_update=True, init=False)

    BINDINGS = [
        Binding("o", "reopen", _("reopen")),
        Binding("u,ctrl+z", "undo", _("undo last")),
        Binding("x", "export", _("export")),
        Binding("n", "new_match", _("new match")),
        Binding("q", "quit", _("quit")),
    ]

    def __init__(self, board: ScoreboardScreen) -> None:
        super().__init__(id="final")
        self.board = board

    def compose(self) -> ComposeResult:
        yield Static(id="title", markup=False)
        with Horizontal(id="final-top"):
            with Vertical(id="final-standings"):
                yield Static(id="verdict", markup=False)
                yield DataTable(id="standings", cursor_type="none")
            yield ProgressChart(progression(self.board.session.match), id="final-chart")
        yield RoundsTable().data_bind(FinalScreen.view)
        yield Footer()

    def on_mount(self) -> None:
        match = self.board.session.match
        self.query_one("#title", Static).update(
            f"{match.preset.name} · " + _("final standings") + " · " + finish_words(match)
        )
        self.query_one("#verdict", Static).update(leader_text(self.board.view))
        table = self.query_one("#standings", DataTable)
        table.add_columns(_("Place"), _("Player"), _("Total"))
        for place, name, total in places(match):
            table.add_row(str(place), name, total_text(total))
        self.view = self.board.view

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
