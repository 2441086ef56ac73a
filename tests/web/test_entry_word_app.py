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
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.tui.tui_helpers import board, settle
from tests.web.conftest import PLAYERS
from tests.web.entry_phone import Phone


def said(app: ScorekeeperApp) -> str:
    return board(app).query_one(MessageLine).said


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
        assert said(app) == "Round 1: Anna went out. Waiting for the table's word."
        with Store.open(db, read_only=True) as store:
            assert store.word(match_id).read() is not None  # the ask is in the app's store
        own = await keeper.word({"id": "t-3", "seat": 0, "answer": "accept"})
        assert own.json()["kept"] is False  # the keeper's own phone may not accept
        accepted = await other.word({"id": "t-3", "seat": 2, "answer": "accept"})
        assert accepted.status == 200 and accepted.json()["kept"] is True, accepted.text
        await pilot.pause()
        ended = [Lead("Anna"), Matador("Boris"), RoundEnd("Anna")]
        assert board(app).session.match.log == ended  # recorded by the board's own session
        assert said(app) == "Round 1: Anna went out. Round 1 accepted by Vera."
        assert board(app).view.totals == (0, 10, 0)
        with Store.open(db, read_only=True) as store:
            assert store.load_match(match_id).match.log == ended
        resent = (await keeper.tap("t-3", "round_end", out=0)).json()
        assert resent["kept"] is True and resent["again"] is True  # kept once


async def test_after_an_app_restart_the_phone_that_asked_keeps_the_score_and_may_withdraw(
    db: Path, catalog: Catalog, tmp_path: Path
) -> None:
    """The app quits while a phone's round end waits; started again on the match, with its
    view, the phone that asked keeps the score again (the board says so) and its undo
    withdraws the ask, which no other phone can then accept."""
    request = NewMatchRequest(PLAYERS, "six-matador-expert", None, None, word=True)
    settings = Settings.load(tmp_path / "settings.json")

    async def view_started(app: ScorekeeperApp, pilot: object) -> str:
        from textual.pilot import Pilot

        assert isinstance(pilot, Pilot)
        await settle(pilot)  # the board opens from the store in a worker
        await pilot.press("w")
        await pilot.click("#start")
        await pilot.pause()
        await pilot.press("escape")
        entry = app.web_view.entry_url
        assert entry is not None
        return entry

    first = Store.open(db)  # closed when the app quits, as the process's end would let it go
    app = ScorekeeperApp(catalog, settings, start=Start(request), store=first)
    async with app.run_test(size=(100, 30)) as pilot:
        keeper = Phone(await view_started(app, pilot), "anna-phone")
        assert (await keeper.claim("Anna's phone", take_over=True)).status == 200
        assert (await keeper.tap("t-1", "tile")).json()["kept"]  # Anna leads: 0
        assert (await keeper.tap("t-2", "round_end", out=0)).json()["kept"]  # asked
        match_id = board(app).match_id
    first.close()
    again = ScorekeeperApp(catalog, settings, start=Start(match_id=match_id), store=Store.open(db))
    async with again.run_test(size=(100, 30)) as pilot:
        entry = await view_started(again, pilot)
        keeper, other = Phone(entry, "anna-phone"), Phone(entry, "vera-phone")
        pad = (await other.pad()).json()
        assert pad["word"]["state"] == "asked" and pad["keeper"]["who"] == "Anna's phone"
        assert (await keeper.pad()).json()["keeper"]["you"] is True
        await pilot.pause()
        assert board(again).kept_by == "Anna's phone"  # the board says who keeps it
        assert said(again) == "Round 1: Anna went out. Waiting for the table's word."
        withdrawn = (await keeper.tap("t-3", "undo")).json()
        assert withdrawn["kept"] is True and withdrawn["pad"]["word"] is None
        await pilot.pause()
        assert said(again) == ""  # nothing waits any more
        late = (await other.word({"id": "t-2", "seat": 2, "answer": "accept"})).json()
        assert late["kept"] is False and "withdrawn" in late["refusal"]
        assert board(again).session.match.log == [Lead("Anna")]  # the lead stays
