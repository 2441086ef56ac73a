"""What the app needs from storage. ``MemoryBackend`` keeps nothing (tests, a throwaway match);
``StoreBackend`` keeps every entry in SQLite or on a server before the screen shows it.

Two faces. The match on the board is written on the app's thread, through its session (an
entry waits for no server: ``session.py`` keeps it while the server is away). Everything else a
screen reads or changes (the history, the statistics, club night, opening a match) is a
``Library`` call, made only through ``Backend.ask``: off the app's thread, so that no screen
freezes while a server is slow or gone (``tui/backend/asking.py`` is how a screen asks). So is
what the app does on its own while a match is open: the lease's renewal and the ratings'
catch-up (``heartbeat``, and after a write that finished a match), and the write of changes
kept while the server was away (``save_kept``), which the board retries in a worker while its
keys go on.

The records the screens show come from here too: no screen imports the store.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeVar, runtime_checkable

from scorekeeper.i18n import _
from scorekeeper.model import Match, turns
from scorekeeper.session import MatchSession
from scorekeeper.store import DbTarget, MatchSummary, StoredMatch, StoreError
from scorekeeper.store.errors import unknown_match

if TYPE_CHECKING:  # club night's code loads when a club screen first asks (not at `new`)
    from scorekeeper.club import ClubEvent, EventBoard, TableCode
    from scorekeeper.entry import TapLedger
    from scorekeeper.entry.word import WordBook
    from scorekeeper.matchfile import Played  # the match file's reader: for an export only
    from scorekeeper.store import PlayerStats  # the statistics' records: with their screen

T = TypeVar("T")


class Resumable(NamedTuple):
    """The unfinished match offered first on the home screen."""

    match_id: int
    label: str


class OpenedMatch(NamedTuple):
    """A match ready for the board: its session, whose turn it is, its id and date."""

    session: MatchSession
    current: int | None  # whose turn it is (or who leads next)
    match_id: int | None = None
    played_on: datetime.date | None = None


class HeldElsewhere(NamedTuple):
    """Another running scorekeeper holds the match (its lease): where, for the board's words."""

    host: str
    pid: int


class Followed(NamedTuple):
    """The match as the store holds it now, while another scorekeeper keeps it (the board
    follows it), and who holds it (None: nobody any more)."""

    match: Match
    turn: str | None
    holder: HeldElsewhere | None


class HistoryPage(NamedTuple):
    """One page of the history, and how many matches the filter finds in all."""

    total: int  # the matches the filter finds, of which ``rows`` is one page
    rows: tuple[MatchSummary, ...]


class Library(Protocol):
    """The stored matches and club nights; every call may wait on a server, so it is made
    only through ``Backend.ask``. Each raises ``StoreError`` (or ``RuleError``) to refuse."""

    def history_page(self, player: str | None, offset: int, limit: int) -> HistoryPage: ...
    def stored(self, match_id: int) -> StoredMatch: ...
    def played(self, match_id: int) -> Played: ...
    def rename_player(self, match_id: int, old: str, new: str) -> None: ...
    def delete_match(self, match_id: int) -> None: ...
    def player_stats(self, player: str | None) -> list[PlayerStats]: ...
    def club_events(self) -> list[ClubEvent]: ...
    def event_moved(self, event_id: int) -> bool: ...
    def event_board(self, event_id: int) -> EventBoard | None: ...
    def draw_round(self, event_id: int) -> None: ...
    def start_table(self, code: TableCode) -> int: ...
    def open_for_play(self, match_id: int, force: bool = False) -> StoredMatch: ...
    def holder(self, match_id: int) -> HeldElsewhere | None: ...
    def followed(self, match_id: int) -> Followed | None: ...


class Backend(Protocol):
    @property
    def keeps_matches(self) -> bool:
        """Whether there are stored matches to show (the history, statistics, club night)."""
        ...

    @property
    def target(self) -> DbTarget | None:
        """What the table display reads (``scorekeeper serve`` opens the same)."""
        ...

    def start(self, match: Match, word: bool = False) -> OpenedMatch:
        """``word``: its phones' round ends wait for the table's word (a stored match's)."""
        ...

    def resumable(self) -> Resumable | None: ...
    async def opened(self, match_id: int, force: bool = False) -> OpenedMatch: ...
    async def remember_turn(self, match_id: int | None, player: str | None) -> None:
        """Who plays next, kept for a restart (off the app's thread)."""
        ...

    async def heartbeat(self) -> None:
        """The open match's lease renewed, and the ratings caught up, off the app's thread."""
        ...

    async def save_kept(self, session: MatchSession) -> bool:
        """Write what ``session`` keeps unsaved, off the app's thread (the keys go on): True
        when nothing waits any more. Raises ``StoreError`` where the store refuses it."""
        ...

    def desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        """The tap ledger and the word book of the phone's desk over ``session``."""
        ...

    async def read_desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        """The same, with what they read of the store read off the app's thread."""
        ...

    async def ask(self, call: Callable[[Library], T]) -> T: ...
    async def close(self) -> None: ...


