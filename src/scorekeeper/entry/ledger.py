"""Which taps were applied: the once-only record the desk asks before applying a tap.

The desk calls ``seen`` first; for a new tap, ``pending`` just before the session's change,
then ``applied`` once the session has made it, or ``dropped`` when it was refused. The durable
ledger (``Store.tap_ledger(session)``, store/tap_ledger.py) hands the pending id to the
match's journal, which writes it in the same transaction as the entry, undo or redo the tap
made, so that an id is stored exactly when its change is. A change kept unsaved (a database
server out of reach: ``MatchSession.unsaved``) is applied but not stored: ``stored`` says
False until ``session.save_kept()`` writes it, and its id with it.
"""

from __future__ import annotations

from typing import Protocol


class TapLedger(Protocol):
    """Tap ids already applied to one match; all that ``entry`` knows of where they live."""

    def seen(self, tap_id: str) -> bool: ...
    def pending(self, tap_id: str) -> None: ...
    def applied(self, tap_id: str) -> None: ...
    def dropped(self, tap_id: str) -> None: ...
    def stored(self, tap_id: str) -> bool:
        """Applied and in the store with its change (what the page may show as kept)."""
        ...


class MemoryLedger:
    """Keeps the ids for as long as the process lives (tests; a match nobody stores)."""

    def __init__(self) -> None:
        self._ids: set[str] = set()

    def seen(self, tap_id: str) -> bool:
        return tap_id in self._ids

    def pending(self, tap_id: str) -> None:
        pass

    def applied(self, tap_id: str) -> None:
        self._ids.add(tap_id)

    def dropped(self, tap_id: str) -> None:
        pass

    def stored(self, tap_id: str) -> bool:
        return tap_id in self._ids  # no store to wait for: applied is as kept as it gets
