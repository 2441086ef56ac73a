"""Names are the players' words: brackets in them are text, never markup, on every screen."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.line_table import LineTable
from tests.tui.tui_helpers import settle

NAMES = ("Bo[/]", "[b]x", "a[red]b")


async def test_every_screen_shows_bracketed_names_as_written(
    catalog: Catalog, settings: Settings, tmp_path: Path
) -> None:
    request = NewMatchRequest(NAMES, "matador-pips", None, None)
    store = Store.open(tmp_path / "m.db")
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=request), store=store)
    async with app.run_test(size=(100, 40)) as pilot:
        seen = []
        for keys in [("m",), ("a",), ("escape",), ("r",), ("escape",), ("e",), ("escape",), ("f",)]:
            await pilot.press(*keys)
            await settle(pilot)
            seen.append(app.screen.name)
        assert seen[-2] == "scoreboard"  # every dialog opened and closed without a crash
        await pilot.click("#accept")  # finish
        await settle(pilot)
        assert app.screen.name == "final"
        app.action_home()
        await settle(pilot)
        app.action_history()
        await settle(pilot)
        row = app.screen.query_one(LineTable).get_row_at(0)
        assert "Bo" in row[2] and "[b]x" in row[2]
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen.name == "match-view"
        await pilot.press("escape", "escape")
        app.action_stats()
        await settle(pilot)
        names = {app.screen.query_one("#players", LineTable).get_row_at(i)[0] for i in range(3)}
        assert {name for name in names} == set(NAMES)
    store.close()
