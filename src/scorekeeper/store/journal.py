"""A match's log in SQLite: the ``session.Journal`` the app writes every change through.

One row per entry; undone entries keep their rows with ``undone = 1`` (they are the redo
chain, so redo survives a restart). Undone rows are always the highest numbers of the match
(an undo flags the last active row, a new entry deletes the undone ones first), so every
statement here reaches its rows from the top of the primary key: a write costs the same at
10 entries as at 100,000. Each call is one committed transaction that also moves the match's
summary by the step alone, from the session's match (the journal keeps no match of its own).
An edit is a row of ``rewrites`` (see ``rewrite_rows``) and rewrites the active rows whole.
A phone's tap id handed over by the tap ledger (``taps``: ``tap_ledger.py``) is written in the
transaction of the entry, undo or redo it made; one whose change is kept unsaved waits with it
and is written by ``resync``.

A write that queues a rating (a match finished, or one rated changed) leaves the catch-up to
``rate`` once it has committed: by default ``rating_queue.settle`` on this connection, right
after; the app hands it to its backend's thread instead, so that the key's path never waits
for a catch-up (issue 23 item 2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from scorekeeper.model import LogEntry, Match
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import Kept
from scorekeeper.store.database import Database
from scorekeeper.store.dialect import is_pg
from scorekeeper.store.errors import changed_elsewhere
from scorekeeper.store.rating_queue import queue_if_rated, settle
from scorekeeper.store.rewrite_rows import add_rewrite, flag_rewrite, replace_active
from scorekeeper.store.rows import insert_entries
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import write_step, write_summary
from scorekeeper.store.taps import CarriedTaps, TapRow, write_taps

# the highest active row of the match (0 where none is): found from the top of the key
_LAST_ACTIVE = (
    "COALESCE((SELECT seq FROM entries WHERE match_id = ?1 AND undone = 0"
    " ORDER BY seq DESC LIMIT 1), 0)"
)


@dataclass(frozen=True)
class KeptWrite:
    """A session's changes kept unsaved and the taps that wait with them, taken together on
    the session's thread, to be written on another (``Store.write_kept``)."""

    journal: StoreJournal
    kept: Kept
    taps: tuple[TapRow, ...]


