"""The table display's door: how many connections it keeps, and for how long, so that idle and
half-sent connections on a club's Wi-Fi (or someone's script) cannot make it unreachable.

Each connection gets ``Limits.header_seconds`` to send a whole request, from the moment it
opened or its last answer ended (uvicorn itself only times out the wait between requests, and
not a request begun and never finished). At most ``per_client`` connections from one address
and ``total`` in all: a connection beyond either makes room by closing the oldest idle one
(no request in flight: the page's own stream is never dropped), and is closed itself only
when every one is busy. Each kind of refusal is logged once per address, not once per
connection: no floods of lines, no tracebacks. The file descriptors in use stay near
``total``, so an accept never fails for want of them.
"""

from __future__ import annotations

import contextlib
import logging
import time
from dataclasses import dataclass
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

LOG = logging.getLogger("uvicorn.error")


@dataclass(frozen=True)
class Limits:
    header_seconds: float = 10.0
    per_client: int = 64  # a phone needs two or three; a TV with many tabs a dozen
    total: int = 512


class Gate:
    """Every connection open now, oldest first, and the refusals already logged."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.open: dict[Any, None] = {}  # an ordered set of the connections
        self._logged: set[tuple[str, str]] = set()
        self.refused = 0  # connections closed for the limits (counted, logged once each kind)

    def admit(self, new: GatedProtocol) -> bool:
        """Make room for ``new`` (closing the oldest idle connection that holds its place);
        False if every connection is busy and ``new`` was closed."""
        client = new.address
        mine = [c for c in self.open if c.address == client]
        if len(mine) >= self.limits.per_client:
            crowd, kind = mine, "per-client"
        elif len(self.open) >= self.limits.total:
            crowd, kind = list(self.open), "total"
        else:
            self.open[new] = None
            return True
        idle = next((c for c in crowd if c.idle), None)
        self.refused += 1
        if idle is not None:
            self.note(kind + "-idle", client)
            idle.drop()
            self.open[new] = None
            return True
        self.note(kind + "-busy", client)
        return False

    def note(self, kind: str, client: str) -> None:
        if (kind, client) in self._logged:
            return
        self._logged.add((kind, client))
        limits = self.limits
        words = {
            "per-client-idle": f"{limits.per_client} connections from it, the oldest idle closed",
            "total-idle": f"{limits.total} connections in all, the oldest idle one closed",
            "per-client-busy": f"{limits.per_client} busy connections from it, a new one refused",
            "total-busy": f"{limits.total} busy connections in all, a new one refused",
            "slow": f"no whole request within {limits.header_seconds:g} s, closed",
        }
        LOG.warning("table display, %s: %s (logged once)", client, words[kind])


def gated(gate: Gate) -> type[H11Protocol]:
    """uvicorn's HTTP protocol class, behind ``gate``."""
    return type("Gated", (GatedProtocol,), {"gate": gate})


class GatedProtocol(H11Protocol):
    gate: Gate

    @property
    def address(self) -> str:
        return self.client[0] if self.client else "?"

    @property
    def idle(self) -> bool:
        return self.cycle is None or self.cycle.response_complete

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        if not self.gate.admit(self):
            self.transport.abort()
            return
        self._wait()

    def connection_lost(self, exc: Exception | None) -> None:
        self.gate.open.pop(self, None)
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._wait()

    def _wait(self) -> None:
        self._since = time.monotonic()
        self.loop.call_later(self.gate.limits.header_seconds, self._deadline, self._since)

    def _deadline(self, since: float) -> None:
        """A whole request did not come in time (the deadline of ``since``'s wait)."""
        if since == self._since and self.idle and not self.transport.is_closing():
            self.gate.note("slow", self.address)
            self.drop()

    def drop(self) -> None:
        self.gate.open.pop(self, None)
        self.transport.abort()


def more_files(wanted: int = 4096) -> None:
    """Raise this process's limit of open files towards ``wanted`` (within the hard limit),
    so that the connections allowed never meet it."""
    try:
        import resource  # not on Windows: its own limits are far higher
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
