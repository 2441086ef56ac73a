"""One stream for every view a browser has open on this server (issue 24 item 5).

A browser opens at most about six connections to one server, and each open event stream holds
one: a seventh tab never loaded. So the pages of one server share one stream: a shared worker
(``WORKER``, at ``/t/<token>/worker.js``) opens ``/t/<token>/stream?views=m:<version>,c3:...``
for all the views its tabs show, and hands each tab the messages of its view. The stream
merges the views' feeds; each message names its view and the version its difference applies
to (``base``), so a tab that is at another version asks for every part instead. A browser
without shared workers opens the same stream for its own view, one per tab (docs/web.md).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable

from scorekeeper.web.feed import Feed

MAX_VIEWS = 16  # views in one stream: a tab per table of a big club night, and then some


def wanted(query: str, find: Callable[[str], Feed | None]) -> list[tuple[Feed, str]]:
    """The feeds ``views=key:version,...`` names (the unknown ones left out), each once."""
    chosen: dict[str, tuple[Feed, str]] = {}
    for item in query.split(",")[:MAX_VIEWS]:
        key, _colon, seen = item.partition(":")
        feed = find(key) if key not in chosen else None
        if feed is not None:
            chosen[key] = (feed, seen)
    return list(chosen.values())


async def merged(views: list[tuple[Feed, str]]) -> AsyncIterator[bytes]:
    """Every message of every view's stream, as each comes; ends when they all have."""
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()

    async def pump(feed: Feed, seen: str) -> None:
        try:
            async for chunk in feed.stream(seen):
                await queue.put(chunk)
        finally:
            queue.put_nowait(None)

    tasks = [asyncio.create_task(pump(feed, seen)) for feed, seen in views]
    try:
        running = len(tasks)
        while running:
            chunk = await queue.get()
            if chunk is None:
                running -= 1
            else:
                yield chunk
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


WORKER = """
"use strict";
var ports = [], versions = {}, source = null, timer = null, state = "open", gone = false;
function send(port, message) { try { port.postMessage(message); } catch (e) { /* closed */ } }
function tell(message) { ports.forEach(function (port) { send(port, message); }); }
function reopen() { clearTimeout(timer); timer = setTimeout(open, 30); }
function open() {
  if (source) { source.close(); }
  var views = Object.keys(versions).map(function (key) { return key + ":" + versions[key]; });
  if (!views.length || gone) { source = null; return; }
  source = new EventSource("stream?views=" + encodeURIComponent(views.join(",")));
  source.addEventListener("parts", function (event) {
    var message = JSON.parse(event.data);
    versions[message.view] = message.version;
    tell({parts: message});
  });
  source.onopen = function () { state = "open"; tell({state: state}); };
  source.onerror = function () {
    state = "lost";
    tell({state: state});
    if (source.readyState === EventSource.CLOSED) { check(); }
  };
}
function check() {
  fetch("./", {cache: "no-store"}).then(function (answer) {
    if (answer.status === 403 || answer.status === 404) {
      gone = true; state = "gone"; tell({state: state});
    } else { setTimeout(open, 3000); }
  }, function () { setTimeout(open, 3000); });
}
function leave(port) {
  ports = ports.filter(function (p) { return p !== port; });
  if (!ports.some(function (p) { return p.view === port.view; })) {
    delete versions[port.view];  // no tab shows it any more
    reopen();
  }
}
onconnect = function (event) {
  var port = event.ports[0];
  ports.push(port);
  port.onmessage = function (message) {
    var data = message.data;
    if (data.bye) { leave(port); return; }
    port.view = data.view;
    if (data.view && versions[data.view] !== data.version) {
      versions[data.view] = data.version;  // a new view, or a tab at another version
      reopen();
    }
    if (state !== "open") { send(port, {state: state}); }
  };
  port.start();
};
"""
