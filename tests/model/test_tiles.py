"""Tiles: parsing, canonical form, pips, and hands written as tiles."""

from __future__ import annotations

import pytest

from scorekeeper.model import RuleError, Tile, hand_pips, parse_hand


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("2:4", 2, 4),
        ("4:2", 2, 4),  # canonical form: low half first
        ("0:0", 0, 0),
        ("6:6", 6, 6),
        (" 1 : 5 ", 1, 5),
        ("5-1", 1, 5),
        ("3/6", 3, 6),
    ],
)
def test_parse_gives_the_canonical_tile(text: str, low: int, high: int) -> None:
    tile = Tile.parse(text)
    assert (tile.low, tile.high) == (low, high)
    assert str(tile) == f"{low}:{high}"


def test_both_spellings_are_the_same_tile() -> None:
    assert Tile.parse("4:2") == Tile.parse("2:4") == Tile.of(4, 2)
    assert len({Tile.parse("4:2"), Tile.parse("2:4")}) == 1


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("7:1", "0 to 6"),
        ("1:7", "0 to 6"),
        ("x", "not a tile"),
        ("", "not a tile"),
        ("2:", "not a tile"),
        ("2:4:6", "not a tile"),
        ("-1:2", "not a tile"),
        ("two:four", "not a tile"),
    ],
)
def test_parse_rejects_what_is_not_a_tile(text: str, why: str) -> None:
    with pytest.raises(RuleError, match=why):
        Tile.parse(text)


def test_a_tile_is_stored_low_half_first() -> None:
    with pytest.raises(RuleError, match="low half first"):
        Tile(4, 2)


@pytest.mark.parametrize(
    ("text", "pips", "double"),
    [("0:0", 0, True), ("2:4", 6, False), ("3:3", 6, True), ("6:5", 11, False), ("6:6", 12, True)],
)
def test_pips_and_doubles(text: str, pips: int, double: bool) -> None:
    tile = Tile.parse(text)
    assert tile.pips == pips
    assert tile.is_double is double


@pytest.mark.parametrize(
    ("hand", "pips"),
    [
        ("6:5 3:3 0:1", 18),  # 11 + 6 + 1
        ("6:6", 12),  # a double counts all its pips (ruling 7)
        ("0:0", 0),
        ("", 0),  # a player who went out holds nothing
        ("1:2, 3:4,5:6", 21),  # 3 + 7 + 11, commas allowed
    ],
)
def test_hand_pips(hand: str, pips: int) -> None:
    assert hand_pips(hand) == pips


@pytest.mark.parametrize("hand", ["6:5 5:6", "2:4 3:3 4:2", "0:0 0:0"])
def test_a_hand_cannot_hold_a_tile_twice(hand: str) -> None:
    with pytest.raises(RuleError, match="twice"):
        hand_pips(hand)


def test_parse_hand_keeps_the_order_written() -> None:
    assert [str(tile) for tile in parse_hand("6:5 3:3 1:0")] == ["5:6", "3:3", "0:1"]


def test_parse_hand_names_the_bad_word() -> None:
    with pytest.raises(RuleError, match="'9:9'"):
        parse_hand("6:5 9:9")
