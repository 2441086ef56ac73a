""" "Something was committed since I last looked": the one question every live view asks.

SQLite answers with ``PRAGMA data_version`` (an integer another connection's commit moves;
one cheap query a poll). PostgreSQL answers with LISTEN/NOTIFY: a trigger on ``matches``
(every change to a match touches its row) notifies ``pg_notify.CHANNEL`` with the match's
id, delivered
when the writer commits; the listener drains what arrived without a query. Both say yes on
the first call, and a PostgreSQL listener whose connection was lost says yes once it is back
(what it missed meanwhile is unknown: the view reads again).
"""

from __future__ import annotations

from typing import Protocol

from scorekeeper.store.database import Database
from scorekeeper.store.dialect import is_pg


class ChangeSignal(Protocol):
    def moved(self) -> bool:
        """Whether another connection committed since the last call (the first call: yes)."""
        ...

    def moved_matches(self) -> set[int] | None:
        """The matches changed since the last call; None where that is not known (SQLite,
        or a PostgreSQL listener that reconnected): then anything may have changed."""
        ...


class DataVersion:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._version = -1

    def moved(self) -> bool:
        with self._db.reading() as conn:
            (version,) = conn.execute("PRAGMA data_version").fetchone()
        moved: bool = version != self._version
        self._version = version
        return moved

    def moved_matches(self) -> set[int] | None:
        return None if self.moved() else set()


def change_signal(db: Database) -> ChangeSignal:
    if is_pg(db.conn):
        from scorekeeper.store.pg_listen import Notifications

        return Notifications(db)
    return DataVersion(db)
