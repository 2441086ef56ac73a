"""What the parts of ``Store`` share: its database, and reading one match's row."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.store.database import Database
from scorekeeper.store.errors import unknown_match
from scorekeeper.store.paths import DbTarget
from scorekeeper.store.rows import MatchRow, read_match_row
from scorekeeper.store.sql import Conn


class StoreBase:
    _db: Database

    def __init__(self, db: Database) -> None:
        self._db = db

    @property
    def path(self) -> DbTarget:
        """The file, or the server's address without its password."""
        return self._db.path

    @property
    def target(self) -> DbTarget:
        """What to open again to reach the same database (a server's address whole)."""
        return self._db.target

    def _row(self, conn: Conn, match_id: int) -> MatchRow:
        row = read_match_row(conn, match_id)
        if row is None:
            raise unknown_match(self.path, match_id)
        return row

    def _one_id(self, sql: str, parameters: tuple[int, ...] = ()) -> int | None:
        with self._db.reading() as conn:
            row = conn.execute(sql, parameters).fetchone()
        return int(row[0]) if row else None

    def _kept_key(self) -> str:
        path = self._db.path
        return str(path.resolve() if isinstance(path, Path) else path)
