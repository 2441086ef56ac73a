"""Issue 26, the entry address served for real: ``TableServer`` with its own ``StoreKeeper``
(a writable SQLite store on a thread of its own) under real uvicorn, phones talking to it over
HTTP as the touch page does, and the store read back from another connection afterwards.

The match: Anna and Boris under matador-classic, where a matador is 10 points to who plays it
and a pass 0 (RULES.md: "10 points per matador"; the pad prices them so: "+10", "0")."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match, Pass
from scorekeeper.store import MatchBusy, Store
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.web.entry_phone import Phone, fetched


@dataclass
class Entry:
    db: Path
    match_id: int
    server: TableServer

    @property
    def url(self) -> str:
        assert self.server.entry is not None
        return self.server.entry.url

    def phone(self, device: str) -> Phone:
        return Phone(self.url, device)

    def log(self) -> list[object]:
        """The match's log as stored, read on a connection of its own."""
        with Store.open(self.db, read_only=True) as store:
            return list(store.load_match(self.match_id).match.log)


@pytest_asyncio.fixture(loop_scope="session")
async def entry(tmp_path: Path, catalog: Catalog) -> AsyncIterator[Entry]:
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    server = TableServer(db, match_id)
    await server.start(LOOPBACK, 0, LOOPBACK)
    yield Entry(db, match_id, server)
    await server.stop()


async def test_the_entry_address_is_its_own_and_serves_the_touch_page(entry: Entry) -> None:
    assert entry.server.address is not None and entry.server.entry is not None
    assert entry.url.startswith(f"http://127.0.0.1:{entry.server.address.port}/e/")
    assert entry.server.entry.token != entry.server.address.token
    page = await fetched(entry.url, "GET")
    assert page.status == 200 and "<title>" in page.text
    pad = (await entry.phone("phone-a").pad()).json()
    assert pad["keeper"] == {"you": False, "who": None}  # nobody keeps it yet
    assert [seat["name"] for seat in pad["seats"]] == ["Anna", "Boris"]


async def test_one_phone_keeps_another_is_told_who_and_may_take_over(entry: Entry) -> None:
    anna, boris = entry.phone("phone-anna"), entry.phone("phone-boris")
    claimed = await anna.claim("Anna's phone")
    assert claimed.status == 200 and claimed.json()["keeper"] == {
        "you": True,
        "who": "Anna's phone",
    }
    second = await boris.claim("Boris's phone")
    assert second.status == 409 and second.json()["who"] == "Anna's phone"
    refused = await boris.tap("b-1", "pass")
    assert refused.status == 409 and refused.json()["who"] == "Anna's phone"
    assert entry.log() == []  # the tap of a phone that does not keep changed nothing
    taken = await boris.claim("Boris's phone", take_over=True)
    assert taken.status == 200 and taken.json()["keeper"]["you"] is True
    assert (await anna.tap("a-1", "pass")).status == 409  # Anna's phone keeps no more
    assert (await boris.tap("b-2", "matador")).json()["kept"] is True
    assert entry.log() == [Matador("Anna")]  # Anna's turn: the seat the match starts with


async def test_taps_reach_the_store_once_each(entry: Entry) -> None:
    anna = entry.phone("phone-anna")
    await anna.claim("Anna's phone")
    first = (await anna.tap("t-1", "matador")).json()
    assert first["kept"] is True and first["again"] is False
    again = (await anna.tap("t-1", "matador")).json()  # the same tap sent twice (a lost answer)
    assert again["again"] is True
    await anna.tap("t-2", "pass")
    assert entry.log() == [Matador("Anna"), Pass("Boris")]
    with Store.open(entry.db, read_only=True) as store:
        assert store.summary(entry.match_id).totals == (10, 0)  # one matador: 10 to Anna


async def test_a_match_changed_by_another_process_is_read_again(entry: Entry) -> None:
    anna = entry.phone("phone-anna")
    await anna.claim("Anna's phone")
    await anna.tap("t-1", "tile")  # Anna leads
    with Store.open(entry.db) as elsewhere:  # a terminal took it over, wrote, and was closed
        assert elsewhere.claim(entry.match_id, force=True)
        elsewhere.load_session(entry.match_id).record(Matador("Boris"))
    pad = (await anna.pad()).json()
    assert pad["revision"] == 2 and pad["seats"][1]["total"] == 10
    assert (await anna.tap("t-2", "pass")).json()["kept"] is True
    assert entry.log() == [Lead("Anna"), Matador("Boris"), Pass("Anna")]


async def test_a_terminal_that_keeps_the_match_outranks_a_phone(entry: Entry) -> None:
    anna = entry.phone("phone-anna")
    terminal = Store.open(entry.db)
    try:
        assert terminal.claim(entry.match_id)  # the app has the match open
        host = socket.gethostname()
        refused = await anna.claim("Anna's phone")
        assert refused.status == 409 and refused.json()["who"] == f"the terminal at {host}"
        assert (await anna.claim("Anna's phone", take_over=True)).status == 200
        assert (await anna.tap("t-1", "pass")).json()["kept"] is True
        with pytest.raises(MatchBusy):  # the app's next key: "open elsewhere"
            terminal.load_session(entry.match_id).record(Pass("Boris"))
        assert terminal.claim(entry.match_id, force=True)  # and the terminal takes it back
        lost = await anna.tap("t-2", "pass")
        assert lost.status == 409 and lost.json()["who"] == f"the terminal at {host}"
    finally:
        terminal.close()
    assert entry.log() == [Pass("Anna")]


async def test_a_new_entry_address_ends_the_old_one_at_once(entry: Entry) -> None:
    old = entry.phone("phone-anna")
    await old.claim("Anna's phone")
    view = entry.server.address
    assert view is not None
    renewed = entry.server.new_entry_address()
    assert renewed.token != old.token and entry.server.entry == renewed
    assert (await old.tap("t-1", "pass")).status == 403
    assert (await old.pad()).status == 403
    assert (await fetched(view.url)).status == 200  # the view's token still works
    assert entry.log() == []
    fresh = Phone(renewed.url, "phone-anna")
    assert (await fresh.tap("t-2", "pass")).json()["kept"] is True  # still the keeper


async def test_the_view_address_takes_no_post(entry: Entry) -> None:
    view = entry.server.address
    assert view is not None
    phone = Phone(view.url, "phone-anna", token=view.token)
    for path in ("", "tap", "claim"):
        answer = await fetched(view.url + path, "POST", {"id": "x", "do": "pass"}, phone.headers)
        assert answer.status in (404, 405), (path, answer.status)
    assert (await fetched(view.url, "POST", {}, phone.headers)).status == 405
    assert entry.log() == []


async def test_the_entry_page_carries_the_guards(entry: Entry) -> None:
    page = await _raw_get(entry.url, "127.0.0.1")
    assert "script-src 'nonce-" in page["content-security-policy"]
    assert page["x-frame-options"] == "DENY" and page["cache-control"] == "no-store"
    assert (await _raw_get(entry.url, "rebound.example"))[":status"] == "421"


async def _raw_get(url: str, host: str) -> dict[str, str]:
    import asyncio
    import http.client
    from urllib.parse import urlsplit

    def get() -> dict[str, str]:
        parts = urlsplit(url)
        connection = http.client.HTTPConnection(parts.netloc, timeout=10)
        try:
            connection.request("GET", parts.path, headers={"host": host})
            answer = connection.getresponse()
            answer.read()
            return {
                ":status": str(answer.status),
                **{k.lower(): v for k, v in answer.headers.items()},
            }
        finally:
            connection.close()

    return await asyncio.to_thread(get)
