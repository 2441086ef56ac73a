"""The score-progression chart as inline SVG: one line per player across rounds.

Each player gets a colour from a palette that colour-blind readers can tell apart, and a dash
pattern and marker shape of their own as well, so the chart still reads when printed in black
and white. Every name is escaped; the SVG is text inside the HTML page, nothing is fetched.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from scorekeeper import wording
from scorekeeper.export.progression import Progression
from scorekeeper.i18n import _

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")  # Okabe-Ito: safe for colour blindness
DASHES = ("none", "9 5", "2 4", "12 4 3 4")
MARKERS = ("circle", "square", "triangle", "diamond")
MARKERS_UP_TO = 40  # rounds; beyond this markers would only blot the lines

WIDTH, PLOT_HEIGHT = 760, 300
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 14, 44
LEGEND_ROW, LEGEND_COLUMN = 24, 370


@dataclass(frozen=True, slots=True)
class Frame:
    """Where the plot sits and the values its edges stand for."""

    rounds: int
    low: int
    high: int

    def x(self, round_number: int) -> float:
        return LEFT + (WIDTH - LEFT - RIGHT) * round_number / self.rounds

    def y(self, total: int) -> float:
        span = PLOT_HEIGHT - TOP - BOTTOM
        return TOP + span * (self.high - total) / (self.high - self.low)


def nice_step(span: float, parts: int) -> int:
    """A whole step of 1, 2 or 5 times a power of ten cutting ``span`` into about ``parts``."""
    rough = max(span / parts, 1)
    power = int(10 ** math.floor(math.log10(rough)))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= rough)


def ticks(low: int, high: int, parts: int) -> list[int]:
    step = nice_step(high - low, parts)
    first, last = math.floor(low / step) * step, math.ceil(high / step) * step
    return list(range(first, last + 1, step))


def progression_svg(chart: Progression) -> str:
    values = ticks(min(chart.low, 0), max(chart.high, 0, 1), 6)
    frame = Frame(max(chart.rounds, 1), values[0], values[-1])
    legend_rows = math.ceil(len(chart.players) / 2)
    height = PLOT_HEIGHT + legend_rows * LEGEND_ROW + 8
    label = _("Score progression: running totals after each round")
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'role="img" aria-label="{escape(label)}">',
        f"<title>{escape(label)}</title>",
        *_y_axis(frame, values),
        *_x_axis(frame),
        *[_line(chart, seat, frame) for seat in range(len(chart.players))],
        *[_legend_item(chart, seat) for seat in range(len(chart.players))],
        "</svg>",
    ]
    return "\n".join(parts)


def _y_axis(frame: Frame, values: list[int]) -> list[str]:
    lines = []
    for value in values:
        y = frame.y(value)
        style = "zero" if value == 0 and frame.low < 0 else "grid"
        lines.append(
            f'<line class="{style}" x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}"/>'
        )
        label = wording.number(value)
        lines.append(
            f'<text class="tick" x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{label}</text>'
        )
    return lines


def _x_axis(frame: Frame) -> list[str]:
    base = PLOT_HEIGHT - BOTTOM
    lines = [
        f'<line class="axis" x1="{LEFT}" y1="{base}" x2="{WIDTH - RIGHT}" y2="{base}"/>',
        f'<line class="axis" x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{base}"/>',
    ]
    for number in range(0, frame.rounds + 1, nice_step(frame.rounds, 10)):
        x = frame.x(number)
        lines.append(f'<line class="axis" x1="{x:.1f}" y1="{base}" x2="{x:.1f}" y2="{base + 5}"/>')
        lines.append(
            f'<text class="tick" x="{x:.1f}" y="{base + 19}" text-anchor="middle">{number}</text>'
        )
    middle = (LEFT + WIDTH - RIGHT) / 2
    lines.append(
        f'<text class="label" x="{middle:.1f}" y="{PLOT_HEIGHT - 6}" '
        f'text-anchor="middle">{escape(_("Round"))}</text>'
    )
    return lines


def _stroke(seat: int) -> str:
    return (
        f'fill="none" stroke="{COLOURS[seat]}" stroke-width="2.5" '
        f'stroke-dasharray="{DASHES[seat]}" stroke-linejoin="round"'
    )


def _line(chart: Progression, seat: int, frame: Frame) -> str:
    series = chart.totals[seat]
    points = " ".join(f"{frame.x(n):.1f},{frame.y(total):.1f}" for n, total in enumerate(series))
    shapes = ""
    if chart.rounds <= MARKERS_UP_TO:
        shapes = "".join(_marker(seat, frame.x(n), frame.y(t)) for n, t in enumerate(series))
    name = escape(chart.players[seat])
    return (
        f'<g class="series"><title>{name}</title>'
        f'<polyline {_stroke(seat)} points="{points}"/>{shapes}</g>'
    )


def _marker(seat: int, x: float, y: float) -> str:
    colour, shape = COLOURS[seat], MARKERS[seat]
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" fill="{colour}"/>'
    if shape == "square":
        return (
            f'<rect x="{x - 3.2:.1f}" y="{y - 3.2:.1f}" width="6.4" height="6.4" fill="{colour}"/>'
        )
    corners = {
        "triangle": [(0, -4.5), (4.2, 3), (-4.2, 3)],
        "diamond": [(0, -4.5), (4.5, 0), (0, 4.5), (-4.5, 0)],
    }[shape]
    path = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in corners)
    return f'<polygon points="{path}" fill="{colour}"/>'


def _legend_item(chart: Progression, seat: int) -> str:
    x = LEFT + (seat % 2) * LEGEND_COLUMN
    y = PLOT_HEIGHT + (seat // 2) * LEGEND_ROW + 12
    marker = _marker(seat, x + 17, y) if chart.rounds <= MARKERS_UP_TO else ""
    name = escape(chart.players[seat])
    return (
        f'<g class="legend"><line x1="{x}" y1="{y}" x2="{x + 34}" y2="{y}" {_stroke(seat)}/>'
        f'{marker}<text x="{x + 44}" y="{y + 5}">{name}</text></g>'
    )
