"""Presets: the prices a group of players agrees to pay for each fact at the table.

Every number of RULES.md section 4's table, plus what a person needs to pick one. The built-in
presets are TOML files that the tests check against the schema; anything from outside (a
custom preset file, a preset embedded in a match file) is validated by the pydantic schema in
``preset_schema`` first (``preset_reading`` reads both kinds). A ``Preset`` itself is a plain
frozen value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from scorekeeper.model.tiles import Tile

PLAYER_COUNTS = (2, 3, 4)
TILES_IN_SET = 28


class Settlement(StrEnum):
    """What the winner is owed at the end."""

    DIFFERENTIAL = "differential"  # the leader's total minus the sum of everyone else's
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Preset:
    id: str
    name: str
    description: str
    sum: int
    matadors: tuple[Tile, ...]
    matador_points: int
    move_points: int
    open_six_points: int
    pass_points: int
    debts: bool
    pip_scoring: bool
    target: int | None
    rounds: int | None
    settlement: Settlement
    hand_sizes: Mapping[int, int]

    def is_matador(self, tile: Tile) -> bool:
        return tile in self.matadors

    def to_json(self) -> dict[str, Any]:
        """The plain-JSON form, as embedded in a match file."""
        data = asdict(self)
        data["matadors"] = [str(tile) for tile in self.matadors]
        data["settlement"] = str(self.settlement)
        data["hand_sizes"] = {str(k): v for k, v in self.hand_sizes.items()}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Preset:
        """Rebuild a preset this program wrote and checked before (a built-in file, a stored
        match). Raises ``KeyError``, ``TypeError`` or ``ValueError`` if the data is not that."""
        fields = dict(data)
        fields.setdefault("description", "")
        fields.setdefault("target", None)
        fields.setdefault("rounds", None)
        fields["matadors"] = tuple(sorted(Tile.parse(text) for text in data["matadors"]))
        fields["settlement"] = Settlement(data["settlement"])
        fields["hand_sizes"] = {int(k): int(v) for k, v in dict(data["hand_sizes"]).items()}
        return cls(**fields)
