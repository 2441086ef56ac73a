"""What a write locks on a server: only what it changes (issue 23 item 1).

SQLite has one writer at a time (``BEGIN IMMEDIATE``), so nothing here does anything there.
On PostgreSQL a write locks the rows it changes and, where several matches share a row, an
advisory key for that row, always in the same order (so two writers cannot wait on each other):

- a match: its own row (``SELECT ... FOR UPDATE`` in ``Database.changing``); writes to one
  match queue, writes to two matches never wait on each other;
- a player's statistics (``player_stats``, moved by the triggers of ``match_players``): the
  key of every (name, preset) a write touches, taken before any seat row is written. Under
  READ COMMITTED each later statement then reads what the writer before committed, so the
  sums and the maxima the triggers keep are those of one writer after another;
- the ratings: one key, held by whoever catches them up (``ratings.settle``), never by a
  table's entry;
- a migration, an import that refuses a match stored already, a club night's draw: a key each.

Every connection waits at most ``LOCK_TIMEOUT_MS`` for a lock and is cut off by the server
after ``IDLE_TIMEOUT_MS`` idle inside a transaction (``pg_conn.open_raw``): a stalled client
cannot hold anyone for long, and a table that waited too long says so and tries again.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.store.dialect import is_pg
from scorekeeper.store.sql import Conn

LOCK_TIMEOUT_MS = 5_000
IDLE_TIMEOUT_MS = 30_000
MIGRATION_LOCK_TIMEOUT_MS = 300_000  # a large database's migration takes its time

STATS, RATINGS, MIGRATION, IMPORT, EVENT = 1, 2, 3, 4, 5  # advisory key spaces

# the statistics keys of a match's seat rows and of the names given, in one order for all
_STATS = (
    "SELECT pg_advisory_xact_lock(1, h) FROM (SELECT DISTINCT h FROM ("
    " SELECT hashtext(name_key || '/' || preset_id) AS h FROM match_players WHERE match_id = ?"
    " UNION ALL SELECT hashtext(k) FROM unnest(?::text[]) AS k) AS all_keys ORDER BY h) AS s"
)


def for_update(conn: Conn) -> str:
    """What ends a ``SELECT`` of a row to change: its row lock, on a server."""
    return " FOR UPDATE" if is_pg(conn) else ""


def lock_key(conn: Conn, space: int, key: int = 0) -> None:
    """Wait for the key (until this transaction ends); nothing on SQLite."""
    if is_pg(conn):
        conn.execute("SELECT pg_advisory_xact_lock(?, ?)", (space, key))


def try_key(conn: Conn, space: int, key: int = 0) -> bool:
    """The key if nobody holds it; False at once otherwise. Always True on SQLite."""
    if not is_pg(conn):
        return True
    return bool(conn.execute("SELECT pg_try_advisory_xact_lock(?, ?)", (space, key)).fetchone()[0])


def lock_stats(conn: Conn, match_id: int, keys: Iterable[str], preset_id: str) -> None:
    """The statistics keys the match's seat rows have now and will have (``keys``: name keys)."""
    if is_pg(conn):
        conn.execute(_STATS, (match_id, [f"{key}/{preset_id}" for key in keys])).fetchall()
