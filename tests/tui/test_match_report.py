"""The final standings' names are cut to the table's own width (tui/widgets/match_report.py).

Under load the final screen's snapshot once showed the names cut to five characters: the
names were fitted to the width the table had in a first layout pass, and the table's later
width, which did not change the report's own, was never looked at again."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.widgets import DataTable

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Matador, Match
from scorekeeper.tui.widgets.match_report import MatchReport

NAMES = ("Alexandra-Konstantinova1", "Bartholomew-Fitzgerald12", "Vera")


class Report(App[None]):
    CSS = "#final-chart { width: 1fr; }"

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match

    def compose(self) -> ComposeResult:
        yield MatchReport(self.match)


def _names(app: Report) -> list[str]:
    table = app.query_one("#standings", DataTable)
    return [str(table.get_row_at(row)[1]) for row in range(table.row_count)]


async def test_names_follow_the_tables_own_width(catalog: Catalog) -> None:
    # matador-classic: Alexandra's matador (10) and the match finished: 10, 0, 0
    match = Match(list(NAMES), catalog.get("matador-classic"))
    match.record(Matador("Alexandra-Konstantinova1"))
    match.record(Finish())
    app = Report(match)
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        wide = _names(app)
        assert wide[0] == "Alexandra-Konstantinova1"  # room enough at 100 columns: whole
        chart = app.query_one("#final-chart")
        chart.styles.width = 80  # the chart takes more: the table narrows, the report not
        await pilot.pause()
        await pilot.pause()
        table = app.query_one("#standings", DataTable)
        narrow = _names(app)
        assert narrow != wide
        longest = max(cell_len(name) for name in narrow)
        assert longest < cell_len(wide[0])
        assert longest + 2 + 2 + 6 <= table.size.width  # place, total, three cells' padding
