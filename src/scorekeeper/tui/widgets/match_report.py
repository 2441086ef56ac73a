"""A finished (or paused) match at a glance: verdict, standings, chart and rounds table.

Shared by the final screen and the history's read-only view; the words (``finish_words`` for
the screens' titles, the verdict, the places) are ``scorekeeper.wording``'s, as in the exports.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Static

from scorekeeper.export import progression
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.tui.board.view import BoardView, build_view
from scorekeeper.tui.shown import shown_all
from scorekeeper.tui.widgets.plain import plain
from scorekeeper.tui.widgets.progress_chart import ProgressChart
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.tui.words.names import short_names
from scorekeeper.wording import places


class StandingsTable(DataTable[str]):
    """The standings; it says when its own width changed, which a layout pass may do
    after the report around it has its size (the chart beside it taking its share)."""

    class Resized(Message):
        pass

    def on_resize(self, event: events.Resize) -> None:
        self.post_message(self.Resized())


class MatchReport(Vertical):
    def __init__(self, match: Match, view: BoardView | None = None) -> None:
        super().__init__(classes="match-report")
        self.match = match
        self.board_view = view or build_view(match, None, BoardView(), rebuilt=True)

    def compose(self) -> ComposeResult:
        with Horizontal(classes="report-top"):
            with Vertical(classes="report-standings"):
                yield Static(self.board_view.verdict, id="verdict", markup=False)
                yield StandingsTable(id="standings", cursor_type="none")
            yield ProgressChart(progression(self.match), id="final-chart")
        table = RoundsTable()
        table.view = self.board_view
        yield table

    def on_mount(self) -> None:
        self._fill_standings()

    @on(StandingsTable.Resized)
    def _standings_resized(self) -> None:
        # the table's own width, not the report's: the names are cut to what the table has
        self.call_after_refresh(self._fill_standings)

    def _fill_standings(self) -> None:
        """The standings, names cut where the three columns would overrun the table's width
        (the verdict above names the winner whole; a place or a total is never cut)."""
        table = self.query_one("#standings", StandingsTable)
        rows = places(self.match.standings())
        headings = (_("Place"), _("Player"), _("Total"))
        names = shown_all(row.name for row in rows)  # escaped before they are cut to fit
        if table.size.width:
            place = max(cell_len(text) for text in (headings[0], *(str(r.place) for r in rows)))
            total = max(cell_len(text) for text in (headings[2], *(r.shown for r in rows)))
            room = table.size.width - place - total - 2 * len(headings)  # a cell's padding
            names = short_names(names, max(room, cell_len(headings[1]), 4))
        table.clear(columns=True)  # a column keeps the width of its widest cell ever
        table.add_columns(*headings)
        for row, name in zip(rows, names, strict=True):
            table.add_row(*plain(str(row.place), name, row.shown))
