"""What a phone may send: one tap, validated (a bad tap is refused in words, never raised)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from scorekeeper.model.facts import facts_of
from scorekeeper.model.tile_round import Mode

_ID = Annotated[str, Field(min_length=1, max_length=64)]
_TILE = Annotated[str, Field(min_length=1, max_length=12)]  # "3-5", "3:5": read by Tile.parse


class _Tap(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: _ID


if TYPE_CHECKING:  # a fact's name, as ``RECORDS`` has it (mypy cannot read the names below)
    OneKeyFact: TypeAlias = str
    TileFact: TypeAlias = str
else:  # the taps a pad's fact buttons send: those of its mode, named as the keys
    OneKeyFact = Literal[facts_of(Mode.ONE_KEY)]
    TileFact = Literal[facts_of(Mode.TILES)]


class FactTap(_Tap):
    """A one-key fact by the current player (or ``seat``, where given)."""

    do: OneKeyFact
    seat: int | None = Field(default=None, ge=0, le=3)


class RoundEndTap(_Tap):
    """How the round ended; a hand given as tiles (``["6:5", "3:3"]``) is kept as tiles
    (RULES.md 5.3) and stands for its pips; ``leader``: who leads the next round."""

    do: Literal["round_end"]
    out: int | None = Field(default=None, ge=0, le=3)  # None: blocked
    pips: dict[int, Annotated[int, Field(ge=0, le=200)]] = {}
    hands: dict[int, Annotated[list[_TILE], Field(max_length=28)]] = {}
    leader: int | None = Field(default=None, ge=0, le=3)


class AdjustTap(_Tap):
    do: Literal["adjust"]
    seat: int = Field(ge=0, le=3)
    points: int = Field(ge=-10_000, le=10_000)
    note: str = Field(default="", max_length=200)


class UndoTap(_Tap):
    do: Literal["undo", "redo"]


class TurnTap(_Tap):
    """Whose turn it is at a round's start (who leads), as the app's 1-4 keys."""

    do: Literal["turn"]
    seat: int = Field(ge=0, le=3)


class TileTap(_Tap):
    """A tile laid, in a match kept tile by tile: its halves in the order the tile board's keys
    type them (a lead ``5-3`` lies with its 3 at the right); ``end``, ``half`` (turned outward)
    and ``across`` needed only where the tile may be laid more than one way."""

    do: Literal["tile"]
    tile: _TILE
    end: Literal["left", "right"] | None = None
    half: int | None = Field(default=None, ge=0, le=6)
    across: bool | None = None


class StepTap(_Tap):
    """A fact in a match kept tile by tile (a draw or a pass); ``sure``: a pass the draw rule
    does not expect, which the pad asks about first (RULES.md 6.7)."""

    do: TileFact
    sure: bool = False


_Control = RoundEndTap | AdjustTap | UndoTap | TurnTap
AnyTap = FactTap | _Control
AnyTileTap = TileTap | StepTap | _Control
TAP = TypeAdapter(Annotated[AnyTap, Field(discriminator="do")])  # one key a fact
TILE_TAP = TypeAdapter(Annotated[AnyTileTap, Field(discriminator="do")])  # tile by tile


def named_seats(tap: AnyTap | AnyTileTap) -> list[int]:
    """The seats a tap names, each to be at the table."""
    if isinstance(tap, FactTap):
        return [] if tap.seat is None else [tap.seat]
    if isinstance(tap, AdjustTap | TurnTap):
        return [tap.seat]
    if isinstance(tap, RoundEndTap):
        named = [tap.out, tap.leader, *tap.pips, *tap.hands]
        return [seat for seat in named if seat is not None]
    return []


def why_not(error: ValidationError) -> str:
    """A refused tap's first reason, where it is: ``seat: Input should be ...``."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])
