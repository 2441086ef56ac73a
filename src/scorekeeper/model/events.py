"""Events: the facts recorded at the table. They carry no points; a preset prices them.

What the program does with each kind (reading, writing, words, turn, rules, price) is said once,
in ``model/kinds.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from scorekeeper.model.frozen import Frozen
from scorekeeper.model.line_joins import End
from scorekeeper.model.tiles import Tile


class Lead(Frozen):
    """The first tile of a round. It makes no sum, so it earns no move point (ruling 2)."""

    __slots__ = ("player",)
    type: ClassVar[str] = "lead"
    player: str

    def __init__(self, player: str) -> None:
        self.fill(player=player)


class Move(Frozen):
    """A tile laid so that the joined halves make the preset's sum."""

    __slots__ = ("player",)
    type: ClassVar[str] = "move"
    player: str

    def __init__(self, player: str) -> None:
        self.fill(player=player)


class Matador(Frozen):
    """A matador laid across the line; which tile it was is optional."""

    __slots__ = ("player", "tile")
    type: ClassVar[str] = "matador"
    player: str
    tile: Tile | None

    def __init__(self, player: str, tile: Tile | None = None) -> None:
        self.fill(player=player, tile=tile)


class OpenSix(Frozen):
    """The tile just laid by ``player`` leaves six pips on a free end (ruling 4)."""

    __slots__ = ("player",)
    type: ClassVar[str] = "open_six"
    player: str

    def __init__(self, player: str) -> None:
        self.fill(player=player)


class Pass(Frozen):
    """The player could not lay a tile and skipped the turn."""

    __slots__ = ("player",)
    type: ClassVar[str] = "pass"
    player: str

    def __init__(self, player: str) -> None:
        self.fill(player=player)


class Adjust(Frozen):
    """A correction the players agreed on: signed points with a note saying why."""

    __slots__ = ("player", "points", "note")  # noqa: RUF023 (the order of __init__'s: Frozen reads it)
    type: ClassVar[str] = "adjust"
    player: str
    points: int
    note: str

    def __init__(self, player: str, points: int, note: str = "") -> None:
        self.fill(player=player, points=points, note=note)


class RoundEnd(Frozen):
    """How a round ended: somebody went ``out``, or it was blocked (``out`` is None).

    ``pips`` holds the pips left in each hand, where the players counted them; ``hands`` the
    tiles left, where they were typed (RULES.md 5.3). A typed hand's pips stand for pips not
    given, so every reader of ``pips`` sees them; where both are given, ``rules.check_end``
    refuses them unless they agree.
    """

    __slots__ = ("out", "pips", "hands")  # noqa: RUF023 (the order of __init__'s: Frozen reads it)
    type: ClassVar[str] = "end"
    out: str | None
    pips: Mapping[str, int]
    hands: Mapping[str, tuple[Tile, ...]]

    def __init__(
        self,
        out: str | None,
        pips: Mapping[str, int] | None = None,
        hands: Mapping[str, tuple[Tile, ...]] | None = None,
    ) -> None:
        pips = {} if pips is None else pips
        hands = {} if hands is None else hands
        missing = {
            name: sum(tile.pips for tile in hand)
            for name, hand in hands.items()
            if name not in pips
        }
        self.fill(out=out, pips={**pips, **missing} if missing else pips, hands=hands)

    @property
    def blocked(self) -> bool:
        return self.out is None


class TilePlay(Frozen):
    """A tile laid in a match kept tile by tile (RULES.md section 6); the match prices it.

    ``end`` is None for the lead (and may be left out where the tile fits one end only);
    ``open`` is the half turned outward where the tile leaves that choice; ``across`` None is
    the usual way (a matador across), False a Polish matador laid lengthwise.
    """

    __slots__ = ("player", "tile", "end", "open", "across")  # noqa: RUF023 (the order of __init__'s: Frozen reads it)
    type: ClassVar[str] = "tile"
    player: str
    tile: Tile
    end: End | None
    open: int | None
    across: bool | None

    def __init__(
        self,
        player: str,
        tile: Tile,
        end: End | None = None,
        open: int | None = None,
        across: bool | None = None,
    ) -> None:
        self.fill(player=player, tile=tile, end=end, open=open, across=across)


class Draw(Frozen):
    """The player took a hidden tile from the stock; the turn stays with them."""

    __slots__ = ("player",)
    type: ClassVar[str] = "draw"
    player: str

    def __init__(self, player: str) -> None:
        self.fill(player=player)


TableEvent = Lead | Move | Matador | OpenSix | Pass | Adjust | TilePlay | Draw
Event = TableEvent | RoundEnd


class Finish(Frozen):
    """The players say the match is over. Kept in the log so it can be undone like any entry."""

    __slots__ = ()
    type: ClassVar[str] = "finish"


class Reopen(Frozen):
    """The players play on after the end, with the target and rounds limit they now agree."""

    __slots__ = ("target", "rounds_limit")  # noqa: RUF023 (the order of __init__'s: Frozen reads it)
    type: ClassVar[str] = "reopen"
    target: int | None
    rounds_limit: int | None

    def __init__(self, target: int | None = None, rounds_limit: int | None = None) -> None:
        self.fill(target=target, rounds_limit=rounds_limit)


Control = Finish | Reopen
LogEntry = Event | Control  # what the app's log holds; a match file writes only ``Event``s
