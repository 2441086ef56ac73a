"""What the app needs from storage. ``MemoryBackend`` keeps nothing and serves tests and
read-only use; the SQLite store provides the real one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from scorekeeper.model import Match
from scorekeeper.session import MatchSession


@dataclass(frozen=True)
class Resumable:
    """The unfinished match offered first on the home screen."""

    match_id: int
    label: str


class Backend(Protocol):
    def start(self, match: Match) -> MatchSession: ...
    def resumable(self) -> Resumable | None: ...
    def resume(self, match_id: int) -> tuple[MatchSession, int | None]: ...
    def remember_turn(self, session: MatchSession, seat: int | None) -> None: ...


class MemoryBackend:
    def start(self, match: Match) -> MatchSession:
        return MatchSession(match)

    def resumable(self) -> Resumable | None:
        return None

    def resume(self, match_id: int) -> tuple[MatchSession, int | None]:
        raise LookupError(match_id)

    def remember_turn(self, session: MatchSession, seat: int | None) -> None:
        pass
