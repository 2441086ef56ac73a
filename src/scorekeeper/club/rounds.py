"""What a round needs besides the draw itself (docs/club.md, "The draw"): who sits out (byes),
which seat each player takes at a table (seats rotate), how often each has sat at a table of
three, and the checks of a round an organiser seats by hand. Pure, like ``draw.py``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence

from scorekeeper.club.seating import LARGE, SMALL
from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError

Tables = tuple[tuple[str, ...], ...]
UNSEATABLE = {5: 1}  # players a round cannot seat at tables of 3 or 4, and the byes it takes


def automatic_byes(order: Sequence[str], had: Mapping[str, int]) -> tuple[str, ...]:
    """Who sits out where the field cannot be seated (5 players: one bye): the lowest in
    ``order`` (the standings; the registration in round 1) of those with the fewest byes."""
    count = UNSEATABLE.get(len(order), 0)
    if not count:
        return ()
    fewest = sorted(reversed(order), key=lambda name: had.get(name.casefold(), 0))
    return tuple(fewest[:count])


def seat_counts(tables: Iterable[Sequence[str]]) -> dict[str, list[int]]:
    """How often each player (casefolded) has sat in each seat (0 to 3) before."""
    counts: dict[str, list[int]] = {}
    for table in tables:
        for seat, name in enumerate(table):
            counts.setdefault(name.casefold(), [0] * LARGE)[seat] += 1
    return counts


def three_counts(tables: Iterable[Sequence[str]]) -> dict[str, int]:
    """How often each player (casefolded) has sat at a table of three before."""
    counts: dict[str, int] = {}
    for table in tables:
        if len(table) == SMALL:
            for name in table:
                counts[name.casefold()] = counts.get(name.casefold(), 0) + 1
    return counts


def rotate_seats(tables: Tables, seats: Mapping[str, Sequence[int]]) -> Tables:
    """Each table's players in the seats they have sat in least (the first seat leads the
    first round); of equal seatings the one closest to the order given (the standings)."""
    return tuple(_rotated(table, seats) for table in tables)


def _rotated(table: tuple[str, ...], seats: Mapping[str, Sequence[int]]) -> tuple[str, ...]:
    def cost(order: tuple[str, ...]) -> int:
        return sum(seats.get(name.casefold(), [0] * LARGE)[n] for n, name in enumerate(order))

    # permutations come in the order given first, so min keeps it where it is as good
    return min(itertools.permutations(table), key=cost)


def check_hand_seating(tables: Sequence[Sequence[str]], players: Sequence[str]) -> Tables:
    """An organiser's seating, with the registered names as they are spelled: each table 3
    or 4 players, each player registered, seated once. Who is not seated sits out."""
    spelled = {name.casefold(): name for name in players}
    seen: set[str] = set()
    done = []
    for number, table in enumerate(tables, start=1):
        if not SMALL <= len(table) <= LARGE:
            raise RuleError(
                _("table {number}: {count} players; a table seats 3 or 4").format(
                    number=number, count=len(table)
                )
            )
        for name in table:
            key = name.strip().casefold()
            if key not in spelled:
                raise RuleError(_("'{name}' is not playing in this event").format(name=name))
            if key in seen:
                raise RuleError(_("'{name}' is seated twice").format(name=name))
            seen.add(key)
        done.append(tuple(spelled[name.strip().casefold()] for name in table))
    return tuple(done)
