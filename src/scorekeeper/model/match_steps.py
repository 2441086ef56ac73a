"""What one log entry did to a match (``Step``, kept so that undo restores exactly the state
before it) and what an event would do before anything changes (``Priced``, the one pricing
that ``Match.record`` and ``Match.change_of`` share)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from scorekeeper.model.events import Event, LogEntry, RoundEnd
from scorekeeper.model.rounds import FinishReason
from scorekeeper.model.rules import RoundCursor
from scorekeeper.model.seat_counts import NOTHING, Counts

if TYPE_CHECKING:  # a tiles match's: loaded by the first one (tile_round.py)
    from scorekeeper.model.table import Table
    from scorekeeper.model.tile_close import Closed


class Step(NamedTuple):
    """One log entry with what it changed, so that undo restores exactly the state before it."""

    entry: LogEntry
    deltas: tuple[int, ...]
    cursor_before: RoundCursor
    opened_round: bool
    ending_before: tuple[bool, FinishReason | None, int | None, int | None]
    lowest_before: tuple[int, ...] | None = None  # set only where the entry deepened a debt
    table_before: Table | None = None  # a tiles match's table (None: one-key, or a new round)
    closed: Closed | None = None  # a tile that closed its round (a last tile, a block)
    counted: Counts = NOTHING  # what the entry added to its player's counts
    replaced: RoundEnd | None = None  # a round end told in full: the end its tile had made

    @property
    def closed_round(self) -> bool:
        return self.closed is not None


class Priced(NamedTuple):
    """What an event does to the match, before anything is changed: the one pricing."""

    deltas: list[int]  # what it adds to each total, in seating order
    facts: tuple[Event, ...] = ()  # the one-key facts a tiles match's event stands for
    ending: tuple[RoundEnd, ...] = ()  # the round end a last tile or a block makes at once
    table: Table | None = None  # a tiles match's table after it
