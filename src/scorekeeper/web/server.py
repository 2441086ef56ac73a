"""The table display's server: Starlette under uvicorn, in whatever asyncio loop starts it (the
app's, or ``scorekeeper serve``'s own), reading the store through its own read-only connection.

Two routes, both GET and both under the random token: the page and its event stream. A path
without the token is 404, a wrong token 403, any other method 405; every answer carries the
security headers, refusals too. The socket is bound here, before uvicorn runs, so that a port
in use is one clear ``WebError`` instead of uvicorn's exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response, StreamingResponse
from starlette.routing import Route
from uvicorn.config import LOGGING_CONFIG as LOGGING

from scorekeeper.i18n import _
from scorekeeper.store import DbTarget, Store, StoreError
from scorekeeper.web.club_page import index_link
from scorekeeper.web.club_server import Clubs, not_found
from scorekeeper.web.feed import Feed
from scorekeeper.web.headers import Guarded, refused
from scorekeeper.web.live import Live
from scorekeeper.web.page import page, policy

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"  # only with --lan, and the user is told who can watch


class WebError(Exception):
    """The view cannot be served: one line saying why."""


@dataclass(frozen=True)
class Address:
    host: str  # where a browser reaches it
    port: int
    token: str

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/t/{self.token}/"


def build_app(live: Live, token: str, clubs: Clubs, club: int | None = None) -> Starlette:
    """``club``: the event whose board is the main page (``serve --club``), else the match's."""

    async def view(request: Request) -> Response:
        if (refusal := refused(request, token)) is not None:
            return refusal
        if club is not None:
            return clubs.board(club, "events")
        live.update()  # the page as the store holds it this instant, not as of the last poll
        nonce = secrets.token_urlsafe(16)
        html = page(live.parts, live.version, "events", nonce, index_link(clubs.count()))
        return HTMLResponse(html, headers={"Content-Security-Policy": policy(nonce)})

    async def events(request: Request) -> Response:
        if (refusal := refused(request, token)) is not None:
            return refusal
        return stream(request, clubs.feed(club) if club is not None else live)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        poll = asyncio.create_task(live.run())
        try:
            yield
        finally:
            live.close()
            clubs.close()
            poll.cancel()

    routes = [
        Route("/t/{token}/", view, methods=["GET"]),
        Route("/t/{token}/events", events, methods=["GET"]),
        *clubs.routes(token, stream),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(Guarded)
    return app


def stream(request: Request, feed: Feed | None) -> Response:
    if feed is None:
        return not_found()
    seen = request.headers.get("last-event-id") or request.query_params.get("v", "")
    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    return StreamingResponse(feed.stream(seen), media_type="text/event-stream", headers=headers)


class _Server(uvicorn.Server):
    """uvicorn's server, closing the live streams first so that it stops at once; inside the
    app it leaves the signal handlers to the app."""

    def __init__(self, config: uvicorn.Config, live: Live, own_signals: bool) -> None:
        super().__init__(config)
        self.live, self.own_signals = live, own_signals

    def capture_signals(self) -> Any:
        return super().capture_signals() if self.own_signals else contextlib.nullcontext()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self.live.close()
        await super().shutdown(sockets)


def bind(host: str, port: int) -> socket.socket:
    """The listening socket; ``WebError`` naming the port where it cannot be had."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(64)
    except OSError as error:
        sock.close()
        reason = error.strerror or str(error)
        raise WebError(
            _("port {port}: cannot listen there ({reason}); choose another with --port").format(
                port=port, reason=reason
            )
        ) from None
    sock.setblocking(False)
    return sock


class TableServer:
    """The view of the match kept in the database at ``db`` (and its club events' boards),
    served until ``stop``."""

    def __init__(self, db: DbTarget, match_id: int | None = None, club: int | None = None) -> None:
        """``club``: the event whose board is the main page (``serve --club``)."""
        self.db, self.match_id, self.club = db, match_id, club
        self.address: Address | None = None
        self._task: asyncio.Task[None] | None = None
        self._server: _Server | None = None
        self._store: Store | None = None

    async def start(
        self, host: str, port: int, shown: str, own_signals: bool = False, token: str = ""
    ) -> Address:
        """Listen on ``host:port`` (0: any free port); ``shown`` is the host for the address;
        ``token``: the one of an earlier start, so that open pages reconnect (a new one if none)."""
        sock = bind(host, port)
        try:
            live, clubs = self._feeds()
        except WebError:
            sock.close()
            raise
        token = token or secrets.token_urlsafe(18)
        if not own_signals:  # inside the app: a log line on stderr would tear the screen
            logging.getLogger("uvicorn").addHandler(logging.NullHandler())
        served = build_app(live, token, clubs, self.club)
        config = uvicorn.Config(
            served, log_level="warning", access_log=False,
            timeout_graceful_shutdown=1, lifespan="on",
            log_config=LOGGING if own_signals else None,
        )  # fmt: skip
        self._server = _Server(config, live, own_signals)
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))
        while not self._server.started and not self._task.done():
            await asyncio.sleep(0.01)
        if self._task.done():
            await self.stop()
            raise WebError(_("the table display could not start"))
        self.address = Address(shown, sock.getsockname()[1], token)
        return self.address

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
        if self._store is not None:
            self._store.close()
        self._server = self._task = self._store = None
        self.address = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()
