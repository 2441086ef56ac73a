"""``Store``'s reads: a match's revision, turn and line of the history, the ids the app
opens first, the history and statistics, and the signal that something changed."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from scorekeeper.store.errors import unknown_match
from scorekeeper.store.kept import kept_match
from scorekeeper.store.records import MatchSummary
from scorekeeper.store.signals import ChangeSignal, change_signal
from scorekeeper.store.store_base import StoreBase
from scorekeeper.store.summary import name_key

if TYPE_CHECKING:  # the statistics and ratings load when they are asked for
    from scorekeeper.model.rating import Rating
    from scorekeeper.store.tallies import PlayerStats


class StoreReads(StoreBase):
    def revision(self, match_id: int) -> int:
        """The match's revision now (every change moves it): one row, no replay."""
        with self._db.reading() as conn:
            row = conn.execute("SELECT revision FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            raise unknown_match(self.path, match_id)
        return int(row[0])

    def summary(self, match_id: int) -> MatchSummary:
        """The match's line of the history, from the index (no replay)."""
        from scorekeeper.store import queries  # the history's queries: not at every start

        with self._db.snapshot() as conn:
            found = queries.summary(conn, match_id)
        if found is None:
            raise unknown_match(self.path, match_id)
        return found

    def unfinished_match_id(self) -> int | None:
        """The unfinished match played most recently, to offer first on start."""
        return self._one_id(
            "SELECT id FROM matches WHERE finished = 0 ORDER BY updated_at DESC, id DESC LIMIT 1"
        )

    def resumable_match_id(self) -> int | None:
        """What ``--resume`` opens: the match this machine kept (``kept.py``) while it is not
        finished; else, in a file (one machine's), the unfinished match played most recently.
        A server's other unfinished matches are other tables': none is offered."""
        kept = kept_match(self._kept_key())
        if kept is not None and self._one_id(
            "SELECT id FROM matches WHERE id = ? AND finished = 0", (kept,)
        ):
            return kept
        return None if self._db.address is not None else self.unfinished_match_id()

    def last_match_id(self) -> int | None:
        return self._one_id("SELECT id FROM matches ORDER BY updated_at DESC, id DESC LIMIT 1")

    def turn(self, match_id: int) -> str | None:
        with self._db.reading() as conn:
            return self._row(conn, match_id).turn

    def history(
        self, player: str | None = None, limit: int = 50, offset: int = 0
    ) -> list[MatchSummary]:
        """Matches newest first (by when they were started), optionally one player's."""
        from scorekeeper.store import queries

        with self._db.snapshot() as conn:
            return queries.history(conn, player, limit, offset)

    def count_matches(self, player: str | None = None) -> int:
        from scorekeeper.store import queries

        with self._db.reading() as conn:
            return queries.count_matches(conn, player)

    def player_stats(self, player: str | None = None) -> list[PlayerStats]:
        from scorekeeper.store import queries

        with self._db.snapshot() as conn:
            return queries.player_stats(conn, player)

    def ratings_for(self, names: Iterable[str]) -> dict[str, Rating]:
        """The ratings of these players, by name key (``summary.name_key``: however the name
        is capitalised); a player with no rated match is left out."""
        from scorekeeper.store import queries

        with self._db.snapshot() as conn:
            return queries.known_ratings(conn, [name_key(name) for name in names])

    def change_signal(self) -> ChangeSignal:
        """Asks "was anything committed since I last looked?" (and, on a server, which
        matches): SQLite's data_version, PostgreSQL's LISTEN/NOTIFY (``signals.py``)."""
        return change_signal(self._db)
