"""An edit of a match's log as one step that can be taken back and put again.

An edit replaces a stretch of the log (one event changed, one deleted, a round end corrected).
Keeping only that stretch, before and after, is enough to go either way, so the history of
edits costs what the edits touched, never a copy of the whole log per edit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.model import LogEntry


@dataclass(frozen=True, slots=True)
class Rewrite:
    """``removed`` at ``index`` became ``inserted``; the log then held ``at`` entries."""

    index: int
    removed: tuple[LogEntry, ...]
    inserted: tuple[LogEntry, ...]
    at: int

    @property
    def length_before(self) -> int:
        """How many entries the log held just before the edit."""
        return self.at - len(self.inserted) + len(self.removed)

    def after(self, log: Sequence[LogEntry]) -> list[LogEntry]:
        """The log with the edit made (``log`` as it was just before it)."""
        rest = self.index + len(self.removed)
        return [*log[: self.index], *self.inserted, *log[rest:]]

    def before(self, log: Sequence[LogEntry]) -> list[LogEntry]:
        """The log with the edit taken back (``log`` as it was just after it)."""
        rest = self.index + len(self.inserted)
        return [*log[: self.index], *self.removed, *log[rest:]]


def difference(old: Sequence[LogEntry], new: Sequence[LogEntry]) -> Rewrite | None:
    """The one stretch where ``new`` differs from ``old`` (None where they are the same)."""
    start, shortest = 0, min(len(old), len(new))
    while start < shortest and old[start] == new[start]:
        start += 1
    if start == len(old) == len(new):
        return None
    end = 0  # entries equal at the end, not overlapping the equal start
    while end < shortest - start and old[-1 - end] == new[-1 - end]:
        end += 1
    removed = tuple(old[start : len(old) - end])
    inserted = tuple(new[start : len(new) - end])
    return Rewrite(start, removed, inserted, len(new))
