"""The one SQL layer both databases are reached through.

Every query in the store is written once, in the subset SQLite and PostgreSQL share: ``?``
placeholders (``?1`` for a value used twice), ``INSERT ... RETURNING id`` instead of a row id,
``ON CONFLICT`` for upserts, integer flags compared with ``= 1``. A ``Conn`` is what the
queries are handed: ``sqlite3.Connection`` is one as it is; ``store/pg_conn.py`` makes a
psycopg connection one by rewriting the placeholders (see docs/club.md for why psycopg 3 and
not an ORM).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol


class Cursor(Protocol):
    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...

    @property
    def rowcount(self) -> int: ...


class Conn(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...

    @property
    def in_transaction(self) -> bool: ...

    def close(self) -> None: ...
