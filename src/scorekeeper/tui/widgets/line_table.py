"""A read-only table of plain text drawn line by line (Textual's Line API).

For lists that may hold thousands of rows (past matches, statistics): a row is drawn once into
a cached strip, and moving the cursor redraws two lines, so opening a screen costs the same
whether it shows ten rows or a screenful. Cells are plain text: a name like ``Bo[/]`` shows
as written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from scorekeeper.text import escape

GAP = 2


class Column(NamedTuple):
    heading: str
    width: int  # in cells
    right: bool = False  # numbers are aligned to the right


class _RowMessage(Message):
    def __init__(self, table: LineTable, cursor_row: int) -> None:
        super().__init__()
        self.table, self.cursor_row = table, cursor_row

    @property
    def control(self) -> LineTable:  # lets ``@on(..., "#id")`` pick the table
        return self.table


class LineTable(ScrollView, can_focus=True):
    BINDINGS = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "move(-1000000000)", show=False),
        Binding("end", "move(1000000000)", show=False),
        Binding("enter", "select", show=False),
    ]
    COMPONENT_CLASSES = {"line-table--header", "line-table--cursor", "line-table--odd"}

    class RowHighlighted(_RowMessage):
        """The cursor moved to ``cursor_row``."""

    class RowSelected(_RowMessage):
        """Enter on ``cursor_row``."""

    def __init__(self, columns: Sequence[Column], id: str | None = None, fixed: int = 0) -> None:
        super().__init__(id=id)
        self.columns = tuple(columns)
        self.fixed = fixed  # the first columns stay in view when the rest scroll sideways
        self._rows: list[tuple[str, ...]] = []
        self._strips: dict[int, Strip] = {}
        self.cursor_row = 0

    # -- content ---------------------------------------------------------------------------
    @property
    def row_count(self) -> int:
        return len(self._rows)

    def get_row_at(self, index: int) -> list[str]:
        return list(self._rows[index])

    def clear(self) -> None:
        self._rows, self.cursor_row = [], 0
        self._strips.clear()
        self._resize()

    def add_rows(self, rows: Iterable[Sequence[str]]) -> None:
        # segments go to the terminal as they are: an ESC from a database must not be one
        self._rows.extend(tuple(escape(cell) for cell in row) for row in rows)
        self._resize()

    def _resize(self) -> None:
        width = sum(column.width + GAP for column in self.columns)
        self.virtual_size = Size(width, len(self._rows) + 1)
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips.clear()

    # -- the cursor ------------------------------------------------------------------------
    def move_cursor(self, row: int) -> None:
        if not self._rows:
            return
        old, self.cursor_row = self.cursor_row, max(0, min(row, len(self._rows) - 1))
        top, visible = self.scroll_offset.y, max(1, self.size.height - 1)
        if self.cursor_row < top:
            self.scroll_to(y=self.cursor_row, animate=False, immediate=True)
        elif self.cursor_row >= top + visible:
            self.scroll_to(y=self.cursor_row - visible + 1, animate=False, immediate=True)
        for index in (old, self.cursor_row):
            self._refresh_row(index)
        if old != self.cursor_row:
            self.post_message(self.RowHighlighted(self, self.cursor_row))

    def action_move(self, step: int) -> None:
        self.move_cursor(self.cursor_row + step)

    def action_page(self, direction: int) -> None:
        self.move_cursor(self.cursor_row + direction * max(1, self.size.height - 2))

    def action_select(self) -> None:
        if self._rows:
            self.post_message(self.RowSelected(self, self.cursor_row))

    def _refresh_row(self, index: int) -> None:
        y = index + 1 - self.scroll_offset.y
        if 1 <= y < self.size.height:
            self.refresh(Region(0, y, self.size.width, 1))

    def on_focus(self) -> None:
        self._refresh_row(self.cursor_row)

    def on_blur(self) -> None:
        self._refresh_row(self.cursor_row)

    # -- drawing ---------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        width, scroll_x = self.size.width, self.scroll_offset.x
        if y == 0:
            headings = [column.heading for column in self.columns]
            strip = self._strip(headings, self.get_component_rich_style("line-table--header"))
        else:
            index = self.scroll_offset.y + y - 1
            if index >= len(self._rows):
                return Strip.blank(width, self.rich_style)
            strip = self._row_strip(index)
            if index == self.cursor_row and self.has_focus:
                strip = strip.apply_style(self.get_component_rich_style("line-table--cursor"))
        return self._crop(strip, scroll_x, width).extend_cell_length(width, self.rich_style)

    def _crop(self, strip: Strip, scroll_x: int, width: int) -> Strip:
        """What shows of a line scrolled ``scroll_x`` cells: the fixed columns, then the rest
        from where the scroll puts them (a row's name never scrolls away)."""
        kept = sum(column.width + GAP for column in self.columns[: self.fixed])
        if not kept or not scroll_x or kept >= width:
            return strip.crop(scroll_x, scroll_x + width)
        rest = strip.crop(kept + scroll_x, kept + scroll_x + width - kept)
        return Strip.join([strip.crop(0, kept), rest])

    def _row_strip(self, index: int) -> Strip:
        if index not in self._strips:
            odd = self.get_component_rich_style("line-table--odd") if index % 2 else Style()
            self._strips[index] = self._strip(self._rows[index], self.rich_style + odd)
        return self._strips[index]

    def _strip(self, cells: Sequence[str], style: Style) -> Strip:
        text = "".join(
            " " + fit(cell, column.width, column.right) + " " * (GAP - 1)
            for cell, column in zip(cells, self.columns, strict=False)
        )
        return Strip([Segment(text, style)], cell_len(text))


def fit(text: str, width: int, right: bool = False) -> str:
    """``text`` in exactly ``width`` cells: cut with an ellipsis, or padded (on the left for
    numbers, so that they line up)."""
    if cell_len(text) > width:
        return set_cell_size(text, width - 1) + "…"
    if right:
        return " " * (width - cell_len(text)) + text
    return set_cell_size(text, width)
