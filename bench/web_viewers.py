"""Viewers for bench_web.py: ``COUNT`` connections to the table display's event stream, each
reading every message to the end, in a process of their own (the phones are not the app's
machine: their browsers' work must not be counted as the app's). Prints ``ready`` once every
stream has sent its first message; runs until killed.

Run by bench_web.py:  python bench/web_viewers.py URL COUNT
"""

from __future__ import annotations

import asyncio
import sys
from urllib.parse import urlsplit


async def viewer(url: str, first: asyncio.Event, count: list[int]) -> None:
    parts = urlsplit(url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    writer.write(
        f"GET {parts.path}events?v=0 HTTP/1.1\r\nHost: {parts.netloc}\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    await writer.drain()
    while line := await reader.readline():
        if line.startswith(b"data:") and not first.is_set():
            first.set()
            count[0] += 1
        await asyncio.sleep(0)


async def main(url: str, viewers: int) -> None:
    firsts = [asyncio.Event() for _ in range(viewers)]
    count = [0]
    tasks = [asyncio.create_task(viewer(url, first, count)) for first in firsts]
    for first in firsts:
        await first.wait()
    print("ready", flush=True)
    await asyncio.gather(*tasks)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
