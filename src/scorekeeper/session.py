"""The match being kept: one source of truth for the app, with redo and a journal.

Every change goes through ``MatchSession`` so that the journal (SQLite, in the app) has it
before anything on screen shows it, and so that undo, redo and edits are the same log
operations everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from scorekeeper.model import LogEntry, Match, replay


class Journal(Protocol):
    """Where changes are made durable. Each call must be committed when it returns.

    Every call gets the entry concerned and the session's match *after* the change (its
    totals, its last step's deltas): the journal writes what it is given and keeps no match
    of its own, so each entry is checked and priced once.
    """

    def recorded(self, entry: LogEntry, match: Match) -> None: ...
    def undone(self, entry: LogEntry, match: Match) -> None: ...
    def redone(self, entry: LogEntry, match: Match) -> None: ...
    def rewritten(self, entries: Sequence[LogEntry], match: Match) -> None: ...


class NullJournal:
    """Keeps nothing: for tests and for matches that are only looked at."""

    def recorded(self, entry: LogEntry, match: Match) -> None:
        pass

    def undone(self, entry: LogEntry, match: Match) -> None:
        pass

    def redone(self, entry: LogEntry, match: Match) -> None:
        pass

    def rewritten(self, entries: Sequence[LogEntry], match: Match) -> None:
        pass


class MatchSession:
    """A match, the entries undone since the last new one (for redo), and its journal."""

    def __init__(
        self,
        match: Match,
        journal: Journal | None = None,
        redo: Sequence[LogEntry] = (),
    ) -> None:
        self.match = match
        self.journal: Journal = journal or NullJournal()
        self._redo: list[LogEntry] = list(reversed(redo))  # last item is redone first

    @property
    def can_undo(self) -> bool:
        return self.match.entry_count > 0

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def redo_entries(self) -> list[LogEntry]:
        """Undone entries in log order (the first is the next to be redone)."""
        return list(reversed(self._redo))

    def record(self, entry: LogEntry) -> None:
        """Check and append; a new entry ends the redo chain. Raises ``RuleError``."""
        self.match.record(entry)
        try:
            self.journal.recorded(entry, self.match)
        except BaseException:
            self.match.undo()  # what is not durable must not be shown
            raise
        self._redo.clear()

    def undo(self) -> LogEntry | None:
        try:
            entry = self.match.undo()
        except IndexError:  # an empty log (``can_undo`` would copy the whole log: O(n) a key)
            return None
        try:
            self.journal.undone(entry, self.match)
        except BaseException:
            self.match.record(entry)
            raise
        self._redo.append(entry)
        return entry

    def redo(self) -> LogEntry | None:
        if not self._redo:
            return None
        entry = self._redo[-1]
        self.match.record(entry)
        try:
            self.journal.redone(entry, self.match)
        except BaseException:
            self.match.undo()
            raise
        self._redo.pop()
        return entry

    def rewrite(self, entries: Sequence[LogEntry]) -> None:
        """Replace the whole log (an edit of an old round); every total is recomputed.

        Raises ``RuleError`` and changes nothing when the new log breaks a rule.
        """
        old = self.match
        rebuilt = replay(
            old.players, old.preset, entries, old.start_target, old.start_rounds_limit, old.mode
        )
        self.journal.rewritten(list(entries), rebuilt)
        self.match = rebuilt
        self._redo.clear()
