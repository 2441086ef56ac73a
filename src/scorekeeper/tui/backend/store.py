"""The app's storage in SQLite or on a server: a match is stored when it starts, claimed while it
is open (a second app is told it is open elsewhere), and its turn remembered across a restart.

The library's calls (``Backend.ask``) run on one thread of their own, on a connection of their
own opened there at the first call (SQLite's connection belongs to the thread that opened it,
and a store is used from one thread): a call waits there, never on the app's thread. A
connection that could not be opened (a server gone) is tried again at the next call.

The same thread renews the leases and catches the ratings up (``heartbeat``; and after a
write of the board's that queued a rating: the journal's ``rate`` hands the catch-up here,
after the entry's commit), and writes the changes the board kept while the server was away
(``save_kept``): taken on the app's thread, written here, one write at a time, while keys
the board takes meanwhile are kept too and wait for the next save. The board's own entries
are written on the app's thread, by its session: they never run while a save does (a
session that keeps changes waiting writes none), so the match has one writer at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.store import DbTarget, MatchBusy, Store, StoredMatch, StoreError, StoreUnavailable
from scorekeeper.tui.backend.base import DeskParts, Library, OpenedMatch, Resumable, seat_of
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
        session = self.store.session(stored, rate=self._rate_later)
        return OpenedMatch(
            session,
            current=seat_of(session.match, stored.turn),
            match_id=stored.id,
            played_on=stored.created_at.astimezone().date(),
        )

    async def remember_turn(self, match_id: int | None, player: str | None) -> None:
        """On the library's thread, behind what was asked before it (a turn chosen twice is
        kept in that order; the thread's connection shares the app's lease)."""
        if match_id is not None:
            await self._on_thread(lambda library: library.store.set_turn(match_id, player))

    async def heartbeat(self) -> None:
        await self._on_thread(lambda library: library.store.renew_claims())

    def _rate_later(self) -> None:
        """After the board's write that queued a rating: the catch-up on the library's thread,
        behind what waits there (the key's path goes on at once)."""
        if not self._closed:  # closing, the app's store settles what is left (Store.close)
            self._thread.submit(self._run, _settle)

    async def save_kept(self, session: MatchSession) -> bool:
        """What the session keeps is taken here, on the app's thread, written on the
        library's; a change made meanwhile waits for the next try (``kept_saved``)."""
        kept = self.store.kept_of(session)
        if kept is None:
            return session.save_kept()  # nothing waits
        try:
            await self._on_thread(lambda library: library.store.write_kept(kept))
        except StoreUnavailable as error:  # still out of reach: still kept
            session.kept_refused(error)
            return False
        return session.kept_saved(kept.kept)

    def desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        """The tap ids kept in this store with their changes, for a session of this store
        (another's, or none: a match followed or kept in memory, ids for this run)."""
        ids, on = None, False  # unread: the ledger reads its ids (and says a StoreError)
        if match_id is not None:
            with contextlib.suppress(StoreError):
                ids, on = self.store.desk_reads(match_id)
        return self._desk_parts(session, match_id, ids, on)

    async def read_desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        """As ``desk_parts``, with what they read read on the library's thread first (a
        server that does not answer is the caller's ``StoreError``)."""
        if match_id is None:
            return self._desk_parts(session, None, None, False)
        ids, on = await self._on_thread(lambda library: library.store.desk_reads(match_id))
        return self._desk_parts(session, match_id, ids, on)

    def _desk_parts(
        self, session: MatchSession, match_id: int | None, ids: set[str] | None, on: bool
    ) -> DeskParts:
        from scorekeeper.entry import MemoryLedger

        ledger = None
        with contextlib.suppress(ValueError):  # a session of another store, or of none
            ledger = self.store.tap_ledger(session, ids)
        word = self.store.word(match_id, on) if on and match_id is not None else None
        return DeskParts(ledger or MemoryLedger(), word)

    async def ask(self, call: Callable[[Library], T]) -> T:
        """``call`` on the library, on its thread; what it raises rises here."""
        return await self._on_thread(call)

    async def _on_thread(self, call: Callable[[StoreLibrary], T]) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._thread, self._run, call)

    def _run(self, call: Callable[[StoreLibrary], T]) -> T:
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


def _settle(library: StoreLibrary) -> None:
    library.store.settle_ratings()  # a StoreError is kept in the queue for the next try


__all__ = ["MatchBusy", "StoreBackend"]
