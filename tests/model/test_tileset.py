"""The double-six set and what it allows in every round (RULES.md section 5)."""

from __future__ import annotations

from collections import Counter

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Move, OpenSix, Pass, RoundEnd, RuleError, Tile
from scorekeeper.model.events import Event
from scorekeeper.model.preset import Preset
from scorekeeper.model.set_check import RoundFacts, check_facts, check_hands
from scorekeeper.model.tileset import ALL_TILES, can_leave_six, has_six
from tests.model.model_helpers import custom_preset

A, B, V = "Anna", "Boris", "Vera"


def test_the_set_has_28_tiles_and_168_pips() -> None:
    assert len(ALL_TILES) == len(set(ALL_TILES)) == 28
    assert sum(tile.pips for tile in ALL_TILES) == 168
    halves = Counter(half for tile in ALL_TILES for half in (tile.low, tile.high))
    assert halves == dict.fromkeys(range(7), 8)  # each number on 8 halves (the double twice)


def test_which_tiles_can_show_a_six(catalog: Catalog) -> None:
    six = [str(tile) for tile in ALL_TILES if has_six(tile)]
    assert six == ["0:6", "1:6", "2:6", "3:6", "4:6", "5:6", "6:6"]
    expert, classic = catalog.get("six-matador-expert"), catalog.get("matador-classic")
    assert can_leave_six(Tile(0, 6), expert, across=True)  # half: its 6 may face outward
    assert not can_leave_six(Tile(1, 6), classic, across=True)  # soap: across leaves no number
    assert can_leave_six(Tile(1, 6), classic, across=False)  # lengthwise it may leave its 6
    assert not can_leave_six(Tile(2, 4), expert, across=True)


def _run(events: list[Event], preset: Preset) -> RoundFacts:
    """Check and record ``events`` from a round's start, as ``rules.check`` will."""
    facts = RoundFacts()
    for event in events:
        check_facts(event, preset, facts)
        facts = facts.after(event)
    return facts


def test_no_more_matadors_than_the_set_has(catalog: Catalog) -> None:
    classic = catalog.get("matador-classic")  # four matadors: 0:0 1:6 2:5 3:4
    four: list[Event] = [Lead(A), Matador(B), Matador(A, Tile(1, 6)), Matador(B), Matador(A)]
    facts = _run(four, classic)
    assert facts.matadors == 4
    with pytest.raises(RuleError) as refused:
        check_facts(Matador(B), classic, facts)
    assert str(refused.value) == (
        "the set has 4 matadors under Matador (classic), and all are laid already this round"
    )
    five = _run(
        [Matador(A) for _ in range(5)], catalog.get("six-matador-beginner")
    )  # Six Matador has five
    assert five.matadors == 5
    assert _run(four, classic).after(RoundEnd(out=A)) == RoundFacts()  # a new round: all again


def test_a_named_matador_once_a_round(catalog: Catalog) -> None:
    expert = catalog.get("six-matador-expert")
    facts = _run([Matador(A, Tile(1, 5)), Move(B)], expert)
    with pytest.raises(RuleError, match="1:5 is laid already this round; the set has one"):
        check_facts(Matador(B, Tile(1, 5)), expert, facts)
    check_facts(Matador(B, Tile(2, 4)), expert, facts)  # another matador is fine
    check_facts(Matador(B), expert, facts)  # and one recorded without its face


@pytest.mark.parametrize(
    ("preset_id", "tile", "refused"),
    [
        ("six-matador-expert", Tile(2, 4), "2:4 has no six half, so it cannot leave an open six"),
        ("six-matador-expert", Tile(3, 3), "3:3 has no six half"),
        ("six-matador-expert", Tile(0, 0), "0:0 has no six half"),
        ("six-matador-expert", Tile(0, 6), None),  # half: turned with its 6 outward
        ("matador-classic", Tile(1, 6), "1:6 laid across leaves no number under the soap rule"),
        ("matador-classic", None, None),  # an unnamed tile may have left a six: the players' word
    ],
)
def test_an_open_six_follows_a_tile_that_can_leave_one(
    catalog: Catalog, preset_id: str, tile: Tile | None, refused: str | None
) -> None:
    preset = catalog.get(preset_id)
    facts = _run([Lead(B), Matador(A, tile)], preset)
    if refused is None:
        check_facts(OpenSix(A), preset, facts)
    else:
        with pytest.raises(RuleError, match=refused):
            check_facts(OpenSix(A), preset, facts)


def test_an_open_six_after_an_unnamed_move_or_lead(catalog: Catalog) -> None:
    expert = catalog.get("six-matador-expert")
    check_facts(OpenSix(A), expert, _run([Lead(A)], expert))
    check_facts(OpenSix(B), expert, _run([Matador(A, Tile(2, 4)), Move(B)], expert))
    # a pass lays no tile: the facts stay those of the last tile (the order is rules.py's check)
    assert _run([Matador(A, Tile(2, 4)), Pass(B)], expert).last_tile == Tile(2, 4)


def test_after_leaves_the_old_value_alone() -> None:
    start = RoundFacts()
    later = start.after(Matador(A, Tile(0, 0)))
    assert start == RoundFacts() and later.named == frozenset({Tile(0, 0)})


PLAYERS = (A, B, V)


def test_typed_hands_at_a_round_end(catalog: Catalog) -> None:
    laid = _run(
        [Matador(A, Tile(0, 6)), Move(B), Matador(V, Tile(3, 3))], catalog.get("six-matador-expert")
    )
    check_hands({B: [Tile(5, 6), Tile(1, 1)], V: [Tile(4, 4)]}, PLAYERS, A, laid)
    cases: list[tuple[dict[str, list[Tile]], str]] = [
        ({B: [Tile(5, 6)], V: [Tile.of(6, 5)]}, "5:6 is in two hands: Boris's and Vera's"),
        ({B: [Tile(5, 6), Tile(5, 6)]}, "5:6 is twice in Boris's hand"),
        ({B: [Tile(3, 3)]}, "3:3 in Boris's hand was laid this round already"),
        ({B: []}, "Boris's hand is typed empty, but only who went out holds no tiles"),
        ({A: [Tile(1, 2)]}, "Anna went out and holds no tiles, so no pips"),
        ({"Zofia": [Tile(1, 2)]}, "'Zofia' is not playing"),
    ]
    for hands, says in cases:
        with pytest.raises(RuleError, match=says):
            check_hands(hands, PLAYERS, A, laid)


def test_typed_hands_hold_at_most_what_the_set_leaves() -> None:
    """RULES.md 5.3's pip limit follows from the two checks above: tiles in no two hands and
    none laid are at most the tiles the round has not named, and those hold 168 minus the
    named pips. Every tile not laid, in three hands, is accepted and holds exactly that."""
    preset = custom_preset()
    laid = _run([Matador(A, Tile(0, 6)), Move(B), Matador(B, Tile(3, 3))], preset)
    rest = [tile for tile in ALL_TILES if tile not in laid.named]
    hands = {A: rest[:9], B: rest[9:18], V: rest[18:]}
    check_hands(hands, PLAYERS, None, laid)
    assert sum(tile.pips for hand in hands.values() for tile in hand) == 168 - (6 + 6)
    with pytest.raises(RuleError, match="0:6 in Vera's hand was laid this round already"):
        check_hands({**hands, V: [*rest[18:], Tile(0, 6)]}, PLAYERS, None, laid)
