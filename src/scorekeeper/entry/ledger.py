"""Which taps were applied: the once-only record the desk asks before applying a tap."""

from __future__ import annotations

from typing import Protocol


class TapLedger(Protocol):
    """Tap ids already applied to one match. A durable one (store/) writes ``applied`` in the
    same transaction as the entry the tap made; this protocol is all ``entry`` knows of it."""

    def seen(self, tap_id: str) -> bool: ...
    def applied(self, tap_id: str) -> None: ...


class MemoryLedger:
    """Keeps the ids for as long as the process lives (tests; a match nobody stores)."""

    def __init__(self) -> None:
        self._ids: set[str] = set()

    def seen(self, tap_id: str) -> bool:
        return tap_id in self._ids

    def applied(self, tap_id: str) -> None:
        self._ids.add(tap_id)
