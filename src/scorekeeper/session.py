"""The match being kept: one source of truth for the app, with undo, redo and a journal.

Every change goes through ``MatchSession`` so that the journal (SQLite, in the app) has it
before anything on screen shows it, and so that undo, redo and edits are the same log
operations everywhere.

A change is one appended entry or one edit (a ``Rewrite``). The appended entries need no
history of their own: the log is it, and undo takes back its last entry. Edits are kept in
order with the log's length just after each, so undo knows which comes first: the last edit
is next exactly when the log is as long as that edit left it (every later entry is taken
back). Redo mirrors it: the first undone edit is next when the log is as long as it was just
before that edit. Recording a key therefore stays O(1): nothing copies the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from scorekeeper.model import LogEntry, Match, replay
from scorekeeper.rewrites import Rewrite, difference

Change = LogEntry | Rewrite  # what one undo or redo takes back or puts again


class Journal(Protocol):
    """Where changes are made durable. Each call must be committed when it returns.

    Every call gets the change concerned and the session's match *after* the change (its
    totals, its log, its last step's deltas): the journal writes what it is given and keeps
    no match of its own, so each entry is checked and priced once.
    """

    def recorded(self, entry: LogEntry, match: Match) -> None: ...
    def undone(self, entry: LogEntry, match: Match) -> None: ...
    def redone(self, entry: LogEntry, match: Match) -> None: ...
    def rewritten(self, change: Rewrite, match: Match) -> None: ...
    def rewrite_undone(self, change: Rewrite, match: Match) -> None: ...
    def rewrite_redone(self, change: Rewrite, match: Match) -> None: ...
    def resync(self, match: Match, redo: Sequence[LogEntry]) -> None:
        """Write the whole log and redo chain as they are now (after changes kept unsaved)."""
        ...


@dataclass(frozen=True)
class Kept:
    """The changes kept unsaved, as they were when a save took them: what a write off the
    session's thread writes while the keys go on (``MatchSession.kept``). The match it writes
    is rebuilt from the log then (``match``), never the session's own, which the keys move."""

    like: Match  # the players, preset, limits and mode (read only)
    log: tuple[LogEntry, ...]
    redo: tuple[LogEntry, ...]
    changes: int  # how many of the waiting changes this holds

    def match(self) -> Match:
        like = self.like
        return replay(
            like.players,
            like.preset,
            self.log,
            like.start_target,
            like.start_rounds_limit,
            like.mode,
            trusted=True,  # every entry was checked when it was recorded
        )


class NullJournal:
    """Keeps nothing: for tests and for matches that are only looked at."""

    def recorded(self, entry: LogEntry, match: Match) -> None:
        pass

    def undone(self, entry: LogEntry, match: Match) -> None:
        pass

    def redone(self, entry: LogEntry, match: Match) -> None:
        pass

    def rewritten(self, change: Rewrite, match: Match) -> None:
        pass

    def rewrite_undone(self, change: Rewrite, match: Match) -> None:
        pass

    def rewrite_redone(self, change: Rewrite, match: Match) -> None:
        pass

    def resync(self, match: Match, redo: Sequence[LogEntry]) -> None:
        pass


