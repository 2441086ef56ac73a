"""A psycopg 3 connection that takes the store's SQL as ``sqlite3`` does (a ``sql.Conn``).

Transactions are the store's own (``BEGIN``/``COMMIT`` it sends; the connection is in
autocommit otherwise). ``BEGIN IMMEDIATE``, SQLite's "take the write lock now", becomes a
plain ``BEGIN``: a write locks only what it changes (``store/locks.py``), so a table's
entry never waits on another table's. Every session waits at most ``LOCK_TIMEOUT_MS`` for a
lock and is ended by the server when it idles in a transaction (a stalled laptop holds
nobody); docs/performance.md has what 50 and 200 tables cost.

A connection the server dropped is opened again at the next statement outside a transaction,
so a table recovers by itself once the server is back (the write that failed is the app's to
retry: ``store/outbox``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import psycopg
import psycopg.abc
import psycopg.adapt
from psycopg import pq

from scorekeeper.store.locks import IDLE_TIMEOUT_MS, LOCK_TIMEOUT_MS
from scorekeeper.store.pg_sql import arguments, placeholders, statement

CONNECT_TIMEOUT_S = 5  # a table waits this long for the server before it says so
_BEGIN_WRITE = "BEGIN IMMEDIATE"


class PgCursor:
    def __init__(self, cursor: psycopg.Cursor[Any]) -> None:
        self._cursor = cursor

    def fetchone(self) -> Any:
        return self._cursor.fetchone()

    def fetchall(self) -> list[Any]:
        return self._cursor.fetchall()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._cursor)

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount


class PgConnection:
    """The ``sql.Conn`` of a PostgreSQL database; ``url`` as psycopg takes it."""

    dialect = "postgresql"  # what schema.py asks (SQLite's connection has no such name)

    def __init__(self, url: str) -> None:
        self.url = url
        self._raw = open_raw(url)

    @property
    def raw(self) -> psycopg.Connection[Any]:
        """The psycopg connection itself (LISTEN, COPY); opened again where it was dropped."""
        self._reopen_if_dropped()
        return self._raw

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> PgCursor:
        if sql.strip().upper() == _BEGIN_WRITE:
            sql = "BEGIN"  # the write locks what it changes (store/locks.py)
        self._reopen_if_dropped()
        if not parameters:
            return PgCursor(self._raw.execute(statement(sql)))  # no arguments: % stays literal
        query, order = placeholders(sql)
        return PgCursor(self._raw.execute(query, arguments(order, parameters)))

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> PgCursor:
        self._reopen_if_dropped()
        query, order = placeholders(sql)
        cursor = self._raw.cursor()
        cursor.executemany(query, [arguments(order, values) for values in parameters])
        return PgCursor(cursor)

    @property
    def in_transaction(self) -> bool:
        """A dropped connection has no transaction left to end."""
        if self._raw.closed or self._raw.broken:
            return False
        return self._raw.info.transaction_status != pq.TransactionStatus.IDLE

    def commit(self) -> None:
        """As ``sqlite3``'s: ends the transaction the caller began (none: nothing to do)."""
        if self.in_transaction:
            self.execute("COMMIT")

    def close(self) -> None:
        self._raw.close()

    def __enter__(self) -> PgConnection:
        return self

    def __exit__(self, kind: object, error: object, tb: object) -> None:
        """As ``sqlite3``'s ``with conn:``: commit, or roll back on an exception."""
        if self.in_transaction:
            self.execute("ROLLBACK" if error is not None else "COMMIT")

    def _reopen_if_dropped(self) -> None:
        if self._raw.closed or self._raw.broken:
            self._raw = open_raw(self.url)


def open_raw(url: str) -> psycopg.Connection[Any]:
    """Autocommit: the store sends its own ``BEGIN``; a dropped server is noticed in seconds
    (TCP keepalives), not when the operating system gives up after minutes. No transaction
    waits for a lock longer than ``LOCK_TIMEOUT_MS`` or idles longer than ``IDLE_TIMEOUT_MS``."""
    raw = psycopg.connect(
        url,
        autocommit=True,
        connect_timeout=CONNECT_TIMEOUT_S,
        application_name="scorekeeper",
        keepalives=1,
        keepalives_idle=10,
        keepalives_interval=5,
        keepalives_count=3,
    )
    raw.adapters.register_loader("numeric", WholeNumbers)  # SUM(bigint) is a numeric
    raw.execute(
        f"SELECT set_config('lock_timeout', '{LOCK_TIMEOUT_MS}', false),"
        f" set_config('idle_in_transaction_session_timeout', '{IDLE_TIMEOUT_MS}', false)"
    )
    return raw


class WholeNumbers(psycopg.adapt.Loader):
    """A ``numeric`` as SQLite gives a sum: an ``int`` (the store keeps no fractions in one)."""

    def load(self, data: psycopg.abc.Buffer) -> int | float:
        text = bytes(data).decode()
        return int(text) if text.lstrip("-").isdigit() else float(text)
