"""Undo restores every number exactly; Finish and Reopen are log entries like any other."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Finish,
    FinishReason,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    RuleError,
    Tile,
)

A, B, V = "Anna", "Boris", "Vera"


def snapshot(match: Match) -> tuple[Any, ...]:
    """Every number a screen could show, deep-copied so later changes cannot alias it."""
    return (
        list(match.totals),
        [(list(r.points), list(r.events), r.end, r.winner) for r in match.rounds],
        match.standings(),
        match.finished,
        match.finish_reason,
        match.target,
        match.rounds_limit,
        list(match.log),
        match.next_player(),
    )


@pytest.mark.parametrize("preset_id", ["six-matador-expert", "matador-pips"])
def test_undo_walks_back_through_every_state(catalog: Catalog, preset_id: str) -> None:
    match = Match([A, B, V], catalog.get(preset_id), target=40)
    entries: list[LogEntry] = [
        Lead(A),
        Move(B),
        OpenSix(B),
        Matador(V, Tile.parse("0:0")),
        Pass(A),
        Adjust(A, -3, "miscount"),
        RoundEnd(out=V, pips={A: 10, B: 2}),
        Pass(B),
        Pass(B),
        Matador(A),
        RoundEnd(out=None, pips={A: 30, B: 10, V: 3}),
    ]
    states = [snapshot(match)]
    for entry in entries:
        match.record(entry)
        states.append(snapshot(match))
    if preset_id == "matador-pips":
        # Anna: only the agreed -3. Vera: round 1 went out, 10 + 2 = 12; round 2 fewest (3),
        # 30 + 10 = 40; 12 + 40 = 52 >= target 40
        assert match.totals == [-3, 0, 52] and match.finished
    else:
        # Anna -6 - 3 + 10 = 1; Boris 1 + 5 - 6 - 6 = -6; Vera 10: nobody reaches 40
        assert match.totals == [1, -6, 10] and not match.finished
        match.record(Finish())
        states.append(snapshot(match))
    for expected in reversed(states[:-1]):
        match.undo()
        assert snapshot(match) == expected
    assert match.totals == [0, 0, 0] and match.rounds == [] and match.log == []
    with pytest.raises(IndexError):
        match.undo()


def test_finish_then_reopen_and_undo_both(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"))
    match.record(Matador(A))  # 10
    match.record(RoundEnd(out=A))
    match.record(Finish())
    assert match.finished and match.finish_reason is FinishReason.DECLARED
    assert match.standings().winner == A
    with pytest.raises(RuleError, match="finished"):
        match.record(Lead(B))
    with pytest.raises(RuleError, match="finished"):
        match.record(Finish())
    with pytest.raises(RuleError, match="choose a higher target"):
        match.record(Reopen(target=10))  # Anna already holds 10
    match.record(Reopen(target=11))
    assert not match.finished and match.target == 11 and match.standings().winner is None
    with pytest.raises(RuleError, match="not finished"):
        match.record(Reopen())
    assert match.undo() == Reopen(target=11)
    assert match.finished and match.target is None and match.standings().winner == A
    assert match.undo() == Finish()
    assert not match.finished and match.finish_reason is None
    assert match.totals == [10, 0]


def test_undo_of_the_ending_round_reopens_play(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("matador-classic"), target=10)
    match.record(Matador(A))
    match.record(RoundEnd(out=A))
    assert match.finished
    assert match.undo() == RoundEnd(out=A)
    assert not match.finished and match.finish_reason is None
    assert match.round_in_progress is not None
    match.record(Matador(B))  # play goes on in the same round
    assert match.totals == [10, 10]


@pytest.mark.parametrize(
    ("reopen", "why"),
    [
        (Reopen(target=-3), "positive number, not -3"),  # all totals are below -3: still refused
        (Reopen(target=0), "positive number, not 0"),
        (Reopen(rounds_limit=0), "positive number, not 0"),
        (Reopen(rounds_limit=-1), "positive number, not -1"),
    ],
)
def test_reopen_needs_positive_numbers(catalog: Catalog, reopen: Reopen, why: str) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"))
    match.record(Pass(A))
    match.record(Pass(B))  # -6 each
    match.record(Finish())
    with pytest.raises(RuleError, match=why):
        match.record(reopen)
    assert match.finished
