"""Issue 24 item 1: each view follows its own match. Two recorders keep two matches in one
database (any club night): a view pinned to a match (started from its board, ``serve
--match``) shows that match whatever the other records, on SQLite and PostgreSQL; the plain
view keeps today's rule (the match changed last). Prices: RULES.md section 4,
six-matador-expert: a matador +10, a pass −6, the lead 0 (ruling 2)."""

from __future__ import annotations

import asyncio
import urllib.request
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match, Pass
from scorekeeper.store import DbTarget, Store
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.fixture_types import RunScorekeeper
from tests.pg.server import PgServer
from tests.web.test_in_app import app_on

DEBT_6 = '<p class="total debt"><span class="word">debt </span>6</p>'


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return str(answer.read().decode())


async def shown_html(server: TableServer) -> str:
    assert server.address is not None
    return await asyncio.to_thread(_get, server.address.url)


async def two_tables(target: DbTarget, catalog: Catalog) -> None:
    """Table A (Anna, Boris: Boris +10) and table B (Vera, Gleb: Gleb −6), each on its own
    connection as its own app would record; A is pinned, then B records after it."""
    preset = catalog.get("six-matador-expert")
    first, second = Store.open(target), Store.open(target)
    try:
        a_id = first.create_match(Match(("Anna", "Boris"), preset))
        a = first.load_session(a_id)
        b = second.load_session(second.create_match(Match(("Vera", "Gleb"), preset)))
        a.record(Lead("Anna"))
        a.record(Matador("Boris"))  # Boris 10
        pinned = TableServer(target, a_id)
        plain = TableServer(target)
        await pinned.start(LOOPBACK, 0, LOOPBACK)
        await plain.start(LOOPBACK, 0, LOOPBACK)
        try:
            b.record(Lead("Vera"))
            b.record(Pass("Gleb"))  # Gleb −6: B is now the match changed last
            pinned_page, plain_page = await shown_html(pinned), await shown_html(plain)
            assert '<h2 class="name">Boris</h2><p class="total">10</p>' in pinned_page
            assert "Gleb" not in pinned_page
            assert '<h2 class="name">Gleb</h2>' + DEBT_6 in plain_page
            a.record(Pass("Anna"))  # Anna −6 on A: the plain view flips back to A, as before
            pinned_page, plain_page = await shown_html(pinned), await shown_html(plain)
            assert '<h2 class="name">Anna</h2>' + DEBT_6 in pinned_page
            assert '<h2 class="name">Anna</h2>' + DEBT_6 in plain_page
            # the pinned view's stream follows A too, never B
            await asyncio.sleep(0.3)
            b.record(Matador("Vera"))  # +10 for Vera, on B
            await asyncio.sleep(0.3)
            assert "Vera" not in await shown_html(pinned)
        finally:
            await pinned.stop()
            await plain.stop()
    finally:
        first.close()
        second.close()


async def test_two_tables_in_one_sqlite_file(tmp_path: Path, catalog: Catalog) -> None:
    await two_tables(tmp_path / "club.db", catalog)


async def test_two_tables_on_one_postgresql_server(pg_server: PgServer, catalog: Catalog) -> None:
    await two_tables(pg_server.fresh_url(), catalog)


async def test_the_apps_view_shows_its_own_board(
    db: Path, catalog: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The view started with ``w`` on the app's board stays on that board's match while a
    second app (here its session, on its own connection) records into another."""
    monkeypatch.setattr("scorekeeper.tui.table_display.PORT", 0)  # not 8765: in parallel
    app = app_on(db, catalog, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("space")  # Anna leads: 0
        await pilot.press("m")  # Boris lays a matador: +10
        await pilot.press("w")
        await pilot.click("#start")
        await pilot.pause()
        server = app.table_display
        assert server is not None
        other = Store.open(db)
        try:
            match = Match(("Dora", "Eva"), catalog.get("six-matador-expert"))
            second = other.load_session(other.create_match(match))
            second.record(Lead("Dora"))
            second.record(Pass("Eva"))  # Eva −6, the match changed last
            html = await shown_html(server)
        finally:
            other.close()
        assert '<h2 class="name">Boris</h2><p class="total">10</p>' in html
        assert "Eva" not in html
    assert app.store is not None
    app.store.close()


def test_serve_match_names_a_match_that_exists(
    run_scorekeeper: RunScorekeeper, tmp_path: Path, catalog: Catalog
) -> None:
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        store.create_match(Match(("Anna", "Boris"), catalog.get("six-matador-expert")))
    done = run_scorekeeper("--db", db, "serve", "--match", "7")
    assert done.returncode == 2 and "--match: " in done.stderr, done.stderr
    assert len(done.stderr.splitlines()) == 1
    both = run_scorekeeper("--db", db, "serve", "--match", "1", "--club", "1")
    assert both.returncode == 2 and "choose one" in both.stderr


async def test_the_apps_view_moves_to_the_next_board_of_that_app(
    tmp_path: Path, catalog: Catalog
) -> None:
    """The app opens another board (its next match): its view follows it (``follow``, called
    at the board's turn message), and stays pinned there."""
    target = tmp_path / "club.db"
    preset = catalog.get("six-matador-expert")
    with Store.open(target) as store:
        first = store.create_match(Match(("Anna", "Boris"), preset))
        second = store.create_match(Match(("Vera", "Gleb"), preset))
        server = TableServer(target, first)
        await server.start(LOOPBACK, 0, LOOPBACK)
        try:
            assert "Anna" in await shown_html(server) and "Gleb" not in await shown_html(server)
            server.follow(second)
            html = await shown_html(server)
            assert "Gleb" in html and "Anna" not in html
            store.load_session(first).record(Lead("Anna"))  # the first match moves: no flip
            assert "Anna" not in await shown_html(server)
        finally:
            await server.stop()
