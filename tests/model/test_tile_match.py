"""Matches kept tile by tile (RULES.md section 6), worked by hand for every built-in preset.

Each tile's comment says the end it joins, what that end shows, what the tile leaves there and
what it earns under the preset; the same facts typed in a one-key match must score the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    Event,
    Lead,
    Matador,
    Match,
    Mode,
    Move,
    OpenSix,
    Pass,
    Preset,
    RoundEnd,
    RuleError,
    Tile,
    TilePlay,
    replay,
)
from tests.model.model_helpers import custom_preset

L, R = End.LEFT, End.RIGHT
A, B, V = "Anna", "Boris", "Vera"


def t(text: str) -> Tile:
    return Tile.parse(text)


def kept(preset: Preset, players: Sequence[str], events: Sequence[Event]) -> Match:
    match = Match(players, preset, target=None, rounds_limit=None, mode=Mode.TILES)
    for event in events:
        match.record(event)
    return match


def one_key(preset: Preset, players: Sequence[str], events: Sequence[Event]) -> Match:
    match = Match(players, preset, target=None, rounds_limit=None)
    for event in events:
        match.record(event)
    return match


def test_six_matador_expert_by_hand(catalog: Catalog) -> None:
    preset = catalog.get("six-matador-expert")  # sum 6, matador 10, move 1, open six 5, pass -6
    tiles: list[Event] = [
        TilePlay(A, t("2:4"), open=4),  # lead, a matador: ends 2 | 4; 10, no six shows
        TilePlay(B, t("2:6"), R),  # right 4: 4+2=6, leaves 6: move 1 + open six 5 = 6
        TilePlay(A, t("0:6"), L, open=6),  # left 2, across with 6 outward: 10 + 5 = 15
        TilePlay(B, t("0:3"), R),  # right 6: 6+0=6, leaves 3: move 1
        Pass(A),  # -6, debts allowed: Anna 10 + 15 - 6 = 19
    ]
    match = kept(preset, [A, B], tiles)
    assert match.totals == [10 + 15 - 6, 6 + 1]
    table = match.table
    assert table is not None
    assert (table.line.left, table.line.right) == (6, 3)
    assert table.held == (6 - 2, 6 - 2) and table.stock == 28 - 12
    same_facts: list[Event] = [
        Matador(A, t("2:4")),
        Move(B),
        OpenSix(B),
        Matador(A, t("0:6")),
        OpenSix(A),
        Move(B),
        Pass(A),
    ]
    assert one_key(preset, [A, B], same_facts).totals == match.totals
    assert match.next_player() == B  # a tile and a pass each pass the turn


def test_six_matador_beginner_by_hand_with_refusals(catalog: Catalog) -> None:
    preset = catalog.get("six-matador-beginner")  # sum 6, matador 10, nothing else scores
    match = kept(
        preset,
        [A, B, V],
        [
            TilePlay(A, t("3:3")),  # lead, a matador double: ends 3 | 3, 10
            TilePlay(B, t("3:5"), L),  # left 3: 3+3=6, leaves 5: move, 0 here
            TilePlay(V, t("1:5"), R, open=1),  # right 3, across, 1 outward: 10
            TilePlay(A, t("0:0"), L),  # left 5, the soap across: leaves a blank, 10
        ],
    )
    assert match.totals == [10 + 10, 0, 10]
    before = match.entry_count
    refusals: list[tuple[Event, str]] = [
        (TilePlay(B, t("4:5"), L), "left is blank (a matador only)"),
        (TilePlay(B, t("1:5"), R), "1:5 is on the line already this round"),
        (TilePlay(B, t("2:2")), "2:2 fits no end: left is blank (a matador only), right shows 1"),
        (TilePlay(B, t("3:4"), R), "3:4 does not fit there: right shows 1 (needs 5)"),
        (Draw(B), "plays without a stock"),
        (Move(B), "this match is kept tile by tile"),
        (TilePlay(B, t("2:4"), R), "say which half faces outward"),  # across: 2 or 4 out
    ]
    for event, reason in refusals:
        with pytest.raises(RuleError, match=re.escape(reason)):
            match.record(event)
    assert match.entry_count == before and match.totals == [20, 0, 10]  # nothing recorded
    match.record(TilePlay(B, t("0:5"), R))  # right 1: 1+5=6, leaves 0: a move, 0 points
    match.record(RoundEnd(None))  # declared blocked: no points
    assert match.totals == [20, 0, 10] and match.round_in_progress is None
    assert match.table is not None and match.table.line.tiles == frozenset()  # a fresh deal


def test_matador_classic_by_hand_with_a_lengthwise_matador(catalog: Catalog) -> None:
    preset = catalog.get("matador-classic")  # sum 7, matador 10, soap rule, draw until a fit
    match = kept(
        preset,
        [A, B],
        [
            TilePlay(A, t("2:3")),  # lead, no matador: ends 2 | 3, nothing
            TilePlay(B, t("5:6"), L),  # left 2: 2+5=7, leaves 6: move, 0 here
            TilePlay(A, t("1:6"), L),  # left 6, across: the end now takes only the soap; 10
            Draw(B),  # stock 28 - 14 = 14 -> 13; the turn stays with Boris
            Draw(B),  # until-fits: a second draw is allowed -> 12
            TilePlay(B, t("4:4"), R),  # right 3: 3+4=7, leaves 4: move, 0
        ],
    )
    with pytest.raises(RuleError, match="left takes only the soap"):
        match.record(TilePlay(A, t("1:2"), L))
    match.record(TilePlay(A, t("0:0"), L))  # the soap on the soap-only end: leaves 0, 10
    # right 4: 3:4 laid lengthwise makes 4+3=7 and leaves 4; a move, no matador points
    match.record(TilePlay(B, t("3:4"), R, across=False))
    table = match.table
    assert table is not None
    assert table.stock == 12 and table.held == (7 - 3, 7 + 2 - 3)
    assert table.unexpected_pass(A, preset) is not None  # the app asks before this pass
    match.record(Pass(A))
    assert match.totals == [10 + 10, 0]
    facts: list[Event] = [
        Lead(A),
        Move(B),
        Matador(A, t("1:6")),
        Move(B),
        Matador(A, t("0:0")),
        Move(B),
    ]
    assert one_key(preset, [A, B], [*facts, Pass(A)]).totals == match.totals


def test_matador_pips_waits_for_the_pips_after_a_player_goes_out() -> None:
    # a pip preset with two tiles a hand, so that Anna goes out on her second tile
    preset = custom_preset(
        id="pips-short",
        sum=7,
        matadors=["0:0", "1:6", "2:5", "3:4"],
        matador_points=0,
        move_points=0,
        open_six_points=0,
        pass_points=0,
        pip_scoring=True,
        settlement="none",
        hand_sizes={"2": 2, "3": 2, "4": 2},
        matador_leaves="soap",
        draw="until-fits",
    )
    match = kept(preset, [A, B], [TilePlay(A, t("2:3")), TilePlay(B, t("4:6"), R)])
    match.record(TilePlay(A, t("1:5"), R))  # right 6: 6+1=7; Anna's last tile: she is out
    assert match.round_in_progress is not None  # the round waits for the pips
    waiting: list[tuple[Event, str]] = [
        (TilePlay(B, t("5:5"), L), "the round is over: Anna went out"),
        (RoundEnd(None, {A: 0, B: 9}), "Anna went out: the round ends that way"),
        (RoundEnd(B, {A: 5}), "Boris still holds 1 tile"),
    ]
    for event, reason in waiting:
        with pytest.raises(RuleError, match=reason):
            match.record(event)
    match.record(RoundEnd(A, {B: 9}))  # Anna out wins Boris's 9 pips
    assert match.totals == [9, 0]


def test_matador_pips_built_in_blocked_round(catalog: Catalog) -> None:
    preset = catalog.get("matador-pips")  # every tile earns 0; the round winner the pips
    match = kept(preset, [A, B], [TilePlay(A, t("2:3")), TilePlay(B, t("4:5"), R)])
    with pytest.raises(RuleError, match="give the pips left"):
        match.record(RoundEnd(None, {A: 10}))
    match.record(RoundEnd(None, {A: 10, B: 7}))  # blocked: Boris holds fewest, wins Anna's 10
    assert match.totals == [0, 10]


QUICK = {
    "id": "quick",
    "sum": 7,
    "matadors": ["0:0", "1:6", "2:5", "3:4"],
    "matador_points": 10,
    "move_points": 1,
    "open_six_points": 5,
    "pass_points": 0,
    "hand_sizes": {"2": 2, "3": 2, "4": 2},
    "matador_leaves": "soap",
    "draw": "one",
}


def test_the_last_tile_ends_the_round_at_once_and_undo_takes_both_back() -> None:
    preset = custom_preset(**QUICK)
    match = kept(preset, [A, B], [TilePlay(A, t("2:3")), TilePlay(B, t("4:6"), R)])
    assert match.totals == [0, 1 + 5]  # right 3: 3+4=7, leaves 6: move 1 + open six 5
    match.record(TilePlay(A, t("1:5"), R))  # right 6: 6+1=7, leaves 5: move 1; Anna is out
    assert match.round_in_progress is None and match.rounds[-1].winner == A
    assert match.totals == [1, 6] and match.entry_count == 3  # one step: the tile
    assert match.closing_steps() == [False, False, True]
    assert match.undo() == TilePlay(A, t("1:5"), R)
    assert match.round_in_progress is not None and match.totals == [0, 6]
    table = match.table
    assert table is not None and table.held == (1, 1)
    match.record(TilePlay(A, t("1:5"), R))
    match.record(TilePlay(B, t("2:4")))  # the next round's lead
    assert len(match.rounds) == 2 and replay(
        [A, B], preset, match.log, None, None, Mode.TILES
    ).totals == [1, 6]


def test_draw_rules_through_the_match(catalog: Catalog) -> None:
    one = kept(custom_preset(**QUICK), [A, B], [TilePlay(A, t("2:3")), Draw(B)])
    with pytest.raises(RuleError, match="allows one draw a turn"):
        one.record(Draw(B))
    one.record(Pass(B))  # the pass ends Boris's turn; his next turn may draw again
    one.record(Adjust(A, 2, "agreed"))  # an adjustment moves no tile
    one.record(Draw(B))
    table = one.table
    assert table is not None and table.stock == 28 - 4 - 2 and one.totals == [2, 0]
    none = kept(catalog.get("six-matador-expert"), [A, B], [TilePlay(A, t("2:3"))])
    with pytest.raises(RuleError, match="without a stock"):
        none.record(Draw(B))


def test_one_key_facts_and_tiles_are_each_refused_in_the_other_mode(catalog: Catalog) -> None:
    preset = catalog.get("six-matador-expert")
    keyed = Match([A, B], preset)
    for event in (TilePlay(A, t("2:4")), Draw(A)):
        with pytest.raises(RuleError, match="is for matches kept tile by tile"):
            keyed.record(event)
    tiled = Match([A, B], preset, mode=Mode.TILES)
    one_key_facts: list[Event] = [Lead(A), Move(A), Matador(A), OpenSix(A)]
    for fact in one_key_facts:
        with pytest.raises(RuleError, match="a one-key fact"):
            tiled.record(fact)
    assert keyed.entry_count == tiled.entry_count == 0
