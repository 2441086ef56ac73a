"""Whose turn it is after each change: a small rule of the table (the scoreboard applies it,
the app resumes a stored match by it), kept apart from the match so it stays testable."""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.model import LogEntry, Match, RoundEnd, TableEvent
from scorekeeper.model.kinds import passes_turn

TurnRule = Callable[[Match, LogEntry, int | None], int | None]  # after_record or after_undo


def after_record(match: Match, entry: LogEntry, current: int | None) -> int | None:
    """The turn passes to the next seat after a tile or a pass; open six, adjustments and
    control entries leave it where it is. At a round end the caller sets who leads."""
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
    """The turn as the log tells it (the seat after the last turn of the round in progress)."""
    name = match.next_player()
    return match.players.index(name) if name is not None else fallback
