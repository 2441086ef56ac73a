"""What the store hands out: a stored match, a line of the history (a player's statistics:
``tallies.py``, loaded with the statistics, not with every match)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, Match, Mode
from scorekeeper.rewrites import Rewrite
from scorekeeper.store.typed import checked


class StoredMatch(NamedTuple):
    """A match as stored, replayed from its log. For looking at: changes go through a session."""

    id: int
    created_at: datetime  # UTC
    updated_at: datetime  # UTC
    match: Match
    turn: str | None  # who plays (or leads) next, as the app last said
    redo: tuple[LogEntry, ...]  # undone entries, the next to redo first
    revision: int = 0  # the match's revision as read: a session's journal starts from it
    rewrites: tuple[Rewrite, ...] = ()  # the edits in force, oldest first
    redo_rewrites: tuple[Rewrite, ...] = ()  # undone edits, the next to redo first


@dataclass(frozen=True)
class MatchSummary:
    """One line of the history list."""

    id: int
    created_at: datetime
    updated_at: datetime
    preset_id: str
    preset_name: str

    def read_from(self) -> str:
        return _("the statistics under {preset}").format(preset=self.preset_id)

    players: tuple[str, ...]
    totals: tuple[int, ...]  # in seating order, like ``players``
    rounds: int  # rounds played, the one a match was finished in included (``rounds_counted``)
    winner: str | None  # set only for a finished match with a single leader
    finished: bool
    mode: Mode  # how it is kept: one key a fact, or tile by tile

    def __post_init__(self) -> None:
        checked(self, _("match {id}").format(id=self.id))

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
            "preset": {"id": self.preset_id, "name": self.preset_name},
            "players": [
                {"name": name, "total": total}
                for name, total in zip(self.players, self.totals, strict=True)
            ],
            "rounds": self.rounds,
            "winner": self.winner,
            "finished": self.finished,
            "mode": str(self.mode),  # the match file's words: "one-key" or "tiles"
        }
