"""The line of tiles on the table this round (RULES.md 6.1-6.5, 6.8): an immutable value.

Laying a tile returns a new ``Line`` and what the tile ``Earning``s; a tile that may not be
laid raises a ``RuleError`` whose one line says why. Each step copies a frozenset of at most 28
tiles, so it costs the same whatever the match's length.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.i18n import _
from scorekeeper.model.earning import Earning
from scorekeeper.model.errors import RuleError
from scorekeeper.model.line_joins import (
    SOAP,
    SOAP_ONLY,
    End,
    EndNumber,
    check_outward,
    fits_end,
    leaves,
    lies_across,
    outward_choices,
    why_not,
)
from scorekeeper.model.preset import MatadorLeaves, Preset
from scorekeeper.model.tiles import Tile
from scorekeeper.model.tileset import ALL_TILES, SIX

# ``outward_choices`` is here for the app: which halves to offer for a matador across.
__all__ = ["End", "Line", "Placement", "outward_choices"]


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile as the scorekeeper lays it: on which end, which half outward, across or not.

    ``end`` is None for the lead (and may be left out where the tile fits one end only);
    ``outward`` is the half turned outward where that is the player's choice; ``across`` None
    is the usual way: a matador across, any other tile lengthwise.
    """

    tile: Tile
    end: End | None = None
    outward: int | None = None
    across: bool | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """The two open ends and the tiles laid; ``Line()`` is a round before its lead."""

    left: EndNumber = SOAP_ONLY
    right: EndNumber = SOAP_ONLY
    tiles: frozenset[Tile] = frozenset()
    pips: int = 0  # of the tiles on the line, for the pip check at the end (6.9)

    @property
    def started(self) -> bool:
        return bool(self.tiles)

    def shows(self, end: End) -> EndNumber:
        return self.left if end is End.LEFT else self.right

    def fits(self, tile: Tile, preset: Preset, across: bool | None = None) -> tuple[End, ...]:
        """The ends ``tile`` may join laid this way; before the lead, both (it opens them)."""
        way = lies_across(tile, across, preset)
        if tile in self.tiles:
            return ()
        if not self.started:
            return (End.LEFT, End.RIGHT)
        return tuple(end for end in End if fits_end(self.shows(end), tile, way, preset))

    def lay(self, placement: Placement, preset: Preset) -> tuple[Line, Earning]:
        """The line with ``placement`` laid, and what it earns; a ``RuleError`` says why not."""
        tile = placement.tile
        across = lies_across(tile, placement.across, preset)
        if tile in self.tiles:
            raise RuleError(_("{tile} is on the line already this round").format(tile=tile))
        if not self.started:
            return self._lead(placement, across, preset)
        end = self._end_for(placement, across, preset)
        number = self.shows(end)
        left_ = leaves(number, tile, across, placement.outward, preset)
        check_outward(tile, outward_choices(tile, across, preset), placement.outward, left_)
        line = Line(
            left_ if end is End.LEFT else self.left,
            left_ if end is End.RIGHT else self.right,
            self.tiles | {tile},
            self.pips + tile.pips,
        )
        return line, Earning(lead=False, matador=across, open_six=left_ == SIX)

    def blocked(self, preset: Preset) -> bool:
        """Provably blocked (6.8): no tile that is not on the line could join either end."""
        if not self.started:
            return False
        return not any(self._could_join(tile, preset) for tile in ALL_TILES)

    def _could_join(self, tile: Tile, preset: Preset) -> bool:
        if tile in self.tiles:
            return False
        ways = [preset.is_matador(tile)]
        if ways[0] and preset.matador_leaves is MatadorLeaves.SOAP:
            ways.append(False)  # a matador may also lie lengthwise as an ordinary tile
        return any(fits_end(self.shows(end), tile, way, preset) for way in ways for end in End)

    def _end_for(self, placement: Placement, across: bool, preset: Preset) -> End:
        tile = placement.tile
        if placement.end is not None:
            number = self.shows(placement.end)
            if not fits_end(number, tile, across, preset):
                raise RuleError(
                    _("{tile} does not fit there: {reason}").format(
                        tile=tile, reason=why_not(placement.end, number, across, preset)
                    )
                )
            return placement.end
        ends = self.fits(tile, preset, across)
        if len(ends) == 1:
            return ends[0]
        if ends:
            raise RuleError(_("{tile} fits both ends: say which").format(tile=tile))
        reasons = [why_not(end, self.shows(end), across, preset) for end in End]
        raise RuleError(
            _("{tile} fits no end: {left}, {right}").format(
                tile=tile, left=reasons[0], right=reasons[1]
            )
        )

    def _lead(self, placement: Placement, across: bool, preset: Preset) -> tuple[Line, Earning]:
        tile = placement.tile
        if placement.end is not None:
            raise RuleError(_("the lead opens the line; it is laid on no end"))
        soap_rule = preset.matador_leaves is MatadorLeaves.SOAP
        if across and soap_rule and tile != SOAP:
            ends: tuple[EndNumber, EndNumber] = (SOAP_ONLY, SOAP_ONLY)  # across: no number
        else:
            ends = (tile.low, tile.high)  # low half at the left (6.1), unless told otherwise
        if placement.outward is not None and placement.outward not in ends:
            raise RuleError(
                _("the lead {tile} leaves no {half} outward").format(
                    tile=tile, half=placement.outward
                )
            )
        if placement.outward is not None:  # the half at the right, as the scorekeeper typed it
            ends = (tile.low if placement.outward == tile.high else tile.high, placement.outward)
        line = Line(ends[0], ends[1], frozenset({tile}), tile.pips)
        return line, Earning(lead=True, matador=across, open_six=SIX in ends)
