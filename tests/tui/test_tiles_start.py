"""A match started tile by tile opens on the scoreboard; until the tile board comes, the
one-key keys are refused with the mode's one line and record nothing."""

from __future__ import annotations

from textual.widgets import Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import board

TILES = NewMatchRequest(("Anna", "Boris"), "matador-classic", None, None, Mode.TILES)


async def test_a_tiles_match_starts_and_refuses_a_one_key_fact(catalog: Catalog) -> None:
    app = ScorekeeperApp(catalog, Settings(), start=Start(new_match=TILES))
    async with app.run_test() as pilot:
        await pilot.pause()
        match = board(app).session.match
        assert match.mode is Mode.TILES
        await pilot.press("space")  # a move, in one-key mode
        await pilot.pause()
        message = str(app.screen.query_one("#message", Static).render())
        assert "this match is kept tile by tile" in message
        assert match.entry_count == 0
