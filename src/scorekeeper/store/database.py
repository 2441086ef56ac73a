"""The open database: its connection, its path (for messages) and who we are (for leases)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from scorekeeper.store import leases
from scorekeeper.store.connection import writing
from scorekeeper.store.errors import (
    DamagedRow,
    StoreError,
    another_table,
    busy_match,
    changed_elsewhere,
    damaged,
    from_sqlite,
    unknown_match,
    unreadable_text,
)
from scorekeeper.store.file_pins import Pin, unpin
from scorekeeper.store.locks import for_update
from scorekeeper.store.rows import now_utc
from scorekeeper.store.sql import Conn

Explain = Callable[[str | Path, Exception], StoreError]


def _explain_sqlite(where: str | Path, error: Exception) -> StoreError:
    assert isinstance(error, sqlite3.Error)
    return from_sqlite(where, error)


@dataclass
class Database:
    """One open database: its connection, where it is, and this process's lease holder."""

    conn: Conn
    path: Path | str  # a file, or a server's address without its password (for messages)
    read_only: bool = False  # opened by a command that only reads (see connect_reading)
    me: leases.Holder = field(default_factory=leases.Holder)
    # what the driver raises, and how it is said (SQLite's by default; pg_connect's for a server)
    failures: tuple[type[Exception], ...] = (sqlite3.Error,)
    explain: Explain = _explain_sqlite
    address: str | None = None  # a server's whole address (with its password), to open again
    pin: Pin | None = None  # the SQLite file held open while the connection is (file_pins)

    @property
    def target(self) -> Path | str:
        return self.address if self.address is not None else self.path

    def close(self) -> None:
        try:
            self.conn.close()
        finally:
            unpin(self.pin)  # after SQLite has let go: no lock of ours goes with it

    @contextmanager
    def reading(self) -> Iterator[Conn]:
        """Any failure of the database, or a row that does not read back, becomes a
        ``StoreError`` naming the file or the server."""
        try:
            yield self.conn
        except self.failures as error:
            raise self.explain(self.path, error) from None
        except DamagedRow as error:
            raise damaged(self.path, str(error)) from None
        except UnicodeDecodeError:  # SQLite's message quotes schema text that is not UTF-8
            raise unreadable_text(self.path) from None

    @contextmanager
    def write(self) -> Iterator[Conn]:
        with self.reading() as conn, writing(conn):
            yield conn

    @contextmanager
    def snapshot(self) -> Iterator[Conn]:
        """Several reads that see one state of the file, whatever other processes write."""
        with self.reading() as conn:
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                if conn.in_transaction:  # an error may have ended it already
                    conn.execute("COMMIT")

    @contextmanager
    def changing(
        self,
        match_id: int,
        revision: int | None = None,
        claim: bool = False,
        touch: bool = True,
    ) -> Iterator[Conn]:
        """A transaction that changes one match: refused where the match is gone, was changed
        since ``revision`` was read, or is held by another running app. With ``touch`` the
        match's revision and update time move on; with ``claim`` the lease becomes ours."""
        with self.write() as conn:
            found = conn.execute(  # on a server: this match's row lock, no other match's
                f"SELECT revision FROM matches WHERE id = ?{for_update(conn)}", (match_id,)
            )
            row = found.fetchone()
            if row is None:
                raise self._missing(conn, match_id)
            if revision is not None and row[0] != revision:
                raise changed_elsewhere(match_id)
            other = leases.held_elsewhere(conn, match_id, self.me)
            if other is not None:
                raise busy_match(match_id, other.pid, other.host)
            yield conn
            if touch:
                conn.execute(
                    # a changed match has to be fingerprinted again (store/fingerprint.py)
                    "UPDATE matches SET revision = revision + 1, updated_at = ?,"
                    " fingerprint = NULL WHERE id = ?",
                    (now_utc(), match_id),
                )
            if claim:
                leases.take(conn, match_id, self.me)

    def _missing(self, conn: Conn, match_id: int) -> StoreError:
        """Gone, or (on a server) there but not this login's to change: another table's."""
        if (
            for_update(conn)
            and conn.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone()
        ):
            return another_table(self.path, match_id)
        return unknown_match(self.path, match_id)
