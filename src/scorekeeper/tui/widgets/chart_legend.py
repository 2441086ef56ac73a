"""The progression chart's legend, drawn by us under the plot: plotext's own legend sits inside
the plot area, over the lines (issue 12 item 6). As in the HTML export's chart
(``export.chart``): each player's colour and marker shape, then the name.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from scorekeeper.export.chart import COLOURS
from scorekeeper.tui.words.names import short_names_each

# the HTML chart's circle, square, triangle and diamond (export.chart.MARKERS)
MARKERS = ("●", "■", "▲", "◆")
LINE = "━"  # where the plot has too many rounds for markers, a piece of line
GAP = 2  # cells between two entries of a row
LEAST = 6  # a name is not cut below this to get one more entry into a row


def legend_rows(names: tuple[str, ...], width: int) -> list[list[tuple[int, str]]]:
    """The legend's rows of (seat, name as shown): as few rows as keep every name at least
    ``LEAST`` cells (cut from the longest, told apart), one entry a row at the narrowest."""
    seats = list(range(len(names)))
    for columns in range(len(names), 0, -1):
        rows = [seats[start : start + columns] for start in range(0, len(seats), columns)]
        widths = [_fit([names[s] for s in row], width - _fixed(len(row))) for row in rows]
        if all(fitted is not None for fitted in widths):
            cut = tuple(w for fitted in widths if fitted for w in fitted)
            return _shown(names, rows, cut)
    cut = tuple(max(2, width - _fixed(1)) for _ in names)
    return _shown(names, [[seat] for seat in seats], cut)


def _fixed(entries: int) -> int:
    """The cells of a row that are not names: a marker and a space each, gaps between."""
    return 2 * entries + GAP * max(0, entries - 1)


def _fit(names: list[str], room: int) -> list[int] | None:
    widths = [cell_len(name) for name in names]
    while sum(widths) > room:
        longest = max(range(len(widths)), key=widths.__getitem__)
        if widths[longest] <= LEAST:
            return None
        widths[longest] -= 1
    return widths


def _shown(
    names: tuple[str, ...], rows: list[list[int]], widths: tuple[int, ...]
) -> list[list[tuple[int, str]]]:
    shown = short_names_each(names, widths)
    return [[(seat, shown[seat]) for seat in row] for row in rows]


class ChartLegend(Widget):
    DEFAULT_CSS = "ChartLegend { height: auto; background: $surface; }"

    def __init__(self, names: tuple[str, ...], markers: bool = True) -> None:
        super().__init__()
        self.names, self.markers = names, markers

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(legend_rows(self.names, width))

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        for number, row in enumerate(legend_rows(self.names, self.size.width)):
            if number:
                text.append("\n")
            for place, (seat, name) in enumerate(row):
                symbol = MARKERS[seat % len(MARKERS)] if self.markers else LINE
                colour = Style(color=COLOURS[seat % len(COLOURS)], bold=True)
                text.append(" " * GAP if place else "")
                text.append(symbol, colour)
                text.append(f" {name}")
        return text
