"""The entry addresses a server gives out: each a token kept for the database (``addresses``,
``entry_key``) and the keeper its taps go to. A path's token is compared with every address's
in constant time; a token replaced (a new address asked for) stops working at once."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from scorekeeper.store import DbTarget
from scorekeeper.web.addresses import kept_token
from scorekeeper.web.entry_keeper import Keeper

REFRESH_SECONDS = 2.0  # an unknown token looks for new club tables at most this often


@dataclass(frozen=True)
class Entry:
    key: str  # entry-match-N, entry-club-E-table-T
    token: str
    keeper: Keeper


class Entries:
    def __init__(self, db: DbTarget, refresh: Callable[[], None] | None = None) -> None:
        """``refresh``: adds the addresses that may have come since (a club's new tables),
        asked when a token matches none."""
        self.db = db
        self._by_key: dict[str, Entry] = {}
        self._refresh = refresh
        self._refreshed = 0.0

    def add(self, key: str, keeper: Keeper, renew: bool = False) -> Entry:
        entry = Entry(key, kept_token(self.db, key, renew), keeper)
        self._by_key[key] = entry
        return entry

    def renew(self, key: str) -> Entry:
        """A new token for ``key``, kept from now on: the old one stops working at once."""
        return self.add(key, self._by_key[key].keeper, renew=True)

    def get(self, key: str) -> Entry | None:
        return self._by_key.get(key)

    def remove(self, key: str) -> None:
        self._by_key.pop(key, None)

    def __iter__(self) -> Iterator[Entry]:
        return iter(list(self._by_key.values()))

    def find(self, token: str) -> Entry | None:
        found = self._match(token)
        now = time.monotonic()
        if found is None and self._refresh is not None and now - self._refreshed > REFRESH_SECONDS:
            self._refreshed = now
            self._refresh()
            found = self._match(token)
        return found

    def _match(self, token: str) -> Entry | None:
        given, found = token.encode(), None
        for entry in self._by_key.values():  # every one compared: the time says nothing
            if secrets.compare_digest(given, entry.token.encode()):
                found = entry
        return found
