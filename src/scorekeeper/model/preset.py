"""Presets: the prices a group of players agrees to pay for each fact at the table.

Every number of RULES.md section 4's table, plus what a person needs to pick one. The built-in
presets are TOML files that the tests check against the schema; anything from outside (a
custom preset file, a preset embedded in a match file) is validated by the pydantic schema in
``preset_schema`` first. A ``Preset`` itself is a plain frozen value.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
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


def preset_from_data(data: Any) -> Preset:
    """Validate a preset given as plain data; errors name the field."""
    from scorekeeper.model.preset_schema import validate_preset  # pydantic, only when needed

    return validate_preset(data)


def preset_from_toml(text: str) -> Preset:
    """Validate a preset file's text."""
    return preset_from_data(_toml(text))


def toml_preset_problems(text: str) -> list[str]:
    """Every problem of a preset file's text, one line each (``presets check``)."""
    from scorekeeper.model.preset_schema import preset_problems

    try:
        data = _toml(text)
    except RuleError as error:
        return [error.message]
    return preset_problems(data)


def trusted_preset_from_toml(text: str) -> Preset:
    """A built-in preset file, without the schema (the tests hold each to it)."""
    return Preset.from_json(_toml(text))


def _toml(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RuleError(_("not valid TOML ({detail})").format(detail=error)) from None
    except (ValueError, RecursionError):  # a number of thousands of digits, nesting too deep
        raise RuleError(
            _("not a preset: the TOML is nested too deep or a number is too long")
        ) from None
