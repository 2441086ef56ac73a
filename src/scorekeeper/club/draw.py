"""The draw: who sits at which table in a round of play (docs/club.md, "The draw").

The first round is a random draw (``seed`` makes it repeatable). A later round seats the
players by the standings so far, like a Swiss system: the standings order is cut into
tables (the leaders together, the next ones together...), then a local search swaps pairs
of players between tables while that lowers, first, the number of repeated meetings (pairs
at one table who have met before, counted once for every earlier meeting) and then the
spread of standings at the tables (the last place minus the first at each table, summed).
Besides a swap the search tries, where no swap helps, moving one player from a table of
four to one of three, exchanging two players for two, and passing one player round three
tables. It stops when no move helps: a local optimum, which can be a trap, so where it
leaves a repeated meeting it is run again from a few shuffled starts (fixed ones: the same
input gives the same draw) and the best end wins. On small fields that finds the fewest
repeats possible (checked against brute force in the tests; 1,500 random histories of 6-11
players, none missed). Figures: bench/bench_draw.py, docs/performance.md.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

from scorekeeper.club.seating import SMALL, table_sizes

Pair = frozenset[str]
Tables = tuple[tuple[str, ...], ...]
T = TypeVar("T")
RESTARTS = 10  # further searches from shuffled starts, against a local optimum's trap


def pair(a: str, b: str) -> Pair:
    """Two players as a meeting; names are compared casefolded, as they are registered."""
    return frozenset((a.casefold(), b.casefold()))


def meetings(tables: Iterable[Sequence[str]]) -> dict[Pair, int]:
    """How often each pair of players has sat at one table."""
    met: dict[Pair, int] = {}
    for table in tables:
        for a, b in combinations(table, 2):
            met[pair(a, b)] = met.get(pair(a, b), 0) + 1
    return met


def repeats(tables: Iterable[Sequence[str]], met: Mapping[Pair, int]) -> int:
    """Earlier meetings of the pairs these tables seat together."""
    return sum(met.get(pair(a, b), 0) for table in tables for a, b in combinations(table, 2))


def first_round(players: Sequence[str], seed: int | None = None) -> Tables:
    """A random draw; the same ``seed`` gives the same tables."""
    sizes = table_sizes(len(players))
    shuffled = list(players)
    random.Random(seed).shuffle(shuffled)
    return _cut(shuffled, sizes)


def next_round(
    standings_order: Sequence[str],
    met: Mapping[Pair, int],
    threes: Mapping[str, int] | None = None,
) -> Tables:
    """Neighbours in the standings meet, as few repeated meetings as a swap search finds;
    then, where it can, a table of three seats those who have sat at one least (``threes``:
    casefolded names, earlier tables of three)."""
    sizes = table_sizes(len(standings_order))
    count = len(standings_order)
    # players as their places in the standings: the search works on small integers
    grid = [[met.get(pair(a, b), 0) for b in standings_order] for a in standings_order]
    small = [(threes or {}).get(name.casefold(), 0) for name in standings_order]
    costs = _Costs(grid, small)
    found = _search(_cut(range(count), sizes), costs)
    shuffler = random.Random(0)  # fixed: the same standings and history give the same draw
    for _ in range(_restarts(count) if found[0][0] else 0):  # no repeat left: nothing to win
        found = min(found, _search(_cut(shuffler.sample(range(count), count), sizes), costs))
    # table 1 is the top table: the tables in the order of their best place, seats by place
    tables = sorted(sorted(table) for table in found[1])
    return tuple(tuple(standings_order[place] for place in table) for table in tables)


@dataclass(frozen=True, slots=True)
class _Costs:
    met: Sequence[Sequence[int]]  # earlier meetings of two places
    threes: Sequence[int]  # earlier tables of three of a place


def _restarts(count: int) -> int:
    """Searches from shuffled starts, against a local optimum's trap: many where the field is
    small (a trap is likelier), fewer where each search is long."""
    return max(4, RESTARTS * 12 // count)


def _cut(players: Sequence[T], sizes: Sequence[int]) -> tuple[tuple[T, ...], ...]:
    tables, start = [], 0
    for size in sizes:
        tables.append(tuple(players[start : start + size]))
        start += size
    return tuple(tables)


def _search(
    start: tuple[tuple[int, ...], ...], costs: _Costs
) -> tuple[tuple[int, int, int], tuple[tuple[int, ...], ...]]:
    tables = [list(table) for table in start]
    while any(move(tables, costs) for move in _MOVES):
        pass
    return _cost_of(tables, costs), tuple(tuple(table) for table in tables)


def _repeats(table: Sequence[int], grid: Sequence[Sequence[int]]) -> int:
    return sum(grid[a][b] for a, b in combinations(table, 2))


def _spread(table: Sequence[int]) -> int:
    return max(table) - min(table)


def _best_swap(tables: list[list[int]], costs: _Costs) -> bool:
    """Make the one swap between two tables that lowers the cost most; False if none does."""
    grid, small = costs.met, costs.threes
    best: tuple[tuple[int, int, int], int, int, int, int] | None = None
    for a, b in combinations(range(len(tables)), 2):
        one, two = tables[a], tables[b]
        spread = _spread(one) + _spread(two)
        # +1: x leaves a table of three for one of four; -1 the other way; 0 the same size
        trade = (len(one) == SMALL) - (len(two) == SMALL)
        for i, x in enumerate(one):
            for j, y in enumerate(two):
                # x leaves ``one`` for ``two`` and y the other way: only their meetings change
                fewer = sum(grid[x][z] - grid[y][z] for z in one if z != x) + sum(
                    grid[y][w] - grid[x][w] for w in two if w != y
                )
                narrower = spread - _spread_without(one, x, y) - _spread_without(two, y, x)
                gain = (fewer, trade * (small[x] - small[y]), narrower)
                if gain > (0, 0, 0) and (best is None or gain > best[0]):
                    best = (gain, a, i, b, j)
    if best is None:
        return False
    _, a, i, b, j = best
    tables[a][i], tables[b][j] = tables[b][j], tables[a][i]
    return True


def _move_one(tables: list[list[int]], costs: _Costs) -> bool:
    """The first move of one player from a table of four to one of three that helps: the
    two tables trade sizes, and the sizes of the round stay as they were."""
    bad = set(_with_repeats(tables, costs.met))
    for a, b in itertools.permutations(range(len(tables)), 2):
        if len(tables[a]) <= len(tables[b]) or bad.isdisjoint((a, b)):
            continue
        before = _cost_of([tables[a], tables[b]], costs)
        for x in tables[a]:
            one, two = [z for z in tables[a] if z != x], [*tables[b], x]
            if _cost_of([one, two], costs) < before:
                tables[a], tables[b] = one, two
                return True
    return False


def _two_for_two(tables: list[list[int]], costs: _Costs) -> bool:
    """Where no swap helps: the first exchange of two players for two that does (a pair who
    should move together cannot move one at a time without a worse step between)."""
    for a, b in _pairs_with_repeats(tables, costs.met):
        before = _cost_of([tables[a], tables[b]], costs)
        for out in combinations(tables[a], 2):
            for back in combinations(tables[b], 2):
                one = [z for z in tables[a] if z not in out] + list(back)
                two = [z for z in tables[b] if z not in back] + list(out)
                if _cost_of([one, two], costs) < before:
                    tables[a], tables[b] = one, two
                    return True
    return False


def _best_cycle(tables: list[list[int]], costs: _Costs) -> bool:
    """Where no swap helps: the first move of three players round three tables that does
    (a swap alone cannot reach some seatings of tables of three)."""
    bad = set(_with_repeats(tables, costs.met))
    for trio in itertools.permutations(range(len(tables)), 3):
        if trio[0] != min(trio) or bad.isdisjoint(trio):  # each ring once per direction
            continue
        before = _cost_of([tables[k] for k in trio], costs)
        for moved in _rings([tables[k] for k in trio]):
            if _cost_of(moved, costs) < before:
                for k, table in zip(trio, moved, strict=True):
                    tables[k] = table
                return True
    return False


def _rings(three: list[list[int]]) -> Iterator[list[list[int]]]:
    """Every way to pass one player from each table to the next (the third's to the first)."""
    one, two, three_ = three
    for i, j, k in itertools.product(range(len(one)), range(len(two)), range(len(three_))):
        yield [
            [three_[k] if n == i else z for n, z in enumerate(one)],
            [one[i] if n == j else z for n, z in enumerate(two)],
            [two[j] if n == k else z for n, z in enumerate(three_)],
        ]


def _with_repeats(tables: Sequence[Sequence[int]], grid: Sequence[Sequence[int]]) -> list[int]:
    """The tables that seat a pair who met before: where the moves past a swap are tried (they
    are there to escape a trap in the repeats; the spread a swap settles well enough)."""
    return [k for k, table in enumerate(tables) if _repeats(table, grid)]


def _pairs_with_repeats(
    tables: Sequence[Sequence[int]], grid: Sequence[Sequence[int]]
) -> Iterator[tuple[int, int]]:
    bad = set(_with_repeats(tables, grid))
    return ((a, b) for a, b in combinations(range(len(tables)), 2) if a in bad or b in bad)


def _cost_of(tables: Sequence[Sequence[int]], costs: _Costs) -> tuple[int, int, int]:
    """Repeated meetings, then earlier tables of three of those at one now, then the spread."""
    threes = sum(costs.threes[z] for table in tables if len(table) == SMALL for z in table)
    return sum(_repeats(t, costs.met) for t in tables), threes, sum(map(_spread, tables))


def _spread_without(table: Sequence[int], leaving: int, coming: int) -> int:
    places = [coming, *(z for z in table if z != leaving)]
    return max(places) - min(places)


# tried in this order, the cheap ones first; the next kind only where none before helps
_MOVES = (_best_swap, _move_one, _two_for_two, _best_cycle)
