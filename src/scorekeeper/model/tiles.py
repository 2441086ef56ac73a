"""Domino tiles of a double-six set: parsing, canonical form and pips."""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError

HIGHEST_PIP = 6
SET_PIPS = 168  # every pip of a double-six set: 28 tiles, each number 0-6 appearing eight times
# ASCII digits only, no leading zeros: "２:４", "٢:٤" or "02:4" are not how a tile is written,
# and reading them as 2:4 would hide a typo or a file made to look like another
_HALF = r"(0|[1-9][0-9]{0,3})"
_TILE_TEXT = re.compile(rf"^\s*{_HALF}\s*[:\-/|]\s*{_HALF}\s*$", re.ASCII)


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """A tile, always stored low half first so that 4:2 and 2:4 are the same tile."""

    low: int
    high: int

    def __post_init__(self) -> None:
        for half in (self.low, self.high):
            if not 0 <= half <= HIGHEST_PIP:
                raise RuleError(_("a half shows 0 to 6 pips, not {half}").format(half=half))
        if self.low > self.high:
            raise RuleError(_("a tile is written low half first"))

    @classmethod
    def of(cls, a: int, b: int) -> Tile:
        return cls(min(a, b), max(a, b))

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``"2:4"`` (or ``4:2``, ``2-4``, ``2/4``) as a tile."""
        found = _TILE_TEXT.match(text)
        if not found:
            raise RuleError(_("'{text}' is not a tile; write it like 2:4").format(text=text))
        try:
            return cls.of(int(found.group(1)), int(found.group(2)))
        except RuleError as error:  # name the word: in a hand of seven, which one is wrong?
            raise RuleError(
                _("'{text}' is not a tile: {reason}").format(text=text.strip(), reason=error)
            ) from None

    @property
    def pips(self) -> int:
        return self.low + self.high

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    def __str__(self) -> str:
        return f"{self.low}:{self.high}"


def parse_hand(text: str) -> list[Tile]:
    """Read the tiles a player holds, written like ``6:5 3:3 0:1`` (commas allowed)."""
    return [Tile.parse(word) for word in text.replace(",", " ").split()]


def hand_pips(text: str) -> int:
    """The pips of a hand written as tiles, e.g. ``6:5 3:3 0:1`` holds 18."""
    tiles = parse_hand(text)
    if len(set(tiles)) != len(tiles):
        raise RuleError(_("a tile appears twice in '{text}'").format(text=text))
    return sum(tile.pips for tile in tiles)
