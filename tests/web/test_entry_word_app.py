"""Issue 26 item 4 in the app's own server (``AppKeeper``): a match started with the word
(``NewMatchRequest.word``, as ``scorekeeper new --word`` asks) keeps a phone's round end asked
in the app's store, not on the board, until another phone accepts it; then the board's own
session records it and the board shows it. Prices: RULES.md section 4, six-matador-expert: the
lead 0 (ruling 2), a matador +10, a round end scores no pips ("no pip scoring")."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, RoundEnd
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import board
from tests.web.conftest import PLAYERS
from tests.web.entry_phone import Phone


@pytest.fixture(autouse=True)
def any_free_port(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scorekeeper.tui.table_display.PORT", 0)


async def test_a_round_end_from_a_phone_waits_for_the_tables_word_in_the_app(
    db: Path, catalog: Catalog, tmp_path: Path
) -> None:
    request = NewMatchRequest(PLAYERS, "six-matador-expert", None, None, word=True)
    settings = Settings.load(tmp_path / "settings.json")
    app = ScorekeeperApp(catalog, settings, start=Start(request), store=Store.open(db))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("w")
        await pilot.click("#start")
        await pilot.pause()
        await pilot.press("escape")
        entry = app.web_view.entry_url
        assert entry is not None
        keeper, other = Phone(entry, "anna-phone"), Phone(entry, "vera-phone")
        assert (await keeper.claim("Anna's phone", take_over=True)).status == 200
        assert (await keeper.tap("t-1", "tile")).json()["kept"]  # Anna leads: 0
        assert (await keeper.tap("t-2", "matador")).json()["kept"]  # Boris: +10
        asked = (await keeper.tap("t-3", "round_end", out=0)).json()
        assert asked["kept"] is True and asked["pad"]["word"]["state"] == "asked"
        await pilot.pause()
        match_id = board(app).match_id or 0
        assert board(app).session.match.log == [Lead("Anna"), Matador("Boris")]  # not yet
        with Store.open(db, read_only=True) as store:
            assert store.word(match_id).read() is not None  # the ask is in the app's store
        own = await keeper.word({"id": "t-3", "seat": 0, "answer": "accept"})
        assert own.json()["kept"] is False  # the keeper's own phone may not accept
        accepted = await other.word({"id": "t-3", "seat": 2, "answer": "accept"})
        assert accepted.status == 200 and accepted.json()["kept"] is True, accepted.text
        await pilot.pause()
        ended = [Lead("Anna"), Matador("Boris"), RoundEnd("Anna")]
        assert board(app).session.match.log == ended  # recorded by the board's own session
        assert board(app).view.totals == (0, 10, 0)
        with Store.open(db, read_only=True) as store:
            assert store.load_match(match_id).match.log == ended
        resent = (await keeper.tap("t-3", "round_end", out=0)).json()
        assert resent["kept"] is True and resent["again"] is True  # kept once
