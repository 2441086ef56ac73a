"""Events: the facts recorded at the table. They carry no points; a preset prices them.

What the program does with each kind (reading, writing, words, turn, rules, price) is said once,
in ``model/kinds.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from scorekeeper.model.line_joins import End
from scorekeeper.model.tiles import Tile


@dataclass(frozen=True, slots=True)
class Lead:
    """The first tile of a round. It makes no sum, so it earns no move point (ruling 2)."""

    player: str
    type: ClassVar[str] = "lead"


@dataclass(frozen=True, slots=True)
class Move:
    """A tile laid so that the joined halves make the preset's sum."""

    player: str
    type: ClassVar[str] = "move"


@dataclass(frozen=True, slots=True)
class Matador:
    """A matador laid across the line; which tile it was is optional."""

    player: str
    tile: Tile | None = None
    type: ClassVar[str] = "matador"


@dataclass(frozen=True, slots=True)
class OpenSix:
    """The tile just laid by ``player`` leaves six pips on a free end (ruling 4)."""

    player: str
    type: ClassVar[str] = "open_six"


@dataclass(frozen=True, slots=True)
class Pass:
    """The player could not lay a tile and skipped the turn."""

    player: str
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Adjust:
    """A correction the players agreed on: signed points with a note saying why."""

    player: str
    points: int
    note: str = ""
    type: ClassVar[str] = "adjust"


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """How a round ended: somebody went ``out``, or it was blocked (``out`` is None).

    ``pips`` holds the pips left in each hand, where the players counted them; ``hands`` the
    tiles left, where they were typed (RULES.md 5.3). A typed hand's pips stand for pips not
    given, so every reader of ``pips`` sees them; where both are given, ``rules.check_end``
    refuses them unless they agree.
    """

    out: str | None
    pips: Mapping[str, int] = field(default_factory=dict)
    hands: Mapping[str, tuple[Tile, ...]] = field(default_factory=dict)
    type: ClassVar[str] = "end"

    def __post_init__(self) -> None:
        missing = {
            name: sum(tile.pips for tile in hand)
            for name, hand in self.hands.items()
            if name not in self.pips
        }
        if missing:  # frozen, so the filled mapping is set the way dataclasses do it
            object.__setattr__(self, "pips", {**self.pips, **missing})

    @property
    def blocked(self) -> bool:
        return self.out is None


@dataclass(frozen=True, slots=True)
class TilePlay:
    """A tile laid in a match kept tile by tile (RULES.md section 6); the match prices it.

    ``end`` is None for the lead (and may be left out where the tile fits one end only);
    ``open`` is the half turned outward where the tile leaves that choice; ``across`` None is
    the usual way (a matador across), False a Polish matador laid lengthwise.
    """

    player: str
    tile: Tile
    end: End | None = None
    open: int | None = None
    across: bool | None = None
    type: ClassVar[str] = "tile"


@dataclass(frozen=True, slots=True)
class Draw:
    """The player took a hidden tile from the stock; the turn stays with them."""

    player: str
    type: ClassVar[str] = "draw"


TableEvent = Lead | Move | Matador | OpenSix | Pass | Adjust | TilePlay | Draw
Event = TableEvent | RoundEnd


@dataclass(frozen=True, slots=True)
class Finish:
    """The players say the match is over. Kept in the log so it can be undone like any entry."""

    type: ClassVar[str] = "finish"


@dataclass(frozen=True, slots=True)
class Reopen:
    """The players play on after the end, with the target and rounds limit they now agree."""

    target: int | None = None
    rounds_limit: int | None = None
    type: ClassVar[str] = "reopen"


Control = Finish | Reopen
LogEntry = Event | Control  # what the app's log holds; a match file writes only ``Event``s
