"""Issue 22 item 7 (Pilot): what the board shows is what the table sees. A lead keeps the
orientation typed; each end is named by its number; the help lists only the keys the preset has;
the half 0 outward reads ``0 outward``; the block dialog offers the hands under every preset; the
rounds table keeps a space between a round's points and its running total."""

from __future__ import annotations

import pytest
from textual.containers import Grid
from textual.widgets import DataTable, Static

from scorekeeper.model import Mode, Tile, TilePlay
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.tiles import TileBoardScreen
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.round_end import RoundEndScreen
from scorekeeper.tui.widgets.rounds_table import cell
from tests.tui.tui_helpers import MakeApp, board

TWO = ("Anna", "Boris")


def footer(app: ScorekeeperApp) -> dict[str, str]:
    shown = app.screen.active_bindings.values()
    return {
        active.binding.key_display or active.binding.key: active.binding.description
        for active in shown
        if active.binding.show
    }


async def test_a_lead_typed_high_half_first_lies_as_typed(make_app: MakeApp) -> None:
    """Six Matador (expert): Anna types 6 then 3: the 6 at the left end, the 3 at the right
    (a lead earns nothing but its open six: the 6 shows on an end, +5)."""
    app = make_app(players=TWO, mode=Mode.TILES)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("6", "3")
        match = board(app).session.match
        assert match.log == [TilePlay("Anna", Tile(3, 6), open=3)]
        assert match.table is not None
        assert (match.table.line.left, match.table.line.right) == (6, 3)
        screen = board(app)
        assert isinstance(screen, TileBoardScreen)
        line = str(screen.query_one("#tile-line", Static).render())
        assert line.startswith("left 6 │ 6:3 │ right 3")
        # Boris 0:6: across either end; the ends are named by their numbers
        await pilot.press("0", "6")
        assert footer(app)["←"] == "left 6 +10…+15" and footer(app)["→"] == "right 3 +10…+15"
        await pilot.press("right")  # which half outward: the key of the half 0 is 0
        assert footer(app)["0"] == "outward +10" and footer(app)["6"] == "outward +15 six"
        await pilot.press("u", "u", "2", "4")  # typed low half first: as RULES.md 6.1
        assert match.log == [TilePlay("Anna", Tile(2, 4))]
        assert (match.table.line.left, match.table.line.right) == (2, 4)


def help_keys(app: ScorekeeperApp) -> str:
    screen = app.screen
    assert isinstance(screen, HelpScreen)
    table = screen.query_one("#keys", DataTable)
    return " | ".join(str(table.get_row_at(row)[0]) for row in range(table.row_count))


@pytest.mark.parametrize(
    ("preset", "has_draw_and_ways"),
    [("six-matador-expert", False), ("matador-classic", True)],
)
async def test_the_help_lists_only_the_keys_the_preset_has(
    make_app: MakeApp, preset: str, has_draw_and_ways: bool
) -> None:
    app = make_app(preset, players=TWO, mode=Mode.TILES)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        keys = help_keys(app).split(" | ")
        assert ("d" in keys) is has_draw_and_ways  # Six Matador has no stock
        assert ("m" in keys) is has_draw_and_ways  # nor matadors laid lengthwise
        assert ("-" in keys) is has_draw_and_ways
        assert "p" in keys and "←, h" in keys


@pytest.mark.parametrize("mode", [Mode.ONE_KEY, Mode.TILES])
async def test_the_block_dialog_offers_the_hands_under_a_non_pip_preset(
    make_app: MakeApp, mode: Mode
) -> None:
    app = make_app("six-matador-expert", players=TWO, mode=mode)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("1", "2") if mode is Mode.TILES else await pilot.press("space")
        await pilot.press("r")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        grid = dialog.query_one("#pips", Grid)
        assert not grid.display  # nothing chosen yet
        await pilot.press("b")
        await pilot.pause()
        assert grid.display  # blocked: the hands, if counted, kept with the end
        assert app.focused is dialog.query_one("#accept")  # not asked: Enter ends the round
        await pilot.press("1")
        await pilot.pause()
        assert not grid.display  # Anna went out: the others' hands are not asked here


@pytest.mark.parametrize(
    ("points", "total", "shown"),
    [
        (10, -12, " +10  −12"),  # as ever: the 9 cells of a column
        (1315, 13611, "+1315 13611"),  # 5 digits: the cell widens, a space between
        (-1315, -13611, "−1315 −13611"),
        (13151, 125, "+13151  125"),
    ],
)
def test_a_rounds_points_and_total_never_run_together(points: int, total: int, shown: str) -> None:
    assert "".join(cell(points, total, 9)) == shown
