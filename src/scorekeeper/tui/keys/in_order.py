"""Keys in the order typed, each where the user meant it (issue 22 item 6).

Textual hands a key to whatever has the focus the moment the app reads it. Typed fast (30 ms
apart on a busy machine) a key can arrive while the work of the key before it is still under
way: a dialog pushed but not yet mounted (the digit meant for it picks a seat on the board
below), a radio button pressed whose handler has not yet moved the focus on (the Enter meant
for "End round" lands on the radio set). So the app holds each key until the screen in front
has handled every message that the keys before it caused (a dialog mounted, a focus moved, a
dismissed dialog's answer recorded), then hands it on; keys typed meanwhile follow in order.

Nothing is timed: a held key waits on the widgets' own queues (``call_later`` runs once the
messages queued before it are handled), so a key is never released early on a slow machine
nor late on a fast one. A screen waiting on storage (a worker) is not waited for: its keys
(Escape among them) still work while the server is slow.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from textual import events
from textual.app import App
from textual.dom import DOMNode

Handle = Callable[[events.Key], Awaitable[None]]


class KeysInOrder:
    """The keys typed, handed to ``handle`` (the app's own key handling) one at a time, each
    once the app and the screen are through with what the one before it set going."""

    def __init__(self, app: App[Any], handle: Handle) -> None:
        self._app, self._handle = app, handle
        self._held: deque[events.Key] = deque()
        self._pumping = False
        self._scheduled = False  # a pump waits on the app's own queue
        self._climbs = 0  # waits going up the widgets towards the app (``_climb``)
        self._handed: DOMNode | None = None  # where the key just handed on went

    @property
    def waiting(self) -> int:
        """How many keys are held."""
        return len(self._held)

    async def typed(self, event: events.Key) -> None:
        self._held.append(event)
        await self._pump()

    async def _pump(self) -> None:
        if self._pumping:  # a key being handled: the keys after it wait for it
            return
        self._pumping = True
        try:
            while self._held and not self._wait():
                self._handed = self._app.focused or self._screen()
                await self._handle(self._held.popleft())
        finally:
            self._pumping = False

    def _wait(self) -> bool:
        """Whether something is still under way; if so, the pump is woken when it is done.

        A message a widget has in hand leaves its queue empty, so a key's way is followed
        instead: up from where it went (and from every widget with messages waiting), one
        widget at a time, each asked once the one below is through, so that what bubbles up
        (the key, a button's press) is always ahead of the asking (``_climb``)."""
        if self._climbs or self._scheduled:
            return True
        starts = [pump for pump in self._widgets() if _busy(pump)]
        if self._handed is not None:
            starts.append(self._handed)
            self._handed = None
        for pump in starts:
            self._climb(pump)
        if _busy(self._app):  # a key come back to the app runs a widget's binding there
            self._schedule()
        return bool(self._climbs) or self._scheduled

    def _climb(self, pump: DOMNode) -> None:
        """Wait for ``pump``, then its parent, and so on to the app."""
        if pump is self._app or not pump.call_later(partial(self._climbed, pump)):
            self._schedule()
            return
        self._climbs += 1

    def _climbed(self, pump: DOMNode) -> None:
        self._climbs -= 1
        parent = pump.parent
        if parent is None:
            self._schedule()
        else:
            self._climb(parent)

    def _screen(self) -> DOMNode | None:
        try:
            return self._app.screen
        except Exception:  # no screen yet (starting) or any more (closing): nothing to wait for
            return None

    def _widgets(self) -> list[DOMNode]:
        """The screen in front and its widgets."""
        screen = self._screen()
        return [] if screen is None else [screen, *screen.walk_children()]

    def _schedule(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            self._app.call_later(self._run)  # behind what the app's queue holds now

    async def _run(self) -> None:
        self._scheduled = False
        await self._pump()


def _busy(pump: DOMNode) -> bool:
    """Whether ``pump`` has messages or callbacks to handle (beside the one in hand), or is not
    mounted yet. Textual keeps them on each message pump (``_message_queue``,
    ``_next_callbacks``: the version is pinned, docs/dependencies.md)."""
    waiting = bool(pump._message_queue.qsize() or pump._next_callbacks)
    return waiting or not getattr(pump, "_is_mounted", True)
