"""Issue 12 item 6: the progression chart's legend is clear of the lines, in the app as in the
HTML export: under the plot, each player's colour and marker, then the name (cut, never lost)."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from textual_plotext import PlotextPlot

from scorekeeper.export import Progression
from scorekeeper.export.chart import COLOURS, progression_svg
from scorekeeper.tui.widgets.chart_legend import GAP, LEAST, MARKERS, ChartLegend, legend_rows
from scorekeeper.tui.widgets.progress_chart import ProgressChart
from tests.tui.tui_helpers import MakeApp

LONG = ("Alexandra-Konstantinova1", "Bartholomew-Fitzgerald12", "Vera", "Gleb")
# Matador (classic) to 20: each of the four lays a matador (+10 each) and Alexandra goes out;
# she leads round 2 with a matador (20) and goes out: the match ends at her 20.
FINISHED = ["m", "m", "m", "m", "r", "1", "enter", "m", "r", "1", "enter"]


def _width(row: list[tuple[int, str]]) -> int:
    # a marker and a space before each name, GAP cells between entries
    return sum(2 + cell_len(name) for _seat, name in row) + GAP * (len(row) - 1)


def test_a_legend_that_fits_keeps_every_name_whole() -> None:
    names = ("Анна", "Łukasz", "Zofia", "Вера")
    # 4 + 6 + 5 + 4 = 19 cells of names, 8 of markers and spaces, 6 of gaps: 33 in one row
    assert legend_rows(names, 40) == [[(0, "Анна"), (1, "Łukasz"), (2, "Zofia"), (3, "Вера")]]


def test_long_names_are_cut_to_keep_one_row() -> None:
    (row,) = legend_rows(LONG, 40)
    assert _width(row) <= 40
    shown = [name for _seat, name in row]
    # 40 - 8 - 6 = 26 cells for names: Vera and Gleb keep 4 each, the long two 9 each
    assert shown == ["Alexandr…", "Bartholo…", "Vera", "Gleb"]


def test_a_narrow_legend_takes_two_rows_before_names_drop_under_least() -> None:
    rows = legend_rows(LONG, 24)
    assert len(rows) == 2 and all(_width(row) <= 24 for row in rows)
    assert all(cell_len(name) >= min(LEAST, len(LONG[seat])) for row in rows for seat, name in row)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_legend_is_under_the_plot_not_over_its_lines(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app("matador-classic", players=LONG, target=20)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*FINISHED)
        await pilot.pause()
        chart = app.screen.query_one(ProgressChart)
        plot, legend = chart.query_one(PlotextPlot), chart.query_one(ChartLegend)
        # the legend's cells and the plot's cells are apart: the legend starts below the plot
        assert legend.region.y >= plot.region.bottom
        assert legend.region.right <= chart.region.right
        plotted = "\n".join(plot.render_line(y).text for y in range(plot.size.height))
        assert "Gleb" not in plotted and "Vera" not in plotted  # plotext draws no legend
        assert "●" in plotted  # the first player's marker, on the line
        shown = legend.render_line(0).text
        assert [shown.count(marker) for marker in MARKERS] == [1, 1, 1, 1]
        assert "Gleb" in shown and "Alexandr" in shown


async def test_the_legend_colours_are_the_html_charts(make_app: MakeApp) -> None:
    app = make_app("matador-classic", players=LONG, target=20)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*FINISHED)
        await pilot.pause()
        legend = app.screen.query_one(ChartLegend)
        colours = {
            segment.text: segment.style.color.get_truecolor().hex
            for segment in legend.render_line(0)
            if segment.text in MARKERS and segment.style and segment.style.color
        }
        expected = {marker: colour.lower() for marker, colour in zip(MARKERS, COLOURS, strict=True)}
        assert colours == expected


def test_the_html_chart_also_keeps_its_legend_under_the_lines() -> None:
    # the same four long names, a debt (-6) and a total of 20 over two rounds
    chart = Progression(LONG, ((0, 10, 20), (0, -6, 4), (0, 0, 0), (0, 10, 10)))
    svg = progression_svg(chart)
    lowest_line = max(
        float(point.split(",")[1])
        for points in re.findall(r'<polyline [^>]*points="([^"]+)"', svg)
        for point in points.split()
    )
    legend = re.findall(r'<g class="legend"><line x1="[\d.]+" y1="([\d.]+)"', svg)
    assert len(legend) == 4
    # every legend entry sits below the lowest point of any line, and below the axis words
    axis_words = float(re.findall(r'<text class="label" x="[\d.]+" y="([\d.]+)"', svg)[0])
    assert min(float(y) for y in legend) > max(lowest_line, axis_words)
