"""Issue 23 item 1 on a real server: no table waits on another, no client freezes them all.

A write locks what it changes (store/locks.py): a stalled connection that holds one match's
row holds no other table; the table whose match it holds waits at most the lock timeout, is
told so, keeps its entry and writes it once the row is free. Every session has a lock and an
idle timeout, an entry is one statement, and tables writing at once leave the statistics and
the ratings exactly as one writer after another would (a rebuild, which sums and rates from
the logs alone, finds the same).

Prices: six-matador-beginner, a matador is worth 10 and nothing else scores.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Lead, Matador, Match, Move
from scorekeeper.store import Store, StoreUnavailable, pg_conn
from scorekeeper.store.pg_conn import PgConnection
from tests.pg.server import PgServer
from tests.store.test_pg_tables import kept_and_fresh

PRESET = "six-matador-beginner"
POOL = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor")


def _match(catalog: Catalog, players: tuple[str, ...]) -> Match:
    return Match(list(players), catalog.get(PRESET))


def test_a_stalled_connection_holds_its_match_only(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the store's connections wait 0.5 s for a lock, not the product's 5 s (set on every
    # session: test_every_session_has_a_lock_and_an_idle_timeout): what a timeout does is the
    # same, and the test does not wait 10 s for it
    monkeypatch.setattr(pg_conn, "LOCK_TIMEOUT_MS", 500)
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        held = store.create_match(_match(catalog, ("Anna", "Boris")))
        free = store.create_match(_match(catalog, ("Vera", "Gleb")))
        stalled = psycopg.connect(url)  # a laptop that stopped mid-transaction on one match
        stalled.execute("SELECT * FROM matches WHERE id = %s FOR UPDATE", (held,))
        try:
            other = store.load_session(free)
            other.record(Lead("Vera"))  # the database-wide lock would have kept it waiting
            assert other.unsaved is None
            waiting = store.load_session(held)
            waiting.record(Lead("Anna"))  # waits the lock timeout, then keeps the entry
            assert isinstance(waiting.unsaved, StoreUnavailable)
            assert "it is kept and tried again" in str(waiting.unsaved)
        finally:
            stalled.rollback()
            stalled.close()
        assert waiting.save_kept()  # the row is free: written at the next try
        assert store.load_match(held).match.log == [Lead("Anna")]
        assert store.load_match(free).match.log == [Lead("Vera")]


def test_every_session_has_a_lock_and_an_idle_timeout(pg_server: PgServer) -> None:
    with Store.open(pg_server.fresh_url()) as store:
        conn = store._db.conn
        assert isinstance(conn, PgConnection)
        shown = [conn.raw.execute(f"SHOW {name}").fetchall() for name in _TIMEOUTS]
        assert shown == [[("5s",)], [("30s",)]]


_TIMEOUTS = ("lock_timeout", "idle_in_transaction_session_timeout")


def test_an_idle_transaction_is_ended_by_the_server(pg_server: PgServer) -> None:
    """The server's own setting, on the app's session: a transaction left open is cut off
    (here after 0.2 s instead of 30), and the connection opens again by itself."""
    with Store.open(pg_server.fresh_url()) as store:
        conn = store._db.conn
        assert isinstance(conn, PgConnection)
        conn.execute("SET idle_in_transaction_session_timeout = 200")
        conn.execute("BEGIN")
        conn.execute("SELECT 1")
        threading.Event().wait(1.0)
        with pytest.raises(psycopg.errors.IdleInTransactionSessionTimeout):
            conn.raw.execute("SELECT 1")
        assert store.count_matches() == 0  # opened again: the store goes on


def _record_statements(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Every statement sent from now on, with the number of the pipeline it went in (0: none;
    a pipeline is one round trip). ``monkeypatch.undo`` stops it."""
    sent: list[tuple[int, str]] = []
    pipelines = [0]
    execute, pipeline = psycopg.Connection.execute, psycopg.Connection.pipeline

    def counted(self: psycopg.Connection[Any], query: Any, *args: Any, **kwargs: Any) -> Any:
        inside = pipelines[0] if self._pipeline is not None else 0
        sent.append((inside, str(query)))
        return execute(self, query, *args, **kwargs)

    def counted_pipeline(self: psycopg.Connection[Any]) -> Any:
        pipelines[0] += 1
        return pipeline(self)

    monkeypatch.setattr(psycopg.Connection, "execute", counted)
    monkeypatch.setattr(psycopg.Connection, "pipeline", counted_pipeline)
    return sent


