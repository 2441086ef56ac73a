"""Matador rounds kept tile by tile (RULES.md section 6), worked out by hand.

Sum 7, ``matador_leaves = soap``: a matador across leaves an end that takes only the soap (None
below); the soap 0:0 leaves a blank, which takes only a matador. Matadors: 0:0 1:6 2:5 3:4.
``draw = until-fits``. matador-classic pays 10 a matador; matador-pips pays the pips left.
"""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, RoundEnd, RuleError, Tile
from scorekeeper.model.preset import Preset
from scorekeeper.model.table import Table
from tests.model.tile_helpers import L, R, earned, ends, lay

A, B = "Anna", "Boris"


@pytest.fixture
def classic(catalog: Catalog) -> Preset:
    return catalog.get("matador-classic")


@pytest.fixture
def pips(catalog: Catalog) -> Preset:
    return catalog.get("matador-pips")


def test_a_soap_chain_ends_in_a_provable_block(classic: Preset) -> None:
    table = Table.deal([A, B], classic)
    assert (table.held, table.stock) == ((7, 7), 14)  # 2 players: 7 each; 28 - 14 = 14
    table, lead = lay(table, classic, A, "2:6")  # the lead shows 2 | 6; makes no sum: 0
    assert ends(table) == (2, 6) and lead.open_six  # a six shows (priced 0 in this preset)
    table, first = lay(table, classic, B, "1:6", R)  # matador across the 6: the soap only
    assert ends(table) == (2, None)
    with pytest.raises(RuleError) as refused:
        lay(table, classic, A, "1:2", R)  # 1:2 is no soap
    assert str(refused.value) == "1:2 does not fit there: right takes only the soap"
    table, soap = lay(table, classic, A, "0:0", R)  # the soap joins the matador; leaves a blank
    table, second = lay(table, classic, B, "3:4", R)  # a matador across the blank: soap only
    assert ends(table) == (2, None) and not table.blocked(classic)  # 5:x still joins the 2
    with pytest.raises(RuleError) as refused:
        lay(table, classic, A, "3:3", L)
    assert str(refused.value) == "3:3 does not fit there: left shows 2 (needs 5)"
    table, move = lay(table, classic, A, "5:5", L)  # 5 + 2 = 7; a double leaves its 5
    table, third = lay(table, classic, B, "2:5", L)  # matador across the 5: soap only
    # Both ends take only the soap, and the soap is on the line: no tile could be laid.
    assert ends(table) == (None, None) and table.blocked(classic)
    points = [earned(e, classic) for e in (lead, first, soap, second, move, third)]
    assert points == [0, 10, 10, 10, 0, 10]  # 10 a matador, the soap included; nothing else
    assert (table.held, table.stock) == ((4, 4), 14)  # the stock undrawn (6.8)
    table.check_out(None)  # the blocked round end is the right one


def test_a_matador_lengthwise_loses_its_powers(classic: Preset) -> None:
    table = Table.deal([A, B], classic)
    table, _ = lay(table, classic, A, "1:5")  # 1 | 5
    table, lengthwise = lay(table, classic, B, "1:6", L, across=False)  # 6 + 1 = 7; leaves 1
    assert ends(table) == (1, 5)
    assert (lengthwise.matador, lengthwise.move, earned(lengthwise, classic)) == (False, True, 0)
    with pytest.raises(RuleError) as refused:
        lay(table, classic, A, "3:4", R, across=False)  # lengthwise it must make 7 with the 5
    assert str(refused.value) == "3:4 does not fit there: right shows 5 (needs 2)"
    table, across = lay(table, classic, A, "3:4", R)  # across it is wild: 10
    assert earned(across, classic) == 10 and ends(table) == (1, None)


def test_a_matador_lead_under_the_soap_rule(classic: Preset) -> None:
    table, lead = lay(Table.deal([A, B], classic), classic, A, "1:6")
    assert ends(table) == (None, None)  # across: both ends take only the soap
    assert (lead.matador, lead.open_six, earned(lead, classic)) == (True, False, 10)
    table, lead = lay(Table.deal([A, B], classic), classic, A, "1:6", across=False)
    assert ends(table) == (1, 6)  # lengthwise: an ordinary lead, 6 shows at the right
    assert (lead.matador, lead.open_six, earned(lead, classic)) == (False, True, 0)


