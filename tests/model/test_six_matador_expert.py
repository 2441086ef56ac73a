"""Worked examples under six-matador-expert: 10/matador, 1/move, 5/open six, -6/pass, debts.

Every number is worked out by hand from RULES.md (section 4's row and the rulings in section 3).
"""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Preset,
    RoundEnd,
    RuleError,
    Tile,
)
from scorekeeper.wording import total_words

A, B, V = "Anna", "Boris", "Vera"


@pytest.fixture
def expert(catalog: Catalog) -> Preset:
    return catalog.get("six-matador-expert")


def test_a_debt_grows_and_is_paid_off(expert: Preset) -> None:
    match = Match([A, B], expert)
    steps: list[tuple[LogEntry, list[int]]] = [
        (Lead(A), [0, 0]),  # the lead makes no sum: 0 (ruling 2)
        (Pass(B), [0, -6]),  # Boris passes: 0 - 6 = -6, a debt of 6 (ruling 5)
        (Move(A), [1, -6]),  # a move that makes six: +1
        (Pass(B), [1, -12]),  # -6 - 6 = -12: the debt grows to 12
        (Pass(B), [1, -18]),  # -12 - 6 = -18: debts pile up
        (RoundEnd(out=A), [1, -18]),  # no pip scoring: a round end pays nothing
        (Matador(B, Tile.parse("0:0")), [1, -8]),  # -18 + 10 = -8: the matador pays off 10
        (Move(A), [2, -8]),  # 1 + 1 = 2
        (Matador(B, Tile.parse("0:6")), [2, 2]),  # -8 + 10 = 2: the debt is paid, 2 left
        (OpenSix(B), [2, 7]),  # 0:6 left its 6 free: +5, so 2 + 5 = 7
    ]
    for event, totals in steps:
        match.record(event)
        assert match.totals == totals, event
    assert [total_words(t) for t in [-18, -8, 2]] == ["debt 18", "debt 8", "2"]
    # round 1: Anna 1, Boris -18; round 2 (in progress): Anna 1, Boris 10 + 10 + 5 = 25
    assert [r.points for r in match.rounds] == [[1, -18], [1, 25]]


def test_ruling_6_differential_with_a_loser_in_debt(expert: Preset) -> None:
    match = Match([A, B, V], expert)
    for tile in ["0:0", "0:6", "1:5", "2:4"]:
        match.record(Matador(A, Tile.parse(tile)))  # Anna: 4 x 10 = 40
    # the set has five matadors a round (RULES.md 5.1), so Boris's two come in round 2;
    # expert scores no pips, so the round end earns nothing
    match.record(RoundEnd(out=A))
    match.record(Matador(B))
    match.record(Matador(B))  # Boris: 2 x 10 = 20
    for _ in range(5):
        match.record(Move(B))  # Boris: 20 + 5 x 1 = 25
    match.record(Pass(V))
    match.record(Pass(V))  # Vera: 2 x -6 = -12, a debt
    standings = match.standings()
    assert standings.totals == {A: 40, B: 25, V: -12}
    assert standings.leaders == (A,)
    # ruling 6: 40 - (25 + (-12)) = 40 - 13 = 27; the debt raises the differential
    assert standings.differential == 27
    assert standings.winner is None  # live differential, but the match is not over


def test_lead_and_matador_earn_no_move_point(expert: Preset) -> None:
    match = Match([A, B], expert)
    match.record(Lead(A))  # ruling 2: the lead earns 0
    assert match.totals == [0, 0]
    match.record(Matador(B, Tile.parse("2:4")))  # ruling 3: 10, not 10 + 1
    assert match.totals == [0, 10]
    match.record(RoundEnd(out=B))
    match.record(Matador(A, Tile.parse("1:5")))  # a matador as the lead still earns 10 (ruling 2)
    assert match.totals == [10, 10]
    match.record(Move(B))  # an ordinary move: +1
    assert match.totals == [10, 11]


def test_open_six_rules(expert: Preset) -> None:
    match = Match([A, B], expert)
    match.record(Lead(A))
    match.record(OpenSix(A))  # the lead may leave a six (e.g. 6:6 or 3:6 laid first): +5
    assert match.totals == [5, 0]
    with pytest.raises(RuleError, match="already has its open six"):
        match.record(OpenSix(A))
    match.record(Move(B))  # 1
    with pytest.raises(RuleError, match="laid by Boris"):
        match.record(OpenSix(A))  # only the player who laid the tile gets it
    match.record(OpenSix(B))  # 1 + 5 = 6 (ruling 4: on top of the move point)
    assert match.totals == [5, 6]
    match.record(Pass(A))  # 5 - 6 = -1
    with pytest.raises(RuleError, match="directly follow"):
        match.record(OpenSix(A))  # a pass lays no tile
    match.record(Matador(B, Tile.parse("0:6")))  # 6 + 10 = 16
    match.record(OpenSix(B))  # 16 + 5 = 21: a matador that leaves six earns both
    assert match.totals == [-1, 21]


def test_a_blocked_round_scores_no_pips_but_names_the_winner(expert: Preset) -> None:
    match = Match([A, B, V], expert)
    match.record(Lead(A))
    match.record(Move(B))  # Boris 1
    match.record(Pass(V))  # Vera -6
    match.record(RoundEnd(out=None, pips={A: 12, B: 4, V: 9}))
    played = match.rounds[0]
    assert played.end is not None and played.end.blocked
    assert played.winner == B  # 4 is the fewest pips (ruling 7), though no pips are scored here
    assert played.points == [0, 1, -6]  # the end adds nothing: "no pip scoring"
    assert match.round_in_progress is None


def test_moves_and_leads_follow_the_round(expert: Preset) -> None:
    match = Match([A, B], expert)
    with pytest.raises(RuleError, match="its lead, not a move"):
        match.record(Move(A))
    match.record(Lead(A))
    with pytest.raises(RuleError, match="this one is a move"):
        match.record(Lead(B))
    match.record(RoundEnd(out=A))
    match.record(Lead(B))  # a new round has a new lead
    assert match.log[-1] == Lead(B)


def test_an_adjustment_is_signed_and_never_zero(expert: Preset) -> None:
    match = Match([A, B], expert)
    match.record(Adjust(A, -3, "miscount"))  # 0 - 3 = -3
    match.record(Adjust(B, 7))  # 0 + 7 = 7
    assert match.totals == [-3, 7]
    with pytest.raises(RuleError, match="0 points"):
        match.record(Adjust(A, 0))
