"""The club event boards of the table display: the index of the events and a page per event,
each with its own live feed, made when the event's page is first asked for and polled while
the server runs (a feed only for an event that exists, so their number is the events')."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route

from scorekeeper.store import Store, StoreError
from scorekeeper.web.club_live import ClubLive
from scorekeeper.web.club_page import club_page, index_page
from scorekeeper.web.feed import Feed
from scorekeeper.web.headers import refused
from scorekeeper.web.invite import invite
from scorekeeper.web.page import policy


def not_found() -> Response:
    return PlainTextResponse("Not Found", 404)


class Clubs:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._feeds: dict[int, ClubLive] = {}
        self._tasks: list[asyncio.Task[None]] = []
        self.origin = ""  # http://host:port as given out, for the boards' QR codes

    def count(self) -> int:
        """How many events the database holds (0 where it cannot say: the match page stands)."""
        try:
            return len(self._store.club.events())
        except StoreError:
            return 0

    def feed(self, event_id: int) -> ClubLive | None:
        """The event's feed, polling from now on; None if there is no such event."""
        feed = self._feeds.get(event_id)
        if feed is None:
            feed = ClubLive(self._store, event_id)
            if not feed.exists:
                return None
            self._feeds[event_id] = feed
            self._tasks.append(asyncio.create_task(feed.run()))
        return feed

    def board(self, event_id: int, stream: str, url: str = "") -> Response:
        """``url``: the board's address, for its QR code."""
        feed = self.feed(event_id)
        if feed is None:
            return not_found()
        feed.update()  # the board as the store holds it this instant, not as of the last poll
        nonce = secrets.token_urlsafe(16)
        html = club_page(feed.parts, feed.version, stream, nonce, invite(url), feed.key)
        return HTMLResponse(html, headers={"Content-Security-Policy": policy(nonce)})

    def index(self) -> Response:
        try:
            events = self._store.club.events()
        except StoreError:
            events = []
        nonce = secrets.token_urlsafe(16)
        html = index_page(events, nonce)
        return HTMLResponse(html, headers={"Content-Security-Policy": policy(nonce)})

    def feeds(self) -> list[Feed]:
        return list(self._feeds.values())

    def by_key(self, key: str) -> Feed | None:
        """The feed of the view named ``c<event id>`` in the shared stream, if that event is."""
        number = key[1:]
        if not (key.startswith("c") and number.isdigit() and len(number) < 10):
            return None
        return self.feed(int(number))

    def routes(
        self, token: Callable[[], str], stream: Callable[[Request, Feed | None], Response]
    ) -> list[Route]:
        """The index, and each event's page and stream, under the token; GET only."""

        async def index(request: Request) -> Response:
            return refused(request, token()) or self.index()

        async def board(request: Request) -> Response:
            event_id = int(request.path_params["event"])
            url = self.origin + request.url.path if self.origin else ""
            return refused(request, token()) or self.board(event_id, f"{event_id}/events", url)

        async def events(request: Request) -> Response:
            if (refusal := refused(request, token())) is not None:
                return refusal
            return stream(request, self.feed(int(request.path_params["event"])))

        return [
            Route("/t/{token}/club/", index, methods=["GET"]),
            Route("/t/{token}/club/{event:int}", board, methods=["GET"]),
            Route("/t/{token}/club/{event:int}/events", events, methods=["GET"]),
        ]

    def close(self) -> None:
        for feed in self._feeds.values():
            feed.close()
        for task in self._tasks:
            task.cancel()
