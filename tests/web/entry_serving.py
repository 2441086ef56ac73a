"""A real uvicorn server for the entry page's tests: the page, the pad, the taps and the claim,
over the real ``EntryDesk`` on a session of a real SQLite store.

Until helper "keeper"'s ``TableServer`` entry routes are on main, who keeps is the small
``PhoneKeeper`` below (the device that claimed last, or that took over, keeps); the guards are
the real ones (``entry_guard.refusal``, ``headers.refused``), so the page's requests pass
exactly as they must through the real server's door.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from scorekeeper.entry import EntryDesk
from scorekeeper.model import Match
from scorekeeper.store import Store
from scorekeeper.web.entry_guard import refusal
from scorekeeper.web.entry_page import entry_page
from scorekeeper.web.headers import Guarded, refused
from scorekeeper.web.page import policy

TOKEN = "entrytoken" + "x" * 14


class PhoneKeeper:
    """Which device keeps the match: whoever claimed while nobody kept it, or took it over."""

    def __init__(self, desk: EntryDesk) -> None:
        self.desk = desk
        self.device: str | None = None
        self.name: str | None = None

    def pad(self, device: str) -> dict[str, Any]:
        you = self.device is not None and device == self.device
        return {**self.desk.pad(), "keeper": {"you": you, "who": None if you else self.name}}

    def claim(self, device: str, name: str, take_over: bool) -> tuple[bool, dict[str, Any]]:
        if self.device in (None, device) or take_over:
            self.device, self.name = device, name
            return True, self.pad(device)
        return False, {"who": self.name, "pad": self.pad(device)}

    def tap(self, device: str, tap: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
        if device != self.device:
            return False, {"who": self.name, "pad": self.pad(device)}
        answer = self.desk.tap(tap)
        return True, {**answer, "pad": {**answer["pad"], "keeper": self.pad(device)["keeper"]}}


async def _posted(request: Request, token: str) -> Response | dict[str, Any]:
    """The JSON body of a POST that passes the entry's door, or the refusal."""
    if (no := refused(request, token)) is not None:
        return no
    host = request.headers.get("host", "")
    if refusal(request.method, request.headers, host, token) is not None:
        return PlainTextResponse("refused", 403)
    try:
        sent = json.loads(await request.body())
    except ValueError:
        return PlainTextResponse("That tap could not be read.", 400)
    return sent if isinstance(sent, dict) else PlainTextResponse("not a tap", 400)


def _device(request: Request) -> str:
    return request.headers.get("x-entry-device", "")


def app_of(keeper: PhoneKeeper, language: str, token: Callable[[], str]) -> Starlette:
    """``token``: the entry token now (a new one and the old stops working at once)."""

    async def page(request: Request) -> Response:
        if (no := refused(request, token())) is not None:
            return no
        nonce = secrets.token_urlsafe(16)
        html = entry_page(token(), language, nonce)
        return HTMLResponse(html, headers={"content-security-policy": policy(nonce)})

    async def pad(request: Request) -> Response:
        if (no := refused(request, token())) is not None:
            return no
        return JSONResponse(keeper.pad(_device(request)))

    async def tap(request: Request) -> Response:
        if isinstance(sent := await _posted(request, token()), Response):
            return sent
        kept, answer = keeper.tap(_device(request), sent)
        return JSONResponse(answer, 200 if kept else 409)

    async def claim(request: Request) -> Response:
        if isinstance(sent := await _posted(request, token()), Response):
            return sent
        name, take_over = str(sent.get("name", "")), bool(sent.get("take_over"))
        kept, answer = keeper.claim(_device(request), name, take_over)
        return JSONResponse(answer, 200 if kept else 409)

    routes = [
        Route("/e/{token}/", page),
        Route("/e/{token}/pad", pad),
        Route("/e/{token}/tap", tap, methods=["POST"]),
        Route("/e/{token}/claim", claim, methods=["POST"]),
    ]
    app = Starlette(routes=routes)
    app.add_middleware(Guarded)
    return app


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class EntryTable:
    """A stored match served at its entry address; ``restart`` stops the server and starts a
    new one on the same port, over the store reopened (who kept it is forgotten)."""

    db: Path
    match: Match
    language: str
    port: int = field(default_factory=free_port)
    token: str = TOKEN
    match_id: int = 0
    store: Store | None = None
    keeper: PhoneKeeper | None = None
    server: uvicorn.Server | None = None
    task: asyncio.Task[None] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/e/{self.token}/"

    async def start(self) -> None:
        self.store = Store.open(self.db)
        if not self.match_id:
            self.match_id = self.store.create_match(self.match)
        desk = EntryDesk(self.store.load_session(self.match_id), self.language)
        self.keeper = PhoneKeeper(desk)
        app = app_of(self.keeper, self.language, lambda: self.token)
        config = uvicorn.Config(app, "127.0.0.1", self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.task = asyncio.create_task(self.server.serve())
        while not self.server.started:
            await asyncio.sleep(0.01)

    async def stop(self) -> None:
        assert self.server is not None and self.task is not None and self.store is not None
        self.server.should_exit = True
        await self.task
        self.store.close()

    async def restart(self) -> None:
        await self.stop()
        await self.start()

    def stored_log(self) -> list[Any]:
        """The match's log as the store holds it: a store opened anew, apart from the server's."""
        with Store.open(self.db) as store:
            return list(store.load_session(self.match_id).match.log)
