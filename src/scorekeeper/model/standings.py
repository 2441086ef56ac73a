"""Standings derived from totals: leaders, winner and the winner's differential (ruling 6)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from scorekeeper.model.preset import Settlement


class Standings(NamedTuple):
    """Who leads and by how much: the totals, the leaders, the winner once finished."""

    totals: dict[str, int]
    leaders: tuple[str, ...]
    winner: str | None  # only once the match is finished and one player leads
    differential: int | None  # live, where the preset settles by differential and one leads
    finished: bool

    @property
    def tied(self) -> bool:
        return len(self.leaders) > 1


def standings_of(
    players: Sequence[str], totals: Sequence[int], settlement: Settlement, finished: bool
) -> Standings:
    best = max(totals)
    leaders = tuple(name for name, total in zip(players, totals, strict=True) if total == best)
    single = leaders[0] if len(leaders) == 1 else None
    differential = None
    if single is not None and settlement is Settlement.DIFFERENTIAL:
        differential = best - (sum(totals) - best)  # a loser's debt raises it
    return Standings(
        totals=dict(zip(players, totals, strict=True)),
        leaders=leaders,
        winner=single if finished else None,
        differential=differential,
        finished=finished,
    )
