"""The app's storage in SQLite or on a server: a match is stored when it starts, claimed while it
is open (a second app is told it is open elsewhere), and its turn remembered across a restart.

The library's calls (``Backend.ask``) run on one thread of their own, on a connection of their
own opened there at the first call (SQLite's connection belongs to the thread that opened it,
and a store is used from one thread): a call waits there, never on the app's thread. A
connection that could not be opened (a server gone) is tried again at the next call.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import Match
from scorekeeper.store import DbTarget, MatchBusy, Store, StoredMatch
from scorekeeper.tui.backend.base import Library, OpenedMatch, Resumable, seat_of
from scorekeeper.tui.backend.library import StoreLibrary

T = TypeVar("T")


class StoreBackend:
    keeps_matches = True

    def __init__(self, store: Store, catalog: Catalog) -> None:
        self.store, self.catalog = store, catalog
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="scorekeeper-library")
        self._library: StoreLibrary | None = None  # opened on the thread, at the first call
        self._closed = False

    @property
    def target(self) -> DbTarget:
        return self.store.target

    def start(self, match: Match, word: bool = False) -> OpenedMatch:
        match_id = self.store.create_match(match, word=word)
        self.store.claim(match_id)
        return self._opened(self.store.load_match(match_id))

    def resumable(self) -> Resumable | None:
        match_id = self.store.resumable_match_id()  # this machine's, not another table's
        if match_id is None:
            return None
        summary = self.store.summary(match_id)  # the index: no replay before the match opens
        when = local_date(summary.created_at.astimezone())
        label = _("{players} · {preset} · round {round} · {date}").format(
            players=", ".join(summary.players),
            preset=preset_text(summary.preset_name),
            round=summary.rounds + 1,  # the round in progress, or the next one to start
            date=when,
        )
        return Resumable(match_id, label)

    async def opened(self, match_id: int, force: bool = False) -> OpenedMatch:
        """Open for recording; raises ``MatchBusy`` when another app has it open (``force``:
        taken from it). Claimed and read on the library's thread; the session writes through
        the app's own store."""
        stored = await self.ask(lambda library: library.open_for_play(match_id, force))
        return self._opened(stored)

    def _opened(self, stored: StoredMatch) -> OpenedMatch:
        session = self.store.session(stored)
        return OpenedMatch(
            session,
            current=seat_of(session.match, stored.turn),
            match_id=stored.id,
            played_on=stored.created_at.astimezone().date(),
        )

    def remember_turn(self, match_id: int | None, player: str | None) -> None:
        if match_id is not None:
            self.store.set_turn(match_id, player)

    def heartbeat(self) -> None:
        self.store.renew_claims()

    async def ask(self, call: Callable[[Library], T]) -> T:
        """``call`` on the library, on its thread; what it raises rises here."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._thread, self._run, call)

    def _run(self, call: Callable[[Library], T]) -> T:
        if self._library is None:
            self._library = StoreLibrary(self.store.companion(), self.catalog)
        return call(self._library)

    async def close(self) -> None:
        """The library's connection closed on its thread, after the calls before it (the
        app's store is its opener's to close). Asked twice, the second time does nothing."""
        if self._closed:
            return
        self._closed = True
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._thread, self._close_library)
        self._thread.shutdown(wait=False)

    def _close_library(self) -> None:
        library, self._library = self._library, None
        if library is not None:
            library.close()


__all__ = ["MatchBusy", "StoreBackend"]
