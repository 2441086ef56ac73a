"""Issue 12 item 4: every key can be found, its footer price is true, a key for a fact the game
lacks is not offered, and a key that cannot act says why.

Prices are RULES.md section 4's: six-matador-expert moves earn +1, the lead 0 (ruling 2).
"""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import DataTable

from scorekeeper.model import Lead
from scorekeeper.tui.screens.help import HelpScreen
from tests.tui.tui_helpers import MakeApp, board


def footer_labels(app: object) -> dict[str, str]:
    screen = app.screen  # type: ignore[attr-defined]
    return {
        key: active.binding.description
        for key, active in screen.active_bindings.items()
        if active.binding.show
    }


async def test_footer_shows_finish_export_and_quit(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 24)):  # full labels; at 80 see test_footer_fits.py
        labels = footer_labels(app)
        assert labels["f"] == "finish"
        assert labels["x"] == "export"
        assert labels["q"] == "quit"


async def test_footer_tile_price_is_the_leads_until_a_tile_is_laid(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 24)) as pilot:
        assert footer_labels(app)["space"] == "tile 0"  # the next tile leads: ruling 2
        await pilot.press("space")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna")]
        assert footer_labels(app)["space"] == "tile +1"  # expert: a move earns 1
        await pilot.press("u")
        await pilot.pause()
        assert footer_labels(app)["space"] == "tile 0"


async def test_matador_offers_no_open_six_and_says_why(make_app: MakeApp) -> None:
    app = make_app(preset="matador-classic")
    async with app.run_test(size=(80, 24)) as pilot:
        assert "b" not in footer_labels(app)
        await pilot.press("space", "b")
        assert board(app).session.match.log == [Lead("Anna")]
        assert "no open six" in str(app.screen.query_one("#message").render())


async def test_six_matador_offers_the_open_six(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 24)):
        assert footer_labels(app)["b"] == "six +5"  # expert: an open six earns 5


async def test_a_seat_that_is_not_there_says_so(make_app: MakeApp) -> None:
    app = make_app()  # three players
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4")
        assert board(app).current == 0
        message = str(app.screen.query_one("#message").render())
        assert "no player 4" in message and "3 players" in message


async def test_help_at_80x24_scrolls_to_its_end_with_pagedown(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        box = app.screen.query_one("#help-box", VerticalScroll)
        assert box.max_scroll_y > 0  # the help is taller than the screen
        keys = app.screen.query_one("#keys", DataTable)
        assert keys.max_scroll_y == 0  # no scroll area inside the box's: every row is shown
        assert not keys.can_focus
        for _ in range(10):
            await pilot.press("pagedown")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y
