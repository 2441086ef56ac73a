"""Opening a PostgreSQL database the way ``connection.connect`` opens a SQLite file.

The same checks, said for a server: a database that holds other tables and not ours is
refused and left alone; one written by a newer scorekeeper is refused; an older one is
migrated (the same steps as SQLite's, in one transaction, under the writers' lock).
"""

from __future__ import annotations

from pathlib import Path

import psycopg

from scorekeeper.i18n import _
from scorekeeper.store.database import Database
from scorekeeper.store.dialect import application_id, has_tables, schema_version
from scorekeeper.store.errors import (
    DamagedRow,
    EmptyDatabase,
    StoreError,
    damaged,
    not_ours,
    too_new,
)
from scorekeeper.store.header import APPLICATION_ID
from scorekeeper.store.locks import MIGRATION, MIGRATION_LOCK_TIMEOUT_MS, lock_key
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.pg_errors import from_pg
from scorekeeper.store.pg_url import shown
from scorekeeper.store.schema import LATEST, migrate


def connect_pg(url: str, read_only: bool = False) -> PgConnection:
    """A connection to an up-to-date scorekeeper database on the server at ``url``.

    ``read_only`` (the table display, commands that only read): every transaction is
    read-only, and a database older than this scorekeeper is refused, not migrated.
    """
    where = shown(url)
    try:
        conn = PgConnection(url)
    except psycopg.Error as error:
        raise from_pg(where, error) from None
    try:
        _prepare(conn, where, read_only)
    except psycopg.Error as error:
        conn.close()
        raise from_pg(where, error) from None
    except DamagedRow as error:
        conn.close()
        raise damaged(where, str(error)) from None
    except BaseException:
        conn.close()
        raise
    return conn


def _prepare(conn: PgConnection, where: str, read_only: bool) -> None:
    found = application_id(conn)
    if found == 0 and has_tables(conn):  # read once: another app may be migrating it now
        found = _stamp_once_migrated(conn)
        if found == 0:
            raise not_ours(where)
    if found not in (0, APPLICATION_ID):
        raise not_ours(where)
    version = schema_version(conn)
    if version > LATEST:
        raise too_new(where, version, LATEST)
    if read_only:
        if version == 0:
            raise EmptyDatabase(_("{path}: no match is stored here yet").format(path=where))
        if version < LATEST:
            raise StoreError(
                _(
                    "{path}: written by an older scorekeeper (schema {found}); open it once"
                    " from a table (which brings it up to date), then here"
                ).format(path=where, found=version)
            )
        conn.execute("SET default_transaction_read_only = on")
        return
    migrate(conn)


def server_database(url: str, read_only: bool) -> Database:
    """The ``Database`` of a server: psycopg's failures said by ``from_pg``."""
    conn = connect_pg(url, read_only)
    return Database(
        conn,
        shown(url),
        read_only=read_only,
        failures=(psycopg.Error,),
        explain=_explain,
        address=url,
    )


def _explain(where: str | Path, error: Exception) -> StoreError:
    assert isinstance(error, psycopg.Error)
    return from_pg(str(where), error)


def _stamp_once_migrated(conn: PgConnection) -> int:
    """Tables and no stamp: another app's first migration (its tables and its stamp in one
    transaction) may be committing right now: the catalog shows a table once it is committed,
    while a statement that began a moment before still sees it empty. Wait for the
    migrations' lock, then read the stamp again, with a snapshot taken after that commit."""
    conn.execute("BEGIN")
    try:
        conn.execute(f"SET LOCAL lock_timeout = {MIGRATION_LOCK_TIMEOUT_MS}")
        lock_key(conn, MIGRATION)
        return application_id(conn)
    finally:
        conn.execute("ROLLBACK")
