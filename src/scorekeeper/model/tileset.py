"""The double-six set itself: its 28 tiles, which of them can show a six, and the deal.

Pure facts about the physical set that every check of RULES.md sections 5 and 6 builds on.
"""

from __future__ import annotations

from scorekeeper.i18n import _, preset_text
from scorekeeper.model.errors import RuleError
from scorekeeper.model.preset import MatadorLeaves, Preset
from scorekeeper.model.tiles import HIGHEST_PIP, Tile

SIX = 6  # the pips an "open six" shows, whatever the preset's sum

# Every tile once, low half first, in order: 0:0 0:1 ... 6:6.
ALL_TILES: tuple[Tile, ...] = tuple(
    Tile(low, high) for low in range(HIGHEST_PIP + 1) for high in range(low, HIGHEST_PIP + 1)
)


def has_six(tile: Tile) -> bool:
    """Whether either half of ``tile`` shows six pips."""
    return SIX in (tile.low, tile.high)


def can_leave_six(tile: Tile, preset: Preset, across: bool) -> bool:
    """Whether ``tile``, laid this way under ``preset``, can leave six pips on an end.

    RULES.md 5.2: a tile with no six half never can; a matador across under ``soap`` leaves no
    number at all (its end takes only the soap), so it cannot either.
    """
    if not has_six(tile):
        return False
    return not (across and preset.matador_leaves is MatadorLeaves.SOAP)


def hand_size(preset: Preset, players: int) -> int:
    """The tiles the preset deals each of ``players`` players."""
    if players not in preset.hand_sizes:
        raise RuleError(
            _("{preset} deals no hands for {count} players").format(
                preset=preset_text(preset.name), count=players
            )
        )
    return preset.hand_sizes[players]


def stock_size(preset: Preset, players: int) -> int:
    """The tiles left face down after the deal (RULES.md 6.6)."""
    return len(ALL_TILES) - players * hand_size(preset, players)
