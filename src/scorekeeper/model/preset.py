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


class MatadorLeaves(StrEnum):
    """What a matador laid across leaves on its end (RULES.md 6.4)."""

    HALF = "half"  # Six Matador: the half turned outward is the end's number
    SOAP = "soap"  # Matador: the end takes only the soap; a matador may also lie lengthwise


class DrawRule(StrEnum):
    """When a player who cannot lay draws from the stock (RULES.md 6.7)."""

    UNTIL_FITS = "until-fits"  # Matador: draw until a tile fits; pass only with the stock empty
    ONE = "one"  # the house variant: one draw, then pass
    NONE = "none"  # Six Matador's text has no stock


def default_matador_leaves(sum_: int) -> MatadorLeaves:
    """For a preset stored before the field existed: Six Matador's rule for sum 6, else
    ordinary Matador's (the Polish text is the ordinary game; Six Matador is its variant)."""
    return MatadorLeaves.HALF if sum_ == 6 else MatadorLeaves.SOAP


def default_draw(sum_: int) -> DrawRule:
    """For a preset stored before the field existed, by the same reasoning as above."""
    return DrawRule.NONE if sum_ == 6 else DrawRule.UNTIL_FITS


@dataclass(frozen=True, slots=True)
class Preset:
    """A scoring preset: the sum, the matadors and every price and limit (RULES.md, presets/)."""

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
    matador_leaves: MatadorLeaves
    draw: DrawRule

    def is_matador(self, tile: Tile) -> bool:
        return tile in self.matadors

    def to_json(self) -> dict[str, Any]:
        """The plain-JSON form, as embedded in a match file."""
        data = asdict(self)
        data["matadors"] = [str(tile) for tile in self.matadors]
        data["settlement"] = str(self.settlement)
        data["hand_sizes"] = {str(k): v for k, v in self.hand_sizes.items()}
        data["matador_leaves"] = str(self.matador_leaves)
        data["draw"] = str(self.draw)
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
        # A preset stored before these fields existed gets the rule its sum's game plays by.
        leaves = data.get("matador_leaves") or default_matador_leaves(int(data["sum"]))
        fields["matador_leaves"] = MatadorLeaves(leaves)
        fields["draw"] = DrawRule(data.get("draw") or default_draw(int(data["sum"])))
        return cls(**fields)
