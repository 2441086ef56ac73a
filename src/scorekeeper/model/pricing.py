"""What a preset pays for each fact: the only place where points are made."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.model.events import Adjust, Event, Lead, Matador, Move, OpenSix, Pass, RoundEnd
from scorekeeper.model.preset import Preset


def price(event: Event, preset: Preset, players: Sequence[str], totals: Sequence[int]) -> list[int]:
    """Points each player gains (or loses) from ``event``, in seating order."""
    deltas = [0] * len(players)
    if isinstance(event, RoundEnd):
        winner = round_winner(event, players)
        if preset.pip_scoring and winner is not None:
            # ruling 7: the others' pips only; a blocked round's winner may hold pips too
            others = (pips for name, pips in event.pips.items() if name != winner)
            deltas[players.index(winner)] = sum(others)
        return deltas
    seat = players.index(event.player)
    deltas[seat] = _table_points(event, preset, totals[seat])
    return deltas


def _table_points(event: Event, preset: Preset, total: int) -> int:
    if isinstance(event, Lead):
        return 0  # ruling 2: the lead makes no sum
    if isinstance(event, Move):
        return preset.move_points
    if isinstance(event, Matador):
        return preset.matador_points  # ruling 3: never also the move point
    if isinstance(event, OpenSix):
        return preset.open_six_points
    if isinstance(event, Pass):
        if preset.debts:
            return preset.pass_points
        return max(preset.pass_points, -max(total, 0))  # without debts a pass stops at zero
    if isinstance(event, Adjust):
        return event.points
    raise TypeError(f"not a table event: {event!r}")


def round_winner(end: RoundEnd, players: Sequence[str]) -> str | None:
    """Who won the round by ruling 7: who went out, else the single fewest pips, else nobody."""
    if end.out is not None:
        return end.out
    if len(end.pips) < len(players):
        return None
    fewest = min(end.pips.values())
    holders = [name for name in players if end.pips[name] == fewest]
    return holders[0] if len(holders) == 1 else None
