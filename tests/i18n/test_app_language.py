"""Changing the language inside the app: from the command palette, remembered in the settings,
shown at once on the screens that can be re-made or composed again in place, from the next
screen on only under a dialog's question."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Button, Footer, Input, Label, Static

from scorekeeper.catalog import load_catalog
from scorekeeper.i18n import activate, current_language
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.screens.dialogs import Confirm
from scorekeeper.tui.screens.new_match import NewMatchRequest, NewMatchScreen

CATALOG = load_catalog(Path("/nonexistent-user-presets"))


def make_app(settings_path: Path, preset: str | None = "six-matador-expert") -> ScorekeeperApp:
    start = (
        Start(new_match=NewMatchRequest(("Anna", "Boris"), preset, None, None)) if preset else None
    )
    return ScorekeeperApp(CATALOG, Settings.load(settings_path), start=start)


def footer_words(app: ScorekeeperApp) -> list[str]:
    """The labels the footer shows (it reads them from the screen's active bindings)."""
    active = app.screen.active_bindings.values()
    return [binding.description for _, binding, _, _ in active if binding.show]


async def test_the_palette_switches_the_scoreboard_to_polish_and_remembers(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    app = make_app(settings)
    # 120 columns: room for the full footer labels (narrower, a key shows its price alone)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("space", "m")  # Anna leads, Boris lays a matador (+10)
        await pilot.pause()
        assert "matador +10" in footer_words(app)
        await pilot.press("ctrl+p")
        await pilot.press(*"Polski")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert current_language() == "pl"
        board = app.screen
        assert isinstance(board, ScoreboardScreen)
        assert (
            str(board.query_one("#title", Static).render())
            == "Matador do sześciu (dla zaawansowanych)"
        )
        assert "matador +10" in footer_words(app) and "sześć +5" in footer_words(app)
        assert "pas −6" in footer_words(app)
        assert board.session.match.totals == [0, 10]  # the same match, nothing lost
        assert board.query_one(Footer)  # still a footer on the new screen
    assert json.loads(settings.read_text(encoding="utf-8"))["language"] == "pl"


async def test_a_form_in_progress_speaks_the_new_language_at_once(tmp_path: Path) -> None:
    activate("en")
    app = make_app(tmp_path / "settings.json", preset=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await app.run_action("new_match")
        await pilot.pause()
        await pilot.press(*"Anna", "tab", *"Anna")  # the second name repeats the first
        form = app.screen
        assert isinstance(form, NewMatchScreen)
        await app.change_language("ru")
        await pilot.pause()
        assert app.screen is form  # the same form, composed again in place
        assert str(form.query_one("#title", Static).render()) == "Новая партия"
        assert [form.query_one(f"#name-{seat}", Input).value for seat in (0, 1)] == [
            "Anna",
            "Anna",
        ]
        assert form.focused is form.query_one("#name-1", Input)  # the cursor stayed
        error = str(form.query_one("#name-error-1", Label).render())
        assert error and error.isascii() is False  # the name's problem, said again in Russian
        assert "назад" in footer_words(app)  # footer labels follow at once
        assert not [n.message for n in app._notifications]  # nothing to excuse
    assert current_language() == "ru"


async def test_a_dialog_in_front_speaks_the_new_language_at_once(tmp_path: Path) -> None:
    activate("en")
    app = make_app(tmp_path / "settings.json", preset=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await app.run_action("new_match")
        await pilot.pause()
        form = app.screen
        app.push_screen(Confirm("Delete it?"))
        await pilot.pause()
        await app.change_language("pl")
        await pilot.pause()
        # the dialog is composed again in Polish (its question was given to it already said,
        # so it stays as asked); the form under it speaks Polish too; nothing waits for later
        assert "Nowy język pojawi się od następnego ekranu." not in [
            n.message for n in app._notifications
        ]
        assert str(app.screen.query_one("#cancel", Button).label) == "Anuluj"
        assert str(form.query_one("#title", Static).render()) == "Nowa partia"
    assert current_language() == "pl"


async def test_palette_offers_the_other_languages_by_their_own_names(tmp_path: Path) -> None:
    activate("ru")
    app = make_app(tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)):
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "Язык: English" in titles and "Язык: Polski" in titles
        assert "Язык: Русский" not in titles
        assert "Тема" in titles  # Textual's own entries are translated too


async def test_labels_declared_at_import_time_follow_the_language(tmp_path: Path) -> None:
    """Screens declare footer labels in class ``BINDINGS`` (English, marked with ``N_``); the
    app puts them into the current language whenever a screen comes up."""
    activate("ru")
    app = make_app(tmp_path / "settings.json", preset=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "выход" in footer_words(app)  # the home screen's "quit"
        await pilot.press("ctrl+p")
        await pilot.pause()
        prompt = app.screen.query_one(Input)
        assert prompt.placeholder == "Поиск команд…"