@dataclass(frozen=True)
class DeskParts:
    """What the phone's desk over a board's session keeps in the store: its taps' ids and,
    where the match asks the opponents' word, its word book (None: not asked)."""

    ledger: TapLedger
    word: WordBook | None


@runtime_checkable
class HasBackend(Protocol):
    """An app with the one door to storage (``ScorekeeperApp``), as a board or the phone's
    keeper finds it on its app (the shell is above them: they do not import it)."""

    backend: Backend


def backend_of(app: object) -> Backend:
    """The app's backend; an app without one keeps nothing (``MemoryBackend``)."""
    return app.backend if isinstance(app, HasBackend) else MemoryBackend()


class MemoryLibrary:
    """Nothing stored: empty lists, and no match or event to find."""

    def history_page(self, player: str | None, offset: int, limit: int) -> HistoryPage:
        return HistoryPage(0, ())

    def stored(self, match_id: int) -> StoredMatch:
        raise _not_kept(match_id)

    def played(self, match_id: int) -> Played:
        raise _not_kept(match_id)

    def rename_player(self, match_id: int, old: str, new: str) -> None:
        raise _not_kept(match_id)

    def delete_match(self, match_id: int) -> None:
        raise _not_kept(match_id)

    def player_stats(self, player: str | None) -> list[PlayerStats]:
        return []

    def club_events(self) -> list[ClubEvent]:
        return []

    def event_moved(self, event_id: int) -> bool:
        return False

    def event_board(self, event_id: int) -> EventBoard | None:
        return None

    def draw_round(self, event_id: int) -> None:
        raise _not_kept(event_id)

    def start_table(self, code: TableCode) -> int:
        raise _not_kept(code.event_id)

    def open_for_play(self, match_id: int, force: bool = False) -> StoredMatch:
        raise _not_kept(match_id)

    def holder(self, match_id: int) -> HeldElsewhere | None:
        return None

    def followed(self, match_id: int) -> Followed | None:
        return None


def _not_kept(number: int) -> StoreError:
    return unknown_match(_("no database"), number)


class MemoryBackend:
    keeps_matches = False
    target = None

    def start(self, match: Match, word: bool = False) -> OpenedMatch:
        return OpenedMatch(MatchSession(match), current=0)  # nothing stored: no word asked

    def resumable(self) -> Resumable | None:
        return None

    async def opened(self, match_id: int, force: bool = False) -> OpenedMatch:
        raise _not_kept(match_id)

    async def remember_turn(self, match_id: int | None, player: str | None) -> None:
        pass

    async def heartbeat(self) -> None:
        pass

    async def save_kept(self, session: MatchSession) -> bool:
        return session.save_kept()  # a session of no store: nothing is ever kept waiting

    def desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        from scorekeeper.entry import MemoryLedger

        return DeskParts(MemoryLedger(), None)

    async def read_desk_parts(self, session: MatchSession, match_id: int | None) -> DeskParts:
        return self.desk_parts(session, match_id)

    async def ask(self, call: Callable[[Library], T]) -> T:
        return call(MemoryLibrary())

    async def close(self) -> None:
        pass


def seat_of(match: Match, player: str | None) -> int | None:
    """The seat to continue from: the one the board remembered (where the log tells another),
    else the turn the log tells, else seat 1."""
    return turns.resumed_turn(match, player)


__all__ = [  # the records the screens show, as the store hands them out
    "Backend",
    "DeskParts",
    "Followed",
    "HasBackend",
    "HeldElsewhere",
    "HistoryPage",
    "Library",
    "MatchSummary",
    "MemoryBackend",
    "OpenedMatch",
    "PlayerStats",
    "Resumable",
    "StoredMatch",
    "backend_of",
    "seat_of",
]
