"""Issue 9 items 1 and 3 in the app: absurd numbers and control characters are refused inline,
and text that came from outside is shown escaped."""

from __future__ import annotations

from typing import Any

from textual.widgets import Input, Label

from scorekeeper.model import Adjust
from scorekeeper.tui.widgets.event_log import event_line
from scorekeeper.tui.widgets.line_table import Column, LineTable
from scorekeeper.tui.widgets.plain import plain
from tests.tui.tui_helpers import board, totals


async def test_a_target_of_ten_to_the_twentieth_is_refused_inline(make_app: Any) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        await pilot.press("enter")
        await pilot.pause()
        for field, value in {"#name-0": "A", "#name-1": "B", "#target": str(10**20)}.items():
            app.screen.query_one(field, Input).value = value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.name == "new-match"  # still there, nothing started
        error = str(app.screen.query_one("#form-error", Label).render())
        assert "1 to 1000000000" in error


async def _adjust(app: Any, pilot: Any, points: str, note: str) -> str:
    await pilot.press("a")
    await pilot.pause()
    app.screen.query_one("#points", Input).value = points
    app.screen.query_one("#note", Input).value = note
    await pilot.click("#accept")
    await pilot.pause()
    return str(app.screen.query_one("#error", Label).render())


async def test_the_adjust_dialog_refuses_huge_points_and_control_characters(
    make_app: Any,
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        before = totals(app)
        assert "at most 1000000" in await _adjust(app, pilot, str(2**64), "why")
        await pilot.press("escape")
        await pilot.pause()
        error = await _adjust(app, pilot, "3", "x\x1b]52;c;aGVsbG8=\x07")
        assert "control character (\\u001b)" in error
        await pilot.press("escape")
        await pilot.pause()
        assert totals(app) == before  # nothing was recorded
        assert board(app).session.match.log == []


def test_notes_and_table_cells_from_outside_show_escaped() -> None:
    line = event_line(2, Adjust("Anna", 3, "a\x1b[2J"), 3)
    assert line == " 2. Anna  adjust +3 (a\\u001b[2J)  +3"
    assert plain("Evil\x1b]0;t\x07", "[b]x") == ["Evil\\u001b]0;t\\u0007", "\\[b]x"]


def test_line_table_rows_show_control_characters_escaped() -> None:
    table = LineTable([Column("name", 20), Column("preset", 20)])
    table.add_rows([("Anna", "Evil\x1b[2J\x9b")])
    assert table.get_row_at(0) == ["Anna", "Evil\\u001b[2J\\u009b"]