def test_one_entry_is_one_round_trip(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A recorded entry is one call of the server's function, in its transaction, and the
    notice to the boards after it, all in one pipeline: one round trip."""
    with Store.open(pg_server.fresh_url()) as store:
        match_id = store.create_match(_match(catalog, ("Anna", "Boris")))
        session = store.load_session(match_id)
        sent = _record_statements(monkeypatch)
        monkeypatch.setattr(psycopg.Cursor, "executemany", _refused)
        session.record(Lead("Anna"))
        session.record(Matador("Boris"))
        monkeypatch.undo()
        assert {pipeline for pipeline, _ in sent} == {1, 2}  # each entry its own, nothing outside
        for pipeline in (1, 2):
            said = [sql for number, sql in sent if number == pipeline]
            assert sum("scorekeeper_record" in sql for sql in said) == 1
            assert said.index("COMMIT") < next(
                i for i, sql in enumerate(said) if "pg_notify" in sql
            )
        assert store.summary(match_id).totals == (0, 10)  # Boris's matador: 10


def _refused(*_args: object) -> None:
    raise AssertionError("an entry sent more than its one statement")


TABLES = 8
MATCHES = 3  # per table, one after another: 24 finished matches rated at once


def _table(url: str, catalog: Catalog, number: int, start: threading.Barrier) -> None:
    """Three players of the six, another three at the next table; each lays 0-2 matadors."""
    with Store.open(url) as store:
        start.wait()
        for game in range(MATCHES):
            players = tuple(POOL[(number + game + step) % len(POOL)] for step in (0, 1, 3))
            session = store.load_session(store.create_match(_match(catalog, players)))
            for seat, name in enumerate(players):
                for _ in range((number + seat + game) % 3):
                    session.record(Matador(name))
            session.record(Finish())
            assert session.unsaved is None


def test_tables_at_once_keep_the_statistics_and_ratings_of_one_after_another(
    pg_server: PgServer, catalog: Catalog
) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()
    start = threading.Barrier(TABLES)
    errors: list[BaseException] = []

    def run(number: int) -> None:
        try:
            _table(url, catalog, number, start)
        except BaseException as error:  # said below, in the test's own thread
            errors.append(error)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(TABLES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert errors == []
    kept_rows, fresh_rows = kept_and_fresh(url)
    assert kept_rows == fresh_rows  # the triggers' sums under eight writers at once
    with Store.open(url) as store:
        store.renew_claims()  # settles whatever a busy settle left waiting
        assert store.club.ratings_waiting() == 0
        kept = store.ratings_for(POOL)
        assert sum(rating.matches for rating in kept.values()) == TABLES * MATCHES * 3
        store.rebuild_index()  # rated from scratch, one match after another in server order
        fresh = store.ratings_for(POOL)
    assert kept.keys() == fresh.keys()
    for key, rating in kept.items():
        assert math.isclose(rating.mu, fresh[key].mu, rel_tol=1e-9)
        assert math.isclose(rating.sigma, fresh[key].sigma, rel_tol=1e-9)


def _traces(url: str) -> tuple[object, ...]:
    """What a write would leave behind: the match's rows, its lease, the queue, the sums."""
    with psycopg.connect(url) as conn:
        return tuple(
            conn.execute(sql).fetchall()
            for sql in (
                "SELECT id, revision, updated_at, finished, rounds FROM matches ORDER BY id",
                "SELECT match_id, seq, entry, undone FROM entries ORDER BY match_id, seq",
                "SELECT match_id, holder FROM leases ORDER BY match_id",
                "SELECT count(*) FROM rating_queue",
                "SELECT * FROM player_stats ORDER BY name_key, preset_id",
            )
        )


def test_opening_a_match_warms_its_connection_and_leaves_no_trace(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A session opened on a server records one entry and rolls it back (``pg_record.warm``),
    so the table's first key does not pay a cold server process: the function is called
    once, in a transaction that ends in a rollback, and nothing it wrote stays."""
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(_match(catalog, ("Anna", "Boris")))
        store.load_session(match_id).record(Lead("Anna"))
    before = _traces(url)
    with Store.open(url) as store:
        sent = _record_statements(monkeypatch)
        session = store.load_session(match_id)
        monkeypatch.undo()
        assert [sql.split("(")[0].strip() for _, sql in sent[-3:]] == [
            "BEGIN",
            "SELECT new_revision, queued FROM scorekeeper_record",
            "ROLLBACK",
        ]
        assert _traces(url) == before  # not an entry, a revision, a lease or a sum more
        session.record(Matador("Boris"))  # the revision the session read is still the match's
        assert store.summary(match_id).totals == (0, 10)  # Boris's matador: 10


def test_a_finished_match_opens_without_a_warm_up(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(pg_server.fresh_url()) as store:
        match_id = store.create_match(_match(catalog, ("Anna", "Boris")))
        store.load_session(match_id).record(Finish())
        called = _record_statements(monkeypatch)
        store.load_session(match_id)
        assert not [sql for sql in called if "scorekeeper_record" in sql]


def _lease(url: str, match_id: int) -> tuple[Any, ...]:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT holder, heartbeat, xmin::text FROM leases WHERE match_id = %s", (match_id,)
        ).fetchone()
        assert row is not None
        return tuple(row)


def test_an_entry_renews_the_lease_only_when_it_is_not_fresh(
    pg_server: PgServer, catalog: Catalog
) -> None:
    """The server's function rewrote the lease row at every entry; the app renews it every
    ~30 s anyway, so an entry leaves a lease of ours renewed in the last 10 s alone (no new
    row version), and renews one older than that."""
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(_match(catalog, ("Anna", "Boris")))
        assert store.claim(match_id)
        session = store.load_session(match_id)
        session.record(Lead("Anna"))
        fresh = _lease(url, match_id)
        session.record(Matador("Boris"))
        assert _lease(url, match_id) == fresh  # the same row version: not written
        with psycopg.connect(url) as conn:
            conn.execute("UPDATE leases SET heartbeat = heartbeat - 20")  # 20 s without renewal
        aged = _lease(url, match_id)
        session.record(Move("Anna"))
        holder, heartbeat, _version = _lease(url, match_id)
        assert holder == fresh[0] and heartbeat > aged[1] + 19  # renewed by the entry
        assert store.summary(match_id).totals == (0, 10)  # Boris's matador: 10
