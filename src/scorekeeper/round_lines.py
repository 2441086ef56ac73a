"""Each round's line in a match kept tile by tile, as the table saw it: the tiles from its left
end to its right, each lying as it was laid and with who laid it, and the two ends it left.

For the exports (Markdown, CSV, HTML). The line is rebuilt by laying the round's tiles again
(at most 28 a round, each already checked when recorded), so a tile written without its end
or outward half (a file may leave them out where there is no choice) lies where the match laid
it. A one-key match has no line: it knows the facts, not the tiles.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from scorekeeper.i18n import _
from scorekeeper.model import End, Match, Mode, Preset, Round, TilePlay
from scorekeeper.model.line import Line, Placement
from scorekeeper.model.line_joins import SOAP_ONLY, EndNumber, lies_across


def open_end_words(number: EndNumber) -> str:
    """What an open end shows, in a word or a number (the tile board's words too)."""
    if number is SOAP_ONLY:
        return _("soap only")
    if number == 0:
        return _("blank")
    return str(number)


@dataclass(frozen=True, slots=True)
class LaidTile:
    number: int  # its place in the round's order of play, from 1
    play: TilePlay  # as recorded, with the end it joined filled in (None: the lead)
    halves: tuple[int, int]  # as it lies, from the line's left to its right
    across: bool  # a matador laid across the line
    points: int  # what it earned its player (an open six it made included)


@dataclass(frozen=True, slots=True)
class RoundLine:
    number: int
    tiles: tuple[LaidTile, ...]  # from the line's left end to its right
    left: EndNumber  # what the ends showed when the round ended
    right: EndNumber

    @property
    def in_play_order(self) -> tuple[LaidTile, ...]:
        return tuple(sorted(self.tiles, key=lambda laid: laid.number))


def round_lines(match: Match) -> tuple[RoundLine, ...]:
    """Every round's line, in order; none for a one-key match."""
    if match.mode is not Mode.TILES:
        return ()
    return tuple(
        _round_line(number, played, match.preset)
        for number, played in enumerate(match.rounds, start=1)
    )


def _round_line(number: int, played: Round, preset: Preset) -> RoundLine:
    line, left, right = Line(), list[LaidTile](), list[LaidTile]()
    for count, (play, points) in enumerate(_tiles(played), start=1):
        end = _end(line, play, preset)
        across = lies_across(play.tile, play.across, preset)
        placement = Placement(play.tile, end, play.open, play.across)
        line, _earning = line.lay(placement, preset)
        laid = LaidTile(count, play.replaced(end=end), _halves(line, play, end), across,
                        points)  # fmt: skip
        (left if end is End.LEFT else right).append(laid)
    return RoundLine(number, (*reversed(left), *right), line.left, line.right)


def _tiles(played: Round) -> Iterator[tuple[TilePlay, int]]:
    for event, points in zip(played.events, played.event_points, strict=True):
        if isinstance(event, TilePlay):
            yield event, points


def _end(line: Line, play: TilePlay, preset: Preset) -> End | None:
    """The end the tile joined: as recorded, or the only one it fits (the match laid it so)."""
    if not line.started or play.end is not None:
        return play.end
    return line.fits(play.tile, preset, play.across)[0]


def _halves(after: Line, play: TilePlay, end: End | None) -> tuple[int, int]:
    """The halves from left to right: the lead low half first (RULES.md 6.1); a tile on an end
    with the half it left turned outward (a matador across too, where it leaves one); a
    matador that leaves only the soap as it is named."""
    tile = play.tile
    if end is None and after.right is not SOAP_ONLY and after.left is not SOAP_ONLY:
        return after.left, after.right  # the lead as it lay (as typed, where it was)
    shown = after.shows(end) if end is not None else SOAP_ONLY
    if shown is SOAP_ONLY:
        return tile.low, tile.high
    inward = tile.low if shown == tile.high else tile.high
    return (shown, inward) if end is End.LEFT else (inward, shown)
