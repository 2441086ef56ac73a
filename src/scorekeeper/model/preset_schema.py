"""The pydantic schema every preset from outside passes through: a custom preset file, a preset
embedded in a match file. Imported only when such a preset is read, so that opening the app
on the built-in presets does not pay for pydantic (see docs/performance.md)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
    model_validator,
)

from scorekeeper.i18n import _
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET, text_problem
from scorekeeper.model.errors import RuleError
from scorekeeper.model.preset import (
    PLAYER_COUNTS,
    TILES_IN_SET,
    DrawRule,
    MatadorLeaves,
    Preset,
    Settlement,
    default_draw,
    default_matador_leaves,
)
from scorekeeper.model.schema_words import problem_words
from scorekeeper.model.tiles import HIGHEST_PIP, Tile

PresetId = Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,47}$")]
# Strict: "10", 10.0 or true where a whole number is wanted is a mistake in the file, and
# coercing it would price a move at true = +1 point
Price = Annotated[StrictInt, Field(ge=0, le=1000)]


class PresetSchema(BaseModel):
    """The rules a preset file must follow; validating one gives a domain ``Preset``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: PresetId
    name: Annotated[StrictStr, Field(min_length=1, max_length=60)]
    description: Annotated[StrictStr, Field(max_length=500)] = ""
    sum: Annotated[StrictInt, Field(ge=0, le=2 * HIGHEST_PIP)]
    matadors: tuple[Tile, ...]
    matador_points: Price
    move_points: Price
    open_six_points: Price
    pass_points: Annotated[StrictInt, Field(ge=-1000, le=0)]
    debts: StrictBool  # TOML has real booleans: "no" is a mistake, not false
    pip_scoring: StrictBool
    target: Annotated[StrictInt, Field(gt=0, le=MAX_TARGET)] | None = None
    rounds: Annotated[StrictInt, Field(gt=0, le=MAX_ROUNDS)] | None = None
    settlement: Settlement
    hand_sizes: dict[int, StrictInt]
    matador_leaves: MatadorLeaves | None = None  # left out: the rule of the sum's game
    draw: DrawRule | None = None

    @field_validator("name", "description")
    @classmethod
    def _printable(cls, value: str) -> str:
        problem = text_problem(value, _("the text"))  # an ESC here reaches every terminal
        if problem:
            raise ValueError(problem)
        return value

    @field_validator("matadors", mode="before")
    @classmethod
    def _read_tiles(cls, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return tuple(Tile.parse(v) if isinstance(v, str) else v for v in value)
        return value

    @field_validator("matadors")
    @classmethod
    def _distinct_tiles(cls, value: tuple[Tile, ...]) -> tuple[Tile, ...]:
        if len(set(value)) != len(value):
            raise ValueError(_("a matador is listed twice"))
        return tuple(sorted(value))

    @field_validator("hand_sizes")
    @classmethod
    def _hand_for_each_table(cls, value: dict[int, int]) -> dict[int, int]:
        if sorted(value) != list(PLAYER_COUNTS):
            raise ValueError(_("give a hand size for 2, 3 and 4 players"))
        for players, size in value.items():
            if not 1 <= size * players <= TILES_IN_SET:
                raise ValueError(
                    _("{size} tiles each for {players} players does not fit a 28-tile set").format(
                        size=size, players=players
                    )
                )
        return dict(sorted(value.items()))

    @model_validator(mode="after")
    def _pips_settle_by_pips(self) -> PresetSchema:
        if self.pip_scoring and self.settlement is Settlement.DIFFERENTIAL:
            # The round winner already collects the others' pips; a differential would count twice.
            raise ValueError(_("a pip-scoring preset cannot also settle by differential"))
        return self


def validate_preset(data: Any) -> Preset:
    """A checked preset from plain data; a problem is a ``RuleError`` naming the field (the
    first one; ``preset_problems`` gives them all)."""
    try:
        checked = PresetSchema.model_validate(data)
    except ValidationError as error:
        raise RuleError(describe_validation_error(error)) from None
    except RuleError as error:
        raise RuleError(error.message, _("field matadors")) from None
    fields = {name: getattr(checked, name) for name in PresetSchema.model_fields}
    fields["matador_leaves"] = checked.matador_leaves or default_matador_leaves(checked.sum)
    fields["draw"] = checked.draw or default_draw(checked.sum)
    return Preset(**fields)


def preset_problems(data: Any) -> list[str]:
    """Every problem pydantic finds in ``data``, one line each; empty if it is a preset."""
    try:
        PresetSchema.model_validate(data)
    except ValidationError as error:
        return [_describe(problem) for problem in error.errors(include_url=False)]
    return []


def describe_validation_error(error: ValidationError) -> str:
    """The first problem pydantic found, as ``field NAME: what is wrong``."""
    return _describe(error.errors(include_url=False)[0])


def _describe(problem: Any) -> str:
    where = ".".join(str(part) for part in problem["loc"]) or _("preset")
    message = problem_words(problem)
    return _("field {field}: {message}").format(field=where, message=message)
