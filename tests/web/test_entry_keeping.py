"""Issue 26: which match an entry address keeps, and the keeper's store: an unpinned ``serve``'s
entry stays with its match when the view follows another table's app, a database with no
match has no entry address, and the keepers' store renews its lease and lets go of it.

Prices: matador-classic, a pass 0 (RULES.md)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, Pass
from scorekeeper.store import Store
from scorekeeper.web.entry_keeper import StoreKeeper, StoreThread
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.web.entry_phone import Phone, fetched


async def test_an_unpinned_entry_keeps_its_match_when_the_view_moves_on(
    tmp_path: Path, catalog: Catalog
) -> None:
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        first = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    server = TableServer(db)  # not pinned: the view follows whichever match is recorded into
    await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        assert server.entry is not None
        phone = Phone(server.entry.url, "phone-anna")
        await phone.claim("Anna's phone")
        with Store.open(db) as app:  # another table's app starts a match and records into it
            second = app.create_match(Match(["Vera", "Gleb"], catalog.get("matador-classic")))
            assert app.claim(second)
            app.load_session(second).record(Pass("Vera"))
        pad = (await phone.pad()).json()
        assert [seat["name"] for seat in pad["seats"]] == ["Anna", "Boris"]
        assert (await phone.tap("t-1", "pass")).json()["kept"] is True
        with Store.open(db, read_only=True) as store:
            assert store.load_match(first).match.log == [Pass("Anna")]
            assert store.load_match(second).match.log == [Pass("Vera")]  # nothing of the phone's
    finally:
        await server.stop()


async def test_no_match_no_entry_address(tmp_path: Path) -> None:
    db = tmp_path / "matches.db"
    Store.open(db).close()
    server = TableServer(db)
    await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        assert server.address is not None and server.entry is None
        assert (await fetched(server.address.url)).status == 200  # the view waits for a match
    finally:
        await server.stop()


def test_the_keepers_store_renews_its_lease_and_lets_go_at_close(
    tmp_path: Path, catalog: Catalog
) -> None:
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    thread = StoreThread(db)
    thread.renew()  # before any phone: nothing opened, nothing to renew
    keeper = StoreKeeper(thread, match_id)
    assert keeper.claim("phone-anna", "Anna's phone", take_over=False)[0]  # from this thread
    with sqlite3.connect(db) as raw:  # the lease aged as if the server had hung for long
        raw.execute("UPDATE leases SET heartbeat = 0 WHERE match_id = ?", (match_id,))
    thread.renew()
    with sqlite3.connect(db) as raw:
        (beat,) = raw.execute("SELECT heartbeat FROM leases WHERE match_id = ?", (match_id,))
        assert beat[0] > 0
    thread.close()
    with Store.open(db, read_only=True) as store:
        assert store.holder(match_id) is None


async def test_a_tap_sent_again_after_the_server_restarted_is_kept_once(
    tmp_path: Path, catalog: Catalog
) -> None:
    """The tap ids live in the store (schema 13), not in the server's memory: a phone whose
    answer was lost sends its tap again to a new server process and it is not applied twice.
    Prices: matador-classic, a matador 10 (RULES.md), so one matador is 10 and two would be 20."""
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    for run in range(2):  # the second run is the server started again
        server = TableServer(db, match_id)
        await server.start(LOOPBACK, 0, LOOPBACK)
        try:
            assert server.entry is not None
            phone = Phone(server.entry.url, "phone-anna")
            await phone.claim("Anna's phone")
            answer = (await phone.tap("tap-0001", "matador")).json()
            assert answer["kept"] is True and answer["again"] is (run == 1)
            assert [seat["total"] for seat in answer["pad"]["seats"]] == [10, 0]
        finally:
            await server.stop()
    with Store.open(db, read_only=True) as store:
        assert len(store.load_match(match_id).match.log) == 1


async def test_who_leads_chosen_from_a_phone_is_remembered_across_a_restart(
    tmp_path: Path, catalog: Catalog
) -> None:
    """A ``turn`` tap at a round's start (the app's 1-4 keys) changes no entry, so only the
    store's remembered turn carries it over a restart, as it does for the terminal's board."""
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    turns = []
    for run in range(2):
        server = TableServer(db, match_id)
        await server.start(LOOPBACK, 0, LOOPBACK)
        try:
            assert server.entry is not None
            phone = Phone(server.entry.url, "phone-anna")
            await phone.claim("Anna's phone")
            if run == 0:
                assert (await phone.tap("lead-boris", "turn", seat=1)).json()["kept"] is True
            pad = (await phone.pad()).json()
            turns.append([seat["name"] for seat in pad["seats"] if seat["turn"]])
        finally:
            await server.stop()
    assert turns == [["Boris"], ["Boris"]]
    with Store.open(db, read_only=True) as store:
        assert store.load_match(match_id).turn == "Boris"
