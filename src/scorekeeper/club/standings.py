"""The event's standings across all tables (docs/club.md, "Standings").

A club ranks the players who have played (or had a bye) by, in order:

1. placement points, normalised to a table of four: at each table a player wins one game
   against every player there with a lower total and shares one with every other player of
   the same total; the share of the table's games won is scaled to the 3 points a table of
   four gives its winner. A table of four gives 3, 2, 1, 0; a table of three 3, 1½, 0; a
   bye 1½ (half of them, the table's average). Kept in quarters: every such number is one;
2. head to head: among the players level on points, the games each won minus the games
   each lost against the others of that group, at the tables where they met;
3. the margin, summed over the tables: the player's total minus the mean of the others'
   totals at that table (kept in sixths: a mean of 2 or 3 totals is always whole in sixths).
   Unlike RULES.md 3.6's differential (the others' *sum*) it is the same at a table of three
   as at one of four, and a table that scores low as a whole gives nobody an edge;
4. tables won outright (finished, not a shared lead).

Players equal on all four share a rank (1, 1, 3), listed by name. Registered players who
have played no table and had no bye are listed after everyone else, with no rank number
worth more than theirs: nobody who has not played ranks above a player who scored 0. A
table counts from the moment its match is stored, as it stands ("if it ended now"): its
players' rows are marked provisional until it finishes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scorekeeper.club.board import StandingRow
from scorekeeper.club.tiebreaks import TableResult, head_to_head

__all__ = ["TableResult", "event_standings", "margin_sixths", "placement_halves"]

FULL = 12  # a table's winner, in quarters: 3 points
BYE = FULL // 2  # a bye: the average of a table


@dataclass(slots=True)
class _Sums:
    tables: int = 0
    byes: int = 0
    halves: int = 0  # placement points as they are, unscaled (shown in --json)
    quarters: int = 0
    margin: int = 0  # sixths
    differential: int = 0
    total: int = 0
    wins: int = 0
    provisional: bool = False

    @property
    def played(self) -> bool:
        return bool(self.tables or self.byes)


def event_standings(
    players: Sequence[str], results: Iterable[TableResult], byes: Iterable[str] = ()
) -> tuple[StandingRow, ...]:
    """Every registered player's line, the leader first; ``byes`` names one player per bye."""
    results = list(results)
    sums = {name.casefold(): _Sums() for name in players}
    shown = {name.casefold(): name for name in players}
    for result in results:
        _add_table(sums, result)
        for name in result.players:  # a seat of a player since unregistered is still shown
            shown.setdefault(name.casefold(), name)
    for name in byes:
        line = sums.setdefault(name.casefold(), _Sums())
        shown.setdefault(name.casefold(), name)
        line.byes += 1
        line.quarters += BYE
    duels = head_to_head(results, _groups(sums))
    keys = {key: _key(sums[key], duels.get(key, 0)) for key in sums}
    order = sorted(shown, key=lambda key: (keys[key], key, shown[key]))
    rows: list[StandingRow] = []
    for place, key in enumerate(order, start=1):
        same = rows and keys[order[place - 2]] == keys[key]
        rank = rows[-1].rank if same else place
        rows.append(_row(rank, shown[key], sums[key], duels.get(key, 0)))
    return tuple(rows)


def placement_halves(totals: Sequence[int], seat: int) -> int:
    """Twice the placement points of ``seat``: 2 per lower total, 1 per equal other one."""
    mine = totals[seat]
    below = sum(1 for total in totals if total < mine)
    level = sum(1 for total in totals if total == mine) - 1
    return 2 * below + level


def placement_quarters(totals: Sequence[int], seat: int) -> int:
    """Placement points normalised to a table of four, in quarters: the share of the
    table's games won (halves over twice the opponents) times 12."""
    opponents = len(totals) - 1
    return placement_halves(totals, seat) * FULL // (2 * opponents)


def margin_sixths(totals: Sequence[int], seat: int) -> int:
    """Six times the total minus the mean of the others' totals."""
    others = sum(totals) - totals[seat]
    return 6 * totals[seat] - 6 * others // (len(totals) - 1)


def _add_table(sums: dict[str, _Sums], result: TableResult) -> None:
    everyone = sum(result.totals)
    top = max(result.totals)
    alone_on_top = result.totals.count(top) == 1
    for seat, name in enumerate(result.players):
        line = sums.setdefault(name.casefold(), _Sums())
        total = result.totals[seat]
        line.tables += 1
        line.halves += placement_halves(result.totals, seat)
        line.quarters += placement_quarters(result.totals, seat)
        line.margin += margin_sixths(result.totals, seat)
        line.differential += total - (everyone - total)
        line.total += total
        line.wins += int(result.finished and alone_on_top and total == top)
        line.provisional |= not result.finished


def _groups(sums: dict[str, _Sums]) -> list[set[str]]:
    """The players level on points (who have played), each group of two or more."""
    level: dict[int, set[str]] = {}
    for key, line in sums.items():
        if line.played:
            level.setdefault(line.quarters, set()).add(key)
    return [group for group in level.values() if len(group) > 1]


def _key(line: _Sums, duel: int) -> tuple[int, int, int, int, int]:
    return (0 if line.played else 1, -line.quarters, -duel, -line.margin, -line.wins)


def _row(rank: int, name: str, line: _Sums, duel: int) -> StandingRow:
    return StandingRow(
        rank=rank,
        name=name,
        tables=line.tables,
        placement_halves=line.halves,
        differential=line.differential,
        total=line.total,
        wins=line.wins,
        provisional=line.provisional,
        points_quarters=line.quarters,
        head_to_head=duel,
        margin_sixths=line.margin,
        byes=line.byes,
    )
