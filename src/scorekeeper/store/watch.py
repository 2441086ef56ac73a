"""Following one match as another connection (the app, maybe in another process) records it.

The web view's read side. ``changed()`` asks the store's ``signals.change_signal``
(SQLite's ``PRAGMA data_version``, PostgreSQL's LISTEN/NOTIFY), so an idle table costs one
cheap query a poll. When it moved, ``refresh()`` brings the match up to date without
replaying its whole log: the journal only ever changes the top of the log, one entry per
revision (record, undo, redo), so every row below ``rows - revisions moved`` is untouched
and only the rows above are read and applied. Anything else (an edit, a rename, a row that
does not read back as expected, another match recorded) replays the match from the store,
as ``Store.load_match`` does.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.model import Match, RuleError
from scorekeeper.store.rows import MatchRow, load_entry, read_match_row, rebuild_match
from scorekeeper.store.sql import Conn
from scorekeeper.store.store import Store

_FULL_BEYOND = 500  # revisions moved since the last look: replaying is as cheap by then


@dataclass(frozen=True, slots=True)
class Watched:
    """The match as the store holds it now, and whose turn the app remembered."""

    match_id: int
    match: Match
    turn: str | None
    revision: int
    replayed: bool  # rebuilt from the whole log (else caught up at its top: older rounds stand)


class MatchWatch:
    """Follows the match being kept in a store opened read-only (``Store.open(read_only=True)``);
    its own connection, so that the app's commits move ``data_version``."""

    def __init__(self, store: Store, match_id: int | None = None) -> None:
        """``match_id``: follow that match only (a view started from its board, ``serve
        --match``); None: whichever the app records into (the match changed last)."""
        self._store = store
        self._pinned = match_id is not None
        self._conn: Conn = store._db.conn  # one package: the store's own reads
        self._signal = store.change_signal()
        self._newest = store.last_match_id()  # the match changed last, when we started
        self._chosen = match_id
        self._texts: list[str] = []  # the active rows' text, for telling our log from theirs
        self._header: tuple[object, ...] = ()
        self._rewrites: list[tuple[object, ...]] = []
        self.watched: Watched | None = None

    def pin(self, match_id: int) -> bool:
        """Follow ``match_id`` only from now on; True if that is another match than before."""
        if self._pinned and self._chosen == match_id:
            return False
        self._pinned, self._chosen, self.watched = True, match_id, None  # replayed at refresh
        return True

    def changed(self) -> bool:
        """Whether anything was committed since the last call (the first call says yes)."""
        return self._signal.moved()

    def refresh(self) -> Watched | None:
        """The match now (None while the store holds none); raises ``StoreError``."""
        with self._store._db.snapshot() as conn:
            match_id = self._pick(conn)
            row = read_match_row(conn, match_id) if match_id is not None else None
            if row is None:
                self.watched = None
                return None
            self.watched = self._follow(conn, row)
        return self.watched

    def _pick(self, conn: Conn) -> int | None:
        """The match pinned at the start, for good (None once it is deleted); unpinned, whichever
        match was changed last, once it is another than the last one seen (the app started or
        resumed one): another app recording into the same database does not move a pinned view."""
        if self._pinned:
            pinned = conn.execute("SELECT 1 FROM matches WHERE id = ?", (self._chosen,)).fetchone()
            return self._chosen if pinned is not None else None
        newest = conn.execute(
            "SELECT id FROM matches ORDER BY updated_at DESC, id DESC LIMIT 1"
        ).fetchone()
        newest_id = newest[0] if newest else None
        if newest_id != self._newest:
            self._newest, self._chosen = newest_id, newest_id
        if self._chosen is None:
            found = conn.execute(
                "SELECT id FROM matches WHERE finished = 0 ORDER BY updated_at DESC, id DESC"
                " LIMIT 1"
            ).fetchone()
            self._chosen = found[0] if found else newest_id
        exists = conn.execute("SELECT 1 FROM matches WHERE id = ?", (self._chosen,)).fetchone()
        if exists is None:  # deleted: the next one
            self._chosen = newest_id
        return self._chosen

    def _follow(self, conn: Conn, row: MatchRow) -> Watched:
        header = (row.id, row.players, row.preset, row.target, row.rounds_limit, row.mode)
        rewrites = list(
            conn.execute(
                "SELECT n, undone, change FROM rewrites WHERE match_id = ? ORDER BY n", (row.id,)
            )
        )
        old = self.watched
        same = old is not None and header == self._header and rewrites == self._rewrites
        moved = row.revision - old.revision if old is not None else 0
        match = None
        if old is not None and same and 0 <= moved <= _FULL_BEYOND:
            match = self._catch_up(conn, row.id, old.match, moved)
        replayed = match is None
        if match is None:
            match = self._replay(conn, row)
        self._header, self._rewrites = header, rewrites
        return Watched(row.id, match, row.turn, row.revision, replayed)

    def _catch_up(self, conn: Conn, match_id: int, match: Match, moved: int) -> Match | None:
        """Our match moved to the stored log by its top rows only; None if that cannot be."""
        keep = max(0, len(self._texts) - moved)  # rows below this one no write has touched
        tail = [
            text
            for (text,) in conn.execute(
                "SELECT entry FROM entries WHERE match_id = ? AND undone = 0 AND seq > ?"
                " ORDER BY seq",
                (match_id, keep),
            )
        ]
        same = 0  # of the rows read, how many are still the ones we applied
        while keep + same < len(self._texts) and same < len(tail):
            if tail[same] != self._texts[keep + same]:
                break
            same += 1
        try:
            for _ in range(len(self._texts) - keep - same):
                match.undo()
            for text in tail[same:]:
                match.record(load_entry(text))
        except (RuleError, IndexError, ValueError):
            return None  # our copy is no longer the store's: replay it
        self._texts[keep + same :] = tail[same:]
        return match

    def _replay(self, conn: Conn, row: MatchRow) -> Match:
        entries = conn.execute(
            "SELECT entry FROM entries WHERE match_id = ? AND undone = 0 ORDER BY seq", (row.id,)
        )
        self._texts = [text for (text,) in entries]
        return rebuild_match(row, [load_entry(text) for text in self._texts])
