"""Issue 23 item 2 on a real server: every finished match rated, in the server's order.

A table machine whose clock is an hour behind finishes its match after another table's: the
ratings take the server's moment, so its match is rated after the other one (nothing is rated
again). A match finished while the server was down is rated once its kept changes are written.
The rating happens after the entry's transaction: until it is done the board says so.

Prices: six-matador-beginner, a matador is worth 10 and nothing else scores.
"""

from __future__ import annotations

import datetime as dt

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Matador, Match
from scorekeeper.store import Store, ratings
from scorekeeper.store import rows as store_rows
from scorekeeper.store.locks import RATINGS, lock_key
from scorekeeper.store.rating_queue import settle_in
from scorekeeper.store.sql import Conn
from tests.pg.server import PgServer

PRESET = "six-matador-beginner"


def _finish(store: Store, catalog: Catalog, players: list[str]) -> int:
    """The first player lays a matador (10) and wins; then the match is finished."""
    match_id = store.create_match(Match(players, catalog.get(PRESET)))
    assert store.claim(match_id)
    session = store.load_session(match_id)
    session.record(Matador(players[0]))
    session.record(Finish())
    assert session.unsaved is None
    return match_id


def _order(url: str) -> list[int]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT match_id FROM rated_matches ORDER BY finished_at, match_id")
        return [match_id for (match_id,) in rows]


def test_a_machine_an_hour_behind_is_rated_in_the_servers_order(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        first = _finish(store, catalog, ["Anna", "Boris"])
        behind = (dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)).isoformat()
        monkeypatch.setattr(store_rows, "now_utc", lambda: behind)  # this machine's clock
        import scorekeeper.store.pg_record as pg_record

        monkeypatch.setattr(pg_record, "now_utc", lambda: behind)
        second = _finish(store, catalog, ["Boris", "Vera"])
        updated = {m: store.summary(m).updated_at for m in (first, second)}
        assert updated[second] < updated[first]  # the machine's clock: an hour behind
        assert _order(url) == [first, second]  # the server's order, not the machine's
        # Boris: lost the first match, won the second; rated once each, in that order
        assert store.ratings_for(["Boris"])["boris"].matches == 2
        assert store.club.ratings_waiting() == 0


def test_a_match_finished_while_the_server_was_down_is_rated(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
        assert store.claim(match_id)
        session = store.load_session(match_id)
        session.record(Matador("Anna"))
        running.stop("fast")
        try:
            session.record(Finish())  # kept: the server is down
            assert session.unsaved is not None
        finally:
            running.start()
        assert session.save_kept()  # written when the server is back: and rated after it
        assert store.club.ratings_waiting() == 0
        rated = store.ratings_for(["Anna", "Boris"])
        assert (rated["anna"].matches, rated["boris"].matches) == (1, 1)
        assert rated["anna"].mu > rated["boris"].mu  # Anna won, 10 to 0
    assert _order(url) == [match_id]


def test_a_long_rating_catch_up_stalls_no_table(pg_server: PgServer, catalog: Catalog) -> None:
    """Another app busy rating (it holds the ratings' key, here for the whole test): tables
    record and finish without waiting for it, the board says the ratings lag, and the next
    settle once it is done rates them."""
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        busy = psycopg.connect(url)
        busy.execute("SELECT pg_advisory_xact_lock(2, 0)")  # locks.RATINGS: a long catch-up
        try:
            first = _finish(store, catalog, ["Anna", "Boris"])
            second = _finish(store, catalog, ["Vera", "Gleb"])
            assert store.club.ratings_waiting() == 2  # recorded, finished, not rated yet
            assert store.ratings_for(["Anna", "Vera"]) == {}
        finally:
            busy.rollback()
            busy.close()
        store.renew_claims()  # the next heartbeat settles
        assert store.club.ratings_waiting() == 0
        assert _order(url) == [first, second]
        assert {key: r.matches for key, r in store.ratings_for(["Anna", "Vera"]).items()} == {
            "anna": 1,
            "vera": 1,
        }


def test_the_last_table_to_close_rates_what_it_left_waiting(
    pg_server: PgServer, catalog: Catalog
) -> None:
    """The race twenty tables found under load: a table finishes while another app holds the
    ratings' key, so its own settle passes; that app is done before this row was committed,
    and no app writes again. Closing the store waits its turn and rates the match, so nothing
    finished stays unrated once every table has gone home."""
    url = pg_server.fresh_url()
    busy = psycopg.connect(url)
    busy.execute("SELECT pg_advisory_xact_lock(2, 0)")  # locks.RATINGS, another app's settle
    try:
        with Store.open(url) as store:
            match_id = _finish(store, catalog, ["Anna", "Boris"])
            assert store.club.ratings_waiting() == 1  # its settle found the key taken
            busy.rollback()  # the other app's settle ends, without this row
    finally:
        busy.close()
    with Store.open(url) as store:  # a later look: rated at the first store's close
        assert store.club.ratings_waiting() == 0
        assert store.ratings_for(["Anna"])["anna"].matches == 1
    assert _order(url) == [match_id]


def test_a_match_reopened_while_another_app_rates_it_is_not_left_rated(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other race twenty tables found: another app's settle has read the match as finished
    and not yet entered it among the rated when the table takes the finish back (the entry
    waits on the undo's row lock, so it comes after). The undo sees no rated row, but it sees
    the queued one, so it queues the match again and the reopened match ends unrated, as a
    rebuild from the logs has it."""
    url = pg_server.fresh_url()
    with Store.open(url) as store, Store.open(url) as other:
        busy = psycopg.connect(url)
        busy.execute("SELECT pg_advisory_xact_lock(2, 0)")  # nobody settles the finish yet
        match_id = _finish(store, catalog, ["Anna", "Boris"])
        busy.rollback()
        busy.close()
        session = store.load_session(match_id)
        enter = ratings._enter

        def undo_first(conn: Conn, match: int, at: str | None) -> None:
            session.undo()  # the table's undo commits between the settle's read and entry
            assert session.unsaved is None
            enter(conn, match, at)

        monkeypatch.setattr(ratings, "_enter", undo_first)
        with other._db.write() as conn:  # the other app's settle
            lock_key(conn, RATINGS)
            settle_in(conn)
        monkeypatch.undo()
        assert _order(url) == [match_id]  # rated from what it read: finished
        assert store.club.ratings_waiting() == 1  # but the undo's row waits
    with Store.open(url) as store:  # rated again at the first store's close: unrated
        assert store.club.ratings_waiting() == 0
        assert store.ratings_for(["Anna", "Boris"]) == {}
        assert _order(url) == []
