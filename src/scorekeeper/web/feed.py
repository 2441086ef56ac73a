"""One feed of a page for every viewer: it polls, renders once a change, and hands each viewer's
stream the message that brings its page up to date.

What is watched and how it is drawn is the subclass's (``Live``: a match; ``ClubLive``: a club
event's board); the polling, the versions, the difference and the streams are here, once. The
parts are rendered once and the difference to the previous version is kept as one message, so
twenty phones cost twenty sends of the same text, not twenty renderings. A viewer further
behind (a reconnect after a drop) gets every part.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import secrets
from collections.abc import AsyncIterator

from scorekeeper.i18n import current_language
from scorekeeper.store import StoreError
from scorekeeper.web.parts import Parts

POLL_SECONDS = 0.025  # data_version is one integer: 40 looks a second cost nothing
SETTLE_SECONDS = 0.02
KEEPALIVE_SECONDS = 15.0  # a comment line, so that proxies and phones keep the stream open


class Feed:
    """Subclasses say whether the store moved (``poll``) and draw the page (``make``); both may
    raise ``StoreError``, which is kept as ``problem`` and tried again at the next poll."""

    def __init__(self, empty: Parts, key: str = "m") -> None:
        """``key``: the view's name in the one stream a tab shares (``mux``): ``m``, ``c3``."""
        self.key = key
        self._epoch = secrets.token_hex(4)  # a restarted server's versions are not these
        self._serial = 0
        self._language = current_language()
        self.parts: Parts = empty
        self._stale = False  # the store moved, and the parts were not made anew since
        self._diff = b""  # the message from the version before to this one
        self._diff_from = ""
        self._changed = asyncio.Event()
        self._closed = False
        self._viewers = 0  # streams open now: with none, nothing is polled or rendered
        self.problem: str | None = None  # the store's one-line complaint, if reading failed

    def poll(self) -> bool:
        """Whether anything was committed since the last call (the first call says yes)."""
        raise NotImplementedError

    def make(self, language: str) -> Parts:
        """The parts as the store holds them now (``self._language``: the last ones' language)."""
        raise NotImplementedError

    @property
    def version(self) -> str:
        return f"{self._epoch}-{self._serial}"

    def moved(self) -> bool:
        """Whether the store (or the app's language) moved since the parts were made."""
        try:
            self._stale = self.poll() or self._stale
        except StoreError as error:
            self.problem = str(error)
            return False
        return self._stale or current_language() != self._language

    def update(self) -> bool:
        """Render anew if the store (or the app's language) moved; True if the page changed."""
        if not self.moved():
            return False
        language = current_language()
        try:
            new = self.make(language)
        except StoreError as error:
            self.problem = str(error)  # stale still: the next poll tries again
            return False
        self.problem, self._stale, self._language = None, False, language
        if new == self.parts:
            return False
        old, self.parts, self._diff_from = self.parts, new, self.version
        self._serial += 1
        self._diff = self._message(difference(old, new), base=self._diff_from)
        self._changed.set()
        self._changed = asyncio.Event()
        return True

    async def run(self) -> None:
        """Poll until closed (the server runs this as a task), while anyone watches: a page
        nobody has open costs nothing (a page asked for is made anew, ``update``), so the
        match page's feed does not replay each table's match on a club night."""
        while not self._closed:
            if self._viewers and self.moved():
                # in the app, the key that moved it draws its frame first: the scorekeeper's
                # screen before the phones', which follow a few milliseconds later
                await asyncio.sleep(SETTLE_SECONDS)
                self.update()
            await asyncio.sleep(POLL_SECONDS)

    def wake(self) -> None:
        """Every stream sends a comment line now (and so looks whether it should end)."""
        self._changed.set()
        self._changed = asyncio.Event()

    def close(self) -> None:
        """End every stream, so that the server can stop without waiting for the phones."""
        self._closed = True
        self._changed.set()

    async def stream(self, seen: str) -> AsyncIterator[bytes]:
        """The event stream of one viewer whose page shows version ``seen``."""
        self._viewers += 1
        try:
            yield b"retry: 1000\n\n"
            while not self._closed:
                if seen == self.version:
                    changed = self._changed
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(changed.wait(), KEEPALIVE_SECONDS)
                    if not changed.is_set() or seen == self.version:  # no news: woken
                        yield b": still here\n\n"
                    continue
                # one version behind: the difference; further (a reconnect): every part
                yield self._diff if seen == self._diff_from else self._message(self.parts)
                seen = self.version
        finally:
            self._viewers -= 1

    def _message(self, changed: Parts, base: str = "") -> bytes:
        """Made (and encoded) once, sent to every viewer as it is. ``base``: the version the
        difference applies to ("": every part, whatever the page shows)."""
        rows_from = len(self.parts.rows) - len(changed.rows)
        data = {
            "view": self.key,
            "base": base,
            "version": self.version,
            "title": html.unescape(changed.title),  # document.title is text, not markup
            "blocks": changed.blocks,
            "rows": {"from": rows_from, "html": list(changed.rows)},
        }
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return f"id: {self.version}\nevent: parts\ndata: {text}\n\n".encode()


def difference(old: Parts, new: Parts) -> Parts:
    """The parts of ``new`` that differ from ``old``; its rows from the first that differs."""
    blocks = {key: html for key, html in new.blocks.items() if old.blocks.get(key) != html}
    same = 0
    for before, after in zip(old.rows, new.rows, strict=False):
        if before != after:
            break
        same += 1
    return Parts(new.title, blocks, new.rows[same:])
