"""Opening the database file safely, and the one way of writing to it (a short transaction).

Durability: WAL with ``synchronous = FULL``. Every commit is fsynced into the write-ahead log
before ``COMMIT`` returns, so an acknowledged entry survives a killed process *and* a power
cut. (WAL with NORMAL would survive a killed process only.) An fsync per entry costs well
under a millisecond next to the seconds between entries at a real table.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from scorekeeper.i18n import _
from scorekeeper.store.dialect import schema_version
from scorekeeper.store.errors import (
    DamagedRow,
    StoreError,
    damaged,
    from_sqlite,
    not_ours,
    not_writable,
    too_new,
    unreadable_text,
)
from scorekeeper.store.header import APPLICATION_ID, has_wal
from scorekeeper.store.opening_race import retrying_busy, settled_header
from scorekeeper.store.schema_number import LATEST
from scorekeeper.store.sql import Conn
from scorekeeper.store.typed import install_converters

READABLE = 2  # the oldest schema the queries can read without migrating (the index is there)

BUSY_TIMEOUT_MS = 10_000  # how long a writer waits for another process's transaction

install_converters()  # a number column holding text fails as it is read (store/typed.py)


def connect(path: Path, create_folder: bool = False) -> sqlite3.Connection:
    """A connection to an up-to-date scorekeeper database at ``path``, created if missing.

    Raises ``StoreError`` (one line naming ``path`` and what to do) and leaves a file that
    is damaged, someone else's or newer exactly as it was.
    """
    check_folder(path, create_folder)
    settled_header(path, LATEST)
    return _connected(path, path, probe=True)


def connect_reading(path: Path) -> sqlite3.Connection:
    """A connection for commands that only read: nothing is created, and a read-only file or
    folder is read as it is, without the WAL and shared-memory files SQLite would leave there.

    Where the file and its folder can be written, this is the ordinary connection (an older
    schema is migrated; the last connection to close removes the side files), only without
    the write probe. Raises ``StoreError`` like ``connect``; a missing file is refused.
    """
    if settled_header(path, LATEST) is None:
        raise StoreError(_("{path}: no database here (yet)").format(path=path))
    if os.access(path, os.W_OK) and os.access(path.parent, os.W_OK):
        return _connected(path, path, probe=False)
    if has_wal(path):  # committed changes wait in the WAL: they must be read from it
        raise StoreError(
            _(
                "{path}: holds changes not yet written back from {wal}, and its folder or the"
                " file cannot be written; make them writable once to read it"
            ).format(path=path, wal=path.name + "-wal")
        )
    # immutable: SQLite reads the file alone (no locks, no side files); nothing can write it
    return _connected(path, f"{path.resolve().as_uri()}?mode=ro&immutable=1", probe=False)


def _connected(path: Path, target: Path | str, probe: bool) -> sqlite3.Connection:
    try:
        return retrying_busy(lambda: _open(path, target, probe), BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as error:
        raise from_sqlite(path, error) from None
    except DamagedRow as error:  # a log the migration could not replay
        raise damaged(path, str(error)) from None
    except UnicodeDecodeError:  # SQLite's message quotes schema text that is not UTF-8
        raise unreadable_text(path) from None


def _open(path: Path, target: Path | str, probe: bool) -> sqlite3.Connection:
    conn = sqlite3.connect(
        target,
        isolation_level=None,
        timeout=BUSY_TIMEOUT_MS / 1000,
        uri=isinstance(target, str),
        detect_types=sqlite3.PARSE_DECLTYPES,
    )
    try:
        if isinstance(target, str):
            _prepare_read_only(conn, path)
        else:
            _prepare(conn, path, probe)
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
        from scorekeeper.i18n.system_words import os_reason  # on an error only

        raise not_writable(path, os_reason(error)) from None


def _prepare(conn: sqlite3.Connection, path: Path, probe: bool) -> None:
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    _check_identity(conn, path)  # reads only: nothing is written to a file that is not ours
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if schema_version(conn) < LATEST:  # the migrations load only for a file that needs them
        from scorekeeper.store.schema import migrate

        migrate(conn)
    if probe:
        _probe_write(conn)


def _prepare_read_only(conn: sqlite3.Connection, path: Path) -> None:
    """A file that cannot be written cannot be migrated: read it where its index exists."""
    _check_identity(conn, path)
    conn.execute("PRAGMA query_only = ON")
    version = schema_version(conn)
    if version < READABLE:
        raise StoreError(
            _(
                "{path}: written by an older scorekeeper (schema {found}) and read-only here;"
                " open it once where it can be written, to bring it up to date"
            ).format(path=path, found=version)
        )


def _check_identity(conn: sqlite3.Connection, path: Path) -> None:
    """What the header showed, asked again of SQLite (a WAL file may hold newer pages), in one
    read: another app creating the file may commit its schema between two statements."""
    conn.execute("BEGIN")
    try:
        application_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        version = schema_version(conn)
        has_tables = conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone() is not None
    finally:
        conn.execute("COMMIT")
    if application_id == APPLICATION_ID:
        if version > LATEST:
            raise too_new(path, version, LATEST)
        return
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
def writing(conn: Conn) -> Iterator[Conn]:
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
