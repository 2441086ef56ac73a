"""Editing old rounds, finishing, reaching the target, and the final screen."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input, Select, Static

from scorekeeper.model import Lead, Matador, Move
from tests.tui.tui_helpers import MakeApp, board, totals


async def test_change_an_old_event_recomputes_every_total(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "r", "1", "enter")  # round 1: Anna out
        await pilot.pause()
        await pilot.press("space", "e")  # round 2 lead, then edit
        await pilot.pause()
        assert app.screen.name == "edit"
        table = app.screen.query_one(DataTable)
        table.move_cursor(row=1)  # round 1, event 2: Boris's move
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#kind", Select).value = "matador"
        await pilot.pause()
        await pilot.click("#accept")
        await pilot.pause()
        assert board(app).session.match.rounds[0].events == [Lead("Anna"), Matador("Boris")]
        assert totals(app)["Boris"] == 10  # a move's 1 became a matador's 10
        await pilot.press("escape")  # the edit screen answers that it changed the log
        await pilot.pause()
        assert app.screen is board(app)
        assert board(app).view.rows[0].running[1] == 10  # the rounds table follows


async def test_delete_needs_a_confirmation(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "m", "e")
        await pilot.pause()
        await pilot.press("d")
        await pilot.click("#cancel")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna"), Matador("Boris")]
        await pilot.press("d")
        await pilot.click("#accept")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna")]
        assert totals(app)["Boris"] == 0


async def test_an_edit_that_breaks_a_rule_is_refused_with_the_place(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "space", "e")
        await pilot.pause()
        app.screen.query_one(DataTable).move_cursor(row=0)
        await pilot.press("d")
        await pilot.click("#accept")
        await pilot.pause()
        # without its lead, the move would be the round's first tile
        message = str(app.screen.query_one("#message", Static).render())
        assert "round 1, event 1" in message
        assert board(app).session.match.log == [Lead("Anna"), Move("Boris")]


async def test_correct_a_round_end(make_app: MakeApp) -> None:
    app = make_app("matador-pips")
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "4", "enter", "6", "enter")
        await pilot.pause()
        assert totals(app)["Anna"] == 10  # 4 + 6
        await pilot.press("e")
        await pilot.pause()
        app.screen.query_one(DataTable).move_cursor(row=1)  # the round end
        await pilot.press("enter")
        await pilot.pause()
        box = app.screen.query_one("#pips-2", Input)
        box.value = "16"  # Vera held 16, not 6
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert totals(app)["Anna"] == 20  # 4 + 16


async def test_reaching_the_target_ends_the_match_and_names_the_winner(make_app: MakeApp) -> None:
    app = make_app("matador-classic", target=20)
    async with app.run_test() as pilot:
        await pilot.press("m", "m", "m", "m", "r", "1", "enter")  # Anna, Boris, Vera, Anna
        await pilot.pause()
        assert board(app).session.match.finished  # Anna reached 20 at the round's end
        assert app.screen.name == "final"
        verdict = str(app.screen.query_one("#verdict", Static).render())
        assert "Winner: Anna" in verdict
        standings = app.screen.query_one("#standings", DataTable)
        assert standings.get_row_at(0)[1:] == ["Anna", "20"]
        await pilot.press("space")  # nothing is recorded from the final screen
        assert len(board(app).session.match.log) == 5


async def test_final_screen_shows_the_differential_and_a_tie(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("m", "p", "m", "f")  # Anna 10, Boris -6, Vera 10
        await pilot.click("#accept")
        await pilot.pause()
        verdict = str(app.screen.query_one("#verdict", Static).render())
        assert "Tie between Anna and Vera" in verdict and "differential" not in verdict


async def test_undo_from_the_final_screen_reopens(make_app: MakeApp) -> None:
    app = make_app("matador-classic", target=10)
    async with app.run_test() as pilot:
        await pilot.press("m", "r", "1", "enter")
        await pilot.pause()
        assert app.screen.name == "final"
        await pilot.press("u")
        await pilot.pause()
        assert not board(app).session.match.finished
        assert app.screen.name == "scoreboard"


async def test_export_dialog_writes_and_never_overwrites_silently(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app()
    app.export_folder = tmp_path
    async with app.run_test() as pilot:
        await pilot.press("m", "x")
        await pilot.pause()
        path_box = app.screen.query_one("#path", Input)
        assert path_box.value.endswith("-anna-boris-vera.md")  # date and players
        await pilot.press("ctrl+s")
        await pilot.pause()
        written = tmp_path / path_box.value.rsplit("/", 1)[-1]
        assert "Anna" in written.read_text(encoding="utf-8")
        written.write_text("keep me", encoding="utf-8")
        await pilot.press("x", "ctrl+s")  # same name again: asks first
        await pilot.pause()
        await pilot.click("#cancel")
        await pilot.pause()
        assert written.read_text(encoding="utf-8") == "keep me"


async def test_final_screen_draws_the_progression_chart(make_app: MakeApp) -> None:
    from scorekeeper.tui.widgets.progress_chart import ProgressChart

    app = make_app("matador-classic", target=10)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m", "r", "1", "enter")
        await pilot.pause()
        chart = app.screen.query_one(ProgressChart)
        assert chart.chart.totals == ((0, 10), (0, 0), (0, 0))  # a line per player, from 0


async def test_export_format_is_chosen_with_the_keyboard(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app()
    app.export_folder = tmp_path
    async with app.run_test() as pilot:
        await pilot.press("m", "x", "down", "down", "down", "enter")  # the fourth format: HTML
        await pilot.pause()
        assert app.screen.query_one("#path", Input).value.endswith(".html")
        await pilot.press("ctrl+s")
        await pilot.pause()
        (page,) = tmp_path.glob("*.html")
        assert "<svg" in page.read_text(encoding="utf-8")
