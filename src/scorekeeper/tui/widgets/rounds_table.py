"""A row per round: each player's points that round and the running total.

Drawn line by line (Textual's Line API) from cached strips: a key press changes at most the
last two rows, and only those lines are drawn again, however long the match. The whole
table is redrawn only when the log was rewritten by an edit, or when it scrolls.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.reactive import var
from textual.scroll_view import ScrollView
from textual.strip import Strip

from scorekeeper.tui.board.view import BoardView, RoundRow
from scorekeeper.tui.words.names import short_names
from scorekeeper.wording import number, signed

CELL_WIDTH = 9  # "+10  −12": points this round, then the running total
NUMBER_WIDTH = 4
GAP = 2
WIDEST_NAME = 12


def column_widths(names: tuple[str, ...], room: int) -> tuple[int, ...]:
    """Each player's column: as wide as the name (up to 12) where the table then fits in
    ``room`` cells, else the width of the numbers, so every player's numbers stay in view."""
    wide = tuple(max(CELL_WIDTH, min(len(name), WIDEST_NAME)) for name in names)
    if room <= 0 or NUMBER_WIDTH + sum(width + GAP for width in wide) <= room:
        return wide
    return (CELL_WIDTH,) * len(names)


def cell(points: int, total: int, width: int) -> tuple[str, str]:
    """A round's points and the running total in a column ``width`` wide, right-aligned, with
    a space between them however many digits either has (a 5-digit total widens its cell
    rather than run into the points)."""
    running = f"{' ' + number(total):>5}"
    return f"{signed(points):>{max(width - len(running), 1)}}", running


class RoundsTable(ScrollView, can_focus=False):
    COMPONENT_CLASSES = {
        "rounds-table--header",
        "rounds-table--number",
        "rounds-table--points",
        "rounds-table--total",
        "rounds-table--debt",
        "rounds-table--odd",
    }

    view: var[BoardView] = var(BoardView, always_update=True)

    def __init__(self) -> None:
        super().__init__(id="rounds-table")
        self._rows: tuple[RoundRow, ...] = ()
        self._players: tuple[str, ...] = ()
        self._widths: tuple[int, ...] = ()
        self._shown: tuple[str, ...] = ()  # the names in the header, cut to their columns
        self._serial = -1
        self._strips: dict[int, Strip] = {}  # row index -> drawn line, until the row changes

    def watch_view(self, view: BoardView) -> None:
        if view.players != self._players or view.layout_serial != self._serial:
            self._rebuild(view)
            return
        old, new = self._rows, view.rows
        self._rows = new
        first_changed = max(0, min(len(old), len(new)) - 2)
        changed = [
            index
            for index in range(first_changed, max(len(old), len(new)))
            if index >= len(old) or index >= len(new) or old[index] != new[index]
        ]
        for index in changed:
            self._strips.pop(index, None)
        if len(new) != len(old):  # a round began or was undone: the scroll range changes
            self.virtual_size = Size(self._table_width(), len(new) + 1)
            self.scroll_end(animate=False, immediate=True)
            self.refresh()
            return
        for index in changed:  # a key that changed no round's points draws no row
            self._refresh_row(index)

    def _rebuild(self, view: BoardView) -> None:
        self._players, self._serial, self._rows = view.players, view.layout_serial, view.rows
        self._fit()

    def on_resize(self) -> None:
        if self._players:
            self._fit(unless_same=True)  # the first layout's resize changes nothing drawn

    def _fit(self, unless_same: bool = False) -> None:
        widths = column_widths(self._players, self.size.width)
        # a name longer than its column has the widest column there is
        shown = short_names(self._players, max(widths, default=CELL_WIDTH))
        if unless_same and (widths, shown) == (self._widths, self._shown):
            return  # each line is cut to the width as it is drawn: nothing to draw again
        self._widths, self._shown = widths, shown
        self._strips.clear()
        self.virtual_size = Size(self._table_width(), len(self._rows) + 1)
        self.scroll_end(animate=False, immediate=True)
        self.refresh()

    def _table_width(self) -> int:
        return NUMBER_WIDTH + sum(width + GAP for width in self._widths)

    def _refresh_row(self, index: int) -> None:
        y = index + 1 - self.scroll_offset.y
        if 1 <= y < self.size.height:
            self.refresh(Region(0, y, self.size.width, 1))

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips.clear()  # a new theme: every line is drawn again in its colours

    # -- drawing ---------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y == 0:
            strip = self._header()
        else:
            index = self.scroll_offset.y + y - 1
            if index >= len(self._rows):
                return Strip.blank(width, self.rich_style)
            strip = self._strips.get(index) or self._draw_row(index)
        scroll_x = self.scroll_offset.x
        return strip.crop(scroll_x, scroll_x + width).extend_cell_length(width, self.rich_style)

    def _header(self) -> Strip:
        style = self.get_component_rich_style("rounds-table--header")
        segments = [Segment(f"{'#':>{NUMBER_WIDTH - 1}} ", style)]
        for shown, width in zip(self._shown, self._widths, strict=True):
            segments.append(Segment(" " * GAP + f"{shown:>{width}}", style))
        return Strip(segments)

    def _draw_row(self, index: int) -> Strip:
        row = self._rows[index]
        base = self.rich_style + (
            self.get_component_rich_style("rounds-table--odd") if index % 2 else Style()
        )
        label = f"{row.number}" if row.ended else f"{row.number}…"
        segments = [Segment(f"{label:>{NUMBER_WIDTH - 1}} ", base + self._style("number"))]
        for points, total, width in zip(row.points, row.running, self._widths, strict=True):
            earned, running = cell(points, total, width)
            kind = "debt" if total < 0 else "total"
            segments.append(Segment(" " * GAP + earned, base + self._style("points")))
            segments.append(Segment(running, base + self._style(kind)))
        strip = Strip(segments)
        self._strips[index] = strip
        return strip

    def _style(self, part: str) -> Style:
        return self.get_component_rich_style(f"rounds-table--{part}", partial=True)
