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
from scorekeeper.store import Store
from scorekeeper.store import rows as store_rows
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
