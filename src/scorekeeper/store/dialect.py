"""Where SQLite and PostgreSQL differ outside the queries: the schema number, and DDL.

SQLite keeps the schema number in ``PRAGMA user_version`` and the file's identity in
``PRAGMA application_id``; PostgreSQL has neither, so a one-row table ``scorekeeper_schema``
holds both. The DDL is the same text for both, rewritten for PostgreSQL by ``pg_sql.ddl``.
"""

from __future__ import annotations

import sqlite3

from scorekeeper.store.header import APPLICATION_ID
from scorekeeper.store.sql import Conn

PG_SCHEMA_TABLE = "scorekeeper_schema"


def is_pg(conn: Conn) -> bool:
    return getattr(conn, "dialect", "sqlite") == "postgresql"


def schema_version(conn: Conn) -> int:
    if not is_pg(conn):
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    (table,) = conn.execute(f"SELECT to_regclass('{PG_SCHEMA_TABLE}')").fetchone()
    if table is None:
        return 0
    row = conn.execute(f"SELECT version FROM {PG_SCHEMA_TABLE}").fetchone()
    return int(row[0]) if row else 0


def application_id(conn: Conn) -> int:
    """Ours, another program's (non-zero), or none yet (0)."""
    if not is_pg(conn):
        return int(conn.execute("PRAGMA application_id").fetchone()[0])
    if schema_version(conn) == 0:
        return 0
    return int(conn.execute(f"SELECT application FROM {PG_SCHEMA_TABLE}").fetchone()[0])


def has_tables(conn: Conn) -> bool:
    if not is_pg(conn):
        return conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone() is not None
    found = conn.execute(
        "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() LIMIT 1"
    )
    return found.fetchone() is not None


def stamp(conn: Conn, version: int) -> None:
    """Mark the database as ours, at ``version`` (inside the migration's transaction)."""
    if not is_pg(conn):
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {version}")
        return
    conn.execute(
        f"CREATE TABLE IF NOT EXISTS {PG_SCHEMA_TABLE}"
        " (application BIGINT NOT NULL, version BIGINT NOT NULL)"
    )
    conn.execute(f"DELETE FROM {PG_SCHEMA_TABLE}")
    conn.execute(
        f"INSERT INTO {PG_SCHEMA_TABLE} (application, version) VALUES (?, ?)",
        (APPLICATION_ID, version),
    )
    from scorekeeper.store.pg_notify import add_notify

    add_notify(conn)


def run_script(conn: Conn, script: str) -> None:
    """Statement by statement: ``executescript`` would commit the open transaction first."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            _run_ddl(conn, statement)
            statement = ""


def _run_ddl(conn: Conn, statement: str) -> None:
    if not is_pg(conn):
        conn.execute(statement)
        return
    from scorekeeper.store import pg_sql

    dropped = pg_sql.dropped_trigger(statement)
    if dropped is not None:  # PostgreSQL names a trigger's table to drop it
        (table,) = conn.execute(
            "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
            " WHERE t.tgname = ?",
            (dropped,),
        ).fetchone()
        conn.execute(f"DROP TRIGGER {dropped} ON {table}")
        return
    for part in pg_sql.ddl(statement):
        conn.execute(part)
