"""A row per round: each player's points that round and running total.

Updated in place: a key press touches at most the last two rows, so the table never
rebuilds itself unless the log was rewritten by an edit.
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import DataTable

from scorekeeper.tui.actions import format_points
from scorekeeper.tui.view import BoardView, RoundRow

CELL_WIDTH = 9


class RoundsTable(DataTable[Text]):
    view: reactive[BoardView] = reactive(BoardView, always_update=True)

    def __init__(self) -> None:
        super().__init__(id="rounds-table", cursor_type="none", zebra_stripes=True)
        self._shown: tuple[RoundRow, ...] = ()
        self._serial = -1
        self._players: tuple[str, ...] = ()

    def watch_view(self, view: BoardView) -> None:
        if view.players != self._players or view.layout_serial != self._serial:
            self._rebuild(view)
            return
        old, new = self._shown, view.rows
        for row in old[len(new) :]:
            self.remove_row(str(row.number))
        for row in new[max(0, min(len(old), len(new)) - 2) :]:
            self._put(row, exists=row.number <= len(old))
        self._shown = new
        if len(new) > len(old):
            self.scroll_end(animate=False)

    def _rebuild(self, view: BoardView) -> None:
        self.clear(columns=True)
        self._players, self._serial = view.players, view.layout_serial
        self.add_column("#", key="round", width=3)
        for seat, name in enumerate(view.players):
            # "+10  -12": points this round, then the running total; long names are cut
            self.add_column(name, key=str(seat), width=max(CELL_WIDTH, min(len(name), 12)))
        for row in view.rows:
            self._put(row, exists=False)
        self._shown = view.rows
        self.scroll_end(animate=False)

    def _put(self, row: RoundRow, exists: bool) -> None:
        cells = [
            self._cell(points, total) for points, total in zip(row.points, row.running, strict=True)
        ]
        number = Text(str(row.number) if row.ended else f"{row.number}…", justify="right")
        if not exists:
            self.add_row(number, *cells, key=str(row.number))
            return
        key = str(row.number)
        self.update_cell(key, "round", number)
        for seat, cell in enumerate(cells):
            self.update_cell(key, str(seat), cell)

    def _cell(self, points: int, total: int) -> Text:
        debt_style = f"bold {self.app.current_theme.error}" if self.is_mounted else "bold"
        text = Text(f"{format_points(points):>4}", style="dim")
        shown = f"−{-total}" if total < 0 else str(total)
        text.append(f"{shown:>5}", style=debt_style if total < 0 else "bold")
        return text
