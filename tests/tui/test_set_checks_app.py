"""Issue 11 item 1 in the app: what the set cannot hold is refused inline, naming the tile
(and in the round-end dialog the player), and nothing is recorded (RULES.md section 5)."""

from __future__ import annotations

from dataclasses import replace

from textual.widgets import DataTable, Label, Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Matador, RoundEnd, Tile
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import MakeApp, board


def _message(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#message", Static).render())


def _error(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#error", Label).render())


async def test_a_fifth_matador_in_matador_is_refused(make_app: MakeApp) -> None:
    app = make_app("matador-classic")
    async with app.run_test() as pilot:
        await pilot.press("m", "m", "m", "m")  # the four matadors of the set
        await pilot.press("m")
        await pilot.pause()
        assert "the set has 4 matadors under Matador (classic)" in _message(app)
        assert board(app).session.match.entry_count == 4


async def test_a_named_matador_twice_is_refused(make_app: MakeApp) -> None:
    app = make_app()  # six-matador-expert: 0:0 0:6 1:5 2:4 3:3, so 2 picks 0:6
    async with app.run_test() as pilot:
        await pilot.press("M", "2", "M", "2")
        await pilot.pause()
        assert "0:6 is laid already this round" in _message(app)
        assert board(app).session.match.log == [Matador("Anna", Tile(0, 6))]


async def test_an_open_six_after_a_tile_without_a_six_is_refused(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("M", "4", "b")  # 2:4, then an open six
        await pilot.pause()
        assert "2:4 has no six half, so it cannot leave an open six" in _message(app)
        assert board(app).session.match.log == [Matador("Anna", Tile(2, 4))]


async def test_an_open_six_after_a_soap_matador_is_refused(
    catalog: Catalog, settings: Settings
) -> None:
    # The built-in Matador presets have no open six at all (the key says so), so a house preset:
    # Matador's set and soap rule, with an open six worth 5 as in the six game.
    house = replace(catalog.get("matador-classic"), id="soap-six", open_six_points=5)
    with_house = Catalog({**catalog.presets, house.id: house}, [], catalog.built_in_ids)
    start = Start(new_match=NewMatchRequest(("Anna", "Boris"), house.id, None, None))
    app = ScorekeeperApp(with_house, settings, start=start)
    async with app.run_test() as pilot:
        await pilot.press("M", "2", "b")  # 0:0 1:6 2:5 3:4: 2 picks 1:6, then an open six
        await pilot.pause()
        assert "1:6 laid across leaves no number under the soap rule" in _message(app)
        assert board(app).session.match.log == [Matador("Anna", Tile(1, 6))]


async def test_a_typed_hand_with_a_laid_tile_is_refused_naming_player_and_tile(
    make_app: MakeApp,
) -> None:
    app = make_app("matador-pips")  # 2 picks 1:6
    async with app.run_test() as pilot:
        await pilot.press("M", "2", "r", "1")  # Anna lays 1:6 and goes out
        await pilot.press(*"6:1", "enter", *"0:2", "enter")  # Boris "holds" the laid 1:6
        await pilot.pause()
        assert "1:6 in Boris's hand was laid this round already" in _error(app)
        assert board(app).session.match.rounds[0].end is None  # nothing recorded


async def test_a_tile_in_two_hands_is_refused(make_app: MakeApp) -> None:
    app = make_app("matador-pips")
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", *"6:6 0:1", "enter", *"6:6", "enter")
        await pilot.pause()
        assert "6:6 is in two hands: Boris's and Vera's" in _error(app)
        assert board(app).session.match.rounds[0].end is None


async def test_typed_hands_are_kept_with_the_round_end(make_app: MakeApp) -> None:
    app = make_app("matador-pips")
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", *"6:6 0:1", "enter", "9", "enter")
        await pilot.pause()
        end = board(app).session.match.rounds[0].end
        # Boris typed tiles (12 + 1 = 13), Vera a number: only Boris's tiles are a hand
        assert end == RoundEnd(
            "Anna", {"Boris": 13, "Vera": 9}, {"Boris": (Tile(6, 6), Tile(0, 1))}
        )
        assert board(app).session.match.totals == [22, 0, 0]  # ruling 7: 13 + 9


async def test_an_edit_that_makes_a_later_matador_impossible_names_it(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("M", "2", "r", "1", "ctrl+s")  # round 1: Anna's 0:6, Anna out
        await pilot.press("M", "2")  # round 2: 0:6 again, a new round's set
        await pilot.press("e")
        await pilot.pause()
        app.screen.query_one(DataTable).move_cursor(row=1)  # round 1's end
        await pilot.press("d")
        await pilot.click("#accept")
        await pilot.pause()
        # without the end both 0:6 would be in one round: the second is the one named
        assert "round 1, event 2: 0:6 is laid already this round" in _message(app)
        assert len(board(app).session.match.log) == 3  # nothing changed
