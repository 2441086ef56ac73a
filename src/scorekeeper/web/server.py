"""The table display's server: Starlette under uvicorn, in whatever asyncio loop starts it (the
app's, or ``scorekeeper serve``'s own), reading the store through its own read-only connection.

The routes are ``routes``' (the view's, GET only) and ``entry_routes``' (the entry addresses,
``entry_door``: the only ones that change anything); the tokens are the ones kept for the
database (``addresses``). The socket is bound before uvicorn runs (``listening``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

import uvicorn
from starlette.applications import Starlette
from uvicorn.config import LOGGING_CONFIG as LOGGING

from scorekeeper.i18n import _
from scorekeeper.store import DbTarget, Store, StoreError
from scorekeeper.web.addresses import kept_token, view_key
from scorekeeper.web.club_server import Clubs
from scorekeeper.web.entry_door import EntryDoor
from scorekeeper.web.entry_guard import Pace
from scorekeeper.web.entry_keeper import Keeper
from scorekeeper.web.entry_routes import entry_routes
from scorekeeper.web.gate import Gate, Limits, gated, more_files
from scorekeeper.web.headers import answered_hosts
from scorekeeper.web.listening import UvicornServer, WebError, bind, lifespan_of
from scorekeeper.web.live import Live
from scorekeeper.web.routes import Secret, build_app

__all__ = ["EVERYWHERE", "LOOPBACK", "Address", "TableServer", "WebError", "bind"]

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"  # only with --lan, and the user is told who can watch


@dataclass(frozen=True)
class Address:
    host: str  # where a browser reaches it
    port: int
    token: str
    under: str = "t"  # "t": a view, "e": an entry address

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/{self.under}/{self.token}/"


class TableServer:
    """The view of the match kept in the database at ``db`` (and its club events' boards),
    and its entry addresses (``entry_door``), served until ``stop``."""

    def __init__(
        self, db: DbTarget, match_id: int | None = None, club: int | None = None,
        keeper: Keeper | None = None,
    ) -> None:  # fmt: skip
        """``club``: the event whose board is the main page (``serve --club``); ``keeper``:
        who keeps the match entered from phones (the app's; else a ``StoreKeeper``)."""
        self.db, self.match_id, self.club = db, match_id, club
        self.keeper = keeper
        self._door: EntryDoor | None = None
        self._renewing: asyncio.Task[None] | None = None
        self.address: Address | None = None
        self._task: asyncio.Task[None] | None = None
        self._server: UvicornServer | None = None
        self._store: Store | None = None
        self._live: Live | None = None
        self.limits = Limits()  # how many connections, for how long (``gate``)
        self.gate: Gate | None = None
        self._secret: Secret | None = None

    @property
    def view(self) -> str:
        """Which view this is, for its kept token (``addresses``)."""
        return view_key(self.match_id, self.club)

    async def start(
        self, host: str, port: int, shown: str, own_signals: bool = False, renew: bool = False,
        renew_entries: bool = False,
    ) -> Address:  # fmt: skip
        """Listen on ``host:port`` (0: any free port); ``shown`` is the host for the address.
        Its token is the one kept for this database and view, so that open pages reconnect
        (``renew``: a new one, and the pages opened with the old one are told); the entry
        addresses' likewise (``renew_entries``: new ones, the old ones refused at once)."""
        sock = bind(host, port)
        try:
            live, clubs = self._feeds()
        except WebError:
            sock.close()
            raise
        self._live = live
        self._secret = Secret(kept_token(self.db, self.view, renew))
        if not own_signals:  # inside the app: a log line on stderr would tear the screen
            logging.getLogger("uvicorn").addHandler(logging.NullHandler())
        door = self._entries(live, renew_entries)
        served = build_app(
            live, self._secret, clubs, self.club, lifespan_of(live, clubs), answered_hosts(shown),
            f"http://{shown}:{sock.getsockname()[1]}", entry_routes(door.entries.find, Pace()),
        )  # fmt: skip
        more_files()
        self.gate = Gate(self.limits)
        self._server = UvicornServer(self._config(served, own_signals), live, own_signals)
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))
        while not self._server.started and not self._task.done():
            await asyncio.sleep(0.01)
        if self._task.done():
            await self.stop()
            raise WebError(_("the table display could not start"))
        self.address = Address(shown, sock.getsockname()[1], self._secret.token)
        self._renewing = asyncio.create_task(door.renewing())
        return self.address

    def _config(self, served: Starlette, own_signals: bool) -> uvicorn.Config:
        assert self.gate is not None
        return uvicorn.Config(
            served, log_level="warning", access_log=False, http=gated(self.gate),
            timeout_graceful_shutdown=1, lifespan="on",
            log_config=LOGGING if own_signals else None,
        )  # fmt: skip

    def _entries(self, live: Live, renew: bool) -> EntryDoor:
        """The entry addresses: the club's tables, or the match pinned (else the one shown)."""
        door = self._door = EntryDoor(self.db, self.keeper, self.club, renew=renew)
        if self.club is not None:
            assert self._store is not None
            door.open_club(self._store)
        else:
            door.open_match(self.match_id if self.match_id is not None else live.match_id)
        return door

    def _entry_address(self, token: str) -> Address:
        assert self.address is not None
        return Address(self.address.host, self.address.port, token, "e")

    @property
    def entry(self) -> Address | None:
        """The match's entry address once started (None: a club's, or no match yet)."""
        found = self._door.match_entry if self._door is not None else None
        return None if found is None or self.address is None else self._entry_address(found.token)

    def table_entries(self) -> list[tuple[int, Address]]:
        """A club night's entry addresses (``serve --club``), by table number."""
        if self._door is None or self.address is None:
            return []
        return [(n, self._entry_address(entry.token)) for n, entry in self._door.tables()]

    def new_entry_address(self) -> Address:
        """A new entry token, kept from now on: the old one stops working at once (the
        view's token is untouched)."""
        assert self._door is not None and self._door.match_id is not None
        return self._entry_address(self._door.renew_match().token)

    def new_address(self) -> Address:
        """A new token, kept from now on: the pages opened with the old one are told it ended."""
        assert self.address is not None and self._secret is not None
        self._secret.replace(kept_token(self.db, self.view, renew=True))
        self.address = Address(self.address.host, self.address.port, self._secret.token)
        return self.address

    def follow(self, match_id: int) -> None:
        """The app went on to another board: the view shows its match from now on."""
        if self._live is not None and self.club is None:
            self.match_id = match_id
            self._live.follow(match_id)
            if self._door is not None and self.keeper is not None:
                self._door.open_match(match_id)  # the app's keeper: its board's address now

    def _feeds(self) -> tuple[Live, Clubs]:
        """The store, read-only; the match's feed and the club events'. ``WebError`` where the
        database cannot be read or has no event ``--club`` names."""
        try:
            store = self._store = Store.open(self.db, read_only=True)
        except StoreError as error:
            raise WebError(str(error)) from None
        clubs = Clubs(store)
        if self.club is not None and clubs.feed(self.club) is None:
            store.close()
            self._store = None
            raise WebError(_("--club {id}: no such event in this database").format(id=self.club))
        return Live(store, self.match_id), clubs

    async def wait(self) -> None:
        if self._task is not None:
            await self._task

    async def stop(self) -> None:
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await self._task
        if self._renewing is not None:
            self._renewing.cancel()
        if self._door is not None:
            await self._door.close()  # the leases let go, the entry's store closed
        self._door = self._renewing = None
        if self._store is not None:
            self._store.close()
        self._server = self._task = self._store = None
        self.address = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()
