"""The plain values a match is made of: a round, why a match finished, and its agreed end."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from scorekeeper.i18n import _
from scorekeeper.model.bounds import check_limit
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import RoundEnd, TableEvent


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


class _PresetDefault:
    """The preset's default end, as opposed to ``None``: no target, or no rounds limit."""

    def __repr__(self) -> str:
        return "FROM_PRESET"


FROM_PRESET: Final = _PresetDefault()
Limit = int | None | _PresetDefault


def limit(value: Limit, default: int | None, what: str, highest: int) -> int | None:
    """A target or rounds limit as given, the preset's where ``FROM_PRESET``; checked."""
    if isinstance(value, _PresetDefault):
        return default
    return positive_or_none(value, what, highest)


def positive_or_none(value: int | None, what: str, highest: int) -> int | None:
    if value is not None and value <= 0:
        raise RuleError(_("must be a positive number, not {value}").format(value=value), what)
    return check_limit(value, what, highest)
