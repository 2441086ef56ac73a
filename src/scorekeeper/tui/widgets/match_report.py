"""A finished (or paused) match at a glance: verdict, standings, chart and rounds table.

Shared by the final screen and the history's read-only view; the words (``finish_words`` for
the screens' titles, the verdict, the places) are ``scorekeeper.wording``'s, as in the exports.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from scorekeeper.export import progression
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.tui.view import BoardView, build_view
from scorekeeper.tui.widgets.plain import plain
from scorekeeper.tui.widgets.progress_chart import ProgressChart
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.wording import places


class MatchReport(Vertical):
    def __init__(self, match: Match, view: BoardView | None = None) -> None:
        super().__init__(classes="match-report")
        self.match = match
        self.board_view = view or build_view(match, None, BoardView(), rebuilt=True)

    def compose(self) -> ComposeResult:
        with Horizontal(classes="report-top"):
            with Vertical(classes="report-standings"):
                yield Static(self.board_view.verdict, id="verdict", markup=False)
                yield DataTable(id="standings", cursor_type="none")
            yield ProgressChart(progression(self.match), id="final-chart")
        table = RoundsTable()
        table.view = self.board_view
        yield table

    def on_mount(self) -> None:
        table = self.query_one("#standings", DataTable)
        table.add_columns(_("Place"), _("Player"), _("Total"))
        for row in places(self.match.standings()):
            table.add_row(*plain(str(row.place), row.name, row.shown))
