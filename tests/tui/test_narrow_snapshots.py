"""Issue 12 item 8: at 80x24 with four players of 24-character names, in English, Russian and
Polish: the round-end dialog of the Polish game (pips boxes), the help scrolled to its end and
the final screen. Names may be cut; numbers never are. (The board, history and statistics are
in test_narrow_layout.py.)

Update after a deliberate change with ``pytest tests/tui/test_narrow_snapshots.py
--snapshot-update`` and look at the pictures.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.cells import cell_len
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Input, Label

from scorekeeper.i18n import activate
from scorekeeper.tui.app import ScorekeeperApp
from tests.tui.tui_helpers import MakeApp, SnapCompare

NAMES = (
    "Alexandra-Konstantinova1",
    "Bartholomew-Fitzgerald12",
    "Władysława-Szczepańska-Ż",
    "Святослав-Всеволодович-1",
)
# Matador (Polish, pips): two tiles laid, then Bartholomew went out; Alexandra holds
# 6:5 3:3 0:1, 11 + 6 + 1 = 18 pips, Władysława 12.
ROUND_END = ["space", "space", "r", "2", *"6:5 3:3 0:1", "enter", *"12"]
HELP_END = ["question_mark", *["pagedown"] * 8]
# Matador (classic) to 20: a matador each (+10) and Alexandra goes out; she leads round 2 with
# a matador (20) and goes out: 20, 10, 10, 10.
FINAL = ["m", "m", "m", "m", "r", "1", "enter", "m", "r", "1", "enter"]


@pytest.fixture(params=["en", "ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


def _screen_text(app: ScorekeeperApp) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


async def test_the_round_end_keeps_every_pips_box_and_sum(make_app: MakeApp, language: str) -> None:
    app = make_app("matador-pips", players=NAMES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*ROUND_END)
        await pilot.pause()
        assert [app.screen.query_one(f"#pips-{seat}", Input).value for seat in (0, 2)] == [
            "6:5 3:3 0:1",
            "12",
        ]
        shown = _screen_text(app)
        assert any("= 18" in line for line in shown)  # the sum beside the tiles
        for label in app.screen.query(".pip-name").results(Label):
            where = label.region
            assert where.right <= 80 and where.width > 0
            cut = shown[where.y][where.x : where.right].rstrip()
            assert cut.endswith("…") and cut[:4] == str(label.render())[:4]  # a name, cut to fit


async def test_the_help_reaches_its_end_with_every_last_key(
    make_app: MakeApp, language: str
) -> None:
    app = make_app(players=NAMES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*HELP_END)
        await pilot.pause()
        box = app.screen.query_one("#help-box", VerticalScroll)
        assert box.scroll_y == box.max_scroll_y > 0
        keys = {line.strip("█ ").split("  ")[0] for line in _screen_text(app)}
        assert {"f", "x", "q", "?", "1, 2, 3, 4"} <= keys


async def test_the_final_standings_cut_names_not_totals(make_app: MakeApp, language: str) -> None:
    app = make_app("matador-classic", players=NAMES, target=20)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*FINAL)
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one("#standings", DataTable)
        assert table.virtual_size.width <= table.size.width  # nothing off to the side
        rows = [table.get_row_at(row) for row in range(table.row_count)]
        assert [row[2] for row in rows] == ["20", "10", "10", "10"]
        assert all(cell_len(row[1]) <= 24 for row in rows)
        assert rows[0][1].startswith("Alexandr")


def test_snapshot_round_end_80x24_long_names(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    app = make_app("matador-pips", players=NAMES)
    assert snap_compare(app, press=ROUND_END, terminal_size=(80, 24))


def test_snapshot_help_end_80x24_long_names(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    assert snap_compare(make_app(players=NAMES), press=HELP_END, terminal_size=(80, 24))


def test_snapshot_final_80x24_long_names(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    app = make_app("matador-classic", players=NAMES, target=20)
    assert snap_compare(app, press=FINAL, terminal_size=(80, 24))
