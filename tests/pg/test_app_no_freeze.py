"""Issue 20 item 3 and issue 23 item 2, as the table sees it: what the app asks of a server on
its own (the lease's renewal and the ratings' catch-up every 30 s, the catch-up after the key
that finished a match, the retry of changes kept while the server was away) waits in a worker,
off the app's thread. A key pressed while one of them is held up by the server is taken at
once: its entry is in the session and on the board while the server still holds the worker,
and what waited lands once the server answers. Real servers: the session's (another
connection holds the lock the worker needs) and one behind a far host (``far_host.py``: the
connect waits for its timeout, as when the Wi-Fi is gone).

Prices: RULES.md section 4's for six-matador-expert: a matador +10, the lead and a tile 0.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Lead, Matador, Move
from scorekeeper.settings import Settings
from scorekeeper.store import Store, pg_conn
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board import keeping
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.player_card import PlayerCard
from tests.pg.far_host import FarHost
from tests.pg.server import PgServer
from tests.tui.tui_helpers import board

PLAYERS = ("Anna", "Boris", "Vera")
HELD = 15_000  # the lock timeout here: the test, not the server, ends the hold


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.load(tmp_path / "settings.json")


@pytest.fixture
def patient(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's connections wait 15 s for a lock (the product's 5 s could end the hold before
    the keys are pressed on a loaded machine; the test releases it itself, well before)."""
    monkeypatch.setattr(pg_conn, "LOCK_TIMEOUT_MS", HELD)


def _app(url: str, catalog: Catalog, settings: Settings) -> ScorekeeperApp:
    start = Start(new_match=NewMatchRequest(PLAYERS, "six-matador-expert", None, None))
    return ScorekeeperApp(catalog, settings, start=start, store=Store.open(url))


def _total(app: ScorekeeperApp, seat: int) -> str:
    """What the board shows as the seat's total (the frame, not the model)."""
    card = board(app).query_one(f"#seat-{seat}", PlayerCard)
    return str(card.query_one(".total").render())


def _waiting_on_a_lock(url: str, statement: str) -> bool:
    """Whether one of the app's connections waits for a lock running ``statement``."""
    with psycopg.connect(url, autocommit=True) as conn:
        found = conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'scorekeeper'"
            " AND wait_event_type = 'Lock' AND query ILIKE %s",
            (f"%{statement}%",),
        ).fetchone()
    return bool(found and found[0])


async def _until(pilot: Pilot[None], ready: Callable[[], bool], what: str, seconds: float) -> None:
    for _ in range(int(seconds / 0.1)):
        if await asyncio.to_thread(ready):
            return
        await pilot.pause(0.1)
    raise AssertionError(f"never {what}")


def _entries(url: str, match_id: int) -> int:
    with psycopg.connect(url) as conn:
        found = conn.execute(
            "SELECT count(*) FROM entries WHERE match_id = %s AND undone = 0", (match_id,)
        ).fetchone()
    return int(found[0]) if found else 0


@pytest.mark.usefixtures("patient")
async def test_keys_are_taken_while_the_lease_renewal_waits_for_a_lock(
    pg_server: PgServer, catalog: Catalog, settings: Settings
) -> None:
    url = pg_server.fresh_url()
    app = _app(url, catalog, settings)
    async with app.run_test() as pilot:
        await pilot.press("space")  # Anna leads
        match_id = board(app).match_id
        assert match_id is not None
        holder = psycopg.connect(url)  # another client holds the lease's row (a transaction)
        try:
            # the lease fresh now, so that the keys' own entries leave it be for 10 s
            # (pg_record_sql.FRESH_LEASE_SECONDS): only the renewal needs the row
            before = time.time()
            holder.execute("UPDATE leases SET heartbeat = %s", (before,))
            holder.commit()
            holder.execute("SELECT 1 FROM leases WHERE match_id = %s FOR UPDATE", (match_id,))
            app._heartbeat()  # as the 30 s timer does
            await _until(pilot, lambda: _waiting_on_a_lock(url, "UPDATE leases"), "renewing", 20)
            await pilot.press("m", "space")  # Boris's matador, Vera's tile
            assert board(app).session.match.log == [Lead("Anna"), Matador("Boris"), Move("Vera")]
            assert "10" in _total(app, 1)  # Boris: +10, on the board
            assert board(app).session.unsaved is None  # committed, each before the next key
            assert await asyncio.to_thread(_entries, url, match_id) == 3
            # all while the renewal still waits for the row
            assert await asyncio.to_thread(_waiting_on_a_lock, url, "UPDATE leases")
        finally:
            holder.rollback()
            holder.close()
        await _until(pilot, lambda: _heartbeat(url) > before, "renewed", 20)  # the row free
    assert app.store is not None
    app.store.close()


def _heartbeat(url: str) -> float:
    with psycopg.connect(url) as conn:
        (beat,) = conn.execute("SELECT heartbeat FROM leases").fetchone() or (0.0,)
    return float(beat)


def _finish_the_first_match(url: str, catalog: Catalog) -> int:
    """Dora beats Emil 10 to 0: finished, rated at once (nobody is rating)."""
    with Store.open(url) as store:
        from scorekeeper.model import Match

        match_id = store.create_match(Match(["Dora", "Emil"], catalog.get("six-matador-expert")))
        session = store.load_session(match_id)
        session.record(Lead("Dora"))
        session.record(Matador("Dora"))
        session.record(Finish())
    return match_id


