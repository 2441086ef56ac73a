"""A phone at the entry address, as the touch page talks to the server: plain HTTP to a real
uvicorn server, off the server's loop, with the headers the page sends (its origin, the entry
token, its device id)."""

from __future__ import annotations

import asyncio
import http.client
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from scorekeeper.web.entry_guard import TOKEN_HEADER
from scorekeeper.web.entry_routes import DEVICE_HEADER


@dataclass(frozen=True)
class Reply:
    status: int
    text: str

    def json(self) -> Any:
        return json.loads(self.text)


def ask(url: str, method: str, body: Any = None, headers: dict[str, str] | None = None) -> Reply:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.netloc, timeout=10)
    try:
        data = None if body is None else json.dumps(body).encode()
        connection.request(method, parts.path, body=data, headers=headers or {})
        answer = connection.getresponse()
        return Reply(answer.status, answer.read().decode())
    finally:
        connection.close()


class Phone:
    """One phone's page at ``entry`` (``http://host:port/e/<token>/``)."""

    def __init__(self, entry: str, device: str, token: str | None = None) -> None:
        parts = urlsplit(entry)
        self.entry, self.device = entry, device
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.token = token or parts.path.split("/")[2]  # the header's: the path's unless told

    @property
    def headers(self) -> dict[str, str]:
        return {
            TOKEN_HEADER: self.token, DEVICE_HEADER: self.device, "origin": self.origin,
            "sec-fetch-site": "same-origin", "content-type": "application/json",
        }  # fmt: skip

    async def pad(self) -> Reply:
        return await asyncio.to_thread(ask, self.entry + "pad", "GET", None, self.headers)

    async def claim(self, name: str, take_over: bool = False) -> Reply:
        body = {"name": name, "take_over": take_over}
        return await asyncio.to_thread(ask, self.entry + "claim", "POST", body, self.headers)

    async def tap(self, tap_id: str, do: str, **more: Any) -> Reply:
        body = {"id": tap_id, "do": do, **more}
        return await asyncio.to_thread(ask, self.entry + "tap", "POST", body, self.headers)

    async def word(self, sent: dict[str, Any]) -> Reply:
        """The phone's word on the round end asked (issue 26 item 4)."""
        return await asyncio.to_thread(ask, self.entry + "word", "POST", sent, self.headers)


async def fetched(
    url: str, method: str = "GET", body: Any = None, headers: dict[str, str] | None = None
) -> Reply:
    """``ask`` off the loop (the server under test answers in this loop)."""
    return await asyncio.to_thread(ask, url, method, body, headers)
