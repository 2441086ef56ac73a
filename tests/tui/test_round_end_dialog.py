"""The round-end dialog: out or blocked, pips typed as numbers or tiles, refusals inline."""

from __future__ import annotations

from textual.widgets import Label, Select

from scorekeeper.model import RoundEnd, Tile
from tests.tui.tui_helpers import MakeApp, board, totals

PIPS = "matador-pips"


async def test_out_with_pips_typed_as_tiles(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "r", "2")  # Boris went out
        await pilot.press(*"6:5 3:3 0:1")  # Anna holds 11 + 6 + 1 = 18
        assert "= 18" in str(app.screen.query_one("#sum-0", Label).render())
        await pilot.press("enter", "1", "2", "enter")  # Vera holds 12
        await pilot.pause()
        end = board(app).session.match.rounds[0].end
        # the tiles typed are kept as Anna's hand (RULES.md 5.3), a number is only pips
        hand = (Tile(5, 6), Tile(3, 3), Tile(0, 1))
        assert end == RoundEnd("Boris", {"Anna": 18, "Vera": 12}, {"Anna": hand})
        # ruling 7: who went out scores the others' pips, 18 + 12
        assert totals(app) == {"Anna": 0, "Boris": 30, "Vera": 0}
        assert board(app).current == 1  # the round's winner leads the next round by default


async def test_missing_pips_are_refused_with_the_reason(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b", "5", "ctrl+s")
        error = str(app.screen.query_one("#error", Label).render())
        assert "give the pips left to Boris, Vera" in error
        assert board(app).session.match.rounds == []  # nothing recorded yet


async def test_impossible_pips_are_refused(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b", *"100", "enter", *"60", "enter", *"20", "enter")
        error = str(app.screen.query_one("#error", Label).render())
        assert "more than the 168" in error  # 100 + 60 + 20 = 180
        await pilot.press("ctrl+s")
        assert board(app).session.match.rounds == []


async def test_a_tile_that_is_not_a_tile_is_named(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "1", *"7:1")
        assert "0 to 6 pips" in str(app.screen.query_one("#sum-1", Label).render())


async def test_blocked_round_with_a_tie_at_the_fewest_pips_scores_nobody(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b", "5", "enter", "5", "enter", "9", "enter")
        await pilot.pause()
        assert board(app).session.match.rounds[0].end == RoundEnd(
            None, {"Anna": 5, "Boris": 5, "Vera": 9}
        )
        assert totals(app) == {"Anna": 0, "Boris": 0, "Vera": 0}  # ruling 7: a tie scores nobody


async def test_choose_who_leads_the_next_round(make_app: MakeApp) -> None:
    app = make_app("six-matador-beginner")
    async with app.run_test() as pilot:
        await pilot.press("m", "r", "1")  # Anna went out; no pips in this preset
        app.screen.query_one("#leader", Select).value = 2  # the players say Vera leads
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert board(app).current == 2
        await pilot.press("space")
        assert board(app).session.match.rounds[1].events[0].player == "Vera"


async def test_escape_cancels_without_recording(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "escape")
        assert len(board(app).session.match.log) == 1
