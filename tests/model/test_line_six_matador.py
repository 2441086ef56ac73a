"""A Six Matador round kept tile by tile (RULES.md section 6), worked out by hand.

Sum 6, ``matador_leaves = half`` (the half turned outward is the end's number), ``draw = none``.
Matadors: 0:0 0:6 1:5 2:4 3:3. Expert prices: 10/matador, 1/move, 5/open six, -6/pass.
"""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, Pass, RoundEnd, RuleError, Tile
from scorekeeper.model.earning import Earning
from scorekeeper.model.line import End
from scorekeeper.model.preset import Preset
from scorekeeper.model.table import Table
from tests.model.tile_helpers import L, R, earned, ends, lay

A, B = "Anna", "Boris"


def _round(preset: Preset) -> tuple[Table, list[tuple[str, str, Earning]]]:
    """The round of the module docstring; returns the table at its end and every earning."""
    table = Table.deal([A, B], preset)
    assert (table.held, table.stock) == ((6, 6), 16)  # 2 players: 6 each; 28 - 12 = 16 face down
    laid: list[tuple[str, str, Earning]] = []
    steps: list[tuple[str, str, End | None, int | None, tuple[int | None, int | None]]] = [
        # player, tile, end, outward half, the ends after it
        (A, "1:4", None, None, (1, 4)),  # the lead: low half 1 at the left, 4 at the right
        (B, "2:5", R, None, (1, 5)),  # 2 + 4 = 6 on the right; leaves its 5
        (A, "1:6", R, None, (1, 6)),  # 1 + 5 = 6; leaves 6: a move and an open six
        (B, "2:4", L, 4, (4, 6)),  # matador across the 1, its 4 turned outward
        (A, "0:6", R, 6, (4, 6)),  # matador across the 6, turned to leave a six: open six
        (B, "2:2", L, None, (2, 6)),  # a double joins as one number: 2 + 4 = 6; leaves 2
        (A, "0:0", R, None, (2, 0)),  # the soap across; it always leaves a blank
    ]
    for player, tile, end, outward, after in steps:
        table, earning = lay(table, preset, player, tile, end, outward)
        assert ends(table) == after
        laid.append((player, tile, earning))
    return table, laid


@pytest.fixture
def expert(catalog: Catalog) -> Preset:
    return catalog.get("six-matador-expert")


def test_each_tile_is_found_its_end_and_priced(expert: Preset) -> None:
    table, laid = _round(expert)
    points = [earned(earning, expert) for _, _, earning in laid]
    # 1:4 lead, no six shows: 0 | 2:5 move: 1 | 1:6 move + open six: 1 + 5 = 6 | 2:4 matador: 10
    # 0:6 matador + open six: 10 + 5 = 15 | 2:2 move: 1 | 0:0 matador: 10
    assert points == [0, 1, 6, 10, 15, 1, 10]
    assert [e.open_six for _, _, e in laid] == [False, False, True, False, True, False, False]
    assert (table.held, table.line.pips) == ((2, 3), 5 + 7 + 7 + 6 + 6 + 4 + 0)


def test_a_blank_end_takes_only_a_matador_and_a_player_goes_out(expert: Preset) -> None:
    table, _ = _round(expert)
    with pytest.raises(RuleError) as refused:
        lay(table, expert, B, "3:6")  # 3:6 needs a 3 or a 0... and the 0 is a blank
    assert str(refused.value) == (
        "3:6 fits no end: left shows 2 (needs 4), right is blank (a matador only)"
    )
    assert table.unexpected_pass(B, expert) is None  # draw = none: any pass is expected
    table = table.passed(B)
    table, first = lay(table, expert, A, "4:6", L)  # 4 + 2 = 6; leaves 6: 1 + 5 = 6
    table, second = lay(table, expert, B, "3:3", R)  # matador across the blank, leaves 3: 10
    assert ends(table) == (6, 3)
    assert table.out is None and table.holds(A) == 1
    table, last = lay(table, expert, A, "0:5", L)  # 0 + 6 = 6; leaves 5: a move, 1
    assert (earned(first, expert), earned(second, expert), earned(last, expert)) == (6, 10, 1)
    assert table.out == A  # Anna's sixth tile was her last: she has gone out
    table.check_out(A)
    with pytest.raises(RuleError, match="Boris still holds 2 tiles"):
        table.check_out(B)
    with pytest.raises(RuleError, match="the round is over: Anna went out"):
        lay(table, expert, B, "5:5", R)


def test_the_earnings_stand_for_the_one_key_facts(catalog: Catalog) -> None:
    """The same round scored through the match's own pricing, under both Six Matador presets."""
    for preset_id, anna, boris in [
        # expert, Anna: 0 + 6 + 15 + 10 = 31; Boris: 1 + 10 + 1 - 6 (his pass, debts) = 6
        ("six-matador-expert", 31, 6),
        # beginner, 10 per matador only: Anna 0:6, 0:0 = 20; Boris 2:4 = 10
        ("six-matador-beginner", 20, 10),
    ]:
        preset = catalog.get(preset_id)
        _, laid = _round(preset)
        match = Match([A, B], preset, target=None, rounds_limit=None)
        for player, tile, earning in laid:
            for event in earning.events(player, Tile.parse(tile)):
                match.record(event)
        match.record(Pass(B))
        match.record(RoundEnd(out=None))
        assert match.standings().totals == {A: anna, B: boris}


def test_a_half_matador_needs_its_outward_half(expert: Preset) -> None:
    table = Table.deal([A, B], expert)
    table, _ = lay(table, expert, A, "1:4")
    with pytest.raises(RuleError, match="0:6 across: say which half faces outward, 0 or 6"):
        lay(table, expert, B, "0:6", R)
    with pytest.raises(RuleError, match="every matador lies across; 2:4 cannot lie lengthwise"):
        lay(table, expert, B, "2:4", R, across=False)  # 2 + 4 = 6 would make the sum
    with pytest.raises(RuleError, match="1:2 is not a matador under Six Matador \\(expert\\)"):
        lay(table, expert, B, "1:2", R, across=True)
    table, earning = lay(table, expert, B, "0:6", L, outward=0)  # across the 1, blank outward
    assert ends(table) == (0, 4) and earned(earning, expert) == 10  # no six left: no open six
