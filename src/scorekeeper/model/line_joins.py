"""How one tile joins one open end of the line (RULES.md 6.2-6.4), and why it cannot.

An end shows a number (0-6), or ``SOAP_ONLY``: it was left by a matador under
``matador_leaves = soap`` and takes only the soap.
"""

from __future__ import annotations

from enum import StrEnum

from scorekeeper.i18n import _, preset_text
from scorekeeper.model.errors import RuleError
from scorekeeper.model.preset import MatadorLeaves, Preset
from scorekeeper.model.tiles import HIGHEST_PIP, Tile

SOAP = Tile(0, 0)
SOAP_ONLY: None = None  # what an end left by a matador under the soap rule "shows"
EndNumber = int | None  # an end's number, or SOAP_ONLY


class End(StrEnum):
    LEFT = "left"
    RIGHT = "right"


def lies_across(tile: Tile, across: bool | None, preset: Preset) -> bool:
    """Whether ``tile`` is laid across; ``across`` None is the usual way (a matador across).

    Raises where the way asked for is not allowed: only a matador lies across, and under
    ``half`` every matador does (RULES.md 6.4, 6.12).
    """
    matador = preset.is_matador(tile)
    if across is None:
        return matador
    if across and not matador:
        raise RuleError(
            _("{tile} is not a matador under {preset}, so it cannot lie across").format(
                tile=tile, preset=preset_text(preset.name)
            )
        )
    if not across and matador and preset.matador_leaves is MatadorLeaves.HALF:
        raise RuleError(
            _("under {preset} every matador lies across; {tile} cannot lie lengthwise").format(
                preset=preset_text(preset.name), tile=tile
            )
        )
    return across


def fits_end(number: EndNumber, tile: Tile, across: bool, preset: Preset) -> bool:
    """Whether ``tile``, laid this way, may join an end that shows ``number``."""
    if number is SOAP_ONLY:
        return tile == SOAP and across  # "musi to być mydło"
    if across:
        return True  # matadors are wild (6.4)
    if number == 0:
        return False  # a blank takes only a matador (6.3)
    return number + tile.low == preset.sum or number + tile.high == preset.sum


def outward_choices(tile: Tile, across: bool, preset: Preset) -> tuple[int, ...]:
    """The halves the player may turn outward: two where it is the player's choice."""
    if across and preset.matador_leaves is MatadorLeaves.HALF and not tile.is_double:
        return (tile.low, tile.high)
    return ()


def leaves(
    number: EndNumber, tile: Tile, across: bool, outward: int | None, preset: Preset
) -> EndNumber:
    """What the end shows once ``tile`` has joined it (``fits_end`` said yes)."""
    if tile == SOAP:
        return 0  # the soap always leaves a blank
    if across:
        if preset.matador_leaves is MatadorLeaves.SOAP:
            return SOAP_ONLY
        return tile.low if tile.is_double else outward
    assert number is not None  # only the soap joins a soap-only end, and it returned above
    # a double joins as one number and leaves it; otherwise the half that made the sum touches
    return tile.high if number + tile.low == preset.sum else tile.low


def check_outward(
    tile: Tile, choices: tuple[int, ...], outward: int | None, leaves_: EndNumber
) -> None:
    """The outward half given agrees with the tile and the choice it leaves (6.12)."""
    if choices and outward not in choices:
        raise RuleError(
            _("{tile} across: say which half faces outward, {low} or {high}").format(
                tile=tile, low=tile.low, high=tile.high
            )
        )
    if choices or outward is None or outward == leaves_:
        return
    if leaves_ is SOAP_ONLY:
        raise RuleError(
            _("{tile} across leaves no number under the soap rule; give no outward half").format(
                tile=tile
            )
        )
    raise RuleError(
        _("{tile} laid there leaves {half} outward, not {given}").format(
            tile=tile, half=leaves_, given=outward
        )
    )


def why_not(end: End, number: EndNumber, across: bool, preset: Preset) -> str:
    """One clause on why an end refuses a tile, e.g. ``left shows 5 (needs 1)``."""
    left = end is End.LEFT
    if number is SOAP_ONLY:
        return _("left takes only the soap") if left else _("right takes only the soap")
    if number == 0 and not across:
        return _("left is blank (a matador only)") if left else _("right is blank (a matador only)")
    need = preset.sum - number
    if 0 <= need <= HIGHEST_PIP:
        text = (
            _("left shows {number} (needs {need})")
            if left
            else _("right shows {number} (needs {need})")
        )
        return text.format(number=number, need=need)
    text = (
        _("left shows {number} (nothing makes {sum})")
        if left
        else _("right shows {number} (nothing makes {sum})")
    )
    return text.format(number=number, sum=preset.sum)
