"""A match: the log of what happened at the table, with standings kept up to date as it grows.

The log is the only truth (ruling 1). The running totals beside it are a cache that every
``record`` and ``undo`` moves by the same per-event deltas, so appending costs O(1) and
``replay`` of the same log always lands on the same numbers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from scorekeeper.i18n import _, ngettext
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET, check_limit
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import (
    Event,
    Finish,
    LogEntry,
    Reopen,
    RoundEnd,
    TableEvent,
)
from scorekeeper.model.kinds import advance, check, passes_turn, price
from scorekeeper.model.players import validate_players
from scorekeeper.model.preset import Preset
from scorekeeper.model.pricing import round_winner
from scorekeeper.model.rules import RoundCursor
from scorekeeper.model.standings import Standings, standings_of


class FinishReason(StrEnum):
    TARGET = "target"
    ROUNDS = "rounds"
    DECLARED = "declared"


@dataclass
class Round:
    """One round: its events, how it ended (None while in progress) and each player's points."""

    points: list[int]
    events: list[TableEvent] = field(default_factory=list)
    event_points: list[int] = field(default_factory=list)  # what each event earned its player
    end: RoundEnd | None = None
    winner: str | None = None  # who won it, where somebody went out or held the fewest pips


@dataclass(frozen=True, slots=True)
class _Step:
    """One log entry with what it changed, so that undo restores exactly the state before it."""

    entry: LogEntry
    deltas: tuple[int, ...]
    cursor_before: RoundCursor
    opened_round: bool
    ending_before: tuple[bool, FinishReason | None, int | None, int | None]
    lowest_before: tuple[int, ...] | None = None  # set only where the entry deepened a debt


class _PresetDefault:
    """The preset's default end, as opposed to ``None``: no target, or no rounds limit."""

    def __repr__(self) -> str:
        return "FROM_PRESET"


FROM_PRESET: Final = _PresetDefault()
Limit = int | None | _PresetDefault


