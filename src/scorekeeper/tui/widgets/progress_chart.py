"""The score-progression chart: one line per player across rounds, with a legend of names
under the plot, where no line runs (``chart_legend``).

The same running totals, colours and marker shapes as the HTML export's SVG chart
(``export.progression``, ``export.chart``).
"""

from __future__ import annotations

import math

from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Vertical
from textual_plotext import PlotextPlot

from scorekeeper.export import Progression
from scorekeeper.export.chart import COLOURS
from scorekeeper.i18n import _
from scorekeeper.tui.shown import shown_all
from scorekeeper.tui.widgets.chart_legend import MARKERS, ChartLegend

MARKERS_UP_TO = 12  # rounds; beyond this a marker a round would blot a terminal's lines


class ProgressChart(Vertical):
    DEFAULT_CSS = "ProgressChart { height: 12; } ProgressChart > PlotextPlot { height: 1fr; }"

    def __init__(self, chart: Progression, id: str | None = None) -> None:
        super().__init__(id=id)
        self.chart = chart

    def compose(self) -> ComposeResult:
        yield ProgressPlot(self.chart)
        names = shown_all(self.chart.players)  # the store's, escaped before they are fitted
        yield ChartLegend(names, markers=self.chart.rounds <= MARKERS_UP_TO)


class ProgressPlot(PlotextPlot):
    def __init__(self, chart: Progression) -> None:
        super().__init__(id="progress-plot")
        self.chart = chart

    def on_mount(self) -> None:
        plot = self.plt
        rounds = list(range(self.chart.rounds + 1))
        for seat, series in enumerate(self.chart.totals):
            colour = Color.parse(COLOURS[seat % len(COLOURS)]).rgb
            # no label: plotext would draw its legend inside the plot, over the lines
            plot.plot(rounds, list(series), marker="braille", color=colour)
            if self.chart.rounds <= MARKERS_UP_TO:
                plot.scatter(rounds, list(series), marker=MARKERS[seat % 4], color=colour)
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
