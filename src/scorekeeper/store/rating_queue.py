"""Ratings caught up after the write that finished a match, not inside it (issue 23 item 2).

A write that may change a result (a match finished, reopened, edited, renamed) adds the match
to ``rating_queue`` in its own transaction, with the moment by the server's clock (SQLite:
this machine's, the only one there is). ``settle`` then, in a transaction of its own and
under the ratings' key (``locks.RATINGS``), puts each queued match where it belongs in the
order and rates whatever waits (``ratings.note`` and ``catch_up``). A table's entry never
waits for a rating: where another app is settling already, ``settle`` returns at once and
the rows wait for the next one (every app settles after its writes and at every lease
renewal, so a match finished while the server was down is rated once it is back). The
holder drains the queue until it finds it empty, and an app that closes waits its turn
(``lock_timeout`` at most) for what is still queued: the last table to finish, whose try
found another app settling, is rated before it goes, not at some later app's write.
"""

from __future__ import annotations

from contextlib import suppress

from scorekeeper.store.database import Database
from scorekeeper.store.dialect import is_pg
from scorekeeper.store.errors import StoreError
from scorekeeper.store.locks import RATINGS, lock_key, try_key
from scorekeeper.store.rows import now_utc
from scorekeeper.store.sql import Conn


def queue(conn: Conn, match_id: int, live: bool = True) -> None:
    """The match waits for its rating; ``live``: it finished now (else: at its ``updated_at``)."""
    if not live:
        conn.execute("INSERT INTO rating_queue (match_id, at) VALUES (?, NULL)", (match_id,))
    elif is_pg(conn):
        from scorekeeper.store.pg_record_sql import SERVER_NOW

        conn.execute(
            f"INSERT INTO rating_queue (match_id, at) VALUES (?, {SERVER_NOW})", (match_id,)
        )
    else:
        conn.execute("INSERT INTO rating_queue (match_id, at) VALUES (?, ?)", (match_id, now_utc()))


# Rated, or waiting: a settle that is rating it now has not committed its rated row, but the
# queue row it reads stays in sight until then (the delete commits with the rating), so a
# match reopened meanwhile is queued again instead of staying rated (issue 23).
_MAY_BE_RATED = (
    "SELECT 1 FROM rated_matches WHERE match_id = ?1"
    " UNION ALL SELECT 1 FROM rating_queue WHERE match_id = ?1 LIMIT 1"
)


def queue_if_rated(conn: Conn, match_id: int, finished: bool) -> bool:
    """Queue the match where its rating may have moved: it is finished, was rated, or is
    waiting to be."""
    if finished or conn.execute(_MAY_BE_RATED, (match_id,)).fetchone():
        queue(conn, match_id)
        return True
    return False


def waiting(conn: Conn) -> int:
    """How many matches wait for their rating (the club's board says so)."""
    found = conn.execute("SELECT COUNT(DISTINCT match_id) FROM rating_queue").fetchone()
    return int(found[0])


# The queue drives (a few rows, normally none): a join lets SQLite scan every seat by name
# and probe the queue, O(seats) where O(queue) will do (measured: docs/performance.md)
_WAITING_SEATS = (
    "SELECT DISTINCT p.name_key, p.match_id FROM match_players AS p"
    " WHERE p.match_id IN (SELECT match_id FROM rating_queue)"
)


def waiting_by_player(conn: Conn, keys: list[str] | None) -> dict[str, tuple[int, ...]]:
    """The waiting matches each of these players (by name key; None: everyone) sits in: the
    statistics say that these players' ratings are still being caught up."""
    if keys is None:
        rows = conn.execute(_WAITING_SEATS + " ORDER BY p.name_key, p.match_id").fetchall()
    else:
        where = _WAITING_SEATS + " AND p.name_key = ? ORDER BY p.name_key, p.match_id"
        rows = [row for key in keys for row in conn.execute(where, (key,)).fetchall()]
    found: dict[str, list[int]] = {}
    for key, match_id in rows:
        found.setdefault(key, []).append(int(match_id))
    return {key: tuple(ids) for key, ids in found.items()}


def settle(db: Database, wait: bool = False) -> None:
    """Rate what waits, in its own transaction; nothing where another app is at it (unless
    ``wait``: an app closing), and a failure leaves the queue for the next try (the writes
    it follows are committed)."""
    if db.read_only:
        return
    with suppress(StoreError), db.write() as conn:
        if wait and waiting(conn):
            lock_key(conn, RATINGS)  # bounded by the session's lock_timeout
        elif not try_key(conn, RATINGS):
            return
        for _round in range(_DRAINS):
            if not settle_in(conn):
                break


_DRAINS = 8  # rows queued while we rated are taken too, up to this many passes


def settle_in(conn: Conn) -> bool:
    """Inside a transaction that holds the ratings' key (or SQLite's write lock); whether
    anything was waiting."""
    rows = conn.execute("SELECT id, match_id, at FROM rating_queue ORDER BY id").fetchall()
    if not rows:
        return False
    from scorekeeper.store import ratings  # a match to rate: not at every start and key

    latest: dict[int, str | None] = {}  # each match once, at its last change (finished then)
    for _n, match_id, at in rows:
        latest[match_id] = at
    for match_id, at in latest.items():
        ratings.note(conn, match_id, at)
    ratings.catch_up(conn)
    # the rows read, and only those: one committed meanwhile (a lower id, a slower
    # transaction) waits for the next settle instead of going unrated
    conn.executemany("DELETE FROM rating_queue WHERE id = ?", [(row[0],) for row in rows])
    if is_pg(conn):  # no match row changed: the boards' listeners hear it as the club's news
        from scorekeeper.store.pg_notify import CHANNEL, CLUB_CHANGED

        conn.execute("SELECT pg_notify(?, ?)", (CHANNEL, str(CLUB_CHANGED)))
    return True


def settle_now(conn: Conn) -> None:
    """Inside a write that has to rate before it ends (a match deleted, a rebuild): waits for
    the ratings' key."""
    lock_key(conn, RATINGS)
    settle_in(conn)
