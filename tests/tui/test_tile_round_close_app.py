"""Issue 22 items 1-3 on the tile board (Pilot): a provable block closes the round itself and
asks only who leads next (and the hands, if counted); a pass, a draw or an adjustment after a
round is over is refused inline, nothing recorded; the hands told at a closed round's end are
kept with it. The rounds are test_tile_round_close.py's, worked by hand there.
"""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from scorekeeper.model import Mode, RoundEnd, Tile
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.dialogs import AdjustDialog
from scorekeeper.tui.screens.round_end import RoundEndScreen
from tests.tui.tui_helpers import MakeApp, board, totals

TWO = ("Anna", "Boris")
BLOCKED = "the round is over: the line is blocked (no tile can join either end)"
# Six Matador, both ends blank with every matador laid. Both ends alike, the board offers the
# left end only (the mirror image is the same line), and asks the half outward of a matador.
SIX_BLOCK_KEYS = (
    *"00",  # Anna leads the soap: 0 | 0, +10
    *"060",  # Boris 0:6 across, 0 outward: 0 | 0, +10
    *"155",  # Anna 1:5 across, 5 outward: 5 | 0, +10
    *"01",  # Boris 0:1 on the 5: 1+5=6, leaves 0, a move +1
    *"242",  # Anna 2:4 across, 2 outward: 2 | 0, +10
    *"04",  # Boris 0:4 on the 2: 4+2=6, leaves 0, +1
    *"33",  # Anna 3:3, the double matador, leaves 3: 3 | 0, +10
    *"03",  # Boris 0:3 on the 3: 3+3=6, leaves 0, +1: 0 | 0 and all five matadors laid
)


def said(app: ScorekeeperApp) -> str:
    return str(board(app).query_one("#message", Static).render())


