"""The entry addresses of one table display server (``TableServer``), and their keepers.

Which match an entry address keeps is fixed when it is made, never moved behind a phone's
back: ``serve --match N`` and the app's view keep match N; an unpinned ``serve`` keeps the
match its view shows at the start (the unfinished match changed last), and goes on keeping
that one when the view follows the app into another (that match's address is another one,
``entry-match-M``: a phone is never moved to another table's match). ``serve --club E`` has
one address per table (``entry_club``), which follows that table from round to round.

Without a keeper from the app, the keepers share one writable store on a thread of their own
(``StoreThread``), whose leases are renewed every ``RENEW_SECONDS`` and let go at ``close``.
"""

from __future__ import annotations

import asyncio
import contextlib

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.store import DbTarget, Store, StoreError
from scorekeeper.web.addresses import entry_key
from scorekeeper.web.entries import Entries, Entry
from scorekeeper.web.entry_club import ClubTableKeeper
from scorekeeper.web.entry_keeper import Keeper, StoreKeeper, StoreThread

RENEW_SECONDS = 30.0  # leases.LEASE_SECONDS is four times this


class EntryDoor:
    def __init__(
        self, db: DbTarget, keeper: Keeper | None = None, club: int | None = None,
        catalog: Catalog | None = None, renew: bool = False,
    ) -> None:  # fmt: skip
        """``keeper``: the app's (then this door opens no store of its own); ``renew``: every
        address this door gives out gets a new token (``serve --new-entry-address``), once:
        each key is added once a server run, and kept from then on."""
        self.db, self.keeper, self.club, self.renew = db, keeper, club, renew
        self.thread = StoreThread(db) if keeper is None else None
        self._catalog = catalog
        self._reader: Store | None = None  # the server's read-only store: the club's tables
        self.entries = Entries(db, refresh=self._more_tables if club is not None else None)
        self.match_id: int | None = None

    def open_match(self, match_id: int | None) -> Entry | None:
        """The address of ``match_id`` (none while the database holds no match)."""
        if self.match_id is not None:
            self.entries.remove(entry_key(self.match_id))
        self.match_id = match_id
        if match_id is None:
            return None
        return self.entries.add(entry_key(match_id), self._keeper_of(match_id), self.renew)

    def _keeper_of(self, match_id: int) -> Keeper:
        if self.keeper is not None:
            return self.keeper
        assert self.thread is not None
        return StoreKeeper(self.thread, match_id)

    def open_club(self, reader: Store) -> None:
        """One address per table of the round drawn last (more as later rounds bring them)."""
        self._reader = reader
        self._more_tables()

    def _more_tables(self) -> None:
        assert self.club is not None and self.thread is not None and self._reader is not None
        try:
            tables = self._reader.club.all_tables(self.club)
        except StoreError:
            return
        last = max((table.code.round for table in tables), default=0)
        for table in tables:
            key = entry_key(club=self.club, table=table.code.table)
            if table.code.round == last and self.entries.get(key) is None:
                if self._catalog is None:
                    self._catalog = load_catalog()
                keeper = ClubTableKeeper(self.thread, self.club, table.code.table, self._catalog)
                self.entries.add(key, keeper, self.renew)

    @property
    def match_entry(self) -> Entry | None:
        return None if self.match_id is None else self.entries.get(entry_key(self.match_id))

    def tables(self) -> list[tuple[int, Entry]]:
        """The club tables' addresses, by table number."""
        if self.club is None:
            return []
        found = []
        for entry in self.entries:
            number = int(entry.key.rsplit("-", 1)[1])
            found.append((number, entry))
        return sorted(found, key=lambda pair: pair[0])

    def renew_match(self) -> Entry:
        assert self.match_id is not None
        return self.entries.renew(entry_key(self.match_id))

    async def renewing(self) -> None:
        """The leases kept alive while the server runs (nothing to do inside the app)."""
        if self.thread is None:
            return
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(RENEW_SECONDS)
            with contextlib.suppress(StoreError):
                await loop.run_in_executor(self.thread.executor, self.thread.renew)

    async def close(self) -> None:
        if self.thread is not None:
            thread, self.thread = self.thread, None
            with contextlib.suppress(StoreError):
                await asyncio.get_running_loop().run_in_executor(None, thread.close)
