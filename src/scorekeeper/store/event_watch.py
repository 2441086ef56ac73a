"""Following a club event's board as the tables record, from any number of machines.

Two small parts, so that the source of the signal can change without the rest:

- ``Changes``: "something was committed since you last asked". On SQLite that is
  ``PRAGMA data_version`` (one integer, moved only by another connection's commit), so an idle
  evening costs one cheap query a poll. A PostgreSQL store gives the same signal from
  LISTEN/NOTIFY instead (``changes_of`` is the one place that chooses).
- ``EventWatch``: when the signal moved, the event's board anew (``Store.club.board``); the
  app's club screen and the web event board both use it.
"""

from __future__ import annotations

from typing import Protocol

from scorekeeper.club import EventBoard
from scorekeeper.store.club_book import ClubError
from scorekeeper.store.store import Store


class Changes(Protocol):
    def moved(self) -> bool:
        """Whether anything was committed since the last call (the first call says yes)."""
        ...


class DataVersion:
    """SQLite's signal: ``data_version`` moves when another connection commits."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._version: int | None = None

    def moved(self) -> bool:
        with self._store._db.reading() as conn:  # one package: the store's own connection
            (version,) = conn.execute("PRAGMA data_version").fetchone()
        moved = version != self._version
        self._version = version
        return bool(moved)


def changes_of(store: Store) -> Changes:
    """The store's "something changed" signal: the one place a PostgreSQL store's
    notifications plug in (main's ``Store.change_signal()`` has the same ``moved()``: this
    becomes ``return store.change_signal()`` and ``DataVersion`` goes)."""
    return DataVersion(store)


class EventWatch:
    """The board of event ``event_id``, read anew only when the store moved."""

    def __init__(self, store: Store, event_id: int, changes: Changes | None = None) -> None:
        self._store = store
        self.event_id = event_id
        self._changes = changes if changes is not None else changes_of(store)
        self.board: EventBoard | None = None

    def changed(self) -> bool:
        """Whether the board may have moved since the last ``refresh``; raises ``StoreError``."""
        return self._changes.moved()

    def refresh(self) -> EventBoard | None:
        """The board now; None once the event is gone (deleted). Raises ``StoreError``."""
        try:
            self.board = self._store.club.board(self.event_id)
        except ClubError:  # no such event (any other failure of the store rises)
            self.board = None
        return self.board