async def test_a_six_matador_block_closes_the_round_and_refuses_a_pass(
    make_app: MakeApp,
) -> None:
    app = make_app("six-matador-expert", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press(*SIX_BLOCK_KEYS)
        await pilot.pause()
        match = board(app).session.match
        assert match.round_in_progress is None and match.rounds[0].end == RoundEnd(None)
        assert isinstance(app.screen, RoundEndScreen)  # who leads next: the rules leave it open
        await pilot.press("escape")  # not now: the round stays over all the same
        # Anna 4 matadors x 10 = 40; Boris 0:6 10 + three moves 1 = 13
        assert totals(app) == {"Anna": 40, "Boris": 13} and match.entry_count == 8
        for key in ("p", "d"):  # a pass is not priced -6, nor a draw taken
            await pilot.press(key)
            assert said(app) == BLOCKED
        assert totals(app) == {"Anna": 40, "Boris": 13} and match.entry_count == 8
        await pilot.press("1", "2")  # round 2's lead is welcome
        assert len(match.rounds) == 2 and match.entry_count == 9


async def test_the_leader_and_the_hands_are_asked_after_a_classic_block(
    make_app: MakeApp,
) -> None:
    app = make_app("matador-classic", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "6", "m", "0", "0", "2", "5")  # the soap chain: blocked
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        assert str(dialog.query_one("#round-end .dialog-title", Static).render()) == (
            "End of round 1"
        )
        # Anna holds 7 - 2 = 5 tiles: 0:1..0:5 hold 15 pips; Boris 7 - 1 = 6: 1:1 1:2 1:3 1:4
        # 1:5 2:2 hold 2+3+4+5+6+4 = 24. Anna holds fewest: the winner, who leads by default
        dialog.query_one("#pips-0", Input).value = "0:1 0:2 0:3 0:4 0:5"
        dialog.query_one("#pips-1", Input).value = "1:1 1:2 1:3 1:4 1:5 2:2"
        await pilot.pause()
        assert dialog.query_one("#leader", Select).value == 0
        await pilot.press("ctrl+s")
        await pilot.pause()
        match = board(app).session.match
        end = match.rounds[0].end
        assert end is not None and end.pips == {"Anna": 15, "Boris": 24}
        assert end.hands["Anna"][0] == Tile(0, 1) and match.rounds[0].winner == "Anna"
        assert totals(app) == {"Anna": 20, "Boris": 10}  # kept, not scored (classic)
        assert board(app).current == 0 and len(match.rounds) == 1
        await pilot.press("p")  # round 2 has no lead yet: nobody passes before it
        assert said(app) == "a round begins with its lead: nobody passes or draws before it"
        assert match.entry_count == 3 + 1 and totals(app) == {"Anna": 20, "Boris": 10}


async def test_a_wrong_hand_at_a_closed_round_is_refused_in_the_dialog(
    make_app: MakeApp,
) -> None:
    app = make_app("matador-classic", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "6", "m", "0", "0", "2", "5")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        dialog.query_one("#pips-1", Input).value = "1:6 1:2"  # 1:6 led this round
        await pilot.press("ctrl+s")
        error = str(dialog.query_one("#error", Static).render())
        assert error == "1:6 in Boris's hand was laid this round already"
        assert board(app).session.match.entry_count == 3


async def test_after_the_last_tile_under_pips_only_the_pips_are_taken(
    make_app: MakeApp,
) -> None:
    """test_tile_board.py's pip round: Anna lays her seven tiles, Boris passes between."""
    app = make_app("matador-pips", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        for number, halves in enumerate(("11", "66", "12", "55", "23", "44", "35")):
            await pilot.press(*halves)
            if number < 6:
                await pilot.press("p", "enter")  # asked: 13 or 14 tiles in the stock
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)
        await pilot.press("escape")
        match = board(app).session.match
        count = match.entry_count
        await pilot.press("p")  # refused before the stock's question is asked
        assert said(app) == "the round is over: Anna went out"
        assert isinstance(app.screen, type(board(app)))
        await pilot.press("a", *"5", "enter")  # an adjustment there, too (RULES.md 6.6)
        await pilot.pause()
        assert not isinstance(app.screen, AdjustDialog)
        assert said(app) == "the round is over: Anna went out"
        await pilot.press("6", "6")
        assert said(app) == "the round is over: Anna went out"
        assert match.entry_count == count and totals(app) == {"Anna": 0, "Boris": 0}
        await pilot.press("r")
        await pilot.pause()
        await pilot.press(*"40", "ctrl+s")  # Boris's seven tiles hold 40 pips
        assert totals(app) == {"Anna": 40, "Boris": 0}  # ruling 7: the others' pips


async def test_r_after_a_going_out_tells_that_rounds_end_with_the_hands(
    make_app: MakeApp,
) -> None:
    """test_tile_board.py's going out: Anna lays her six tiles, Boris passing at -6 each."""
    app = make_app("six-matador-expert", players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "2", "p", "0", "0", "left", "p", "0", "6", "right", "6", "p")
        await pilot.press("1", "5", "left", "5", "p", "2", "4", "left", "4", "p", "3", "3")
        await pilot.press("right")  # her last tile: the round closes itself, nothing asked
        match = board(app).session.match
        assert match.round_in_progress is None and not isinstance(app.screen, RoundEndScreen)
        await pilot.press("r")  # the round just closed: its end, told in full
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        assert str(dialog.query_one("#round-end .dialog-title", Static).render()) == (
            "End of round 1"
        )
        # Boris passed five times and holds his six tiles: 4:4 4:5 4:6 5:5 5:6 6:6, none on
        # the line, 8+9+10+10+11+12 = 60 pips (kept, not scored under six-matador-expert)
        dialog.query_one("#pips-1", Input).value = "4:4 4:5 4:6 5:5 5:6 6:6"
        await pilot.press("ctrl+s")
        await pilot.pause()
        end = match.rounds[0].end
        assert end is not None and end.out == "Anna" and end.pips == {"Boris": 60}
        # Anna 0 + 10 + 15 + 10 + 10 + 10 = 55; Boris 5 passes x -6 = -30, as before
        assert totals(app) == {"Anna": 55, "Boris": -30} and len(match.rounds) == 1
        assert board(app).current == 0  # who went out leads, as the dialog suggested
