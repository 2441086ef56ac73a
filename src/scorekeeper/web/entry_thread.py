"""The writable store of a server's entry addresses, on a thread of its own: SQLite's
connections belong to the thread that opened them, and a ``Store`` is used from one thread.
Every keeper of the server queues its calls there, so they run one at a time, in order."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TypeVar

from scorekeeper.store import DbTarget, Store

T = TypeVar("T")


class StoreThread:
    """A writable store of the server's own, opened at the first call on a thread of its own;
    shared by every keeper of the server (their calls queue on that one thread)."""

    def __init__(self, db: DbTarget) -> None:
        self.db = db
        self._ident: int | None = None
        self.executor: Executor = ThreadPoolExecutor(
            1, thread_name_prefix="scorekeeper-entry", initializer=self._mark
        )
        self._store: Store | None = None

    def _mark(self) -> None:
        self._ident = threading.get_ident()

    def run(self, call: Callable[[Store], T]) -> T:
        """``call`` with the store, on the store's thread (waited for, from any other)."""
        if threading.get_ident() == self._ident:
            return call(self._opened())
        return self.executor.submit(lambda: call(self._opened())).result()

    def _opened(self) -> Store:
        if self._store is None:  # a database that could not be opened is tried again next time
            self._store = Store.open(self.db)
        return self._store

    def renew(self) -> None:
        """The leases kept alive (every ~30 s while the server runs), on the store's thread;
        before any phone came there is no store open, and no lease to renew."""

        def renewing() -> None:
            if self._store is not None:
                self._store.renew_claims()

        if threading.get_ident() == self._ident:
            renewing()
        else:
            self.executor.submit(renewing).result()

    def close(self) -> None:
        """The store closed on its thread (its leases let go), then the thread."""

        def closing() -> None:
            store, self._store = self._store, None
            if store is not None:
                store.close()

        self.executor.submit(closing).result()
        self.executor.shutdown(wait=True)
