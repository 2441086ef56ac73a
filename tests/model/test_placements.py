"""Every legal way to lay a typed tile, with what each earns (RULES.md 6.1-6.5), found without
recording anything. Table-driven: each row is a line, a tile and the ways worked out by hand."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import End, Match, Mode, RuleError, Tile, TilePlay
from scorekeeper.model.placements import options

L, R = End.LEFT, End.RIGHT


def _match(catalog: Catalog, preset: str, *leads: TilePlay) -> Match:
    match = Match(("Anna", "Boris"), catalog.presets[preset], mode=Mode.TILES)
    for play in leads:
        match.record(play)
    return match


# (preset, the line's tiles laid first, the tile typed, the ways: (end, open, across, points))
CASES = [
    # a lead opens both ends, so it has no end; 2:4 is a Six Matador matador: 10, no sum
    ("six-matador-expert", (), "2:4", {(None, None, None, 10)}),
    # a lead 0:6 leaves a six at its right end: matador 10 + open six 5
    ("six-matador-expert", (), "0:6", {(None, None, None, 15)}),
    # after a lead 1:3 (ends 1 and 3): 2:5 joins the 1 by six (1 + 5), leaves 2: +1
    ("six-matador-expert", ("1:3",), "2:5", {(L, 2, None, 1)}),
    # 5:6 joins the 1 by its 5, leaves 6: move 1 + open six 5
    ("six-matador-expert", ("1:3",), "5:6", {(L, 6, None, 6)}),
    # a matador across on either end, either half outward (half rule); 6 outward opens a six
    (
        "six-matador-expert",
        ("1:3",),
        "0:6",
        {(L, 0, None, 10), (L, 6, None, 15), (R, 0, None, 10), (R, 6, None, 15)},
    ),
    # a double across: one number, no choice of half
    ("six-matador-expert", ("1:3",), "3:3", {(L, 3, None, 10), (R, 3, None, 10)}),
    # both ends show 4 (lead 4:4): mirror images, so the left end only
    ("six-matador-expert", ("4:4",), "2:4", {(L, 2, None, 10), (L, 4, None, 10)}),
    # Matador: a matador lead across (10) or lengthwise as an ordinary lead (0, ends 1 and 6)
    ("matador-classic", (), "1:6", {(None, None, None, 10), (None, None, False, 0)}),
    # the soap led lengthwise makes the same line as across, for nothing: across only
    ("matador-classic", (), "0:0", {(None, None, None, 10)}),
    # after 1:3: 3:4 across on either end (no number is left: soap only), or lengthwise by
    # seven on the right 3 (3 + 4), leaving 3
    (
        "matador-classic",
        ("1:3",),
        "3:4",
        {(L, None, None, 10), (R, None, None, 10), (R, 3, False, 0)},
    ),
]


@pytest.mark.parametrize(("preset", "laid", "typed", "ways"), CASES)
def test_the_ways_a_tile_may_be_laid(
    catalog: Catalog,
    preset: str,
    laid: tuple[str, ...],
    typed: str,
    ways: set[tuple[End | None, int | None, bool | None, int]],
) -> None:
    match = _match(catalog, preset, *(TilePlay("Anna", Tile.parse(tile)) for tile in laid))
    table = match.table
    assert table is not None
    found = options(table, "Boris", Tile.parse(typed), match.preset)
    got = {(o.play.end, o.play.open, o.play.across, o.points(match.preset)) for o in found}
    assert got == ways
    for option in found:  # each is what the match itself accepts, and earns that much
        before = match.totals[1]
        match.record(option.play)
        assert match.totals[1] - before == option.points(match.preset)
        match.undo()


@pytest.mark.parametrize(
    ("preset", "laid", "typed", "reason"),
    [
        ("six-matador-expert", ("1:3",), "1:3", "1:3 is on the line already this round"),
        (
            "six-matador-expert",
            ("1:3",),
            "4:6",
            "4:6 fits no end: left shows 1 (needs 5), right shows 3 (needs 3)",
        ),
        (
            "matador-classic",
            ("1:6",),
            "2:5",
            "2:5 fits no end: left takes only the soap, right takes only the soap",
        ),
    ],
)
def test_no_way_says_why(
    catalog: Catalog, preset: str, laid: tuple[str, ...], typed: str, reason: str
) -> None:
    match = _match(catalog, preset, *(TilePlay("Anna", Tile.parse(tile)) for tile in laid))
    assert match.table is not None
    with pytest.raises(RuleError) as refused:
        options(match.table, "Boris", Tile.parse(typed), match.preset)
    assert refused.value.message == reason
