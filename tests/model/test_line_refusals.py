"""Every refusal of the line (RULES.md 6.2-6.4, 6.12): one line that says why, nothing laid."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import RuleError, Tile
from scorekeeper.model.line import Line, Placement, outward_choices
from scorekeeper.model.table import Table
from tests.model.model_helpers import custom_preset
from tests.model.tile_helpers import L, R, ends, lay

A, B = "Anna", "Boris"


def test_the_refusal_of_the_issue(catalog: Catalog) -> None:
    """The issue's own example: left shows 5, right is blank."""
    expert = catalog.get("six-matador-expert")
    table, _ = lay(Table.deal([A, B], expert), expert, A, "0:5")  # 0 | 5, the lead
    table, _ = lay(table, expert, B, "0:1", R)  # 1 + 5 = 6: leaves 0
    table, _ = lay(table, expert, A, "1:5", L, outward=5)  # a matador across the 0, 5 outward
    assert ends(table) == (5, 0)
    with pytest.raises(RuleError) as refused:
        lay(table, expert, B, "5:6")
    assert str(refused.value) == (
        "5:6 fits no end: left shows 5 (needs 1), right is blank (a matador only)"
    )
    assert table.holds(B) == 5  # nothing was laid


def test_a_tile_already_on_the_line_and_one_that_fits_both(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")
    table, _ = lay(Table.deal([A, B], classic), classic, A, "3:4", across=False)  # 3 | 4
    with pytest.raises(RuleError, match="3:4 is on the line already this round"):
        lay(table, classic, B, "3:4", L)
    with pytest.raises(RuleError, match="0:0 fits both ends: say which"):
        lay(table, classic, B, "0:0")  # the soap is a matador: wild on either end
    assert table.line.fits(Tile(0, 0), classic) == (L, R)
    assert table.line.fits(Tile(3, 5), classic) == (R,)  # 3 + 4 = 7 at the right only
    table, _ = lay(table, classic, B, "3:5")  # the one end it fits is found
    assert ends(table) == (3, 5)


def test_the_outward_half(catalog: Catalog) -> None:
    expert, classic = catalog.get("six-matador-expert"), catalog.get("matador-classic")
    table, _ = lay(Table.deal([A, B], expert), expert, A, "1:4")
    with pytest.raises(RuleError, match="2:5 laid there leaves 5 outward, not 2"):
        lay(table, expert, B, "2:5", R, outward=2)  # 2 joins the 4; only the 5 can face out
    with pytest.raises(RuleError, match="1:5 across: say which half faces outward, 1 or 5"):
        lay(table, expert, B, "1:5", R, outward=3)
    assert outward_choices(Tile(1, 5), True, expert) == (1, 5)  # the two halves to offer
    assert outward_choices(Tile(3, 3), True, expert) == ()  # a double leaves its number
    table, _ = lay(table, expert, B, "3:3", R, outward=3)  # a double: no choice, and it agrees
    assert ends(table) == (1, 3)
    table, _ = lay(Table.deal([A, B], classic), classic, A, "2:2")
    with pytest.raises(RuleError, match="2:5 across leaves no number under the soap rule"):
        lay(table, classic, B, "2:5", R, outward=5)
    with pytest.raises(RuleError, match="the lead 2:2 leaves no 5 outward"):
        lay(Table.deal([A, B], classic), classic, A, "2:2", outward=5)


def test_the_lead_is_laid_on_no_end(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")
    with pytest.raises(RuleError, match="the lead opens the line; it is laid on no end"):
        Line().lay(Placement(Tile(2, 2), L), classic)
    assert Line().fits(Tile(2, 2), classic) == (L, R)  # before the lead every tile fits
    assert not Line().blocked(classic)


def test_a_sum_no_half_can_make() -> None:
    twelve = custom_preset(sum=12)  # only 6 + 6 makes 12
    table, _ = lay(Table.deal([A, B], twelve), twelve, A, "4:6")
    with pytest.raises(RuleError) as refused:
        lay(table, twelve, B, "1:2")
    assert (
        str(refused.value)
        == "1:2 fits no end: left shows 4 (nothing makes 12), right shows 6 (needs 6)"
    )


def test_blocked_is_not_announced_once_somebody_is_out(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")
    table = Table(("Anna", "Boris"), (2, 7), 14, (0, 0))  # Anna holds two tiles
    table, _ = lay(table, classic, A, "1:6")  # a matador lead: both ends take only the soap
    table, _ = lay(table, classic, B, "0:0", L)  # the soap leaves a blank
    table, _ = lay(table, classic, A, "2:5", L)  # across the blank, Anna's last tile
    assert table.line.blocked(classic)  # soap-only ends, the soap laid: nothing could join
    assert table.out == A and not table.blocked(classic)  # but Anna is out: that is the end
    with pytest.raises(RuleError, match="Anna went out: the round ends that way"):
        table.check_out(None)
