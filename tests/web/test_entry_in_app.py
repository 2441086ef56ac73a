"""Issue 26 inside the app: ``w`` starts the view and its entry address in the app's own loop,
the dialog shows the entry address, and a phone talking to the real server over HTTP (as the
touch page does) keeps the score through the board's own session: the board shows each tap at
once and the store has it. "New entry address" stops the old entry link; the view's address
is untouched. Prices: RULES.md section 4, six-matador-expert: the lead 0 (ruling 2), a matador
+10."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from textual.widgets import Label

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.screens.watch_dialog import WatchDialog
from tests.tui.tui_helpers import board
from tests.web.conftest import PLAYERS
from tests.web.entry_phone import Phone


@pytest.fixture(autouse=True)
def any_free_port(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scorekeeper.tui.table_display.PORT", 0)


def app_on(db: Path, catalog: Catalog, tmp_path: Path) -> ScorekeeperApp:
    request = NewMatchRequest(PLAYERS, "six-matador-expert", None, None)
    settings = Settings.load(tmp_path / "settings.json")
    return ScorekeeperApp(catalog, settings, start=Start(request), store=Store.open(db))


async def test_a_phone_keeps_the_score_through_the_apps_own_server(
    db: Path, catalog: Catalog, tmp_path: Path
) -> None:
    app = app_on(db, catalog, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("w")
        await pilot.click("#start")
        await pilot.pause()
        entry, view = app.web_view.entry_url, app.web_view.url
        assert entry is not None and view is not None and "/e/" in entry
        assert isinstance(app.screen, WatchDialog)
        assert str(app.screen.query_one("#entry-address", Label).render()) == entry
        await pilot.press("escape")
        phone = Phone(entry, "anna-phone-1")
        asked = await phone.claim("Anna's phone")
        assert asked.status == 409
        assert asked.json()["who"] == f"the terminal at {socket.gethostname()}"
        assert (await phone.claim("Anna's phone", take_over=True)).status == 200
        assert (await phone.tap("t-1", "tile")).json()["kept"]  # Anna leads: 0
        matador = (await phone.tap("t-2", "matador")).json()  # Boris: +10
        assert matador["kept"] and matador["pad"]["keeper"] == {"you": True, "who": "Anna's phone"}
        await pilot.pause()
        assert board(app).view.totals == (0, 10, 0)  # on the board at once
        assert board(app).kept_by == "Anna's phone"
        with Store.open(db, read_only=True) as other:
            assert other.load_match(board(app).match_id or 0).match.totals == [0, 10, 0]
        await pilot.press("w")
        await pilot.press("e")  # a new entry address: the old link stops working
        await pilot.pause()
        renewed = app.web_view.entry_url
        assert renewed is not None and renewed != entry and app.web_view.url == view
        assert board(app).kept_by is None  # revoked: the terminal keeps the score again
        assert (await phone.tap("t-3", "pass")).status == 403
        assert board(app).session.match.entry_count == 2  # nothing changed
