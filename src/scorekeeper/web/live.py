"""The feed of the match page: one watcher of the match being kept, for every viewer.

A poll asks SQLite for ``data_version`` only; the match is brought up to date and rendered
only after it moved (``store.watch``). Polling, versions and streams are ``Feed``'s.
"""

from __future__ import annotations

from scorekeeper.store import Store
from scorekeeper.store.watch import MatchWatch, Watched
from scorekeeper.web.feed import Feed
from scorekeeper.web.page import empty_parts
from scorekeeper.web.parts import Parts, parts


class Live(Feed):
    def __init__(self, store: Store, match_id: int | None = None) -> None:
        super().__init__(empty_parts())
        self._store = store
        self._watch = MatchWatch(store, match_id)
        self.update()

    def follow(self, match_id: int) -> None:
        """Show ``match_id`` from now on, pinned (the app went on to another board)."""
        if self._watch.pin(match_id):
            self._stale = True  # drawn anew at the next poll, or the next page asked for

    @property
    def match_id(self) -> int | None:
        """The match shown now (None while the database holds none)."""
        watched = self._watch.watched
        return watched.match_id if watched is not None else None

    def poll(self) -> bool:
        return self._watch.changed()

    def make(self, language: str) -> Parts:
        return self._render(self._watch.refresh(), language)

    def _render(self, watched: Watched | None, language: str) -> Parts:
        if watched is None:
            return empty_parts()
        same = not watched.replayed and language == self._language
        return parts(watched.match, watched.turn, self.parts if same else None)
