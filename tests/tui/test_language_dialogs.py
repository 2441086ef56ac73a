"""Issue 13 item 4: switching the language applies to the screen in front at once, a dialog
included: its words change, what was typed and chosen stays, and the board under it speaks the
new language too."""

from __future__ import annotations

from textual.widgets import Input, Label, RadioButton, Static

from scorekeeper.i18n import activate
from scorekeeper.tui.screens.dialogs import AdjustDialog
from scorekeeper.tui.screens.round_end import RoundEndScreen
from tests.tui.tui_helpers import MakeApp, board


def _title(screen: object) -> str:
    title = screen.query_one(".dialog-title", Static)  # type: ignore[attr-defined]
    return str(title.render())


async def test_the_adjust_dialog_speaks_the_new_language_and_keeps_the_points(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("a", *"-3")
        dialog = app.screen
        assert isinstance(dialog, AdjustDialog)
        english = _title(dialog)
        try:
            await app.change_language("ru")
            await pilot.pause()
            assert app.screen is dialog and _title(dialog) != english
            assert dialog.query_one("#points", Input).value == "-3"
            await pilot.press("escape")
            await pilot.pause()
            status = str(board(app).query_one("#status", Static).render())
            assert "раунд 1" in status  # the board under it speaks Russian too
        finally:
            await app.change_language("en")
            activate("en")


async def test_the_round_end_keeps_who_went_out_and_the_pips(make_app: MakeApp) -> None:
    app = make_app("matador-pips")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("space", "r", "2", *"6:5 3:3")  # Boris went out; Anna holds 17
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        try:
            await app.change_language("pl")
            await pilot.pause()
            assert dialog.query_one("#out-1", RadioButton).value
            assert dialog.query_one("#pips-0", Input).value == "6:5 3:3"
            assert str(dialog.query_one("#sum-0", Label).render()) == "= 17"
            assert "Koniec rundy 1" in _title(dialog) or "rund" in _title(dialog).lower()
        finally:
            await app.change_language("en")
            activate("en")


async def test_a_question_in_front_is_asked_again_in_the_new_language(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f")  # "Finish the match now?"
        dialog = app.screen
        assert _title(dialog) == "Finish the match now?"
        try:
            await app.change_language("ru")
            await pilot.pause()
            assert app.screen is dialog
            assert _title(dialog) == "Завершить партию сейчас?"
        finally:
            await app.change_language("en")
            activate("en")
