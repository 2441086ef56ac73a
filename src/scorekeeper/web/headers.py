"""The headers every answer of the table display carries, refusals included."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send


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
