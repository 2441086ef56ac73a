"""Issue 26 on a real PostgreSQL server: the entry address of a match kept in a club's server
database; a phone claims it and its taps reach the server's store (read back on a connection
of another "machine"), and a terminal holding the match is named as its keeper.

Prices: six-matador-expert, the lead 0 and a matador +10 (RULES.md section 4)."""

from __future__ import annotations

import asyncio
import socket

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.store import Store
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.pg.server import PgServer
from tests.web.entry_phone import Phone


async def test_a_tap_from_the_phone_reaches_the_servers_store(
    pg_server: PgServer, catalog: Catalog
) -> None:
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("six-matador-expert")))
    server = TableServer(url, match_id)
    await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        assert server.entry is not None
        phone = Phone(server.entry.url, "phone-anna")
        assert (await phone.claim("Anna's phone")).status == 200
        assert (await phone.tap("t-1", "tile")).json()["kept"] is True  # Anna leads
        kept = (await phone.tap("t-2", "matador")).json()
        assert kept["kept"] is True and kept["pad"]["seats"][1]["total"] == 10  # Boris's
        with Store.open(url) as elsewhere:
            assert elsewhere.load_match(match_id).match.log == [Lead("Anna"), Matador("Boris")]
            assert elsewhere.summary(match_id).totals == (0, 10)
            assert elsewhere.claim(match_id, force=True)  # a terminal takes it over
            refused = await phone.tap("t-3", "pass")
            assert refused.status == 409
            assert refused.json()["who"] == f"the terminal at {socket.gethostname()}"
    finally:
        await server.stop()


async def test_a_tap_while_the_server_is_away_waits_and_is_kept_once_when_it_is_back(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("six-matador-expert")))
    server = TableServer(url, match_id)
    await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        assert server.entry is not None
        phone = Phone(server.entry.url, "phone-anna")
        await phone.claim("Anna's phone")
        assert (await phone.tap("t-1", "tile")).json()["kept"] is True  # Anna leads
        await asyncio.to_thread(running.stop)
        away = await phone.tap("t-2", "matador")
        assert away.status == 503 and "Traceback" not in away.text  # not kept: sent again
        await asyncio.to_thread(running.start)
        back = await phone.tap("t-2", "matador")  # the page's queue, once the server answers
        assert back.status == 200 and back.json()["kept"] is True
    finally:
        await server.stop()
    with Store.open(url) as store:
        assert store.load_match(match_id).match.log == [Lead("Anna"), Matador("Boris")]
