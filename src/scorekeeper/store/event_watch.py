"""Following a club event's board as the tables record, from any number of machines.

Two small parts, so that the source of the signal can change without the rest:

- ``Changes``: "something was committed since you last asked": the store's
  ``change_signal()``, SQLite's ``PRAGMA data_version`` (one cheap query a poll) or a
  server's LISTEN/NOTIFY.
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


def changes_of(store: Store) -> Changes:
    """The store's "something changed" signal: SQLite's data_version, a server's
    LISTEN/NOTIFY (``store/signals.py``; a draw or a registration notifies too)."""
    return store.change_signal()


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
