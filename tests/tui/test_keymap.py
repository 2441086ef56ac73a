"""Keys from the one list, remapped by the user's settings file (Textual's binding ids)."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import DataTable

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Pass
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.keys.keymap import SCREEN_KEYS, binding_ids
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import board


def _app(catalog: Catalog, tmp_path: Path, keys: object) -> ScorekeeperApp:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"keys": keys}), encoding="utf-8")
    request = NewMatchRequest(("Anna", "Boris", "Vera"), "six-matador-expert", None, None)
    return ScorekeeperApp(catalog, Settings.load(path), start=Start(new_match=request))


def test_every_binding_has_an_id_of_its_own() -> None:
    count = sum(len(actions) for actions in SCREEN_KEYS.values())
    assert len(binding_ids()) == count  # no two actions of one screen share an id
    assert {"scoreboard.tile", "scoreboard.seat1", "final.reopen", "history.filter"} <= (
        binding_ids()
    )


async def test_a_remapped_key_runs_the_action_and_the_old_one_does_not(
    catalog: Catalog, tmp_path: Path
) -> None:
    app = _app(catalog, tmp_path, {"scoreboard.tile": "t", "scoreboard.pass": "z,y"})
    async with app.run_test() as pilot:
        await pilot.press("space")  # no longer the tile key: nothing recorded
        await pilot.pause()
        assert board(app).session.match.log == []
        await pilot.press("t", "z")
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna"), Pass("Boris")]
        footer = {key: b.binding.id for key, b in app.screen.active_bindings.items()}
        assert footer["t"] == "scoreboard.tile"
        assert "space" not in footer


async def test_help_shows_the_remapped_keys(catalog: Catalog, tmp_path: Path) -> None:
    app = _app(catalog, tmp_path, {"scoreboard.matador": "k", "scoreboard.seat2": "w"})
    async with app.run_test() as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        table = app.screen.query_one("#keys", DataTable)
        rows = [table.get_row_at(i) for i in range(table.row_count)]
        assert rows[1][0] == "k"  # the matador row
        assert rows[-1][0] == "1, w, 3, 4"  # the seat row


async def test_a_keymap_naming_no_action_is_reported_in_one_line(
    catalog: Catalog, tmp_path: Path
) -> None:
    app = _app(catalog, tmp_path, {"scoreboard.fly": "f", "scoreboard.tile": 7})
    async with app.run_test() as pilot:
        await pilot.pause()
        messages = [notification.message for notification in app._notifications]
        assert len(messages) == 1
        assert "keys: no such action scoreboard.fly" in messages[0]
        assert "settings.json" in messages[0]
        await pilot.press("space")  # a value that is not a key string leaves the key alone
        await pilot.pause()
        assert board(app).session.match.log == [Lead("Anna")]


def test_the_settings_keep_only_string_keys_and_write_them_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    keys = {"scoreboard.tile": "t", "scoreboard.pass": 5, "final.home": "", "edit.back": "b"}
    path.write_text(json.dumps({"theme": "nord", "keys": keys}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.keys == {"scoreboard.tile": "t", "edit.back": "b"}
    settings.theme = "gruvbox"
    assert settings.save()
    again = Settings.load(path)
    assert (again.theme, again.keys) == ("gruvbox", {"scoreboard.tile": "t", "edit.back": "b"})


def test_keys_that_are_not_a_mapping_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "pl", "keys": ["t"]}), encoding="utf-8")
    assert (Settings.load(path).language, Settings.load(path).keys) == ("pl", {})
