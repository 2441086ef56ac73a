"""What a match is now: its players, limits, totals, rounds and where its round stands.

``Match`` (match.py) adds how it changes; this half only reads, so the file reader, the
exports and the app's board ask it without reaching into the writing code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from scorekeeper.i18n import _
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET
from scorekeeper.model.events import LogEntry
from scorekeeper.model.kinds import passes_turn
from scorekeeper.model.match_steps import Step
from scorekeeper.model.players import clean_name, validate_players
from scorekeeper.model.preset import Preset
from scorekeeper.model.rounds import FROM_PRESET, FinishReason, Limit, Round, limit
from scorekeeper.model.rules import RoundCursor
from scorekeeper.model.seat_counts import NOTHING
from scorekeeper.model.standings import Standings, standings_of
from scorekeeper.model.tile_round import Mode

if TYPE_CHECKING:  # a tiles match's table: loaded by the first one (``table`` below)
    from scorekeeper.model.table import Table


class MatchState:
    """Players, a preset, optional target and rounds limit, and the log of events.

    ``target`` and ``rounds_limit`` default to the preset's; ``None`` means there is none.
    """

    def __init__(
        self,
        players: Iterable[str],
        preset: Preset,
        target: Limit = FROM_PRESET,
        rounds_limit: Limit = FROM_PRESET,
        mode: Mode = Mode.ONE_KEY,
        trusted: bool = False,
    ) -> None:
        # ``trusted``: names this program stored after checking them by the rules of the day
        self.players: tuple[str, ...] = (
            tuple(clean_name(name) for name in players) if trusted else validate_players(players)
        )
        self.preset = preset
        self.mode = Mode(mode)
        self.target = limit(target, preset.target, _("target"), MAX_TARGET)
        self.rounds_limit = limit(rounds_limit, preset.rounds, _("rounds"), MAX_ROUNDS)
        # what the match started with; a reopen may change target and limit, a replay must not
        self.start_target, self.start_rounds_limit = self.target, self.rounds_limit
        self.finished = False
        self.finish_reason: FinishReason | None = None
        self.totals = [0] * len(self.players)
        self.lowest = [0] * len(self.players)  # the lowest each total has been: a debt's depth
        self.counts = [NOTHING] * len(self.players)  # tiles laid and drawn, open sixes made
        self.rounds: list[Round] = []
        self._steps: list[Step] = []
        self._cursor = RoundCursor()
        self._table: Table | None = None  # the round in progress, in a tiles match

    # -- reading ---------------------------------------------------------------------------
    @property
    def log(self) -> list[LogEntry]:
        return [step.entry for step in self._steps]

    @property
    def rounds_played(self) -> int:
        # O(1), as every round end asks: a round opens only after the previous one ended, so
        # only the last round can be in progress (counting them made appends O(rounds))
        return len(self.rounds) - (1 if self.round_in_progress is not None else 0)

    @property
    def rounds_counted(self) -> int:
        """Rounds as players count them: those played to their end, and the round the match was
        finished in, which shows as played, not in progress (issue 12 item 6), in the history
        as on the board and in the exports. The rounds limit counts ``rounds_played``."""
        return len(self.rounds) if self.finished else self.rounds_played

    @property
    def round_in_progress(self) -> Round | None:
        if self.rounds and self.rounds[-1].end is None:
            return self.rounds[-1]
        return None

    @property
    def entry_count(self) -> int:
        """How many entries the log holds, without copying it."""
        return len(self._steps)

    @property
    def tiles_in_round(self) -> int:
        """Tiles laid so far in the round in progress (0: the next tile is the lead)."""
        return self._cursor.tiles_laid

    @property
    def cursor(self) -> RoundCursor:
        """Where the round in progress stands, what the set has left included (RULES.md 5)."""
        return self._cursor

    @property
    def last_tile_by(self) -> str | None:
        """Who laid the tile the last entry recorded, if the last entry was a tile."""
        return self._cursor.last_tile_by

    @property
    def table(self) -> Table | None:
        """A tiles match's round as the app counts it (a fresh deal before its first event);
        None in a one-key match."""
        if self.mode is not Mode.TILES:
            return None
        from scorekeeper.model.table import Table  # the first tiles match loads it

        return self._table or Table.deal(self.players, self.preset)

    @property
    def closed_table(self) -> Table | None:
        """The round as its closing tile left it (the line, the hands' counts), where the
        last entry was a tile that ended its round: what a round end told in full, with the
        hands, is checked against."""
        closed = self._steps[-1].closed if self._steps else None
        return closed.table if closed is not None else None

    @property
    def closed_by_tile(self) -> bool:
        """Whether the last entry was a tile that ended its round, a last tile or a block
        (O(1): the file reader asks at every event)."""
        return bool(self._steps) and self._steps[-1].closed_round

    def closing_steps(self) -> list[bool]:
        """For each log entry, whether it was a tile that ended its round (the file writes
        that round's end)."""
        return [step.closed_round for step in self._steps]

    def told_steps(self) -> list[bool]:
        """For each log entry, whether it was the end of a round that closed itself, told in
        full (the file writes it as that round's end, after its closing tile)."""
        return [step.replaced is not None for step in self._steps]

    def standings(self) -> Standings:
        return standings_of(self.players, self.totals, self.preset.settlement, self.finished)

    def next_player(self) -> str | None:
        """Whose turn it is by seating order after the last turn, or None at a round's start."""
        current = self.round_in_progress
        for event in reversed(current.events if current else []):
            if passes_turn(event):
                seat = self.players.index(event.player)
                return self.players[(seat + 1) % len(self.players)]
        return None