class Match:
    """Players, a preset, optional target and rounds limit, and the log of events.

    ``target`` and ``rounds_limit`` default to the preset's; ``None`` means there is none.
    """

    def __init__(
        self,
        players: Iterable[str],
        preset: Preset,
        target: Limit = FROM_PRESET,
        rounds_limit: Limit = FROM_PRESET,
    ) -> None:
        self.players: tuple[str, ...] = validate_players(players)
        self.preset = preset
        self.target = _limit(target, preset.target, _("target"), MAX_TARGET)
        self.rounds_limit = _limit(rounds_limit, preset.rounds, _("rounds"), MAX_ROUNDS)
        # what the match started with; a reopen may change target and limit, a replay must not
        self.start_target, self.start_rounds_limit = self.target, self.rounds_limit
        self.finished = False
        self.finish_reason: FinishReason | None = None
        self.totals = [0] * len(self.players)
        self.lowest = [0] * len(self.players)  # the lowest each total has been: a debt's depth
        self.rounds: list[Round] = []
        self._steps: list[_Step] = []
        self._cursor = RoundCursor()

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

    # -- writing ---------------------------------------------------------------------------
    def record(self, entry: LogEntry) -> None:
        """Check ``entry`` against the rules and append it; raises ``RuleError`` and changes
        nothing if it cannot be recorded."""
        if isinstance(entry, Reopen):
            self._reopen(entry)
            return
        if self.finished:
            raise RuleError(_("the match is finished; reopen it to record more"))
        if isinstance(entry, Finish):
            self._push(entry, (0,) * len(self.players), opened_round=False)
            self._end(FinishReason.DECLARED)
            return
        check(entry, self.preset, self.players, self._cursor)
        self._apply(entry)

    def undo(self) -> LogEntry:
        """Take back the last entry, whatever it was; raises ``IndexError`` on an empty log."""
        step = self._steps.pop()
        self.finished, self.finish_reason, self.target, self.rounds_limit = step.ending_before
        self._cursor = step.cursor_before
        if step.lowest_before is not None:
            self.lowest[:] = step.lowest_before
        if isinstance(step.entry, Finish | Reopen):
            return step.entry
        played = self.rounds[-1]
        for seat, delta in enumerate(step.deltas):
            self.totals[seat] -= delta
            played.points[seat] -= delta
        if isinstance(step.entry, RoundEnd):
            played.end = played.winner = None
        else:
            played.events.pop()
            played.event_points.pop()
        if step.opened_round:
            self.rounds.pop()
        return step.entry

    # -- internals -------------------------------------------------------------------------
    def _apply(self, event: Event) -> None:
        opened = self.round_in_progress is None
        if opened:
            self.rounds.append(Round(points=[0] * len(self.players)))
        played = self.rounds[-1]
        deltas = price(event, self.preset, self.players, self.totals)
        self._push(event, tuple(deltas), opened_round=opened)
        for seat, delta in enumerate(deltas):
            self.totals[seat] += delta
            played.points[seat] += delta
        self._deepen_debts()
        if isinstance(event, RoundEnd):
            played.end, played.winner = event, round_winner(event, self.players)
            self._end_if_due()
        else:
            played.events.append(event)
            played.event_points.append(deltas[self.players.index(event.player)])
        self._cursor = advance(self._cursor, event)

    def _deepen_debts(self) -> None:
        """Keep ``lowest`` (O(players) an entry); the step remembers it only when it moved."""
        if any(total < low for total, low in zip(self.totals, self.lowest, strict=True)):
            step = self._steps[-1]
            self._steps[-1] = dataclasses.replace(step, lowest_before=tuple(self.lowest))
            self.lowest[:] = map(min, self.totals, self.lowest)

    def _push(self, entry: LogEntry, deltas: tuple[int, ...], opened_round: bool) -> None:
        ending = (self.finished, self.finish_reason, self.target, self.rounds_limit)
        self._steps.append(_Step(entry, deltas, self._cursor, opened_round, ending))

    def _end_if_due(self) -> None:
        if self.target is not None and max(self.totals) >= self.target:
            self._end(FinishReason.TARGET)
        elif self.rounds_limit is not None and self.rounds_played >= self.rounds_limit:
            self._end(FinishReason.ROUNDS)

    def _end(self, reason: FinishReason) -> None:
        self.finished, self.finish_reason = True, reason

    def _reopen(self, entry: Reopen) -> None:
        if not self.finished:
            raise RuleError(_("the match is not finished"))
        _positive_or_none(entry.target, _("target"), MAX_TARGET)  # -3 would never end the match
        _positive_or_none(entry.rounds_limit, _("rounds"), MAX_ROUNDS)
        if entry.target is not None and max(self.totals) >= entry.target:
            raise RuleError(
                _("a total already reaches {target}; choose a higher target").format(
                    target=entry.target
                )
            )
        if entry.rounds_limit is not None and self.rounds_played >= entry.rounds_limit:
            raise RuleError(
                ngettext(
                    "{played} round is played already; allow more rounds",
                    "{played} rounds are played already; allow more rounds",
                    self.rounds_played,
                ).format(played=self.rounds_played)
            )
        self._push(entry, (0,) * len(self.players), opened_round=False)
        self.finished, self.finish_reason = False, None
        self.target, self.rounds_limit = entry.target, entry.rounds_limit


def replay(
    players: Sequence[str],
    preset: Preset,
    entries: Iterable[LogEntry],
    target: Limit = FROM_PRESET,
    rounds_limit: Limit = FROM_PRESET,
) -> Match:
    """A match rebuilt from its log; used for edits, loading and re-scoring under a preset."""
    match = Match(players, preset, target, rounds_limit)
    for entry in entries:
        try:
            match.record(entry)
        except RuleError as error:
            raise error.at(_place(match, entry)) from None
    return match


def _place(match: Match, entry: LogEntry) -> str:
    """Where ``entry`` would have gone, as a person counts: round and event number."""
    current = match.round_in_progress
    number = len(match.rounds) + (0 if current else 1)
    where = _("round {number}").format(number=number)
    if isinstance(entry, RoundEnd):
        return _("{round}, end").format(round=where)
    index = (len(current.events) if current else 0) + 1
    return _("{round}, event {number}").format(round=where, number=index)


def _limit(value: Limit, default: int | None, what: str, highest: int) -> int | None:
    if isinstance(value, _PresetDefault):
        return default
    return _positive_or_none(value, what, highest)


def _positive_or_none(value: int | None, what: str, highest: int) -> int | None:
    if value is not None and value <= 0:
        raise RuleError(_("must be a positive number, not {value}").format(value=value), what)
    return check_limit(value, what, highest)