def test_a_pip_round_with_draws_a_player_out_and_the_hands_checked(pips: Preset) -> None:
    table = Table.deal([A, B], pips)
    steps = [
        # player, tile, end, the ends after it, draws before it
        (A, "1:5", None, (1, 5), 0),  # the lead: 1 | 5
        (B, "1:6", L, (1, 5), 0),  # a matador lengthwise: 6 + 1 = 7, leaves 1; no powers
        (A, "6:6", L, (6, 5), 1),  # drew one; 6 + 1 = 7, the double leaves 6
        (B, "0:0", L, (0, 5), 0),  # the soap across the 6 leaves a blank
        (A, "2:5", L, (None, 5), 0),  # a matador across the blank: the soap only
        (B, "2:3", R, (None, 3), 0),  # 2 + 5 = 7, leaves 3
        (A, "4:4", R, (None, 4), 2),  # drew two (until one fits); 4 + 3 = 7, leaves 4
        (B, "3:3", R, (None, 3), 0),  # 3 + 4 = 7, leaves 3
        (A, "4:5", R, (None, 5), 0),  # 4 + 3 = 7, leaves 5
        (B, "2:6", R, (None, 6), 0),  # 2 + 5 = 7, leaves 6
        (A, "1:1", R, (None, 1), 0),  # 1 + 6 = 7, leaves 1
        (B, "3:6", R, (None, 3), 0),  # 6 + 1 = 7, leaves 3
        (A, "4:6", R, (None, 6), 0),  # 4 + 3 = 7, leaves 6
        (B, "0:1", R, (None, 0), 0),  # 1 + 6 = 7, leaves a blank: Boris's seventh tile
    ]
    match = Match([A, B], pips)
    for player, tile, end, after, draws in steps:
        for _ in range(draws):
            table = table.draw(player, pips)
        lengthwise = tile == "1:6"  # Boris's 1:6 is laid as an ordinary tile
        table, earning = lay(table, pips, player, tile, end, across=False if lengthwise else None)
        assert ends(table) == after
        for event in earning.events(player, Tile.parse(tile)):
            match.record(event)
    # Anna: 7 + 3 drawn - 7 laid = 3; Boris: 7 - 7 = 0, out; the stock 14 - 3 = 11
    assert (table.held, table.stock, table.out) == ((3, 0), 11, B)
    # line pips: 6+7+12+0+7+5+8+6+9+8+2+9+10+1 = 90
    assert table.line.pips == 90
    table.check_out(B)
    table.check_hands({A: [Tile(5, 6), Tile(0, 2), Tile(3, 5)]})  # 11 + 2 + 8 = 21 pips
    match.record(RoundEnd(out=B, pips={A: 21}))
    assert match.standings().totals == {A: 0, B: 21}  # Boris scores Anna's 21 pips
    with pytest.raises(RuleError, match="4:6 in Anna's hand was laid this round already"):
        table.check_hands({A: [Tile(5, 6), Tile(0, 2), Tile(4, 6)]})
    with pytest.raises(
        RuleError, match="Anna holds 3 tiles by the app's count; the hand typed has 2"
    ):
        table.check_hands({A: [Tile(5, 6), Tile(0, 2)]})
    with pytest.raises(RuleError, match="Boris went out and holds no tiles"):
        table.check_hands({A: [Tile(5, 6), Tile(0, 2), Tile(3, 5)], B: [Tile(0, 3)]})
    with pytest.raises(RuleError, match="the round is over: Boris went out"):
        table.draw(A, pips)


def test_with_the_stock_empty_every_hand_holds_what_the_line_leaves(pips: Preset) -> None:
    table = Table.deal([A, B], pips)
    table, _ = lay(table, pips, A, "1:5")  # the line: 1:5, 6 pips
    for _ in range(14):
        table = table.draw(B, pips)  # Boris draws the whole stock: 7 + 14 = 21 tiles
    assert (table.stock, table.held) == (0, (6, 21))
    with pytest.raises(RuleError, match="the stock is empty: nothing to draw"):
        table.draw(B, pips)
    assert table.unexpected_pass(B, pips) is None  # with the stock empty a pass is expected
    # The 27 tiles not on the line are all in the two hands: 168 - 6 = 162 pips.
    rest = [tile for tile in _all_tiles() if tile != Tile(1, 5)]
    table.check_hands({A: rest[:6], B: rest[6:]})
    assert sum(tile.pips for tile in rest) == 168 - 6  # what the line leaves, to the pip
    swapped = [*rest[:5], Tile(1, 5)]  # a tile of the line typed into Anna's hand
    with pytest.raises(RuleError, match="1:5 in Anna's hand was laid this round already"):
        table.check_hands({A: swapped, B: rest[6:]})
    with pytest.raises(RuleError, match=r"0:0 is in two hands: Anna's and Boris's"):
        table.check_hands({A: rest[:6], B: [*rest[7:], rest[0]]})


def _all_tiles() -> list[Tile]:
    return [Tile(low, high) for low in range(7) for high in range(low, 7)]
