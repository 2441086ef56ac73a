"""Opening the database file safely, and the one way of writing to it (a short transaction).

Durability: WAL with ``synchronous = FULL``. Every commit is fsynced into the write-ahead log
before ``COMMIT`` returns, so an acknowledged entry survives a killed process *and* a power
cut. (WAL with NORMAL would survive a killed process only.) An fsync per entry costs well
under a millisecond next to the seconds between entries at a real table.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from scorekeeper.i18n import _
from scorekeeper.store.errors import (
    StoreError,
    damaged,
    from_sqlite,
    not_ours,
    not_writable,
    too_new,
)
from scorekeeper.store.header import APPLICATION_ID, inspect_file
from scorekeeper.store.rows import DamagedRow
from scorekeeper.store.schema import LATEST, migrate, schema_version

BUSY_TIMEOUT_MS = 10_000  # how long a writer waits for another process's transaction


def connect(path: Path, create_folder: bool = False) -> sqlite3.Connection:
    """A connection to an up-to-date scorekeeper database at ``path``, created if missing.

    Raises ``StoreError`` (one line naming ``path`` and what to do) and leaves a file that
    is damaged, someone else's or newer exactly as it was.
    """
    check_folder(path, create_folder)
    inspect_file(path, LATEST)
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as error:
        raise from_sqlite(path, error) from None
    try:
        _prepare(conn, path)
    except sqlite3.Error as error:
        conn.close()
        raise from_sqlite(path, error) from None
    except DamagedRow as error:  # a log the migration could not replay
        conn.close()
        raise damaged(path, str(error)) from None
    except BaseException:
        conn.close()
        raise
    return conn


def check_folder(path: Path, create: bool) -> None:
    """The folder the file goes in must exist (or be made, for the default location)."""
    folder = path.parent
    for ancestor in (folder, *folder.parents):
        if ancestor.exists():
            if not ancestor.is_dir():
                raise StoreError(
                    _(
                        "{path}: {ancestor} is a file, not a folder; choose another path with --db"
                    ).format(path=path, ancestor=ancestor)
                )
            break
    if folder.is_dir():
        return
    if not create:
        raise StoreError(
            _(
                "{path}: the folder {folder} does not exist; create it or choose another path "
                "with --db"
            ).format(path=path, folder=folder)
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise not_writable(path, error.strerror or str(error)) from None


def _prepare(conn: sqlite3.Connection, path: Path) -> None:
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    _check_identity(conn, path)  # reads only: nothing is written to a file that is not ours
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn)
    _probe_write(conn)


def _check_identity(conn: sqlite3.Connection, path: Path) -> None:
    """What the header showed, asked again of SQLite (a WAL file may hold newer pages)."""
    application_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    version = schema_version(conn)
    if application_id == APPLICATION_ID:
        if version > LATEST:
            raise too_new(path, version, LATEST)
        return
    has_tables = conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone() is not None
    if application_id != 0 or has_tables:
        raise not_ours(path)


def _probe_write(conn: sqlite3.Connection) -> None:
    """Fail now, not at the first score, where the file or its folder is read-only.

    Rewriting the schema number with its own value needs write access; the rollback keeps
    the file unchanged.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(f"PRAGMA user_version = {LATEST}")
    finally:
        conn.execute("ROLLBACK")


@contextmanager
def writing(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One transaction, taken for writing at once so that two processes queue instead of
    failing; committed (and fsynced) when the block ends, rolled back on any exception."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
