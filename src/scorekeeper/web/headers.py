"""The headers every answer of the table display carries, refusals included, and the refusal
of a path without the token."""

from __future__ import annotations

import secrets

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorekeeper.i18n import _


class Guarded:
    """Headers on every answer (a 404 or 405 as well): nothing may frame, sniff or cache it,
    and the strictest policy unless the page set its own."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def guarded(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers: list[tuple[bytes, bytes]] = list(message.get("headers", []))
                names = {name.lower() for name, _value in headers}
                extra = {
                    b"x-content-type-options": b"nosniff",
                    b"referrer-policy": b"no-referrer",
                    b"x-frame-options": b"DENY",
                    b"cache-control": b"no-store",
                    b"content-security-policy": b"default-src 'none'",
                }
                headers += [(name, value) for name, value in extra.items() if name not in names]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, guarded)


def refused(request: Request, token: str) -> Response | None:
    """403 for a path whose token is not the server's (compared in constant time), else None."""
    given = str(request.path_params["token"])
    if not secrets.compare_digest(given.encode(), token.encode()):
        return PlainTextResponse(_("Forbidden: this address is not the table's."), 403)
    return None
