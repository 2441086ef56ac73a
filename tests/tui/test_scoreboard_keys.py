"""Every scoreboard key, driven with Pilot, asserting on the match's standings.

Prices are six-matador-expert's (RULES.md section 4): matador +10, move +1, open six +5,
pass -6 with debts; the lead earns nothing (ruling 2).
"""

from __future__ import annotations

from scorekeeper.model import Adjust, Lead, Matador, Move, OpenSix, Pass, Tile
from scorekeeper.tui.widgets.player_card import PlayerCard
from tests.tui.tui_helpers import MakeApp, board, totals


async def test_space_records_the_lead_then_moves_and_passes_the_turn(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "space")
        match = board(app).session.match
        assert match.log == [Lead("Anna"), Move("Boris"), Move("Vera")]
        # lead 0, then a move point each for Boris and Vera
        assert totals(app) == {"Anna": 0, "Boris": 1, "Vera": 1}
        assert board(app).current == 0  # back to Anna, seat 1


async def test_m_records_a_matador_and_passes_the_turn(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "m")
        assert board(app).session.match.log[-1] == Matador("Boris")
        assert totals(app)["Boris"] == 10  # a matador earns 10 and no move point (ruling 3)
        assert board(app).current == 2


async def test_shift_m_asks_which_matador(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("M")
        # the picker lists 0:0 0:6 1:5 2:4 3:3; the fourth is 2:4
        await pilot.press("down", "down", "down", "enter")
        assert board(app).session.match.log == [Matador("Anna", Tile(2, 4))]


async def test_p_costs_six_and_a_debt_is_shown_as_such(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "p")  # Anna leads, Boris passes: 0 - 6
        assert totals(app)["Boris"] == -6
        card = app.screen.query_one("#seat-1", PlayerCard)
        assert card.has_class("-debt")
        assert "debt 6" in str(card.query_one(".total").render())


async def test_b_gives_the_open_six_to_who_laid_the_tile_and_keeps_the_turn(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("b")  # nothing laid yet: refused inline
        assert board(app).session.match.log == []
        assert "lay a tile first" in str(app.screen.query_one("#message").render())
        await pilot.press("space", "space", "b")  # Boris's move left a six open
        assert board(app).session.match.log[-1] == OpenSix("Boris")
        assert totals(app)["Boris"] == 1 + 5
        assert board(app).current == 2  # still Vera's turn


async def test_digits_choose_the_current_player(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("3", "space")
        assert board(app).session.match.log == [Lead("Vera")]
        await pilot.press("4")  # only three players: nothing changes
        assert board(app).current == 0


async def test_undo_and_redo_any_number_of_steps_across_rounds(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "m", "r", "2", "enter")  # Boris went out; round 1 ends
        await pilot.pause()
        await pilot.press("space", "p")
        match = board(app).session
        assert len(match.match.rounds) == 2
        await pilot.press("u", "ctrl+z", "u")  # pass, lead of round 2, the round end
        assert len(board(app).session.match.rounds) == 1
        assert board(app).session.match.round_in_progress is not None
        await pilot.press("u", "u")
        assert board(app).session.match.log == []
        await pilot.press("ctrl+y", "ctrl+y", "ctrl+y", "ctrl+y", "ctrl+y")
        # everything back. Boris went out, so by default he leads round 2 (lead: 0) and
        # Vera's pass costs her 6; Boris keeps his matador's 10.
        assert totals(app) == {"Anna": 0, "Boris": 10, "Vera": -6}


async def test_undo_gives_the_turn_back(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "u")
        assert board(app).current == 1  # Boris's move undone: his turn again
        assert board(app).session.match.log == [Lead("Anna")]


async def test_adjust_with_a_signed_number_and_a_note(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("a")
        await pilot.press("minus", "3", "tab")
        await pilot.press(*"miscount")
        await pilot.press("enter")
        await pilot.pause()
        assert totals(app)["Anna"] == -3
        adjusted = board(app).session.match.log[-1]
        assert isinstance(adjusted, Adjust) and adjusted.note == "miscount"


async def test_adjust_refuses_zero_and_words_inline(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("a", "x", "enter")
        assert "whole number" in str(app.screen.query_one("#error").render())
        await pilot.press("backspace", "0", "enter")
        assert "changes nothing" in str(app.screen.query_one("#error").render())
        await pilot.press("escape")
        assert board(app).session.match.log == []


async def test_q_quits(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("q")
        assert app.return_code == 0 or not app.is_running


async def test_recording_into_a_finished_match_needs_a_reopen(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("m", "f")
        await pilot.click("#accept")
        await pilot.pause()
        assert board(app).session.match.finished
        assert app.screen.name == "final"
        assert board(app).record(Pass("Boris")) is False  # refused, with the reason shown
        await pilot.press("o")
        await pilot.click("#accept")
        await pilot.pause()
        assert not board(app).session.match.finished
        await pilot.press("space")
        assert totals(app)["Boris"] == 1  # recording works again after the reopen


async def test_a_matadors_number_picks_it_in_one_key(make_app: MakeApp) -> None:
    app = make_app("matador-classic")
    async with app.run_test() as pilot:
        await pilot.press("M", "3")  # classic's matadors: 0:0 1:6 2:5 3:4; the third is 2:5
        assert board(app).session.match.log == [Matador("Anna", Tile(2, 5))]
        assert totals(app)["Anna"] == 10
