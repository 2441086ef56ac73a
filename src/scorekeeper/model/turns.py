"""Whose turn it is after each change: a small rule of the table (the boards apply it, the app
resumes a stored match by it), kept apart from the match so it stays testable.

The log tells the turn (``derived_turn``): the seat after the last turn of the round in
progress, and at a round's start who leads it, the winner of the round before (who went out,
or the single fewest pips), else the seat after that round's last turn. Where the board's turn
is another (a seat the players chose with 1-4, a leader chosen at a round end, a turn given
back by undo), the store remembers that seat until the log tells it again (``TurnKeeper``), so
undo, redo and a restart land on the seat the board showed.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from scorekeeper.model.events import LogEntry, RoundEnd, TableEvent, TilePlay
from scorekeeper.model.kinds import passes_turn
from scorekeeper.model.match import Match

TurnRule = Callable[[Match, LogEntry, int | None], int | None]  # after_record or after_undo


def after_record(match: Match, entry: LogEntry, current: int | None) -> int | None:
    """The turn passes to the next seat after a tile or a pass; open six, adjustments and
    control entries leave it where it is. An entry that ended its round (a round end, a tile
    that closed it) gives the turn to who leads the next by default (the caller may say
    another: the leader the players chose)."""
    if isinstance(entry, RoundEnd | TilePlay) and match.round_in_progress is None:
        return derived_turn(match, current)
    if isinstance(entry, TableEvent) and passes_turn(entry):
        return (match.players.index(entry.player) + 1) % len(match.players)
    return current


def after_undo(match: Match, entry: LogEntry, current: int | None) -> int | None:
    """Undoing somebody's turn gives the turn back to them, so that redoing it is one key."""
    if isinstance(entry, TableEvent) and passes_turn(entry):
        return match.players.index(entry.player)
    if isinstance(entry, RoundEnd):
        return derived_turn(match, current)
    return current


def derived_turn(match: Match, fallback: int | None) -> int | None:
    """The turn as the log tells it: the seat after the last turn of the round in progress,
    else who leads the round to come (``next_leader``), else ``fallback``."""
    name = match.next_player() or next_leader(match)
    return match.players.index(name) if name is not None else fallback


def next_leader(match: Match) -> str | None:
    """Who leads a round not begun yet by default: the winner of the last round played, else
    the seat after its last turn (where the round-end dialog's choice starts); a round ended
    before anybody played in it (nobody won) is led as the one before it was."""
    for played in reversed(match.rounds):
        if played.winner is not None:
            return played.winner
        for event in reversed(played.events):  # the round in progress holds no turn here
            if passes_turn(event):
                seat = match.players.index(event.player)
                return match.players[(seat + 1) % len(match.players)]
    return None


def resumed_turn(match: Match, remembered: str | None) -> int:
    """The seat a stored match resumes at: the one remembered, else the one the log tells,
    else seat 1."""
    if remembered in match.players:
        return match.players.index(remembered)
    found = derived_turn(match, 0)
    return 0 if found is None else found


class _Unknown(Enum):
    UNKNOWN = "unknown"  # what the store remembers is not known yet: tell it at the first change


class TurnKeeper:
    """The board's turn, and what the store must remember of it so that a restart resumes at
    the same seat: the player where the log tells another seat, else nothing."""

    def __init__(self, match: Match, current: int | None) -> None:
        self.seat = resumed_turn(match, None) if current is None else current
        self._kept: str | _Unknown | None = _Unknown.UNKNOWN

    def recorded(self, match: Match, entry: LogEntry, leader: int | None = None) -> None:
        self.seat = _seat(after_record(match, entry, self.seat)) if leader is None else leader

    def undone(self, match: Match, entry: LogEntry | None) -> None:
        """``entry`` taken back (None: an edit taken back or put again: the log tells it)."""
        turn = derived_turn(match, self.seat) if entry is None else None
        self.seat = _seat(turn if entry is None else after_undo(match, entry, self.seat))

    def redone(self, match: Match, entry: LogEntry | None) -> None:
        turn = derived_turn(match, self.seat) if entry is None else None
        self.seat = _seat(turn if entry is None else after_record(match, entry, self.seat))

    def rewritten(self, match: Match) -> None:
        self.seat = _seat(derived_turn(match, self.seat))

    def chosen(self, seat: int) -> None:
        self.seat = seat

    def to_remember(self, match: Match) -> tuple[bool, str | None]:
        """Whether the store must be told the turn now, and what to remember: the seat's
        player where the log alone would resume elsewhere, else None."""
        keep = None if resumed_turn(match, None) == self.seat else match.players[self.seat]
        if keep == self._kept:
            return False, keep
        self._kept = keep
        return True, keep


def _seat(turn: int | None) -> int:
    return 0 if turn is None else turn
