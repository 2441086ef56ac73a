"""What a preset pays for each fact: the only place where points are made.

One price per kind of event (``model/kinds.py`` says which kind has which); every number comes
from the preset (ruling 1: events are facts, presets are prices), except an agreed adjustment,
whose points the players wrote into the event itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeAlias, TypeVar

from scorekeeper.model.events import (
    Adjust,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    TableEvent,
)
from scorekeeper.model.preset import Preset

E = TypeVar("E", bound=LogEntry)
S = TypeVar("S", bound=TableEvent)
# (the entry, the preset, the players, their totals before it) -> each player's points
Price: TypeAlias = Callable[[E, Preset, Sequence[str], Sequence[int]], list[int]]
# (the event, the preset, its player's total before it) -> that player's points
SeatPrice: TypeAlias = Callable[[S, Preset, int], int]


def on_seat(points: SeatPrice[S]) -> Price[S]:
    """A table event's price: ``points`` for the event's player, nothing for the others."""

    def price(event: S, preset: Preset, players: Sequence[str], totals: Sequence[int]) -> list[int]:
        deltas = [0] * len(players)
        seat = players.index(event.player)
        deltas[seat] = points(event, preset, totals[seat])
        return deltas

    return price


def no_points(
    _entry: object, _preset: Preset, players: Sequence[str], _totals: Sequence[int]
) -> list[int]:
    return [0] * len(players)


def lead_points(_event: Lead, _preset: Preset, _total: int) -> int:
    return 0  # ruling 2: the lead makes no sum


def move_points(_event: Move, preset: Preset, _total: int) -> int:
    return preset.move_points


def matador_points(_event: Matador, preset: Preset, _total: int) -> int:
    return preset.matador_points  # ruling 3: never also the move point


def open_six_points(_event: OpenSix, preset: Preset, _total: int) -> int:
    return preset.open_six_points


def pass_points(_event: Pass, preset: Preset, total: int) -> int:
    if preset.debts:
        return preset.pass_points
    return max(preset.pass_points, -max(total, 0))  # without debts a pass stops at zero


def adjust_points(event: Adjust, _preset: Preset, _total: int) -> int:
    return event.points


def end_points(
    end: RoundEnd, preset: Preset, players: Sequence[str], _totals: Sequence[int]
) -> list[int]:
    deltas = [0] * len(players)
    winner = round_winner(end, players)
    if preset.pip_scoring and winner is not None:
        # ruling 7: the others' pips only; a blocked round's winner may hold pips too
        others = (pips for name, pips in end.pips.items() if name != winner)
        deltas[players.index(winner)] = sum(others)
    return deltas


def round_winner(end: RoundEnd, players: Sequence[str]) -> str | None:
    """Who won the round by ruling 7: who went out, else the single fewest pips, else nobody."""
    if end.out is not None:
        return end.out
    if len(end.pips) < len(players):
        return None
    fewest = min(end.pips.values())
    holders = [name for name in players if end.pips[name] == fewest]
    return holders[0] if len(holders) == 1 else None
