"""``Store``: the one object the app, the commands and the exporters use to reach the database.

Use it from one thread. Every method raises ``StoreError`` (one line naming the file) for a
database that cannot be used; matches that are not there raise it too. Its reads for the
screens are in ``store_reads.py``, its claims on a match in ``store_claims.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import suppress
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.store import leases
from scorekeeper.store.adding import add_match
from scorekeeper.store.connection import connect, connect_reading
from scorekeeper.store.database import Database
from scorekeeper.store.dialect import is_pg
from scorekeeper.store.errors import StoreError, StoreUnavailable
from scorekeeper.store.file_pins import pin, unpin
from scorekeeper.store.journal import KeptWrite, StoreJournal
from scorekeeper.store.paths import DbTarget
from scorekeeper.store.rating_queue import settle
from scorekeeper.store.records import StoredMatch
from scorekeeper.store.rewrite_rows import read_rewrites
from scorekeeper.store.rows import (
    parse_time,
    read_log,
    rebuild_match,
)
from scorekeeper.store.store_claims import StoreClaims
from scorekeeper.store.store_reads import StoreReads
from scorekeeper.store.summary import rebuild_all

if TYPE_CHECKING:  # the club book loads when a club night is asked for, not with every match
    from scorekeeper.matchfile import Played
    from scorekeeper.store.club_book import ClubBook
    from scorekeeper.store.tap_ledger import StoreTapLedger
    from scorekeeper.store.word import StoreWord


class Store(StoreClaims, StoreReads):
    @classmethod
    def open(cls, path: DbTarget, *, create_folder: bool = False, read_only: bool = False) -> Store:
        """Open (or create) the database at ``path``, migrating it forward if it is older.

        ``path`` is a SQLite file or a PostgreSQL address (``postgresql://...``).
        ``create_folder`` makes a missing folder (for the default location only: a folder the
        user named that does not exist is more likely a typo). ``read_only`` is for commands
        that only read: an existing file only, which may be read-only, as may its folder.
        """
        if isinstance(path, str):  # a server's address is read only when one is given
            from scorekeeper.store.pg_url import is_pg_url

            if is_pg_url(path):
                from scorekeeper.store.pg_connect import server_database  # psycopg: only here

                return cls(server_database(path, read_only))
        path = Path(path)
        held = pin(path)  # before SQLite locks it: our own header reads must not drop the locks
        try:
            conn = connect_reading(path) if read_only else connect(path, create_folder)
        except BaseException:
            unpin(held)
            raise
        held = held or pin(path)  # a new file: SQLite has just made it
        return cls(Database(conn, path, read_only=read_only, pin=held))

    @property
    def club(self) -> ClubBook:
        """The club nights kept in this database (store/club_book.py)."""
        from scorekeeper.store.club_book import ClubBook

        return ClubBook(self._db)

    def companion(self) -> Store:
        """The same database on a connection of its own, for another thread (a store is used
        from one): it holds what this store holds (the leases are both stores'), and closing
        it lets go of none of them, which is this store's to do."""
        target = self.target
        if not isinstance(target, str) and not target.exists():  # SQLite would make a new one
            raise StoreError(
                _(
                    "{path}: the database is not there any more (moved or deleted while the"
                    " app had it open)"
                ).format(path=target)
            )
        other = Store.open(target)
        other._db.me, other._leases_mine = self._db.me, False
        return other

    _leases_mine = True  # a companion's leases are its first store's

    def close(self) -> None:
        """Let go of the matches this store has open, then close the file."""
        try:
            if not self._db.read_only and self._leases_mine:
                with suppress(StoreError), self._db.write() as conn:
                    leases.release(conn, self._db.me)  # a lease left behind dies with us
                settle(self._db, wait=True)  # a rating left queued when another app was busy
        finally:
            self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- matches ---------------------------------------------------------------------------
    def create_match(
        self,
        match: Match,
        *,
        played: Played | None = None,
        unless_stored: bool = False,
        word: bool = False,
    ) -> int:
        """Store a new match (with whatever its log already holds); returns its id.

        ``played`` gives its dates (an imported match keeps its own); with ``unless_stored``
        the same match stored already (see ``fingerprint``) is refused with ``SameMatch``;
        ``word``: round ends entered from a phone wait for the table's word (``word``).
        """
        with self._db.write() as conn:
            match_id = add_match(conn, match, played, unless_stored, word)
        settle(self._db)
        return match_id

    def import_matches(self, matches: Iterable[Match]) -> list[int]:
        """Many matches in one transaction: all are stored, or none."""
        with self._db.write() as conn:
            ids = [add_match(conn, match, None, unless_stored=False) for match in matches]
        settle(self._db)  # old matches among them: the history after them once
        return ids

    def continue_match(self, match: Match) -> tuple[int, int] | None:
        """Where ``match`` continues a stored match (a table's rescue file), add the entries
        it lacks: (its id, how many), else None (``continuing.py``)."""
        from scorekeeper.store.continuing import continue_match

        return continue_match(self._db, match)

    def load_match(self, match_id: int) -> StoredMatch:
        with self._db.snapshot() as conn:
            row = self._row(conn, match_id)
            active, undone = read_log(conn, match_id)
            rewrites, redo_rewrites = read_rewrites(conn, match_id)
            return StoredMatch(
                id=row.id,
                created_at=parse_time(row.created_at),
                updated_at=parse_time(row.updated_at),
                match=rebuild_match(row, active),
                turn=row.turn,
                redo=tuple(undone),
                revision=row.revision,
                rewrites=tuple(rewrites),
                redo_rewrites=tuple(redo_rewrites),
            )

    def session(self, stored: StoredMatch, rate: Callable[[], None] | None = None) -> MatchSession:
        """A session that keeps recording into ``stored`` (its match is the session's: the
        log is not replayed again). Refused at the first write if the match changed since.
        ``rate``: what catches the ratings up after a write that queued one (by default
        ``settle_ratings`` here, right after the commit; the app: on another thread)."""
        journal = StoreJournal(self._db, stored.id, stored.revision, rate)
        if is_pg(self._db.conn) and not stored.match.finished and not self._db.read_only:
            from scorekeeper.store.pg_record import warm

            with suppress(StoreError):  # out of reach: the first entry is kept, as ever
                warm(self._db, stored.id, stored.revision, stored.match)
        return MatchSession(
            stored.match,
            journal,
            stored.redo,
            stored.rewrites,
            stored.redo_rewrites,
            keep_when=(StoreUnavailable,),  # a server out of reach: kept, written when back
        )

    def tap_ledger(self, session: MatchSession, ids: set[str] | None = None) -> StoreTapLedger:
        """The phones' tap ids of ``session``'s match (one of this store's sessions): each id
        written with the change its tap made, in that change's transaction (``tap_ledger.py``).
        Make a new one for every new session of the match. ``ids``: ``desk_reads``'s."""
        from scorekeeper.store.tap_ledger import StoreTapLedger

        journal = session.journal
        if not isinstance(journal, StoreJournal) or journal.db is not self._db:
            raise ValueError("a tap ledger is for a session of this store")
        return StoreTapLedger(self._db, session, journal, ids)

    def word(self, match_id: int, on: bool | None = None) -> StoreWord:
        """The match's opponents' word: its setting (``on``, read here unless given:
        ``desk_reads``) and the round end it has asked (``entry.word.WordBook``; ``word.py``)."""
        from scorekeeper.store.word import StoreWord

        return StoreWord(self._db, match_id, on)

    def desk_reads(self, match_id: int) -> tuple[set[str], bool]:
        """What a phone's desk reads of the match when it is made: its stored tap ids and its
        word setting (on any store of the database: the app reads them off its thread)."""
        from scorekeeper.store.taps import tap_ids
        from scorekeeper.store.word import word_on

        with self._db.reading() as conn:
            ids = tap_ids(conn, match_id)
        return ids, word_on(self._db, match_id)

    def kept_of(self, session: MatchSession) -> KeptWrite | None:
        """What ``session`` (one of this store's) keeps unsaved, with the taps waiting with it,
        taken on its thread for ``write_kept`` on another; None where nothing waits."""
        kept, journal = session.kept(), session.journal
        if kept is None or not isinstance(journal, StoreJournal):
            return None
        return journal.kept_write(kept)

    def write_kept(self, kept: KeptWrite) -> None:
        """Write ``kept`` on this store's connection (a companion of the session's store, on
        its own thread); then the session's ``kept_saved``. Raises as ``resync`` does."""
        if kept.journal.db.target != self._db.target:
            raise ValueError("kept changes are written to their own database")
        kept.journal.resync(kept.kept.match(), kept.kept.redo, self._db, kept.taps)

    def settle_ratings(self) -> None:
        """Catch the ratings up (``rating_queue.settle``): nothing where another app is at it."""
        settle(self._db)

    def load_session(self, match_id: int) -> MatchSession:
        """The match as it was left: its log replayed once, its edits ready to undo and its
        undone changes ready to redo."""
        return self.session(self.load_match(match_id))

    def rename_player(self, match_id: int, old: str, new: str) -> None:
        """Rename in the match and its whole log. Raises ``RuleError`` for a refused name.
        A session open on the match must be loaded again afterwards."""
        with self._db.reading():
            from scorekeeper.store import editing  # a rename or a delete is rare

            editing.rename_player(self._db, match_id, old, new)

    def delete_match(self, match_id: int) -> None:
        with self._db.reading():
            from scorekeeper.store import editing

            editing.delete_match(self._db, match_id)

    def rebuild_index(self) -> None:
        """Recompute every summary and statistic from the logs."""
        with self._db.write() as conn:
            rebuild_all(conn)
