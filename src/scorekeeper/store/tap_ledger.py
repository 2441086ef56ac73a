"""The durable tap ledger (issue 26 item 3): ``entry.ledger.TapLedger`` for a stored match.

``Store.tap_ledger(session)`` makes one for a session of that store. ``seen`` answers from the
match's ``taps`` rows (read once, when the ledger is made) and the ids this ledger has handled
since: that is all of them, because any tap stored by anyone else moved the match's revision,
and this session's next write is then refused as changed elsewhere. ``pending`` hands the id
to the session's journal, which writes it in the transaction of the change the tap makes
(``taps.py``); ``applied`` then learns whether that write committed, or whether the change
was kept unsaved (the server out of reach: ``MatchSession.unsaved``), in which case the id
waits with it and is written when ``session.save_kept()`` writes the change. ``stored``
says which: a tap must not be shown as kept before the store has it.

The structure is ``TapLedger``'s (``scorekeeper.entry`` and the store are layers apart and
do not import each other).
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.model import LogEntry
from scorekeeper.session import MatchSession
from scorekeeper.store.database import Database
from scorekeeper.store.journal import StoreJournal
from scorekeeper.store.taps import TapRow, tap_ids


@dataclass(frozen=True)
class _Before:
    """What the session looked like when a tap began: to name a change it never journaled."""

    entries: int
    unsaved: int
    redo: list[LogEntry]  # the redo chain, the next to be redone first


class StoreTapLedger:
    """Tap ids applied to one stored match, each stored with its change."""

    def __init__(
        self,
        db: Database,
        session: MatchSession,
        journal: StoreJournal,
        ids: set[str] | None = None,
    ) -> None:
        """``ids``: the match's stored tap ids read already (on another connection: the app
        reads them off its thread, ``Store.desk_reads``); else read here."""
        self._session, self._journal = session, journal
        if ids is None:
            with db.reading() as conn:
                ids = tap_ids(conn, journal.match_id)
        self._ids = set(ids)
        self._before = _Before(0, 0, [])

    def seen(self, tap_id: str) -> bool:
        return tap_id in self._ids

    def pending(self, tap_id: str) -> None:
        session = self._session
        self._before = _Before(
            session.match.entry_count, session.unsaved_changes, session.redo_entries
        )
        self._journal.taps.pending = tap_id

    def applied(self, tap_id: str) -> None:
        row, written = self._journal.taps.finish(tap_id)
        self._ids.add(tap_id)
        if written:
            return
        session = self._session
        if session.unsaved is not None and session.unsaved_changes > self._before.unsaved:
            # kept unsaved: with the row its write carried, or (its change counted without a
            # write, as earlier changes wait) the row read off the session
            self._journal.taps.waiting.append(row or self._kept_row(tap_id))
        # else the tap changed nothing the store keeps (a turn tap): nothing to write

    def dropped(self, tap_id: str) -> None:
        self._journal.taps.finish(tap_id)

    def stored(self, tap_id: str) -> bool:
        """Applied, and in the store with its change (False while the change is kept unsaved
        and for an id never applied)."""
        return tap_id in self._ids and not self._journal.taps.is_waiting(tap_id)

    def _kept_row(self, tap_id: str) -> TapRow:
        """One step back is an undo; one step on is a redo where the redo chain lost just its
        first entry and the log ends with it, else an entry (a new entry equal to the only
        one redo would have put back leaves the same log and chain: it is named a redo)."""
        before, session = self._before, self._session
        entries = session.match.entry_count
        if entries < before.entries:
            return TapRow(tap_id, "undo", entries + 1)
        redone = (
            bool(before.redo)
            and session.redo_entries == before.redo[1:]
            and session.match.log[-1] == before.redo[0]
        )
        return TapRow(tap_id, "redo" if redone else "entry", entries)
