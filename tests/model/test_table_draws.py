"""The hands, the stock and the draw rule (RULES.md 6.6-6.7), under each ``draw`` value."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import RuleError
from scorekeeper.model.preset import DrawRule
from scorekeeper.model.table import Table
from tests.model.model_helpers import custom_preset
from tests.model.tile_helpers import R, lay

A, B, V, Z = "Anna", "Boris", "Vera", "Zofia"


@pytest.mark.parametrize(
    ("preset_id", "players", "held", "stock"),
    [
        ("six-matador-expert", 2, 6, 28 - 2 * 6),  # sum-6 presets deal 6/6/7
        ("six-matador-beginner", 3, 6, 28 - 3 * 6),
        ("six-matador-expert", 4, 7, 28 - 4 * 7),  # four players: the whole set, no stock
        ("matador-classic", 2, 7, 28 - 2 * 7),  # sum-7 presets deal 7/6/5
        ("matador-pips", 3, 6, 28 - 3 * 6),
        ("matador-classic", 4, 5, 28 - 4 * 5),
    ],
)
def test_the_deal(catalog: Catalog, preset_id: str, players: int, held: int, stock: int) -> None:
    table = Table.deal([A, B, V, Z][:players], catalog.get(preset_id))
    assert table.held == (held,) * players
    assert table.stock == stock


def test_until_fits_draws_as_often_as_needed(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")
    assert classic.draw is DrawRule.UNTIL_FITS
    table, _ = lay(Table.deal([A, B], classic), classic, A, "3:3")
    assert table.unexpected_pass(B, classic) == (
        "The stock holds 14 tiles: Boris draws until one fits. Pass anyway?"
    )
    for _ in range(3):
        table = table.draw(B, classic)
    assert (table.held, table.stock) == ((6, 10), 14 - 3)  # 7 + 3 drawn = 10 in Boris's hand
    table, _ = lay(table, classic, B, "3:4", R)  # across the 3
    assert table.holds(B) == 9
    for _ in range(11):
        table = table.draw(A, classic)  # Anna empties the stock
    assert table.unexpected_pass(A, classic) is None  # nothing left to draw: a pass is expected
    with pytest.raises(RuleError, match="the stock is empty: nothing to draw"):
        table.draw(A, classic)


def test_one_draw_a_turn_under_the_house_variant() -> None:
    # the tests' custom preset deals 6 each to two players, so the stock holds 28 - 12 = 16
    house = custom_preset(sum=7, matadors=["0:0", "1:6", "2:5", "3:4"], draw="one")
    table, _ = lay(Table.deal([A, B], house), house, A, "3:3")
    assert table.unexpected_pass(B, house) == "Boris has not drawn this turn. Pass anyway?"
    table = table.draw(B, house)
    # the preset's name, not its id, names it in the sentence
    allowed = "Passes cost 6, never below zero allows one draw a turn, and Boris has drawn"
    with pytest.raises(RuleError, match=allowed):
        table.draw(B, house)
    assert table.unexpected_pass(B, house) is None  # one draw, no fit: the turn passes on
    table = table.passed(B)
    table = table.draw(B, house)  # Boris's next turn: one draw again
    assert (table.held, table.stock) == ((6 - 1, 6 + 2), 16 - 2)


def test_no_stock_under_six_matador(catalog: Catalog) -> None:
    expert = catalog.get("six-matador-expert")
    table, _ = lay(Table.deal([A, B], expert), expert, A, "3:3")
    with pytest.raises(
        RuleError, match="Six Matador \\(expert\\) plays without a stock: nobody draws"
    ):
        table.draw(B, expert)
    assert table.unexpected_pass(B, expert) is None  # draw = none: every pass is expected
    assert table.stock == 16  # the undealt tiles stay face down


def test_someone_not_at_the_table(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")
    with pytest.raises(RuleError, match="'Vera' is not playing"):
        Table.deal([A, B], classic).draw(V, classic)
