"""Who beat whom: the head-to-head tiebreak and the crosstable (docs/club.md, "Standings").

Every pair of players at a table is one game: the higher total wins it, equal totals share
it. ``head_to_head`` nets those games inside groups of players level on points; the
crosstable keeps, for every pair who met, the games each won against the other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from scorekeeper.club.board import TableNow


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's match as it stands: the players in seating order and their totals."""

    players: tuple[str, ...]
    totals: tuple[int, ...]
    finished: bool


def results_of(tables: Iterable[TableNow]) -> list[TableResult]:
    """The tables that count: every one whose match is stored, as it stands."""
    return [
        TableResult(table.players, table.totals, table.finished)
        for table in tables
        if table.match_id is not None and len(table.totals) == len(table.players)
    ]


@dataclass(frozen=True, slots=True)
class Meeting:
    """One pair's games, from the row player's side: ``halves`` won (a shared game is 1,
    a won one 2) out of ``games``."""

    halves: int
    games: int


def games(results: Iterable[TableResult]) -> Iterable[tuple[str, str, int]]:
    """Every game of every table: the two players (casefolded) and the first one's halves."""
    for result in results:
        seats = zip(result.players, result.totals, strict=True)
        for (a, x), (b, y) in combinations(seats, 2):
            yield a.casefold(), b.casefold(), 2 if x > y else (1 if x == y else 0)


def head_to_head(results: Iterable[TableResult], groups: Sequence[set[str]]) -> dict[str, int]:
    """For each player of a group (casefolded names), the games won minus the games lost
    against the others of the same group."""
    group_of = {key: n for n, group in enumerate(groups) for key in group}
    net: dict[str, int] = {}
    for a, b, halves in games(results):
        if a in group_of and group_of[a] == group_of.get(b):
            net[a] = net.get(a, 0) + (halves - 1)  # won 1, shared 0, lost −1
            net[b] = net.get(b, 0) + (1 - halves)
    return net


def crosstable(results: Iterable[TableResult]) -> dict[tuple[str, str], Meeting]:
    """Every pair who met, both ways round (casefolded names): the row player's games."""
    table: dict[tuple[str, str], Meeting] = {}
    for a, b, halves in games(results):
        for key, got in (((a, b), halves), ((b, a), 2 - halves)):
            seen = table.get(key, Meeting(0, 0))
            table[key] = Meeting(seen.halves + got, seen.games + 1)
    return table
