"""Running totals per player across rounds: the data behind every score-progression chart.

The HTML export draws it as SVG and the app as a terminal chart, so it holds plain numbers only.
A round still in progress counts with the points it has so far, so the last point of each
series is the player's current total.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.model import Match


@dataclass(frozen=True, slots=True)
class Progression:
    """``totals[seat][n]`` is the seat's total after round ``n``; ``n = 0`` is the start (0)."""

    players: tuple[str, ...]
    totals: tuple[tuple[int, ...], ...]

    @property
    def rounds(self) -> int:
        """How many rounds the series cover (each series has one point more: the start)."""
        return len(self.totals[0]) - 1

    @property
    def low(self) -> int:
        return min(min(series) for series in self.totals)

    @property
    def high(self) -> int:
        return max(max(series) for series in self.totals)

    def series(self, name: str) -> tuple[int, ...]:
        return self.totals[self.players.index(name)]


def progression(match: Match) -> Progression:
    series: list[list[int]] = [[0] for _ in match.players]
    for played in match.rounds:
        for seat, points in enumerate(played.points):
            series[seat].append(series[seat][-1] + points)
    return Progression(match.players, tuple(tuple(one) for one in series))
