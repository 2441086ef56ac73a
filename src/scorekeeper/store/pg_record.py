"""One recorded entry, one round trip (issue 23 item 1): a server-side function does it all.

``scorekeeper_record`` is what ``StoreJournal.recorded`` does on SQLite, in one statement
and so in one transaction of its own: the match's row lock and revision check, the lease,
the statistics keys (``locks.py``), the redo chain ended, the entry inserted, the summary
moved by the step and the revision on (one new version of the match's row, one notice to
the boards), the seat rows that changed, the lease renewed, and the match
queued for its rating where it is finished (``schema_queue.py``; at the server's time). A
refusal is an error of its own SQLSTATE, said here as the store says it on SQLite. The
function itself is in ``pg_record_sql.py`` (the migration makes it).

The boards hear of the entry after its commit, in a transaction of its own that waits for
no disk (``synchronous_commit`` off: a notice is not data), sent in the same pipeline: still
one round trip. Said inside the entry's transaction, the notice would hold PostgreSQL's one
lock for all notifying commits through the commit's flush to disk, and fifty tables' entries
would queue behind each other's fsync (p99 92 ms against 5.5 ms for one table:
docs/performance.md).
"""

from __future__ import annotations

import json
import time
from typing import Any

import psycopg

from scorekeeper.model import Finish, LogEntry, Match
from scorekeeper.store import leases
from scorekeeper.store.database import Database
from scorekeeper.store.errors import another_table, busy_match, changed_elsewhere, unknown_match
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.pg_notify import CHANNEL
from scorekeeper.store.pg_sql import arguments, placeholders
from scorekeeper.store.rows import dump_entry, now_utc

_TYPES = (
    "bigint bigint text bigint text float8 bigint text text text text bigint bigint text bigint[]"
    " text"
)
_CALL = (
    "SELECT new_revision, queued FROM scorekeeper_record("
    + ", ".join(f"?::{kind}" for kind in _TYPES.split())
    + ")"
)


def record(
    db: Database, match_id: int, revision: int, entry: LogEntry, match: Match, tap: str | None
) -> bool:
    """Record ``entry`` (``match`` is the match after it) and the phone's ``tap`` that made it
    (None: a key); True where the match waits for its rating. Raises as ``Database.changing``
    refuses: gone, changed since, open elsewhere (and a tap id stored already)."""
    force = False
    while True:
        with db.reading() as conn:
            try:
                values = (*_arguments(db, match_id, revision, entry, match, force), tap)
                return bool(_recorded_then_said(conn, match_id, values)[1])
            except psycopg.Error as error:
                if error.sqlstate == "SK404":
                    raise unknown_match(db.path, match_id) from None
                if error.sqlstate == "SK403":
                    raise another_table(db.path, match_id) from None
                if error.sqlstate == "SK409":
                    raise changed_elsewhere(match_id) from None
                if error.sqlstate != "SK423" or force:
                    raise
                lease = leases.Lease(*json.loads(error.diag.message_detail or "[]"))
                if not leases.is_stale(lease, db.me):
                    raise busy_match(match_id, lease.pid, lease.host) from None
                force = True  # a dead app's lease on this machine: taken over, as on SQLite


# around the function's call (which stills the trigger for its transaction): the entry's
# transaction, then the notice's, which waits for no disk (a notice is not data)
_BEFORE = ("BEGIN",)
_AFTER = ("COMMIT", "BEGIN")
_SAID = "SELECT set_config('synchronous_commit', 'off', true), pg_notify(%s, %s)"


def _recorded_then_said(conn: object, match_id: int, values: tuple[object, ...]) -> Any:
    """The function's row; the entry's transaction, then the notice's, in one pipeline.
    Nothing in it is prepared: psycopg would take a statement prepared in a pipeline that
    failed (and so skipped by the server) for one that exists."""
    assert isinstance(conn, PgConnection)
    raw = conn.raw
    query, order = placeholders(_CALL)
    try:
        with raw.pipeline():
            for sql in _BEFORE:
                raw.execute(sql, prepare=False)
            cursor = raw.execute(query, arguments(order, values), prepare=False)
            for sql in _AFTER:
                raw.execute(sql, prepare=False)
            raw.execute(_SAID, (CHANNEL, str(match_id)), prepare=False)
            raw.execute("COMMIT", prepare=False)
    except psycopg.Error:
        if conn.in_transaction:  # the refused entry's transaction (a dropped server has none)
            raw.execute("ROLLBACK")
        raise
    return cursor.fetchone()


def warm(db: Database, match_id: int, revision: int, match: Match) -> None:
    """One entry recorded and rolled back, before the table's first key: the connection's
    server process then has the function compiled and its statements planned. Fifty tables
    whose first entries come at once otherwise pay a cold process each, all together (up to
    150 ms at the 99th percentile on two cores: docs/performance.md). Nothing is kept; a
    refusal here is the first real entry's to tell."""
    with db.reading() as conn:
        conn.execute("BEGIN")
        try:
            values = (*_arguments(db, match_id, revision, Finish(), match, False), None)
            conn.execute(_CALL, values)
        except psycopg.Error:
            pass
        finally:
            conn.execute("ROLLBACK")


def _arguments(
    db: Database, match_id: int, revision: int, entry: LogEntry, match: Match, force: bool
) -> tuple[object, ...]:
    winner = match.standings().winner
    seats: list[int] = []
    for seat, (name, counts) in enumerate(zip(match.players, match.counts, strict=True)):
        seats += [int(match.finished), int(name == winner), match.totals[seat]]
        seats += [-match.lowest[seat], counts.matadors, counts.passes]
        seats += [counts.laid, counts.drawn, counts.open_sixes]
    me = db.me
    return (
        match_id,
        revision,
        me.token,
        me.pid,
        me.host,
        time.time(),
        force,
        dump_entry(entry),
        now_utc(),
        match.preset.id,
        match.preset.name,
        match.rounds_counted,
        int(match.finished),
        winner,
        seats,
    )
