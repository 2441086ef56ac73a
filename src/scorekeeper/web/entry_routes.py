"""The entry address's routes, under ``/e/{token}/``: the touch page and the pad (GET, read
only), the claim of the keeping, the taps and the other phones' word on a round end asked
(POST, the only way anything changes). A POST must
name the entry token in the path and in the ``X-Entry-Token`` header, come from the page's own
origin and at a pace a hand taps (``entry_guard``), and say which phone sent it
(``X-Entry-Device``); each refusal is a status and a sentence, never a change. The keeper
(``entry_keeper``) says which phone keeps; its desk is the umpire and applies each tap id once.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from scorekeeper.i18n import _, current_language
from scorekeeper.model import RuleError
from scorekeeper.store import StoreError
from scorekeeper.web.entries import Entry
from scorekeeper.web.entry_guard import Pace, refusal
from scorekeeper.web.entry_keeper import Keeper
from scorekeeper.web.entry_page import entry_page
from scorekeeper.web.page import policy

T = TypeVar("T")
DEVICE_HEADER = "x-entry-device"
_DEVICE = re.compile(r"[A-Za-z0-9_-]{1,64}")
NAME_LIMIT = 60  # what a phone calls itself, as shown to the others


def _words(reason: str) -> tuple[str, int]:
    return {
        "method": (_("Only a tap sent by the entry page changes the match."), 405),
        "token": (_("Forbidden: this is not the table's entry address."), 403),
        "origin": (_("Forbidden: taps come only from the entry page itself."), 403),
        "pace": (_("Too many taps at once; wait a moment."), 429),
        "body": (_("That tap could not be read."), 400),
        "claim": (_("That claim could not be read."), 400),
        "word": (_("That answer could not be read."), 400),
        "device": (_("This page did not say which phone it is on; reload it."), 400),
    }[reason]


def _refuse(reason: str) -> Response:
    words, status = _words(reason)
    return PlainTextResponse(words, status, headers={"Retry-After": "1"} if status == 429 else {})


def _forbidden() -> Response:
    return PlainTextResponse(_("Forbidden: this address is not the table's."), 403)


async def _json_of(request: Request) -> dict[str, Any] | None:
    try:
        sent = json.loads(await request.body())
    except ValueError:
        return None
    return sent if isinstance(sent, dict) else None


async def _tap_of(request: Request) -> dict[str, Any] | None:
    tap = await _json_of(request)
    if tap is None or not isinstance(tap.get("id"), str) or "do" not in tap:
        return None
    return tap


async def _claim_of(request: Request) -> tuple[str, bool] | None:
    """The phone's name (printable, one line, at most ``NAME_LIMIT``) and ``take_over``."""
    claim = await _json_of(request)
    if claim is None:
        return None
    name, take_over = claim.get("name", ""), claim.get("take_over", False)
    if not isinstance(name, str) or not isinstance(take_over, bool):
        return None
    name = " ".join("".join(c if c.isprintable() else " " for c in name).split())
    return name[:NAME_LIMIT], take_over


def _device(request: Request) -> str | None:
    sent = request.headers.get(DEVICE_HEADER, "")
    return sent if _DEVICE.fullmatch(sent) else None


async def _asked(keeper: Keeper, call: Callable[..., T], *args: Any) -> T:
    """A keeper with a thread of its own (``executor``: a store's) is asked there, in order;
    any other (the app's) here, in the loop that holds its session, once it is ``ready``
    (the app's keeper reads what its desk needs of the store off that loop's thread)."""
    executor = getattr(keeper, "executor", None)
    if executor is None:
        ready = getattr(keeper, "ready", None)
        if ready is not None:
            await ready()
        return call(*args)
    return await asyncio.get_running_loop().run_in_executor(executor, partial(call, *args))


def entry_routes(find: Callable[[str], Entry | None], pace: Pace) -> list[Route]:
    """``find``: the entry a path's token opens now (a replaced token: none, at once)."""
    door = _Door(find, pace)
    return [
        Route("/e/{token}/", door.page, methods=["GET"]),
        Route("/e/{token}/pad", door.pad, methods=["GET"]),
        Route("/e/{token}/claim", door.claim, methods=["GET", "POST", "PUT", "DELETE"]),
        Route("/e/{token}/tap", door.tap, methods=["GET", "POST", "PUT", "DELETE"]),
        Route("/e/{token}/word", door.word, methods=["GET", "POST", "PUT", "DELETE"]),
    ]


class _Door:
    def __init__(self, find: Callable[[str], Entry | None], pace: Pace) -> None:
        self.find, self.pace = find, pace

    def entry_of(self, request: Request) -> Entry | None:
        return self.find(str(request.path_params["token"]))

    async def page(self, request: Request) -> Response:
        if (entry := self.entry_of(request)) is None:
            return _forbidden()
        nonce = secrets.token_urlsafe(16)
        html = entry_page(entry.token, current_language(), nonce)
        return HTMLResponse(html, headers={"Content-Security-Policy": policy(nonce)})

    async def pad(self, request: Request) -> Response:
        if (entry := self.entry_of(request)) is None:
            return _forbidden()
        keeper = entry.keeper
        return await _answered(_asked(keeper, keeper.pad, _device(request) or ""))

    async def guarded(self, request: Request) -> tuple[Entry, str] | Response:
        """The entry and the phone's device id, or the refusal of this POST."""
        if (entry := self.entry_of(request)) is None:
            return _forbidden()
        host = request.headers.get("host", "")
        if (reason := refusal(request.method, request.headers, host, entry.token)) is not None:
            return _refuse(reason)
        if not self.pace.allow(request.client.host if request.client else "?"):
            return _refuse("pace")
        device = _device(request)
        return _refuse("device") if device is None else (entry, device)

    async def claim(self, request: Request) -> Response:
        if isinstance(passed := await self.guarded(request), Response):
            return passed
        (entry, device), sent = passed, await _claim_of(request)
        if sent is None:
            return _refuse("claim")
        keeper = entry.keeper
        return await _answered(_asked(keeper, keeper.claim, device, *sent), keeps=True)

    async def tap(self, request: Request) -> Response:
        if isinstance(passed := await self.guarded(request), Response):
            return passed
        (entry, device), sent = passed, await _tap_of(request)
        if sent is None:
            return _refuse("body")
        return await _answered(_asked(entry.keeper, entry.keeper.tap, device, sent), keeps=True)

    async def word(self, request: Request) -> Response:
        """Another phone's word on the round end asked (issue 26 item 4): same guard as a tap."""
        if isinstance(passed := await self.guarded(request), Response):
            return passed
        (entry, device), sent = passed, await _json_of(request)
        if sent is None or not isinstance(sent.get("id"), str):
            return _refuse("word")
        return await _answered(_asked(entry.keeper, entry.keeper.word, device, sent), keeps=True)


async def _answered(asked: Any, keeps: bool = False) -> Response:
    """The keeper's answer as JSON; ``keeps``: a (kept, answer) pair, 409 when not kept. A
    database that cannot be used is 503 and its one line; a match that cannot be started, 422."""
    try:
        answer = await asked
    except StoreError as error:
        return PlainTextResponse(str(error), 503, headers={"Retry-After": "2"})
    except RuleError as error:  # a club table that cannot start here (its preset unknown)
        return PlainTextResponse(str(error), 422)
    if not keeps:
        return JSONResponse(answer)
    kept, body = answer
    return JSONResponse(body, 200 if kept else 409)
