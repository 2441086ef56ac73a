"""What each seat did at the table that the statistics count: tiles laid, drawn, open sixes.

A match keeps one ``Counts`` per seat beside its totals and moves it by each entry's own
``Counts`` (kept with the step, so undo takes back exactly that): O(1) an entry, so the store's
summary copies the numbers as they are instead of counting the log (issue 11 item 4).
A tile is counted the same in both modes: in a one-key match its lead, move or matador, in a
tiles match the tile itself; an open six is an ``OpenSix`` fact, typed or made by a tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.model.events import Draw, Event, Lead, Matador, Move, OpenSix


@dataclass(frozen=True, slots=True)
class Counts:
    laid: int = 0  # tiles laid: the lead, moves, matadors (across or lengthwise)
    drawn: int = 0  # tiles taken from the stock (tiles matches only)
    open_sixes: int = 0

    def plus(self, other: Counts, sign: int = 1) -> Counts:
        return Counts(
            self.laid + sign * other.laid,
            self.drawn + sign * other.drawn,
            self.open_sixes + sign * other.open_sixes,
        )


NOTHING = Counts()


def counts_of(event: Event, facts: Sequence[Event]) -> Counts:
    """What ``event`` adds to its player's counts; ``facts`` are the one-key facts it stands for
    (the event itself in a one-key match)."""
    return Counts(
        laid=int(any(isinstance(fact, Lead | Move | Matador) for fact in facts)),
        drawn=int(isinstance(event, Draw)),
        open_sixes=sum(isinstance(fact, OpenSix) for fact in facts),
    )
