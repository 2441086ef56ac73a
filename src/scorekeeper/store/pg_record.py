"""One recorded entry, one round trip (issue 23 item 1): a server-side function does it all.

``scorekeeper_record`` is what ``StoreJournal.recorded`` does on SQLite, in one statement
and so in one transaction of its own: the match's row lock and revision check, the lease,
the statistics keys (``locks.py``), the redo chain ended, the entry inserted, the summary
moved by the step and the revision on (one new version of the match's row, one notice to
the boards), the seat rows that changed, the lease renewed, and the match
queued for its rating where it is finished (``schema_queue.py``; at the server's time). A
refusal is an error of its own SQLSTATE, said here as the store says it on SQLite. The
function itself is in ``pg_record_sql.py`` (the migration makes it).
"""

from __future__ import annotations

import json
import time

import psycopg

from scorekeeper.model import Finish, LogEntry, Match
from scorekeeper.store import leases
from scorekeeper.store.database import Database
from scorekeeper.store.errors import another_table, busy_match, changed_elsewhere, unknown_match
from scorekeeper.store.rows import dump_entry, now_utc

_TYPES = (
    "bigint bigint text bigint text float8 bigint text text text text bigint bigint text bigint[]"
)
_CALL = (
    "SELECT new_revision, queued FROM scorekeeper_record("
    + ", ".join(f"?::{kind}" for kind in _TYPES.split())
    + ")"
)


def record(db: Database, match_id: int, revision: int, entry: LogEntry, match: Match) -> bool:
    """Record ``entry`` (``match`` is the match after it); True where the match waits for its
    rating. Raises as ``Database.changing`` refuses: gone, changed since, open elsewhere."""
    force = False
    while True:
        with db.reading() as conn:
            try:
                row = conn.execute(_CALL, _arguments(db, match_id, revision, entry, match, force))
                return bool(row.fetchone()[1])
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


def warm(db: Database, match_id: int, revision: int, match: Match) -> None:
    """One entry recorded and rolled back, before the table's first key: the connection's
    server process then has the function compiled and its statements planned. Fifty tables
    whose first entries come at once otherwise pay a cold process each, all together (up to
    150 ms at the 99th percentile on two cores: docs/performance.md). Nothing is kept; a
    refusal here is the first real entry's to tell."""
    with db.reading() as conn:
        conn.execute("BEGIN")
        try:
            conn.execute(_CALL, _arguments(db, match_id, revision, Finish(), match, False))
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