class StoreJournal:
    """Implements ``scorekeeper.session.Journal`` for one stored match."""

    def __init__(
        self, db: Database, match_id: int, revision: int, rate: Callable[[], None] | None = None
    ) -> None:
        self._db = db
        self.match_id = match_id
        self._revision = revision  # the match's revision when it was read, moved by our writes
        self.taps = CarriedTaps()  # the phone's tap the next change carries (tap_ledger.py)
        self._rate = rate or (lambda: settle(db))  # the catch-up after a write that queued

    @property
    def db(self) -> Database:
        return self._db

    def recorded(self, entry: LogEntry, match: Match) -> None:
        tap = self.taps.take("entry", match.entry_count)  # the new row is the last active one
        if is_pg(self._db.conn):  # one round trip: the server's function does what follows
            from scorekeeper.store.pg_record import record

            tap_id = tap.tap_id if tap is not None else None
            queued = record(self._db, self.match_id, self._revision, entry, match, tap_id)
            self._revision += 1
            self.taps.committed(tap)
            if queued:
                self._rate()
            return
        with self._changing(match, tap) as conn:
            # a new entry ends the redo chain (undone edits are few: this is no log scan)
            conn.execute("DELETE FROM rewrites WHERE match_id = ? AND undone = 1", (self.match_id,))
            conn.execute(
                f"DELETE FROM entries WHERE match_id = ?1 AND seq > {_LAST_ACTIVE}",
                (self.match_id,),
            )
            (last,) = conn.execute(f"SELECT {_LAST_ACTIVE}", (self.match_id,)).fetchone()
            insert_entries(conn, self.match_id, [entry], first_seq=last + 1, undone=0)
            write_step(conn, self.match_id, match)

    def undone(self, entry: LogEntry, match: Match) -> None:
        tap = self.taps.take("undo", match.entry_count + 1)  # the row just flagged
        with self._changing(match, tap) as conn:
            conn.execute(
                f"UPDATE entries SET undone = 1 WHERE match_id = ?1 AND seq = {_LAST_ACTIVE}",
                (self.match_id,),
            )
            write_step(conn, self.match_id, match)

    def redone(self, entry: LogEntry, match: Match) -> None:
        """The first undone row becomes active again (the session redoes the entry it holds
        for that row; the revision check refuses a log changed behind our back)."""
        tap = self.taps.take("redo", match.entry_count)
        with self._changing(match, tap) as conn:
            found = conn.execute(
                "UPDATE entries SET undone = 0 WHERE match_id = ?1 AND seq = "
                f"(SELECT seq FROM entries WHERE match_id = ?1 AND seq > {_LAST_ACTIVE}"
                " ORDER BY seq LIMIT 1)",
                (self.match_id,),
            )
            if found.rowcount != 1:
                raise IndexError("nothing to redo")  # the session only redoes what it has
            write_step(conn, self.match_id, match)

    def rewritten(self, change: Rewrite, match: Match) -> None:
        with self._changing(match) as conn:
            add_rewrite(conn, self.match_id, change)
            replace_active(conn, self.match_id, match.log)
            write_summary(conn, self.match_id, match)

    def rewrite_undone(self, change: Rewrite, match: Match) -> None:
        self._move_rewrite(match, undone=True)

    def rewrite_redone(self, change: Rewrite, match: Match) -> None:
        self._move_rewrite(match, undone=False)

    def kept_write(self, kept: Kept) -> KeptWrite:
        """``kept`` with the taps waiting now (on the session's thread: a tap kept later
        belongs to a change ``kept`` does not hold)."""
        return KeptWrite(self, kept, tuple(self.taps.waiting))

    def resync(
        self,
        match: Match,
        redo: Sequence[LogEntry],
        through: Database | None = None,
        taps: Sequence[TapRow] | None = None,
    ) -> None:
        """The match's rows made what the session holds, after changes kept while the server
        was out of reach. The last of them may have been committed without its answer
        arriving (the revision moved by one): rewritten whole, it is not doubled; so are the
        taps kept with those changes (each once). ``through``: another connection to the same
        database (the app's backend writes there, on its own thread), with ``taps``, the
        waiting taps as they were when the session's changes were taken (``Kept``): taps
        added since wait for the next save, with their changes."""
        db = through or self._db
        taps = list(self.taps.waiting) if taps is None else list(taps)
        with db.changing(self.match_id, claim=True) as conn:
            (stored,) = conn.execute(
                "SELECT revision FROM matches WHERE id = ?", (self.match_id,)
            ).fetchone()
            if stored not in (self._revision, self._revision + 1):
                raise changed_elsewhere(self.match_id)
            conn.execute("DELETE FROM entries WHERE match_id = ?", (self.match_id,))
            conn.execute("DELETE FROM rewrites WHERE match_id = ? AND undone = 1", (self.match_id,))
            log = match.log
            insert_entries(conn, self.match_id, log, first_seq=1, undone=0)
            insert_entries(conn, self.match_id, list(redo), first_seq=len(log) + 1, undone=1)
            write_summary(conn, self.match_id, match)
            write_taps(conn, self.match_id, taps, again=True)
            queued = queue_if_rated(conn, self.match_id, match.finished)
        self._revision = stored + 1
        del self.taps.waiting[: len(taps)]  # the first ones: a tap kept since is appended
        if queued and through is not None:  # on the thread that wrote it: rated there, now
            settle(db)
        elif queued:  # a match finished while the server was away is rated now
            self._rate()

    # -- internals -------------------------------------------------------------------------
    @contextmanager
    def _changing(self, match: Match, tap: TapRow | None = None) -> Iterator[Conn]:
        """One transaction on the match, with the tap that made the change; our revision
        moves on only when it commits. A match whose rating may move waits in the queue,
        rated after the commit (``rate``)."""
        with self._db.changing(self.match_id, self._revision, claim=True) as conn:
            yield conn
            if tap is not None:
                write_taps(conn, self.match_id, [tap])
            queued = queue_if_rated(conn, self.match_id, match.finished)
        self._revision += 1
        self.taps.committed(tap)
        if queued:
            self._rate()

    def _move_rewrite(self, match: Match, undone: bool) -> None:
        with self._changing(match) as conn:
            flag_rewrite(conn, self.match_id, undone)
            replace_active(conn, self.match_id, match.log)
            write_summary(conn, self.match_id, match)
