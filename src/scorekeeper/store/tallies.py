"""A player's statistics as the store hands them out: over all their matches (``PlayerStats``,
with the rating) and under each preset (``PresetStats``). Apart from ``records.py``: only the
statistics and the history's screens load them, not every match (issue 20 item 7)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model.rating import FRESH, Rating
from scorekeeper.store.typed import checked


@dataclass(frozen=True)
class Tally:
    """One player's numbers, over all their matches or those under one preset.

    Results (wins, totals) count finished matches only; facts (matadors, passes, debts, tiles
    laid and drawn, open sixes) count every match the player sat in. Draws exist only in
    matches kept tile by tile: ``drawn_or_none`` is None where the player kept none.
    """

    matches: int
    finished: int
    wins: int  # finished matches won outright; a shared lead is not a win
    finished_total: int  # sum of the totals of the finished matches
    best_total: int | None  # highest total of a finished match
    matadors: int
    passes: int
    largest_debt: int  # deepest the total ever went below zero (0: never)
    laid: int  # tiles laid: leads, moves and matadors, typed with one key or tile by tile
    drawn: int  # tiles drawn from the stock, in the matches kept tile by tile
    open_sixes: int
    tiles_matches: int  # matches kept tile by tile

    def __post_init__(self) -> None:
        checked(self, self.read_from())

    def read_from(self) -> str:
        """The rows these numbers come from, for a message about a damaged one."""
        return _("the statistics")

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.finished if self.finished else None

    @property
    def average_total(self) -> float | None:
        return self.finished_total / self.finished if self.finished else None

    @property
    def passes_per_match(self) -> float | None:
        return self.passes / self.matches if self.matches else None

    @property
    def drawn_or_none(self) -> int | None:
        """Tiles drawn, or None where no match was kept tile by tile (nothing could be)."""
        return self.drawn if self.tiles_matches else None

    def numbers(self) -> dict[str, Any]:
        return {
            **{key: getattr(self, key) for key in TALLY_FIELDS},
            "drawn": self.drawn_or_none,
            "win_rate": self.win_rate,
            "average_total": self.average_total,
            "passes_per_match": self.passes_per_match,
        }


TALLY_FIELDS = tuple(field.name for field in fields(Tally))


@dataclass(frozen=True)
class PresetStats(Tally):
    preset_id: str
    preset_name: str

    def to_json(self) -> dict[str, Any]:
        return {"preset": {"id": self.preset_id, "name": self.preset_name}, **self.numbers()}


@dataclass(frozen=True)
class PlayerStats(Tally):
    name: str  # as written in the player's latest match
    presets: tuple[PresetStats, ...]
    rating: Rating = FRESH  # one across all presets (model/rating.py)
    waiting: tuple[int, ...] = ()  # the player's matches not rated yet (store/rating_queue.py)

    def read_from(self) -> str:
        return _("the statistics of {name}").format(name=self.name)

    def to_json(self) -> dict[str, Any]:
        shown = self.rating.shown
        return {
            "name": self.name,
            **self.numbers(),
            "rating": None if shown is None else round(shown, 2),  # hidden below SHOWN_FROM
            "rated_matches": self.rating.matches,
            "ratings_waiting": len(self.waiting),  # matches the rating does not count yet
            "presets": [stats.to_json() for stats in self.presets],
        }
