"""Undo takes back what was just done, whatever it was, and each state lands on its screen:
a finished match on its final screen, a match in play (reopened, or its end undone) on the board."""

from __future__ import annotations

from textual.widgets import DataTable, Input, Select, Static

from scorekeeper.model import Finish, Lead, Matador, Move, Reopen
from scorekeeper.rewrites import Rewrite
from scorekeeper.tui.app import ScorekeeperApp
from tests.tui.tui_helpers import MakeApp, board, totals


def message(app: ScorekeeperApp) -> str:
    """The line under the board (hidden while the final screen is on top)."""
    return str(board(app).query_one("#message", Static).render())


async def test_undo_after_an_edit_takes_back_the_edit(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "e")  # Anna lead, Boris move (+1), then edit
        await pilot.pause()
        app.screen.query_one(DataTable).move_cursor(row=1)
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#kind", Select).value = "matador"
        await pilot.pause()
        await pilot.click("#accept")
        await pilot.pause()
        assert totals(app)["Boris"] == 10  # the move became a matador
        await pilot.press("escape", "u")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna"), Move("Boris")]  # not the lead
        assert totals(app)["Boris"] == 1
        assert "Undone:" in message(app) and "matador" in message(app)
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna"), Matador("Boris")]
        assert isinstance(board(app).session.rewrites[-1], Rewrite)


async def test_undo_a_delete_puts_the_event_back(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "m", "e", "d")  # delete Boris's matador
        await pilot.click("#accept")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna")]
        await pilot.press("escape", "u")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna"), Matador("Boris")]
        assert totals(app)["Boris"] == 10  # expert: matador +10


async def test_undo_a_finish_lands_on_the_board(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("m", "f")
        await pilot.click("#accept")
        await pilot.pause()
        assert app.screen.name == "final"
        await pilot.press("u")
        await pilot.pause()
        assert app.screen.name == "scoreboard"
        assert not board(app).session.match.finished
        await pilot.press("space")  # the board takes keys again: Boris's move
        await pilot.pause()
        assert board(app).session.match.log == [Matador("Anna"), Move("Boris")]


async def test_undo_a_reopen_lands_on_the_final_screen(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("m", "f")
        await pilot.click("#accept")
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        await pilot.click("#accept")  # reopen with no target or limit
        await pilot.pause()
        assert app.screen.name == "scoreboard"
        assert board(app).session.match.log == [Matador("Anna"), Finish(), Reopen()]
        await pilot.press("u")
        await pilot.pause()
        assert app.screen.name == "final"  # finished again: where a finished match belongs
        assert board(app).session.match.finished
        await pilot.press("ctrl+y")  # redo the reopen from the final screen
        await pilot.pause()
        assert app.screen.name == "scoreboard" and not board(app).session.match.finished
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("u")  # from the final screen: the finish goes too
        await pilot.pause()
        assert app.screen.name == "scoreboard"
        assert board(app).session.match.log == [Matador("Anna")]


async def test_edit_is_refused_on_a_finished_match(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("m", "f")
        await pilot.click("#accept")
        await pilot.pause()
        await pilot.press("e")  # not a key of the final screen
        await pilot.pause()
        assert app.screen.name == "final"
        board(app).action_edit()  # nor does the board open the editor behind it (ruling 8)
        await pilot.pause()
        assert [screen.name for screen in app.screen_stack][-2:] == ["scoreboard", "final"]
        assert "reopen it" in message(app)
        assert board(app).session.match.log == [Matador("Anna"), Finish()]


async def test_an_edit_that_reaches_the_target_lands_on_the_final_screen(
    make_app: MakeApp,
) -> None:
    app = make_app("matador-pips", target=15)
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "4", "enter", "6", "enter")
        await pilot.pause()
        assert totals(app)["Anna"] == 10  # 4 + 6: below 15
        await pilot.press("e")
        await pilot.pause()
        app.screen.query_one(DataTable).move_cursor(row=1)  # the round end
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#pips-2", Input).value = "16"  # Vera held 16: 4 + 16 = 20
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.name == "final"
        await pilot.press("u")  # the correction is what ended it: undo takes it back
        await pilot.pause()
        assert app.screen.name == "scoreboard"
        assert totals(app)["Anna"] == 10
