"""Nothing cut at 80x24 in Russian and Polish (issue 25 item 4): the tile board's refusals fit
its one-line message whole, and its footer keeps every answer key's price."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest

TWO = ("Anna", "Boris")
# The keys of each refusal, as tests/tui/test_tile_refusals.py plays them in English.
REFUSALS = [
    ("six-matador-expert", ["1", "3", "1", "3"]),  # laid already this round
    ("six-matador-expert", ["0", "2", "5", "6"]),  # fits no end: a blank left, 2 right
    ("six-matador-expert", ["6", "6", "5", "5"]),  # fits no end: 6 on both ends
    ("matador-classic", ["1", "6", "m", "2", "5"]),  # both ends take only the soap
    ("six-matador-expert", ["d"]),  # no stock under this preset
    ("six-matador-expert", ["2", "9"]),  # not a half
    ("six-matador-expert", ["left"]),  # nothing asked
    ("six-matador-expert", ["2", "4", "0", "6", "left", "3"]),  # no such half
    ("matador-classic", ["d"]),  # a round begins with its lead
]


def app_for(catalog: Catalog, tmp_path: Path, preset: str) -> ScorekeeperApp:
    request = NewMatchRequest(TWO, preset, None, None, Mode.TILES)
    settings = Settings.load(tmp_path / "settings.json")
    return ScorekeeperApp(catalog, settings, start=Start(new_match=request))


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize(
    ("preset", "keys"), REFUSALS, ids=lambda v: "-".join(v) if isinstance(v, list) else v
)
async def test_a_tile_refusal_fits_the_message_line_at_80x24(
    catalog: Catalog, tmp_path: Path, language: str, preset: str, keys: list[str]
) -> None:
    activate(language)
    app = app_for(catalog, tmp_path, preset)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        message = app.screen.query_one("#message", Static)
        said = str(message.render())
        assert said.strip() and "…" not in said, said  # a refusal was said, not cut
        assert cell_len(said) <= message.content_region.width, said
