"""Issue 15 item 4, as the table sees it: the server restarts mid-match. The board says "Not
saved", keeps playing, and says "Saved" once what was kept is in the database; quitting while
it waits asks first and keeps the match in a file."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.matchfile import parse_match_text
from scorekeeper.model import Lead, Matador, Move
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.dialogs import Confirm
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.pg.server import PgServer
from tests.tui.tui_helpers import board

PLAYERS = ("Anna", "Boris", "Vera")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.load(tmp_path / "settings.json")


def _app(url: str, catalog: Catalog, settings: Settings) -> ScorekeeperApp:
    start = Start(new_match=NewMatchRequest(PLAYERS, "six-matador-expert", None, None))
    return ScorekeeperApp(catalog, settings, start=start, store=Store.open(url))


def _said(app: ScorekeeperApp) -> str:
    return str(board(app).query_one(MessageLine).render())


async def _until(pilot: Pilot[None], app: ScorekeeperApp, words: str, seconds: float = 15) -> None:
    for _ in range(int(seconds / 0.1)):
        if words in _said(app):
            return
        await pilot.pause(0.1)
    raise AssertionError(f"never said {words!r}; says {_said(app)!r}")


async def test_the_board_keeps_playing_and_saves_when_the_server_is_back(
    running: PgServer, catalog: Catalog, settings: Settings
) -> None:
    url = running.fresh_url()
    app = _app(url, catalog, settings)
    async with app.run_test() as pilot:
        await pilot.press("space")  # Anna leads: written at once
        match_id = board(app).match_id
        assert match_id is not None
        await asyncio.to_thread(running.stop)
        await pilot.press("m", "space")  # Boris's matador, Vera's tile: kept here
        assert board(app).session.match.log == [Lead("Anna"), Matador("Boris"), Move("Vera")]
        assert "Not saved: 2 changes are kept here" in _said(app)
        await asyncio.to_thread(running.start)
        await _until(pilot, app, "Saved: the 2 changes kept here are in the database now.")
    assert app.store is not None
    app.store.close()
    with Store.open(url) as other:
        assert other.load_match(match_id).match.log == [
            Lead("Anna"),
            Matador("Boris"),
            Move("Vera"),
        ]


async def test_quitting_while_changes_wait_asks_and_keeps_a_file(
    running: PgServer,
    catalog: Catalog,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = _app(running.fresh_url(), catalog, settings)
    async with app.run_test() as pilot:
        await pilot.press("space")
        await asyncio.to_thread(running.stop)
        await pilot.press("m")
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm), "quitting asks while a change waits"
        kept = list((tmp_path / "data").rglob("unsaved-match-*.json"))
        assert len(kept) == 1
        rescued = parse_match_text(kept[0].read_bytes(), catalog)  # as `import` reads it
        assert rescued.log == [Lead("Anna"), Matador("Boris")]
    await asyncio.to_thread(running.start)
