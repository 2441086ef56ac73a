"""The entry routes refuse every hostile request before the desk sees it, and pass a good tap
through once. The desk is the real ``EntryDesk`` over a match session (matador-classic, Anna and
Boris), with a note of every tap that reached it (the desk's own checks: tests/entry), kept by
``DeskKeeper`` (the first phone to claim it; the store's keeper: test_entry_served.py)."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from starlette.applications import Starlette

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.web.entries import Entry
from scorekeeper.web.entry_guard import TOKEN_HEADER, Pace
from scorekeeper.web.entry_phones import DeskKeeper
from scorekeeper.web.entry_routes import DEVICE_HEADER, entry_routes
from scorekeeper.web.headers import Guarded

ENTRY, VIEW = "e" * 24, "v" * 24
HOST = "testserver"


class Recorder:
    """The real desk, and what reached it."""

    def __init__(self) -> None:
        self.taps: list[dict[str, Any]] = []
        match = Match(["Anna", "Boris"], load_catalog().get("matador-classic"))
        self.desk = EntryDesk(MatchSession(match))

    def pad(self) -> dict[str, Any]:
        return self.desk.pad()

    def tap(self, tap: dict[str, Any], by: tuple[str, str] = ("", "")) -> dict[str, Any]:
        self.taps.append(tap)
        return self.desk.tap(tap, by)

    def answer(self, sent: dict[str, Any], device: str, keeping: bool) -> dict[str, Any]:
        self.taps.append(sent)
        return self.desk.answer(sent, device, keeping)


class Http:
    """Plain HTTP requests to a real uvicorn server on a free port, off the server's loop."""

    def __init__(self, port: int) -> None:
        self.port = port

    def _ask(self, method: str, path: str, body: bytes | None, headers: dict[str, str]) -> Answer:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request(method, path, body=body, headers={"host": HOST, **headers})
            answer = connection.getresponse()
            return Answer(answer.status, answer.read().decode())
        finally:
            connection.close()

    async def post(self, path: str, tap: Any, headers: dict[str, str], raw: bytes = b"") -> Answer:
        body = raw or json.dumps(tap).encode()
        return await asyncio.to_thread(self._ask, "POST", path, body, headers)

    async def get(self, path: str, headers: dict[str, str] | None = None) -> Answer:
        headers = headers or {}
        return await asyncio.to_thread(self._ask, "GET", path, None, headers)


class Answer:
    def __init__(self, status: int, text: str) -> None:
        self.status, self.text = status, text

    def json(self) -> Any:
        return json.loads(self.text)


@contextlib.asynccontextmanager
async def served(burst: float = 50) -> AsyncIterator[tuple[Http, Recorder]]:
    desk = Recorder()
    entry = Entry("entry-match-1", ENTRY, DeskKeeper(desk))
    found = {ENTRY: entry}
    app = Starlette(routes=entry_routes(found.get, Pace(burst, 0.001)))
    app.add_middleware(Guarded)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, "127.0.0.1", port, log_level="warning"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    try:
        yield Http(port), desk
    finally:
        server.should_exit = True
        await task


GOOD = {
    TOKEN_HEADER: ENTRY, "origin": f"http://{HOST}", "sec-fetch-site": "same-origin",
    DEVICE_HEADER: "phone-1",
}  # fmt: skip
PATH = f"/e/{ENTRY}/tap"
TAP = {"id": "p1-0001", "do": "pass"}


async def claimed(http: Http) -> None:
    answer = await http.post(f"/e/{ENTRY}/claim", {"name": "Anna's phone"}, GOOD)
    assert answer.status == 200 and answer.json()["keeper"] == {"you": True, "who": "Anna's phone"}


async def test_a_good_tap_reaches_the_desk_and_its_answer_comes_back() -> None:
    async with served() as (http, desk):
        await claimed(http)
        answer = await http.post(PATH, TAP, GOOD)
        assert answer.status == 200 and answer.json()["kept"] is True
        assert desk.taps == [TAP]
        assert (await http.get(f"/e/{ENTRY}/pad")).json()["revision"] == 1


async def test_hostile_requests_are_refused_and_never_reach_the_desk() -> None:
    no_token = {k: v for k, v in GOOD.items() if k != TOKEN_HEADER}
    no_device = {k: v for k, v in GOOD.items() if k != DEVICE_HEADER}
    async with served() as (http, desk):
        await claimed(http)
        tries = [
            (await http.post(PATH, TAP, no_token), 403),
            (await http.post(PATH, TAP, {**GOOD, TOKEN_HEADER: VIEW}), 403),
            (await http.post(f"/e/{VIEW}/tap", TAP, GOOD), 403),  # the view's token
            (await http.post(PATH, TAP, {**GOOD, "origin": "http://x.example"}), 403),
            (await http.post(PATH, TAP, {**GOOD, "sec-fetch-site": "cross-site"}), 403),
            (await http.get(PATH, GOOD), 405),
            (await http.post(PATH, None, GOOD, raw=b"{not json"), 400),
            (await http.post(PATH, {"do": "pass"}, GOOD), 400),  # no id
            (await http.post(PATH, TAP, no_device), 400),
            (await http.post(PATH, TAP, {**GOOD, DEVICE_HEADER: "phone 2; drop"}), 400),
            (await http.post(PATH, TAP, {**GOOD, DEVICE_HEADER: "phone-2"}), 409),  # not it
            (await http.post(f"/e/{ENTRY}/claim", None, GOOD, raw=b"[1]"), 400),
        ]
        assert [answer.status for answer, _ in tries] == [status for _, status in tries]
        assert desk.taps == []
        assert "entry" in tries[0][0].text  # a sentence, not a traceback


async def test_a_flood_from_one_client_is_slowed_to_its_pace() -> None:
    async with served(burst=6) as (http, desk):
        await claimed(http)  # one of the six
        codes = [
            (await http.post(PATH, {"id": f"t{n}", "do": "pass"}, GOOD)).status for n in range(8)
        ]
        assert codes == [200] * 5 + [429] * 3
        assert [tap["id"] for tap in desk.taps] == ["t0", "t1", "t2", "t3", "t4"]