class MatchSession:
    """A match, its edits, what was undone since the last new change (for redo), a journal."""

    def __init__(
        self,
        match: Match,
        journal: Journal | None = None,
        redo: Sequence[LogEntry] = (),
        rewrites: Sequence[Rewrite] = (),
        redo_rewrites: Sequence[Rewrite] = (),
        keep_when: tuple[type[Exception], ...] = (),
    ) -> None:
        self.match = match
        self.journal: Journal = journal or NullJournal()
        # A journal failure of these kinds (a database server out of reach) keeps the change
        # here, shown, to be written by ``save_kept``; any other failure takes it back.
        self._keep_when = keep_when
        self.unsaved: Exception | None = None  # why changes wait here; None: all are written
        self.unsaved_changes = 0
        self._redo: list[LogEntry] = list(reversed(redo))  # last item is redone first
        self._rewrites: list[Rewrite] = list(rewrites)  # in force, oldest first
        self._redo_rewrites: list[Rewrite] = list(reversed(redo_rewrites))

    @property
    def can_undo(self) -> bool:
        return self.match.entry_count > 0 or bool(self._rewrites)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo or self._redo_rewrites)

    @property
    def redo_entries(self) -> list[LogEntry]:
        """Undone entries in log order (the first is the next to be redone)."""
        return list(reversed(self._redo))

    @property
    def rewrites(self) -> list[Rewrite]:
        """The edits in force, oldest first."""
        return list(self._rewrites)

    @property
    def redo_rewrites(self) -> list[Rewrite]:
        """Undone edits, the next to be redone first."""
        return list(reversed(self._redo_rewrites))

    def record(self, entry: LogEntry) -> None:
        """Check and append; a new entry ends the redo chain. Raises ``RuleError``."""
        self.match.record(entry)
        try:
            self._journal(self.journal.recorded, entry)
        except BaseException:
            self.match.undo()  # what is not durable (nor kept to be written) is not shown
            raise
        self._redo.clear()
        self._redo_rewrites.clear()

    def undo(self) -> Change | None:
        """Take back the last change, whatever it was; None when there is none."""
        if self._rewrites and self._rewrites[-1].at == self.match.entry_count:
            change = self._rewrites[-1]
            self._replace(change.before(self.match.log), change, self.journal.rewrite_undone)
            self._redo_rewrites.append(self._rewrites.pop())
            return change
        try:
            entry = self.match.undo()
        except IndexError:  # an empty log (``can_undo`` would copy the whole log: O(n) a key)
            return None
        try:
            self._journal(self.journal.undone, entry)
        except BaseException:
            self.match.record(entry)
            raise
        self._redo.append(entry)
        return entry

    def redo(self) -> Change | None:
        """Put back the last change undone; None when there is none."""
        waiting = self._redo_rewrites[-1] if self._redo_rewrites else None
        if waiting is not None and waiting.length_before == self.match.entry_count:
            self._replace(waiting.after(self.match.log), waiting, self.journal.rewrite_redone)
            self._rewrites.append(self._redo_rewrites.pop())
            return waiting
        if not self._redo:
            return None
        entry = self._redo[-1]
        self.match.record(entry)
        try:
            self._journal(self.journal.redone, entry)
        except BaseException:
            self.match.undo()
            raise
        self._redo.pop()
        return entry

    def rewrite(self, entries: Sequence[LogEntry]) -> Rewrite | None:
        """Replace the log (an edit of an old round); every total is recomputed. One step
        for undo; it ends the redo chain. None (and nothing done) when nothing differs.

        Raises ``RuleError`` and changes nothing when the new log breaks a rule.
        """
        change = difference(self.match.log, entries)
        if change is None:
            return None
        self._replace(list(entries), change, self.journal.rewritten)
        self._rewrites.append(change)
        self._redo.clear()
        self._redo_rewrites.clear()
        return change

    def save_kept(self) -> bool:
        """Write what was kept unsaved (the whole log as it is: a write that did reach the
        database before its answer was lost is not doubled). True when nothing waits."""
        if self.unsaved is None:
            return True
        try:
            self.journal.resync(self.match, self.redo_entries)
        except self._keep_when as error:
            self.unsaved = error
            return False
        self.unsaved, self.unsaved_changes = None, 0
        return True

    def kept(self) -> Kept | None:
        """What waits unsaved now, for a write made elsewhere (None: nothing waits). The keys
        go on meanwhile: they are kept too, and ``kept_saved`` then leaves them waiting."""
        if self.unsaved is None:
            return None
        log, redo = tuple(self.match.log), tuple(self.redo_entries)
        return Kept(self.match, log, redo, self.unsaved_changes)

    def kept_saved(self, kept: Kept) -> bool:
        """``kept`` is in the journal now; True when nothing waits any more. A change made
        while it was written waits on (the next save writes the whole log again)."""
        if self.unsaved is None:
            return True
        self.unsaved_changes = max(self.unsaved_changes - kept.changes, 0)
        if self.unsaved_changes == 0:
            self.unsaved = None
            return True
        return False

    def kept_refused(self, error: Exception) -> None:
        """A write of what was kept failed: still kept where the database is out of reach
        (``error`` says why), else ``error`` rises."""
        if not isinstance(error, self._keep_when):
            raise error
        self.unsaved = error

    def _journal(self, call: _EntryCall, entry: LogEntry) -> None:
        """One entry's write; kept for later where the database is out of reach (and while
        earlier changes wait: they are written first, all together)."""
        if self.unsaved is not None:
            self.unsaved_changes += 1
            return
        try:
            call(entry, self.match)
        except self._keep_when as error:
            self.unsaved, self.unsaved_changes = error, 1

    def _replace(self, entries: list[LogEntry], change: Rewrite, journal_call: _Call) -> None:
        """Replay ``entries`` (a refusal changes nothing), journal it, then show it. An edit
        waits for kept changes to be written: it rewrites the log they are part of."""
        if self.unsaved is not None:
            raise self.unsaved
        old = self.match
        rebuilt = replay(
            old.players, old.preset, entries, old.start_target, old.start_rounds_limit, old.mode
        )
        journal_call(change, rebuilt)
        self.match = rebuilt


class _Call(Protocol):
    def __call__(self, change: Rewrite, match: Match) -> None: ...


class _EntryCall(Protocol):
    def __call__(self, entry: LogEntry, match: Match) -> None: ...
