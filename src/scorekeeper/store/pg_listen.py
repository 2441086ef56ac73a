"""PostgreSQL's side of ``signals``: the trigger that notifies, and the listener."""

from __future__ import annotations

import psycopg

from scorekeeper.store.database import Database
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.pg_notify import CHANNEL


class Notifications:
    """Listens on the store's own connection. Each look is one round trip (``SELECT 1``): a
    writer's commit came before the look, so its notification reached the socket before the
    answer does, and psycopg hands it to the handler on the way."""

    def __init__(self, db: Database) -> None:
        self._db = db
        assert isinstance(db.conn, PgConnection)
        self._conn = db.conn
        self._listening: psycopg.Connection[object] | None = None
        self._heard: set[int] = set()

    def moved(self) -> bool:
        return self.moved_matches() != set()

    def moved_matches(self) -> set[int] | None:
        with self._db.reading():
            raw = self._conn.raw  # opened again where the server dropped it
            if raw is not self._listening:  # first call, or a new connection: missed news
                raw.add_notify_handler(self._hear)
                raw.execute(f"LISTEN {CHANNEL}")
                self._listening, self._heard = raw, set()
                return None
            raw.execute("SELECT 1")
        heard, self._heard = self._heard, set()
        return heard

    def _hear(self, note: psycopg.Notify) -> None:
        self._heard.add(int(note.payload))
