"""Helpers for the tile-by-tile tests: lay a tile written as text, collect what it earns."""

from __future__ import annotations

from scorekeeper.model.earning import Earning
from scorekeeper.model.kinds import price_all
from scorekeeper.model.line import End, Placement
from scorekeeper.model.preset import Preset
from scorekeeper.model.table import Table
from scorekeeper.model.tiles import Tile

L, R = End.LEFT, End.RIGHT


def lay(
    table: Table,
    preset: Preset,
    player: str,
    tile: str,
    end: End | None = None,
    outward: int | None = None,
    across: bool | None = None,
) -> tuple[Table, Earning]:
    """``player`` lays ``tile`` (written like ``2:4``) on ``end``."""
    return table.lay(player, Placement(Tile.parse(tile), end, outward, across), preset)


def ends(table: Table) -> tuple[int | None, int | None]:
    """What the two open ends show (None: an end that takes only the soap)."""
    return table.line.left, table.line.right


def earned(earning: Earning, preset: Preset) -> int:
    """What a placement's facts earn under ``preset``, priced as a match prices them (the
    tile's name changes no price, and no fact of a tile depends on the total)."""
    return price_all(earning.events("A", Tile.of(0, 0)), preset, ("A",), (0,))[0]
