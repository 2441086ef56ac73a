"""The uvicorn side of the table display's server: the listening socket bound before uvicorn
runs (a port in use is one clear ``WebError``, not uvicorn's exit), uvicorn's server closing the
live streams first, and the app's lifespan (the feeds polled while it runs)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from starlette.applications import Starlette

from scorekeeper.i18n import _
from scorekeeper.web.club_server import Clubs
from scorekeeper.web.live import Live


class WebError(Exception):
    """The view cannot be served: one line saying why."""


def lifespan_of(live: Live, clubs: Clubs) -> Any:
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        poll = asyncio.create_task(live.run())
        try:
            yield
        finally:
            live.close()
            clubs.close()
            poll.cancel()

    return lifespan


class UvicornServer(uvicorn.Server):
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
        sock.listen(128)
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
