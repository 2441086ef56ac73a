"""What each seat did at the table that the statistics count: tiles laid and drawn, matadors,
passes, open sixes. The one place they are counted (issue 20 item 5).

``counts_of`` says what one entry adds to its player's counts; a match keeps one ``Counts``
per seat beside its totals and moves it by each entry's own ``Counts`` (kept with the step, so
undo takes back exactly that): O(1) an entry, so the store's summary, the statistics and the
exports copy the numbers as they are instead of counting the log again (issue 11 item 4).
A fact is counted the same in both modes: in a one-key match the event itself, in a tiles
match the one-key facts the tile stands for (a lead or a move, a matador laid across, an open
six); a draw exists only tile by tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from scorekeeper.model.events import Draw, Event, Lead, Matador, Move, OpenSix, Pass


class Counts(NamedTuple):
    """One player's counted facts: tiles laid and drawn, open sixes, matadors, passes."""

    laid: int = 0  # tiles laid: the lead, moves, matadors (across or lengthwise)
    drawn: int = 0  # tiles taken from the stock (tiles matches only)
    open_sixes: int = 0
    matadors: int = 0  # matadors laid across (a lengthwise one is an ordinary tile, 6.4)
    passes: int = 0  # recorded whatever the preset prices them at (ruling 9)

    def plus(self, other: Counts, sign: int = 1) -> Counts:
        return Counts(
            self.laid + sign * other.laid,
            self.drawn + sign * other.drawn,
            self.open_sixes + sign * other.open_sixes,
            self.matadors + sign * other.matadors,
            self.passes + sign * other.passes,
        )


NOTHING = Counts()


def counts_of(event: Event, facts: Sequence[Event]) -> Counts:
    """What ``event`` adds to its player's counts; ``facts`` are the one-key facts it stands for
    (the event itself in a one-key match)."""
    return Counts(
        laid=int(any(isinstance(fact, Lead | Move | Matador) for fact in facts)),
        drawn=int(isinstance(event, Draw)),
        open_sixes=sum(isinstance(fact, OpenSix) for fact in facts),
        matadors=sum(isinstance(fact, Matador) for fact in facts),
        passes=sum(isinstance(fact, Pass) for fact in facts),
    )
