"""The event's standings across all tables (docs/club.md, "Standings").

A club ranks by, in order:

1. placement points: at each table a player scores one point for every player there with
   a lower total and half a point for every other player with the same total (so a table
   of four gives 3, 2, 1, 0, and two sharing the lead get 2½ each): the head-to-head games
   won at that table;
2. the sum of the player's differentials, RULES.md 3.6 taken for each seat: the player's
   total minus the sum of the others' totals at that table;
3. the sum of the player's totals.

Players equal on all three share a rank (1, 1, 3), listed by name. A table counts from the
moment its match is stored, as it stands ("if it ended now"): its players' rows are marked
provisional until it finishes. Registered players who have not played yet are listed with
nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scorekeeper.club.board import StandingRow


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's match as it stands: the players in seating order and their totals."""

    players: tuple[str, ...]
    totals: tuple[int, ...]
    finished: bool


@dataclass(slots=True)
class _Sums:
    tables: int = 0
    halves: int = 0
    differential: int = 0
    total: int = 0
    wins: int = 0
    provisional: bool = False

    def key(self) -> tuple[int, int, int]:
        return self.halves, self.differential, self.total


def event_standings(
    players: Sequence[str], results: Iterable[TableResult]
) -> tuple[StandingRow, ...]:
    """Every registered player's line, the leader first."""
    sums = {name.casefold(): _Sums() for name in players}
    shown = {name.casefold(): name for name in players}
    for result in results:
        _add_table(sums, result)
        for name in result.players:  # a seat of a player since unregistered is still shown
            shown.setdefault(name.casefold(), name)
    order = sorted(shown, key=lambda key: (_negated(sums[key].key()), key, shown[key]))
    rows: list[StandingRow] = []
    for place, key in enumerate(order, start=1):
        same = rows and sums[order[place - 2]].key() == sums[key].key()
        rank = rows[-1].rank if same else place
        rows.append(_row(rank, shown[key], sums[key]))
    return tuple(rows)


def placement_halves(totals: Sequence[int], seat: int) -> int:
    """Twice the placement points of ``seat``: 2 per lower total, 1 per equal other one."""
    mine = totals[seat]
    below = sum(1 for total in totals if total < mine)
    level = sum(1 for total in totals if total == mine) - 1
    return 2 * below + level


def _add_table(sums: dict[str, _Sums], result: TableResult) -> None:
    everyone = sum(result.totals)
    top = max(result.totals)
    alone_on_top = result.totals.count(top) == 1
    for seat, name in enumerate(result.players):
        line = sums.setdefault(name.casefold(), _Sums())
        total = result.totals[seat]
        line.tables += 1
        line.halves += placement_halves(result.totals, seat)
        line.differential += total - (everyone - total)
        line.total += total
        line.wins += int(result.finished and alone_on_top and total == top)
        line.provisional |= not result.finished


def _negated(key: tuple[int, int, int]) -> tuple[int, int, int]:
    return -key[0], -key[1], -key[2]


def _row(rank: int, name: str, line: _Sums) -> StandingRow:
    return StandingRow(
        rank=rank,
        name=name,
        tables=line.tables,
        placement_halves=line.halves,
        differential=line.differential,
        total=line.total,
        wins=line.wins,
        provisional=line.provisional,
    )
