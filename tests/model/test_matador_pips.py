"""Worked examples under matador-pips: the round winner scores the others' pips (ruling 7)."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    FinishReason,
    Lead,
    Matador,
    Match,
    Move,
    Pass,
    Preset,
    RoundEnd,
    RuleError,
    Tile,
    hand_pips,
)

A, B, V = "Anna", "Boris", "Vera"


@pytest.fixture
def pips(catalog: Catalog) -> Preset:
    return catalog.get("matador-pips")


def test_who_goes_out_scores_the_others_pips(pips: Preset) -> None:
    match = Match([A, B, V], pips)
    match.record(Lead(A))
    match.record(Matador(B, Tile.parse("3:4")))  # matadors pay 0 here
    match.record(Move(V))
    match.record(Pass(A))  # passes pay 0 here
    match.record(RoundEnd(out=V, pips={A: 12, B: 4}))
    # Vera went out: 12 + 4 = 16
    assert match.totals == [0, 0, 16]
    assert match.rounds[0].winner == V


def test_a_blocked_round_the_fewest_pips_scores_the_others(pips: Preset) -> None:
    match = Match([A, B, V], pips)
    match.record(RoundEnd(out=None, pips={A: 3, B: 10, V: 12}))
    # Anna holds the fewest (3) and scores the OTHERS' pips: 10 + 12 = 22 (not her own 3)
    assert match.totals == [22, 0, 0]
    assert match.rounds[0].winner == A


def test_a_tie_at_the_fewest_pips_scores_nobody(pips: Preset) -> None:
    match = Match([A, B, V], pips)
    match.record(RoundEnd(out=None, pips={A: 5, B: 5, V: 9}))
    # Anna and Boris share the fewest (5): nobody scores that round
    assert match.totals == [0, 0, 0]
    assert match.rounds[0].winner is None
    assert match.rounds[0].points == [0, 0, 0]


def test_doubles_count_all_their_pips(pips: Preset) -> None:
    match = Match([A, B], pips)
    boris = hand_pips("6:6 3:3 0:1")  # 12 + 6 + 1 = 19
    match.record(RoundEnd(out=A, pips={B: boris}))
    assert match.totals == [19, 0]


def test_the_match_ends_at_100_and_refuses_more(pips: Preset) -> None:
    match = Match([A, B], pips)
    match.record(RoundEnd(out=A, pips={B: 60}))  # Anna 60
    match.record(RoundEnd(out=None, pips={A: 20, B: 7}))  # Boris has the fewest: 20
    assert not match.finished
    match.record(RoundEnd(out=A, pips={B: 45}))  # Anna 60 + 45 = 105 >= 100
    assert match.totals == [105, 20]
    assert match.finished and match.finish_reason is FinishReason.TARGET
    assert match.standings().winner == A
    assert match.standings().differential is None  # settlement "none"
    with pytest.raises(RuleError, match="finished"):
        match.record(Lead(B))


@pytest.mark.parametrize(
    ("end", "why"),
    [
        (RoundEnd(out=A, pips={B: 4}), "give the pips left to Vera"),
        (RoundEnd(out=None, pips={A: 4, B: 5}), "give the pips left to Vera"),
        (RoundEnd(out=None), "give the pips left to Anna, Boris, Vera"),
        (RoundEnd(out=A, pips={A: 3, B: 1, V: 1}), "Anna went out and holds no tiles"),
        (RoundEnd(out=None, pips={A: -1, B: 1, V: 1}), "0 to 168 pips, not -1"),
        (RoundEnd(out=None, pips={A: 100, B: 60, V: 9}), "add up to 169"),
        (RoundEnd(out=None, pips={A: 1, B: 1, V: 1, "Zoe": 1}), "'Zoe' is not playing"),
    ],
)
def test_bad_round_ends_are_refused(pips: Preset, end: RoundEnd, why: str) -> None:
    match = Match([A, B, V], pips)
    with pytest.raises(RuleError, match=why):
        match.record(end)
    assert match.rounds == [] and match.totals == [0, 0, 0]


def test_a_whole_set_of_168_pips_is_allowed(pips: Preset) -> None:
    match = Match([A, B, V], pips)
    match.record(RoundEnd(out=None, pips={A: 0, B: 84, V: 84}))  # 0 + 84 + 84 = 168, Anna wins
    assert match.totals == [168, 0, 0]
    assert match.finished  # 168 >= 100
