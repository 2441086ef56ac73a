"""Home, new match, help, the command palette and the remembered theme."""

from __future__ import annotations

import argparse
import json

import pytest
from textual.command import CommandPalette
from textual.widgets import DataTable, Input, Label, Select

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.keys.actions import SCOREBOARD_ACTIONS
from scorekeeper.tui.launch import new_match_request
from scorekeeper.tui.screens.match_dialogs import ReopenDialog
from tests.tui.tui_helpers import MakeApp, board


async def test_home_offers_a_new_match_and_starts_one(make_app: MakeApp) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        assert app.screen.name == "home"
        await pilot.press("enter")  # "New match" is the first choice without a saved match
        await pilot.pause()
        assert app.screen.name == "new-match"
        await pilot.press(*"Анна", "enter", *"Łukasz", "ctrl+s")
        await pilot.pause()
        assert board(app).session.match.players == ("Анна", "Łukasz")
        assert board(app).session.match.preset.id == "six-matador-beginner"


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        (["Anna", "anna"], "already at the table"),
        (["Anna", "x" * 25], "longer than 24"),
    ],
)
async def test_new_match_names_are_checked_inline(
    make_app: MakeApp, typed: list[str], problem: str
) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        await pilot.press("enter")
        await pilot.pause()
        for seat, name in enumerate(typed):
            app.screen.query_one(f"#name-{seat}", Input).value = name
        await pilot.pause()
        assert problem in str(app.screen.query_one("#name-error-1", Label).render())
        await pilot.press("ctrl+s")
        assert app.screen.name == "new-match"  # not started


async def test_new_match_needs_two_players(make_app: MakeApp) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press(*"Solo", "ctrl+s")
        assert "at least two" in str(app.screen.query_one("#form-error", Label).render())


async def test_new_match_explains_the_chosen_preset(make_app: MakeApp) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#preset", Select).value = "six-matador-expert"
        for seat, name in enumerate(["A", "B", "C", "D"]):
            app.screen.query_one(f"#name-{seat}", Input).value = name
        await pilot.pause()
        text = str(app.screen.query_one("#explanation").render())
        assert "-6 for each pass, even into debt" in text.replace("−", "-")
        assert "Deal 7 tiles" in text  # four players of a sum-6 preset get 7 each


async def test_target_and_rounds_are_used(make_app: MakeApp) -> None:
    app = make_app(preset=None)
    async with app.run_test() as pilot:
        await pilot.press("enter")
        await pilot.pause()
        for field, value in {
            "#name-0": "A",
            "#name-1": "B",
            "#target": "50",
            "#rounds": "3",
        }.items():
            app.screen.query_one(field, Input).value = value
        await pilot.press("ctrl+s")
        await pilot.pause()
        match = board(app).session.match
        assert (match.target, match.rounds_limit) == (50, 3)


async def test_help_lists_every_action_with_its_price(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        table = app.screen.query_one("#keys", DataTable)
        rows = [table.get_row_at(i) for i in range(table.row_count)]
        # and w (the table display), the 1-4 seats, k (keep here, while a phone keeps the score)
        assert len(rows) == len(SCOREBOARD_ACTIONS) + 3
        assert rows[1][:2] == ["m", "+10"]
        assert rows[3][:2] == ["p", "−6"]
        await pilot.press("escape")
        assert app.screen.name == "scoreboard"


async def test_footer_shows_prices_of_the_preset(make_app: MakeApp) -> None:
    app = make_app("matador-pips")
    async with app.run_test(size=(120, 24)) as pilot:  # wide enough for the full labels
        descriptions = {b.binding.id: b.binding.description for b in app.active_bindings.values()}
        assert descriptions["scoreboard.matador"] == "matador 0"  # priced at 0, still recordable
        await pilot.press("m")
        assert len(board(app).session.match.log) == 1


async def test_palette_offers_every_action(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        titles = [command.title for command in app.get_system_commands(app.screen)]
        prices = board(app).prices()  # what each key's fact earns now, as the footer says
        for action in SCOREBOARD_ACTIONS:
            assert action.describe(prices.get(action.name)) in titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"matador +10", "enter")
        await pilot.pause()
        await pilot.pause()
        assert board(app).session.match.log[-1].type == "matador"


async def test_theme_is_remembered_between_runs(catalog: Catalog, settings: Settings) -> None:
    app = ScorekeeperApp(catalog, settings)
    async with app.run_test():
        app.theme = "gruvbox"
    assert settings.path is not None
    assert json.loads(settings.path.read_text())["theme"] == "gruvbox"
    again = ScorekeeperApp(catalog, Settings.load(settings.path))
    async with again.run_test():
        assert again.theme == "gruvbox"


def test_new_command_arguments_are_checked(catalog: Catalog) -> None:
    args = argparse.Namespace(
        preset="matador-classic", players="Anna, Boris ,Vera", target=None, rounds=2
    )
    request = new_match_request(args, catalog)
    assert request.players == ("Anna", "Boris", "Vera")
    for preset, players in [("nope", "A,B"), ("matador-classic", "A"), ("matador-classic", "A,a")]:
        bad = argparse.Namespace(preset=preset, players=players, target=None, rounds=None)
        with pytest.raises(BadInput):
            new_match_request(bad, catalog)


async def test_palette_offers_the_actions_of_the_screen_in_front(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("f")  # finish, then confirm: the final screen is in front
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.name == "final"
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert {"reopen", "undo last", "export", "new match"} <= set(titles)
        assert "matador +10" not in titles  # the board's keys are not this screen's
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"reopen", "enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ReopenDialog)  # the palette ran the final screen's action
