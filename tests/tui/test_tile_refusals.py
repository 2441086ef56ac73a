"""Every refusal of a tile-by-tile match (RULES.md sections 5-6), as the scorekeeper meets it on
the tile board: one line that says why, and nothing recorded. The file reader's refusals of the
same rules are in tests/cli/test_set_check_files.py and tests/model/test_tile_file.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Label, Static

from scorekeeper.catalog import load_catalog
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.screens.round_end import RoundEndScreen
from tests.tui.tui_helpers import MakeApp, board

TWO = ("Anna", "Boris")


def said(app: ScorekeeperApp) -> str:
    return str(board(app).query_one("#message", Static).render())


@pytest.mark.parametrize(
    ("preset", "keys", "refusal"),
    [
        # a tile laid already this round
        ("six-matador-expert", ["1", "3", "1", "3"], "1:3 is on the line already this round"),
        # the lead 0:2 leaves a blank on the left: 5:6 could join it by its 6 (0 + 6 is not
        # the point: a blank takes only a matador), and the right 2 needs a 4
        (
            "six-matador-expert",
            ["0", "2", "5", "6"],
            "5:6 fits no end: left is blank (a matador only), right shows 2 (needs 4)",
        ),
        # Matador: 1:6 across leaves both ends to the soap alone
        (
            "matador-classic",
            ["1", "6", "m", "2", "5"],
            "2:5 fits no end: left takes only the soap, right takes only the soap",
        ),
        # Six Matador plays without a stock
        ("six-matador-expert", ["d"], "Six Matador (expert) plays without a stock: nobody draws"),
        # the other half must be a half
        ("six-matador-expert", ["2", "9"], "A half shows 0 to 6 pips: there is no 9."),
        # an answer when nothing was asked
        ("six-matador-expert", ["left"], "Nothing to choose: type a tile's two halves first."),
        # the lead 2:4 then 0:6 across the left 2: 0 or 6 outward, not 3
        ("six-matador-expert", ["2", "4", "0", "6", "left", "3"], "0:6 has no half 3."),
    ],
)
async def test_a_refused_tile_says_why_and_records_nothing(
    make_app: MakeApp, preset: str, keys: list[str], refusal: str
) -> None:
    app = make_app(preset, players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press(*keys[:-1])
        before = board(app).session.match.entry_count
        await pilot.press(keys[-1])
        assert said(app) == refusal
        assert board(app).session.match.entry_count == before


async def test_an_empty_stock_refuses_a_draw(make_app: MakeApp) -> None:
    app = make_app("matador-classic", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("d")  # a round begins with its lead (RULES.md 6.6: no draw before)
        assert said(app) == "a round begins with its lead: nobody passes or draws before it"
        await pilot.press("1", "2")  # Anna leads 1:2; Boris draws the stock dry
        await pilot.press(*["d"] * 14)  # 28 - 2 x 7 = 14 tiles in the stock
        await pilot.press("d")
        assert said(app) == "the stock is empty: nothing to draw"
        assert board(app).session.match.entry_count == 1 + 14


async def test_a_second_draw_in_a_turn_under_draw_one(tmp_path: Path) -> None:
    house = (Path(__file__).parents[2] / "presets" / "matador-classic.toml").read_text()
    house = house.replace('id = "matador-classic"', 'id = "house-one-draw"')
    house = house.replace('draw = "until-fits"', 'draw = "one"')
    (tmp_path / "house.toml").write_text(house.replace("Matador (classic)", "House"))
    request = NewMatchRequest(TWO, "house-one-draw", None, None, Mode.TILES)
    app = ScorekeeperApp(load_catalog(tmp_path), Settings(), start=Start(new_match=request))
    async with app.run_test() as pilot:
        await pilot.press("1", "2", "d", "d")  # Anna leads; Boris draws twice
        assert (
            said(app) == "House allows one draw a turn, and Boris has drawn"
        )  # the name, not the id
        assert board(app).session.match.entry_count == 2


async def test_the_round_end_dialog_refuses_an_out_player_holding_tiles(
    make_app: MakeApp,
) -> None:
    app = make_app("matador-classic", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "2", "r", "2", "ctrl+s")  # Boris still holds all seven
        assert isinstance(app.screen, RoundEndScreen)
        error = str(app.screen.query_one("#error", Label).render())
        assert error == "Boris still holds 7 tiles, so has not gone out"
        assert board(app).session.match.rounds[0].end is None


async def test_after_going_out_nothing_else_is_laid(make_app: MakeApp) -> None:
    """matador-pips: Anna lays her seven tiles (as in test_tile_board.py); the board offers the
    round end; with the dialog put away, another tile is refused."""
    app = make_app("matador-pips", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        for number, halves in enumerate(("11", "66", "12", "55", "23", "44", "35")):
            await pilot.press(*halves)
            if number < 6:
                await pilot.press("p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)
        await pilot.press("escape", "0", "5")
        assert said(app) == "the round is over: Anna went out"


async def test_the_pip_end_refuses_a_hand_holding_a_tile_of_the_line(make_app: MakeApp) -> None:
    """matador-pips: Anna goes out with her seven tiles (1:1 ... 3:5, as above); Boris's hand
    typed with 6:6, which lies on the line, is refused inline (RULES.md 6.9); his own seven
    tiles are then taken, and Anna scores their pips."""
    app = make_app("matador-pips", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        for number, halves in enumerate(("11", "66", "12", "55", "23", "44", "35")):
            await pilot.press(*halves)
            if number < 6:
                await pilot.press("p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)
        await pilot.press(*"6:6 0:1 0:2 0:3 0:4 0:5 0:6", "ctrl+s")
        error = str(app.screen.query_one("#error", Label).render())
        assert error == "6:6 in Boris's hand was laid this round already"
        assert board(app).session.match.rounds[0].end is None
        box = app.screen.query_one("#pips-1", Input)
        box.value = "1:6 0:1 0:2 0:3 0:4 0:5 0:6"  # 7 + 1 + 2 + 3 + 4 + 5 + 6 = 28 pips
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert board(app).session.match.totals == [28, 0]
