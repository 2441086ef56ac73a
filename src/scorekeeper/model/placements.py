"""Every way a typed tile may be laid now, each with what it earns (RULES.md 6.1-6.5).

The scorekeeper types a tile's two halves; the app then needs to know where it can go. Each
legal way is an ``Option``: the ``TilePlay`` to record and what it leaves and earns, found by
laying the tile on the round's immutable ``Table`` (nothing is recorded). Where there is more
than one, the app asks which (a matador across or lengthwise, the end, the half outward).

An option on the right end is left out where both ends show the same number: the two lines
are mirror images, and the players would see no difference (docs/rules.md, "Tile by tile").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from scorekeeper.model.earning import Earning
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import TilePlay
from scorekeeper.model.kinds import price_all
from scorekeeper.model.line import Line, Placement
from scorekeeper.model.line_joins import SOAP_ONLY, End, EndNumber, outward_choices
from scorekeeper.model.preset import MatadorLeaves, Preset
from scorekeeper.model.table import Table
from scorekeeper.model.tiles import Tile


@dataclass(frozen=True, slots=True)
class Option:
    """One legal way to lay the tile, with the line it makes and what it earns."""

    play: TilePlay
    earning: Earning
    line: Line  # the line after the tile

    def points(self, preset: Preset) -> int:
        """What the tile's facts earn its player (a match asks ``Match.change_of``, which
        prices them the same way at the totals of the moment)."""
        facts = self.earning.events(self.play.player, self.play.tile)
        return price_all(facts, preset, (self.play.player,), (0,))[0]

    @property
    def leaves(self) -> EndNumber:
        """What the end the tile joined shows now (the lead: its right end)."""
        return self.line.left if self.play.end is End.LEFT else self.line.right


def options(
    table: Table, player: str, tile: Tile, preset: Preset, right: int | None = None
) -> tuple[Option, ...]:
    """The legal ways ``player`` may lay ``tile``; a ``RuleError`` says why there are none.
    ``right``: for a lead, the half typed second, which lies at the right end (a lead ``6 3``
    reads ``6:3``), where the lead leaves its numbers."""
    found = _best(_legal(table, player, tile, preset, right), preset)
    if found:
        return found
    table.lay(player, Placement(tile), preset)  # raises with the reason: on the line, no end
    raise AssertionError("a tile the table takes has a legal option")  # pragma: no cover


def _legal(
    table: Table, player: str, tile: Tile, preset: Preset, right: int | None
) -> Iterator[Option]:
    line = table.line
    ends: tuple[End | None, ...] = (End.LEFT, End.RIGHT) if line.started else (None,)
    if line.started and line.left == line.right:
        ends = (End.LEFT,)  # mirror images (the module's docstring)
    for across in _ways(tile, preset):
        laid_across = across is None and preset.is_matador(tile)
        for end in ends:
            choices = outward_choices(tile, laid_across, preset) if end else _lead(tile, right)
            for outward in choices or (None,):
                placement = Placement(tile, end, outward, across)
                try:
                    after, earning = table.lay(player, placement, preset)
                except RuleError:
                    continue
                shown = _outward(after.line, end, outward)
                play = TilePlay(player, tile, end, shown, across)
                yield Option(play, earning, after.line)
                if end is None:
                    break  # a lead lies one way: as typed where it can, else as usual


def _lead(tile: Tile, right: int | None) -> tuple[int | None, ...]:
    """A lead typed high half first keeps that half at the left (its low half, the right
    one, recorded as ``open``); typed low half first it lies as RULES.md 6.1 has it."""
    return (right, None) if right == tile.low and not tile.is_double else ()


def _best(found: Iterator[Option], preset: Preset) -> tuple[Option, ...]:
    """Where two ways make the very same line on the same end, only the one that earns more:
    the soap led lengthwise leaves the same blanks as across, for nothing."""
    best: dict[tuple[End | None, Line], Option] = {}
    for option in found:
        key = (option.play.end, option.line)
        kept = best.get(key)
        if kept is None or option.points(preset) > kept.points(preset):
            best[key] = option
    return tuple(best.values())


def _ways(tile: Tile, preset: Preset) -> tuple[bool | None, ...]:
    """None is the usual way (a matador across); under the soap rule a matador may also lie
    lengthwise as an ordinary tile (6.4)."""
    if preset.is_matador(tile) and preset.matador_leaves is MatadorLeaves.SOAP:
        return (None, False)
    return (None,)


def _outward(line: Line, end: End | None, chosen: int | None) -> int | None:
    """The half the tile left outward, written even where it was no choice (6.12); none for
    the lead (it leaves both halves) or where a matador leaves only the soap."""
    if end is None:  # the lead: its right half where it was typed, and it could be
        return chosen if chosen is not None and line.right == chosen else None
    if chosen is not None:
        return chosen
    shown = line.shows(end)
    return None if shown is SOAP_ONLY else shown
