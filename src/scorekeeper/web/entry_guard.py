"""The entry address's door for state changes: a tap changes the match only as a POST carrying
the entry token in a header, sent from the page's own origin, and at a pace a hand can tap.

``refusal`` answers why a request may not change anything (``None`` when it may); the reasons
are short codes the routes turn into a status and a message in the page's language. The token
is compared in constant time. ``Pace`` is a token bucket per client address: ``burst`` taps at
once, then ``per_second`` (a keeper sending a queue of taps after a Wi-Fi drop sends them one
request at a time, so a queue of any length passes at that pace).
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

TOKEN_HEADER = "x-entry-token"
SAME_SITE = {"same-origin", "none"}  # "none": typed or opened from a QR code, no other page


def _origin_fits(headers: Mapping[str, str], host: str) -> bool:
    site = headers.get("sec-fetch-site")
    if site is not None and site not in SAME_SITE:
        return False
    origin = headers.get("origin")
    if origin is None:
        return site is not None  # a browser that sends neither is not one we serve
    return urlsplit(origin).netloc.lower() == host.lower()


def refusal(method: str, headers: Mapping[str, str], host: str, token: str) -> str | None:
    """Why this request may not change the match: ``method``, ``token`` or ``origin``."""
    if method.upper() != "POST":
        return "method"
    sent = headers.get(TOKEN_HEADER, "")
    if not sent or not hmac.compare_digest(sent.encode(), token.encode()):
        return "token"
    if not _origin_fits(headers, host):
        return "origin"
    return None


@dataclass
class Pace:
    """At most ``burst`` requests at once per client, refilled at ``per_second``."""

    burst: float = 20.0
    per_second: float = 5.0
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, client: str) -> bool:
        now = self.clock()
        left, then = self._buckets.get(client, (self.burst, now))
        left = min(self.burst, left + (now - then) * self.per_second)
        if left < 1.0:
            self._buckets[client] = (left, now)
            return False
        self._buckets[client] = (left - 1.0, now)
        if len(self._buckets) > 4096:  # forget the fullest (idle) clients first
            for name, (kept, _) in list(self._buckets.items()):
                if kept >= self.burst - 1.0 and name != client:
                    del self._buckets[name]
        return True
