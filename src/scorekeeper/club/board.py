"""What an event board shows: the event, every table of the current round with its players
and their totals now, and the standings across all tables (docs/club.md, "Standings").

Frozen dataclasses only: the store builds them (``store/club.py``), the app's club screen
and the web event board render them, nobody changes them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from scorekeeper.model.tile_round import Mode


@dataclass(frozen=True, slots=True)
class ClubEvent:
    """One club night: what is played (the preset and the mode every table uses) and when."""

    id: int
    name: str
    preset_id: str
    mode: Mode
    day: dt.date
    language: str = "en"  # what its exports speak: the language ``club new`` ran in
    word: bool = False  # its tables' round ends wait for the table's word (``club new --word``)


@dataclass(frozen=True, slots=True)
class LogLine:
    """One change in the organiser's log: when (UTC), who (``user@host``), what and how."""

    at: dt.datetime
    who: str
    action: str  # new, add, draw, undraw, seat, start, result, withdraw
    detail: str


@dataclass(frozen=True, slots=True, order=True)
class TableCode:
    """Which table of which round of which event: ``3/2/5`` is event 3, round 2, table 5.

    It is what ``club draw`` prints and ``new --club-table`` takes on the table's machine.
    """

    event_id: int
    round: int
    table: int

    def __str__(self) -> str:
        return f"{self.event_id}/{self.round}/{self.table}"


class TableState(StrEnum):
    WAITING = "waiting"  # drawn, no match started yet
    PLAYING = "playing"  # its match is stored and not finished
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class TableNow:
    """One table of a round as it stands: its players in seating order and their totals.

    ``totals`` is empty while the table waits (no match yet), else one total per player in
    the same order; ``winner`` is None while playing and for a shared lead (a tie).
    """

    code: TableCode
    players: tuple[str, ...]
    match_id: int | None = None
    totals: tuple[int, ...] = ()
    rounds: int = 0  # rounds of the match played so far
    finished: bool = False
    winner: str | None = None

    @property
    def number(self) -> int:
        return self.code.table

    @property
    def state(self) -> TableState:
        if self.match_id is None:
            return TableState.WAITING
        return TableState.FINISHED if self.finished else TableState.PLAYING


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One player's line in the event's standings (docs/club.md, "Standings").

    ``points_quarters`` is what ranks: the placement points normalised to a table of four,
    in quarters (``points`` is the number to show); ``placement_halves`` the placement points
    as the tables gave them, unscaled. ``margin_sixths`` is the summed margin (the total
    minus the mean of the others' at each table) in sixths, ``head_to_head`` the net games
    won against the players level on points. ``provisional`` says a table of the player is
    still playing, so the line can still change. ``rating`` is the player's rating from all
    stored matches (issue 15 item 3), None below the matches it needs (``rated_matches``).
    """

    rank: int  # 1 for the leader; players who tie on every key share a rank
    name: str
    tables: int  # tables played (with a match started) in this event
    placement_halves: int
    differential: int
    total: int
    wins: int  # tables won outright (not a shared lead)
    provisional: bool = False
    rating: float | None = None
    rated_matches: int = 0  # the player's finished matches rated, in every stored match
    points_quarters: int = 0
    head_to_head: int = 0
    margin_sixths: int = 0
    byes: int = 0

    @property
    def placement(self) -> float:
        return self.placement_halves / 2

    @property
    def points(self) -> float:
        return self.points_quarters / 4

    @property
    def margin(self) -> float:
        return self.margin_sixths / 6

    @property
    def played(self) -> bool:
        return bool(self.tables or self.byes)


@dataclass(frozen=True, slots=True)
class EventBoard:
    """The whole event as it stands: ``round`` is the latest round drawn (0 before the first
    draw) and ``tables`` are that round's tables in table order."""

    event: ClubEvent
    round: int
    tables: tuple[TableNow, ...]
    standings: tuple[StandingRow, ...]
    players: tuple[str, ...] = ()  # registered, in the order they were registered
    byes: tuple[str, ...] = ()  # who sits the latest round out
    ratings_waiting: int = 0  # finished matches not rated yet: the ratings shown lag them
