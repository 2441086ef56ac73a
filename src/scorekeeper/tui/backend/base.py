"""What the app needs from storage. ``MemoryBackend`` keeps nothing (tests, a throwaway match);
``StoreBackend`` keeps every entry in SQLite before the screen shows it."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Protocol

from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.tui.board import turns


@dataclass(frozen=True)
class Resumable:
    """The unfinished match offered first on the home screen."""

    match_id: int
    label: str


@dataclass(frozen=True)
class OpenedMatch:
    session: MatchSession
    current: int | None  # whose turn it is (or who leads next)
    match_id: int | None = None
    played_on: datetime.date | None = None


class Backend(Protocol):
    def start(self, match: Match) -> OpenedMatch: ...
    def resumable(self) -> Resumable | None: ...
    def open(self, match_id: int) -> OpenedMatch: ...
    def remember_turn(self, match_id: int | None, player: str | None) -> None: ...
    def heartbeat(self) -> None: ...


class MemoryBackend:
    def start(self, match: Match) -> OpenedMatch:
        return OpenedMatch(MatchSession(match), current=0)

    def resumable(self) -> Resumable | None:
        return None

    def open(self, match_id: int) -> OpenedMatch:
        raise LookupError(match_id)

    def remember_turn(self, match_id: int | None, player: str | None) -> None:
        pass

    def heartbeat(self) -> None:
        pass


def seat_of(match: Match, player: str | None) -> int | None:
    """The seat to continue from: the one the players chose last (kept only until the next
    turn is recorded), else the turn the log tells, else seat 1."""
    if player in match.players:
        return match.players.index(player)
    return turns.derived_turn(match, 0)
