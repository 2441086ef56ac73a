"""The table display's routes, all GET and all under the token: the page, its event stream,
and the club events' boards (``Clubs``). A path without the token is 404, a wrong token 403,
any other method 405; every answer carries the security headers (``Guarded``). The entry
addresses' routes (``entry_routes``, under ``/e/``) are mounted beside them, under the same
headers and Host rules.

The token is a ``Secret`` that can be replaced while the server runs (a new address asked
for): every stream opened under the old one ends at once, and its page, asking again, is told
that its address no longer works.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import AsyncIterator, Callable, Sequence

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response, StreamingResponse
from starlette.routing import Route

from scorekeeper.web.club_page import index_link
from scorekeeper.web.club_server import Clubs, not_found
from scorekeeper.web.feed import Feed
from scorekeeper.web.headers import Guarded, refused
from scorekeeper.web.invite import invite
from scorekeeper.web.live import Live
from scorekeeper.web.mux import WORKER, merged, wanted
from scorekeeper.web.page import page, policy


class Secret:
    """The token of the address, and the feeds whose streams end when it is replaced."""

    def __init__(self, token: str) -> None:
        self.token = token
        self.feeds: Callable[[], list[Feed]] = list

    def replace(self, token: str) -> None:
        self.token = token
        for feed in self.feeds():
            feed.wake()  # each stream looks at the token again, now


def build_app(
    live: Live, secret: Secret, clubs: Clubs, club: int | None = None,
    lifespan: Callable[[Starlette], contextlib.AbstractAsyncContextManager[None]] | None = None,
    hosts: frozenset[str] = frozenset(), origin: str = "", entry: Sequence[Route] = (),
) -> Starlette:  # fmt: skip
    """``club``: the event whose board is the main page (``serve --club``), else the match's;
    ``hosts``: the names it answers to (any, if empty); ``origin``: ``http://host:port`` as
    given out, for the pages' QR codes; ``entry``: the entry addresses' routes (``/e/...``,
    the only ones that take a POST)."""
    clubs.origin = origin

    def stream(request: Request, feed: Feed | None) -> Response:
        return event_stream(request, feed, secret)

    async def view(request: Request) -> Response:
        if (refusal := refused(request, secret.token)) is not None:
            return refusal
        url = origin + request.url.path if origin else ""
        if club is not None:
            return clubs.board(club, "events", url)
        live.update()  # the page as the store holds it this instant, not as of the last poll
        nonce = secrets.token_urlsafe(16)
        nav = index_link(clubs.count())
        html = page(live.parts, live.version, "events", nonce, nav, invite(url), live.key)
        return HTMLResponse(html, headers={"Content-Security-Policy": policy(nonce)})

    async def events(request: Request) -> Response:
        if (refusal := refused(request, secret.token)) is not None:
            return refusal
        return stream(request, clubs.feed(club) if club is not None else live)

    def find(key: str) -> Feed | None:
        return live if key == "m" else clubs.by_key(key)

    secret.feeds = lambda: [live, *clubs.feeds()]
    routes = [
        Route("/t/{token}/", view, methods=["GET"]),
        Route("/t/{token}/events", events, methods=["GET"]),
        *shared_routes(secret, find),
        *clubs.routes(lambda: secret.token, stream),
        *entry,
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(Guarded, hosts=hosts)
    return app


def shared_routes(secret: Secret, find: Callable[[str], Feed | None]) -> list[Route]:
    """The stream a browser's tabs share (``mux``) and the shared worker that holds it."""

    async def shared(request: Request) -> Response:
        if (refusal := refused(request, secret.token)) is not None:
            return refusal
        views = wanted(request.query_params.get("views", ""), find)
        if not views:
            return not_found()
        headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
        chunks = while_valid(merged(views), secret, secret.token)
        return StreamingResponse(chunks, media_type="text/event-stream", headers=headers)

    async def worker(request: Request) -> Response:
        if (refusal := refused(request, secret.token)) is not None:
            return refusal
        headers = {"Content-Security-Policy": "default-src 'none'; connect-src 'self'"}
        return Response(WORKER, media_type="text/javascript", headers=headers)

    return [
        Route("/t/{token}/stream", shared, methods=["GET"]),
        Route("/t/{token}/worker.js", worker, methods=["GET"]),
    ]


def event_stream(request: Request, feed: Feed | None, secret: Secret) -> Response:
    if feed is None:
        return not_found()
    seen = request.headers.get("last-event-id") or request.query_params.get("v", "")
    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    chunks = while_valid(feed.stream(seen), secret, secret.token)
    return StreamingResponse(chunks, media_type="text/event-stream", headers=headers)


async def while_valid(
    chunks: AsyncIterator[bytes], secret: Secret, token: str
) -> AsyncIterator[bytes]:
    """The stream, until the address it was opened under is replaced."""
    async for chunk in chunks:
        if secret.token != token:
            return
        yield chunk