@pytest.mark.usefixtures("patient")
async def test_the_key_that_finishes_a_match_does_not_wait_for_the_ratings(
    pg_server: PgServer, catalog: Catalog, settings: Settings
) -> None:
    """The catch-up after the finish runs after the entry's commit, on the backend's thread:
    held up there (another client locks what the rating writes), the final screen is up and
    the finish stored; the match is rated once the lock is let go."""
    url = pg_server.fresh_url()
    _finish_the_first_match(url, catalog)
    app = _app(url, catalog, settings)
    async with app.run_test() as pilot:
        await pilot.press("space", "m")  # Anna leads, Boris's matador: 10
        holder = psycopg.connect(url)
        try:
            holder.execute("LOCK TABLE rating_steps IN EXCLUSIVE MODE")  # a rating's writes wait
            await pilot.press("f")
            await pilot.pause()
            await pilot.press("enter")  # "Finish the match now?" yes
            await _until(
                pilot, lambda: _waiting_on_a_lock(url, "rating_steps"), "rating the finish", 20
            )
            await pilot.pause()
            assert app.screen.name == "final"  # shown while the rating waits for the table
            assert board(app).session.match.finished
            assert board(app).session.unsaved is None  # the finish is stored
            assert await asyncio.to_thread(_waiting_on_a_lock, url, "rating_steps")
        finally:
            holder.rollback()
            holder.close()
        await _until(pilot, lambda: _ratings_waiting(url) == 0, "rated", 20)
    assert app.store is not None
    app.store.close()
    with Store.open(url) as store:
        rated = store.ratings_for(["Anna", "Boris", "Dora"])
    assert {key: rating.matches for key, rating in rated.items()} == {
        "anna": 1,
        "boris": 1,
        "dora": 1,
    }
    assert rated["boris"].mu > rated["anna"].mu  # Boris won, 10 to 0


def _ratings_waiting(url: str) -> int:
    with psycopg.connect(url) as conn:
        found = conn.execute("SELECT count(*) FROM rating_queue").fetchone()
    return int(found[0]) if found else 0


@pytest.fixture
def far(running: PgServer) -> Iterator[FarHost]:
    host = FarHost(running.port)
    try:
        yield host
    finally:
        host.close()


def _said(app: ScorekeeperApp) -> str:
    from scorekeeper.tui.widgets.message_line import MessageLine

    return str(board(app).query_one(MessageLine).render())


async def test_keys_are_taken_while_the_retry_waits_for_a_far_server(
    running: PgServer,
    far: FarHost,
    catalog: Catalog,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Wi-Fi gone: the board keeps the changes and retries every 2 s; each try's connect
    waits its 5 s timeout in the worker, and the keys typed meanwhile are on the board at once
    (the same try still waiting), then all are in the database once the host answers."""
    # the board's look at the lease (every 2 s, through the far host too) left out: each
    # connect the host takes is then the retry's
    monkeypatch.setattr(keeping, "LEASE_LOOK_SECONDS", 3600)
    url = far.url(running.fresh_url())
    app = _app(url, catalog, settings)
    async with app.run_test() as pilot:
        await pilot.press("space")  # Anna leads: written at once
        match_id = board(app).match_id
        assert match_id is not None
        far.go_away()
        await pilot.press("m")  # Boris's matador: the connection is cut, kept here
        assert board(app).session.unsaved is not None
        tries = far.tries
        await _until(pilot, lambda: far.tries > tries, "retrying", 20)  # a try's connect waits
        await pilot.press("space", "m")  # Vera's tile, Anna's matador
        log = [Lead("Anna"), Matador("Boris"), Move("Vera"), Matador("Anna")]
        assert board(app).session.match.log == log
        assert "10" in _total(app, 0) and "10" in _total(app, 1)  # on the board at once
        assert "3 changes wait here" in _said(app)
        # all within the try's connect: nobody answers it, so it waits its whole timeout
        assert time.monotonic() - far.last_try < pg_conn.CONNECT_TIMEOUT_S
        far.come_back()
        words = "Saved: the 3 waiting changes are in the database now."
        await _until(pilot, lambda: words in _said(app), "saved", 30)
        assert board(app).session.unsaved is None
    assert app.store is not None
    app.store.close()
    with Store.open(running.url(url.rsplit("/", 1)[1])) as other:
        assert other.load_match(match_id).match.log == log


@pytest.mark.usefixtures("patient")
async def test_keys_are_taken_while_the_phone_desk_reads_what_it_needs(
    pg_server: PgServer, catalog: Catalog, settings: Settings
) -> None:
    """The app's phone desk reads the match's tap ids and word setting when it is made: the
    routes have the keeper read them on the backend's thread first (``AppKeeper.ready``), so
    a server slow to answer them (another client locks the taps) holds no key; the pad then
    answers from what was read, without reading again."""
    from scorekeeper.tui.board.entry_keeper import AppKeeper

    url = pg_server.fresh_url()
    app = _app(url, catalog, settings)
    async with app.run_test() as pilot:
        keeper = AppKeeper(app, app._board, host="host-1")
        holder = psycopg.connect(url)
        try:
            holder.execute("LOCK TABLE taps IN ACCESS EXCLUSIVE MODE")  # even a read waits
            reading = asyncio.create_task(keeper.ready())  # as a route does before its call
            await _until(pilot, lambda: _waiting_on_a_lock(url, "taps"), "reading", 10)
            await pilot.press("space", "m")  # Anna leads, Boris's matador
            assert board(app).session.match.log == [Lead("Anna"), Matador("Boris")]
            assert "10" in _total(app, 1)
            assert not reading.done()  # the desk's read still waits for the table
        finally:
            holder.rollback()
            holder.close()
        await reading
        pad = keeper.pad("device-anna")  # its desk made from what ready read
        assert (pad["revision"], pad["keeper"]["who"]) == (2, "the terminal at host-1")
    assert app.store is not None
    app.store.close()
