"""The headers every answer of the table display carries, refusals included; the refusal of a
request for a host the server does not answer to (DNS rebinding: a page of another site whose
name was made to point here); and the refusal of a path without the token."""

from __future__ import annotations

import secrets
import socket
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorekeeper.i18n import _


def answered_hosts(shown: str) -> frozenset[str]:
    """The names a browser may reach the server by: the address given out, this machine's
    loopback names, its host name (and its ``.local`` one, as phones may be told)."""
    name = socket.gethostname().lower()
    return frozenset({shown.lower(), "127.0.0.1", "localhost", "::1", name, f"{name}.local"})


def host_of(scope: Scope) -> str:
    """The host named by the request's Host header, without its port ("" when it has none)."""
    for key, value in scope.get("headers", []):
        if key == b"host":
            try:
                return (urlsplit("//" + value.decode("latin-1")).hostname or "").lower()
            except ValueError:  # a port that is not a number, a bracket left open
                return ""
    return ""


class Guarded:
    """Headers on every answer (a 404 or 405 as well): nothing may frame, sniff or cache it,
    and the strictest policy unless the page set its own. A request naming another host is
    421, the name never repeated; a redirect's Location is a path, never a host."""

    def __init__(self, app: ASGIApp, hosts: frozenset[str] = frozenset()) -> None:
        self.app, self.hosts = app, hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.hosts and host_of(scope) not in self.hosts:
            words = _("Misdirected request: this server does not answer to that name.")
            await self._guard(PlainTextResponse(words, 421), scope, receive, send)
            return
        await self._guard(self.app, scope, receive, send)

    async def _guard(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
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
                headers = [(n, _path_only(v) if n == b"location" else v) for n, v in headers]
                message = {**message, "headers": headers}
            await send(message)

        await app(scope, receive, guarded)


def _path_only(location: bytes) -> bytes:
    """A redirect to a path of this server, whatever host the request named."""
    parts = urlsplit(location.decode("latin-1"))
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    return (path or "/").encode("latin-1")


def refused(request: Request, token: str) -> Response | None:
    """403 for a path whose token is not the server's (compared in constant time), else None."""
    given = str(request.path_params["token"])
    if not secrets.compare_digest(given.encode(), token.encode()):
        return PlainTextResponse(_("Forbidden: this address is not the table's."), 403)
    return None
