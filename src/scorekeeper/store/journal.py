"""A match's log in SQLite: the ``session.Journal`` the app writes every change through.

One row per entry; undone entries keep their rows with ``undone = 1`` (they are the redo
chain, so redo survives a restart). Each call is one committed transaction that also
rewrites the match's summary from a copy of the match kept here, so the summary always
equals a replay of the rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeeper.model import LogEntry, Match, replay
from scorekeeper.store.database import Database
from scorekeeper.store.rows import insert_entries, load_entry
from scorekeeper.store.summary import write_summary


class StoreJournal:
    """Implements ``scorekeeper.session.Journal`` for one stored match."""

    def __init__(self, db: Database, match_id: int, match: Match, revision: int) -> None:
        self._db = db
        self.match_id = match_id
        self._match = match  # our own copy, moved exactly as the rows are
        self._revision = revision

    def recorded(self, entry: LogEntry) -> None:
        self._match.record(entry)
        self._commit(self._append(entry), undo_in_memory=self._match.undo)

    def undone(self) -> None:
        entry = self._match.undo()
        self._commit(self._mark_last_undone, undo_in_memory=lambda: self._match.record(entry))

    def redone(self) -> None:
        with self._db.reading() as conn:
            row = conn.execute(
                "SELECT seq, entry FROM entries WHERE match_id = ? AND undone = 1"
                " ORDER BY seq LIMIT 1",
                (self.match_id,),
            ).fetchone()
            if row is None:
                raise IndexError("nothing to redo")  # the session only redoes what it has
            self._match.record(load_entry(row[1]))  # the revision check below catches a race

        def reactivate() -> None:
            self._db.conn.execute(
                "UPDATE entries SET undone = 0 WHERE match_id = ? AND seq = ?",
                (self.match_id, row[0]),
            )

        self._commit(reactivate, undo_in_memory=self._match.undo)

    def rewritten(self, entries: Sequence[LogEntry]) -> None:
        old = self._match
        rebuilt = replay(old.players, old.preset, entries, old.start_target, old.start_rounds_limit)
        with self._db.changing(self.match_id, self._revision, claim=True) as conn:
            conn.execute("DELETE FROM entries WHERE match_id = ?", (self.match_id,))
            insert_entries(conn, self.match_id, list(entries), first_seq=1, undone=0)
            write_summary(conn, self.match_id, rebuilt)
        self._match = rebuilt
        self._revision += 1

    # -- internals -------------------------------------------------------------------------
    def _append(self, entry: LogEntry) -> Callable[[], None]:
        def append() -> None:
            conn = self._db.conn
            conn.execute(
                "DELETE FROM entries WHERE match_id = ? AND undone = 1", (self.match_id,)
            )  # a new entry ends the redo chain
            (last,) = conn.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE match_id = ?", (self.match_id,)
            ).fetchone()
            insert_entries(conn, self.match_id, [entry], first_seq=last + 1, undone=0)

        return append

    def _mark_last_undone(self) -> None:
        self._db.conn.execute(
            "UPDATE entries SET undone = 1 WHERE match_id = ? AND seq = (SELECT MAX(seq)"
            " FROM entries WHERE match_id = ? AND undone = 0)",
            (self.match_id, self.match_id),
        )

    def _commit(self, change: Callable[[], None], undo_in_memory: Callable[[], object]) -> None:
        """Write ``change`` and the new summary in one transaction; if it fails, put our copy
        of the match back as it was, so it keeps matching the rows."""
        try:
            with self._db.changing(self.match_id, self._revision, claim=True) as conn:
                change()
                write_summary(conn, self.match_id, self._match)
        except BaseException:
            undo_in_memory()
            raise
        self._revision += 1
