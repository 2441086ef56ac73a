"""A finished (or paused) match at a glance: verdict, standings, chart and rounds table.

Shared by the final screen and the history's read-only view, so both say the same thing.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from scorekeeper.export import progression
from scorekeeper.i18n import _
from scorekeeper.model import FinishReason, Match
from scorekeeper.tui.view import BoardView, build_view
from scorekeeper.tui.widgets.plain import plain
from scorekeeper.tui.widgets.player_card import total_text
from scorekeeper.tui.widgets.progress_chart import ProgressChart
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.tui.widgets.status_line import leader_text


def finish_words(match: Match) -> str:
    if not match.finished:
        return _("In progress.")
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


class MatchReport(Vertical):
    def __init__(self, match: Match, view: BoardView | None = None) -> None:
        super().__init__(classes="match-report")
        self.match = match
        self.board_view = view or build_view(match, None, BoardView(), rebuilt=True)

    def compose(self) -> ComposeResult:
        with Horizontal(classes="report-top"):
            with Vertical(classes="report-standings"):
                yield Static(leader_text(self.board_view), id="verdict", markup=False)
                yield DataTable(id="standings", cursor_type="none")
            yield ProgressChart(progression(self.match), id="final-chart")
        table = RoundsTable()
        table.view = self.board_view
        yield table

    def on_mount(self) -> None:
        table = self.query_one("#standings", DataTable)
        table.add_columns(_("Place"), _("Player"), _("Total"))
        for place, name, total in places(self.match):
            table.add_row(*plain(str(place), name, total_text(total)))
