"""The entry address's routes, under ``/e/{token}/``: the pad as the desk shows it (GET, read
only) and the taps (POST, the only way anything changes). A tap must name the entry token in
the path and in the ``X-Entry-Token`` header, come from the page's own origin and at a pace a
hand taps (``entry_guard``); each refusal is a status and a sentence, never a change. The desk
(``scorekeeper.entry.EntryDesk``) is the umpire: it applies each tap id once.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from scorekeeper.i18n import _
from scorekeeper.web.entry_guard import Pace, refusal
from scorekeeper.web.headers import refused


class Desk(Protocol):
    def pad(self) -> dict[str, Any]: ...
    def tap(self, tap: dict[str, Any]) -> dict[str, Any]: ...


def _words(reason: str) -> tuple[str, int]:
    return {
        "method": (_("Only a tap sent by the entry page changes the match."), 405),
        "token": (_("Forbidden: this is not the table's entry address."), 403),
        "origin": (_("Forbidden: taps come only from the entry page itself."), 403),
        "pace": (_("Too many taps at once; wait a moment."), 429),
        "body": (_("That tap could not be read."), 400),
    }[reason]


def _refuse(reason: str) -> Response:
    words, status = _words(reason)
    return PlainTextResponse(words, status, headers={"Retry-After": "1"} if status == 429 else {})


async def _tap_of(request: Request) -> dict[str, Any] | None:
    try:
        tap = json.loads(await request.body())
    except ValueError:
        return None
    if not isinstance(tap, dict) or not isinstance(tap.get("id"), str) or "do" not in tap:
        return None
    return tap


def entry_routes(token: Callable[[], str], desk: Callable[[], Desk], pace: Pace) -> list[Route]:
    """``token``: the entry token now (a revoked one stops working at once)."""

    async def pad(request: Request) -> Response:
        if (no := refused(request, token())) is not None:
            return no
        return JSONResponse(desk().pad())

    async def tap(request: Request) -> Response:
        if (no := refused(request, token())) is not None:
            return no
        host = request.headers.get("host", "")
        if (reason := refusal(request.method, request.headers, host, token())) is not None:
            return _refuse(reason)
        if not pace.allow(request.client.host if request.client else "?"):
            return _refuse("pace")
        if (sent := await _tap_of(request)) is None:
            return _refuse("body")
        return JSONResponse(desk().tap(sent))

    return [
        Route("/e/{token}/pad", pad, methods=["GET"]),
        Route("/e/{token}/tap", tap, methods=["GET", "POST", "PUT", "DELETE"]),
    ]
