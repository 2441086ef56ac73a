"""Worked examples under six-matador-beginner (10/matador, nothing else scores), and the same facts
re-scored under six-matador-expert (ruling 1: events are facts, presets are prices)."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    RuleError,
    Tile,
    replay,
)

A, B, V = "Anna", "Boris", "Vera"

# Two rounds of facts at a three-player table.
FACTS: list[LogEntry] = [
    Lead(A),
    Move(B),
    Matador(V, Tile.parse("0:6")),  # its 6 half outward: an open six (RULES.md 5.2)
    OpenSix(V),
    Pass(A),
    Move(B),
    Pass(A),
    Matador(B, Tile.parse("0:0")),
    RoundEnd(out=B),
    Matador(A, Tile.parse("3:3")),
    Move(B),
    Pass(V),
    Move(A),
    RoundEnd(out=None, pips={A: 8, B: 3, V: 20}),
]


def test_beginner_pays_only_matadors(catalog: Catalog) -> None:
    match = replay([A, B, V], catalog.get("six-matador-beginner"), FACTS)
    # round 1: Vera 2:4 = 10, Boris 0:0 = 10; moves, the open six and passes are worth 0
    # round 2: Anna 3:3 = 10; the blocked end scores no pips
    assert [r.points for r in match.rounds] == [[0, 10, 10], [10, 0, 0]]
    standings = match.standings()
    assert standings.totals == {A: 10, B: 10, V: 10}
    assert standings.leaders == (A, B, V)  # a three-way tie: no single leader
    assert standings.differential is None


def test_the_same_facts_under_expert(catalog: Catalog) -> None:
    match = replay([A, B, V], catalog.get("six-matador-expert"), FACTS)
    # round 1: Anna  pass -6, pass -6                       = -12
    #          Boris move 1, move 1, matador 0:0 10          = 12
    #          Vera  matador 2:4 10, open six 5              = 15
    # round 2: Anna  matador 3:3 10, move 1                  = 11
    #          Boris move 1                                  = 1
    #          Vera  pass -6                                 = -6
    assert [r.points for r in match.rounds] == [[-12, 12, 15], [11, 1, -6]]
    # totals: Anna -12 + 11 = -1, Boris 12 + 1 = 13, Vera 15 - 6 = 9
    standings = match.standings()
    assert standings.totals == {A: -1, B: 13, V: 9}
    assert standings.leaders == (B,)
    # differential: 13 - (-1 + 9) = 13 - 8 = 5
    assert standings.differential == 5


def test_a_two_way_tie_for_the_lead_has_no_winner_and_no_differential(catalog: Catalog) -> None:
    match = Match([A, B, V], catalog.get("six-matador-beginner"))
    match.record(Matador(A))  # Anna 10
    match.record(Matador(B))  # Boris 10
    match.record(RoundEnd(out=A))
    match.record(Finish())
    standings = match.standings()
    assert standings.totals == {A: 10, B: 10, V: 0}
    assert standings.leaders == (A, B)
    assert standings.tied
    assert standings.finished
    assert standings.winner is None
    assert standings.differential is None


def test_the_winner_is_named_only_when_the_match_is_finished(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-beginner"))
    match.record(Matador(A))  # 10
    match.record(Matador(A))  # 20
    match.record(Matador(B))  # 10
    match.record(Adjust(B, -15, "counted a matador twice"))  # 10 - 15 = -5, even without debts
    assert match.standings().winner is None
    assert match.standings().differential == 25  # 20 - (-5) = 25
    match.record(Finish())
    assert match.standings().winner == A
    assert match.standings().differential == 25


def test_passes_are_recorded_even_at_zero(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-beginner"))
    match.record(Lead(A))
    match.record(Pass(B))  # ruling 9: priced 0, still kept in the log
    assert match.totals == [0, 0]
    assert match.log == [Lead(A), Pass(B)]


def test_beginner_knows_only_six_matadors(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-beginner"))
    with pytest.raises(RuleError, match="1:6 is not a matador under Six Matador \\(beginner\\)"):
        match.record(Matador(A, Tile.parse("6:1")))
    assert match.log == []
