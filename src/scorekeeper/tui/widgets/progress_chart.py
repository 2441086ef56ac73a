"""The score-progression chart: one line per player across rounds, with a legend of names.

The same running totals as the HTML export's SVG chart (``export.progression``).
"""

from __future__ import annotations

import math

from textual_plotext import PlotextPlot

from scorekeeper.export import Progression
from scorekeeper.i18n import _


class ProgressChart(PlotextPlot):
    def __init__(self, chart: Progression, id: str | None = None) -> None:
        super().__init__(id=id)
        self.chart = chart

    def on_mount(self) -> None:
        plot = self.plt
        rounds = list(range(self.chart.rounds + 1))
        for name, series in zip(self.chart.players, self.chart.totals, strict=True):
            plot.plot(rounds, list(series), label=name, marker="braille")
        if self.chart.low < 0:
            plot.hline(0)  # where debts begin
        shown = rounds if len(rounds) <= 12 else rounds[:: max(1, len(rounds) // 10)]
        plot.xticks([float(number) for number in shown], [str(number) for number in shown])
        ticks = whole_ticks(self.chart.low, self.chart.high)
        plot.yticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])
        plot.ylim(float(ticks[0]), float(ticks[-1]))
        plot.xlabel(_("round"))
        plot.title(_("Score progression"))


def whole_ticks(low: int, high: int, count: int = 5) -> list[int]:
    """About ``count`` whole-number marks from below ``low`` to above ``high``, 0 among them:
    scores are whole points, so a mark at 2.5 would name a total nobody can hold."""
    low, high = min(low, 0), max(high, 0, low + 1)
    step = max(1, math.ceil((high - low) / count))
    first = math.floor(low / step) * step
    return list(range(first, high + step, step))
