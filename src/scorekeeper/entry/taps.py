"""What a phone may send: one tap, validated (a bad tap is refused in words, never raised)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

_ID = Annotated[str, Field(min_length=1, max_length=64)]


class _Tap(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: _ID


class FactTap(_Tap):
    """A one-key fact by the current player (or ``seat``, where given)."""

    do: Literal["tile", "matador", "pass", "open_six"]
    seat: int | None = Field(default=None, ge=0, le=3)


class RoundEndTap(_Tap):
    do: Literal["round_end"]
    out: int | None = Field(default=None, ge=0, le=3)  # None: blocked
    pips: dict[int, Annotated[int, Field(ge=0, le=200)]] = {}


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


AnyTap = FactTap | RoundEndTap | AdjustTap | UndoTap | TurnTap
Tap = Annotated[AnyTap, Field(discriminator="do")]
TAP = TypeAdapter(Tap)
