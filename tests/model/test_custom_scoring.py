"""Custom presets: a pass without debts stops at zero, and a rounds limit ends a match."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.model import (
    Adjust,
    FinishReason,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    Pass,
    Preset,
    Reopen,
    RoundEnd,
    RuleError,
)
from tests.model.model_helpers import custom_preset

A, B = "Anna", "Boris"


def _preset(**changes: Any) -> Preset:
    return custom_preset(**changes)


def test_a_pass_without_debts_stops_at_zero() -> None:
    match = Match([A, B], _preset())
    steps: list[tuple[LogEntry, list[int]]] = [
        (Lead(A), [0, 0]),
        (Pass(B), [0, 0]),  # Boris holds 0: a pass cannot take him below 0
        (Move(A), [1, 0]),
        (Matador(B), [1, 10]),  # 0 + 10 = 10
        (Pass(B), [1, 4]),  # 10 - 6 = 4
        (Pass(B), [1, 0]),  # 4 - 6 would be -2: stops at 0, so it costs only 4
        (Pass(B), [1, 0]),  # still 0
        (Adjust(B, -3, "agreed"), [1, -3]),  # an agreed adjustment may go below zero
        (Pass(B), [1, -3]),  # a pass takes nothing from a negative total
    ]
    for event, totals in steps:
        match.record(event)
        assert match.totals == totals, event


def test_undo_of_a_capped_pass_gives_back_exactly_what_it_took() -> None:
    match = Match([A, B], _preset())
    match.record(Matador(B))  # 10
    match.record(Pass(B))  # 4
    match.record(Pass(B))  # 0 (cost 4)
    match.undo()
    assert match.totals == [0, 4]
    match.undo()
    assert match.totals == [0, 10]


def test_a_rounds_limit_ends_the_match() -> None:
    match = Match([A, B], _preset(), rounds_limit=2)
    match.record(Matador(A))  # Anna 10
    match.record(RoundEnd(out=A))
    assert not match.finished
    match.record(Lead(A))  # 0
    match.record(Move(B))  # Boris 1
    match.record(RoundEnd(out=None))
    assert match.finished and match.finish_reason is FinishReason.ROUNDS
    assert match.standings().winner == A
    assert match.standings().differential == 9  # 10 - 1
    with pytest.raises(RuleError, match="finished"):
        match.record(Lead(A))
    with pytest.raises(RuleError, match="2 rounds are played already"):
        match.record(Reopen(rounds_limit=2))
    match.record(Reopen(rounds_limit=3))
    match.record(Lead(A))
    assert match.log[-1] == Lead(A)


def test_a_preset_rounds_default_is_used() -> None:
    match = Match([A, B], _preset(rounds=1))
    assert match.rounds_limit == 1
    match.record(RoundEnd(out=A))
    assert match.finish_reason is FinishReason.ROUNDS


@pytest.mark.parametrize(("target", "rounds"), [(0, None), (-5, None), (None, 0)])
def test_target_and_rounds_must_be_positive(target: int | None, rounds: int | None) -> None:
    with pytest.raises(RuleError, match="positive"):
        Match([A, B], _preset(), target=target, rounds_limit=rounds)
