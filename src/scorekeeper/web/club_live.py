"""The feed of a club event's board page: one ``EventWatch`` for every viewer of that event.

The board is read anew only when the store's "something changed" signal moved (SQLite's
``data_version``, PostgreSQL's notifications: ``store.event_watch``), then rendered once and
sent as the difference, like the match page (``Feed``).
"""

from __future__ import annotations

from scorekeeper.store import Store
from scorekeeper.store.event_watch import Changes, EventWatch
from scorekeeper.web.club_parts import club_parts, gone_parts
from scorekeeper.web.feed import Feed
from scorekeeper.web.parts import Parts


class ClubLive(Feed):
    def __init__(self, store: Store, event_id: int, changes: Changes | None = None) -> None:
        super().__init__(gone_parts(), f"c{event_id}")
        self._watch = EventWatch(store, event_id, changes)
        self.update()

    @property
    def exists(self) -> bool:
        return self._watch.board is not None

    def poll(self) -> bool:
        return self._watch.changed()

    def make(self, language: str) -> Parts:
        board = self._watch.refresh()
        return gone_parts() if board is None else club_parts(board)
