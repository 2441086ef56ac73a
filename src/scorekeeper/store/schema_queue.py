"""Schemas 11 and 12 (issue 23): ratings caught up after the write, and a server's columns as
wide as SQLite's.

``rating_queue`` holds the matches whose result may have changed (one finished, was reopened,
edited or renamed): the write that changes a match adds a row, in its own transaction, and
whoever catches the ratings up next (``ratings.settle``, outside any table's entry) rates
them and removes the rows it saw. ``at`` is when the match finished by the server's clock
(NULL: its ``updated_at``, an imported match's own end). Rows are numbered, so a match changed
again while it is being rated is queued again, not lost.

On PostgreSQL every ``INTEGER`` column becomes a ``BIGINT`` (SQLite's integers are 64-bit: a
match SQLite holds, the server holds), and the function that records an entry in one round
trip is made (``pg_record.py``), and a table's login may write its own table's match only
(row-level security: ``pg_rights.py``).

Schema 12 makes that function again on a server: a match reopened while another app was
rating it is queued once more (``rating_queue.queue_if_rated``), and a fresh lease of ours is
left as it is; SQLite, whose writes take turns, has nothing to change.
"""

from __future__ import annotations

from scorekeeper.store.dialect import is_pg, run_script
from scorekeeper.store.sql import Conn

QUEUE = """
CREATE TABLE rating_queue (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id INTEGER NOT NULL,                -- no reference: a deleted match is skipped
    at TEXT                                   -- UTC ISO 8601 by the server's clock, or NULL
);
"""

_NARROW = (
    "SELECT c.table_name, c.column_name FROM information_schema.columns AS c"
    " JOIN information_schema.tables AS t"
    " ON t.table_schema = c.table_schema AND t.table_name = c.table_name"
    " WHERE c.table_schema = current_schema() AND c.data_type = 'integer'"
    " AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position"
)


def add_queue(conn: Conn) -> None:
    run_script(conn, QUEUE)
    if is_pg(conn):
        widen(conn)
        from scorekeeper.store.pg_record_sql import add_functions
        from scorekeeper.store.pg_rights import add_rights

        add_functions(conn)
        add_rights(conn)


def widen(conn: Conn) -> None:
    """Every integer column of the schema made a bigint, one table at a time (one rewrite)."""
    columns: dict[str, list[str]] = {}
    for table, column in conn.execute(_NARROW).fetchall():
        columns.setdefault(table, []).append(column)
    for table, names in columns.items():
        changes = ", ".join(f"ALTER COLUMN {name} TYPE BIGINT" for name in names)
        conn.execute(f"ALTER TABLE {table} {changes}")


def requeue_reopened(conn: Conn) -> None:
    if is_pg(conn):
        from scorekeeper.store.pg_record_sql import add_functions

        add_functions(conn)
