"""Worked examples under matador-classic: 10 per seven-matador, first to 100 at a round end."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    FinishReason,
    Lead,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Preset,
    Reopen,
    RoundEnd,
    RuleError,
    Tile,
)

A, B = "Anna", "Boris"
SEVENS = ["0:0", "1:6", "2:5", "3:4"]


@pytest.fixture
def classic(catalog: Catalog) -> Preset:
    return catalog.get("matador-classic")


def _round_of_matadors(match: Match, player: str, tiles: list[str], out: str) -> None:
    for tile in tiles:
        match.record(Matador(player, Tile.parse(tile)))
    match.record(RoundEnd(out=out))


def test_the_match_ends_at_the_target_and_then_refuses_more(classic: Preset) -> None:
    match = Match([A, B], classic)
    assert match.target == 100  # "target 100" is the preset's default end
    _round_of_matadors(match, A, SEVENS, out=A)  # Anna 4 x 10 = 40
    _round_of_matadors(match, A, SEVENS, out=A)  # 40 + 40 = 80
    _round_of_matadors(match, B, ["3:4"], out=B)  # Boris 10
    match.record(Matador(A, Tile.parse("1:6")))  # Anna 90
    match.record(Matador(A, Tile.parse("2:5")))  # Anna 100, but only a round end ends a match
    assert match.totals == [100, 10]
    assert not match.finished  # ruling 8: "reaches the target at a round end"
    match.record(Move(B))  # moves pay 0 here
    match.record(RoundEnd(out=A))
    assert match.finished
    assert match.finish_reason is FinishReason.TARGET
    standings = match.standings()
    assert standings.winner == A
    assert standings.differential is None  # settlement "none"
    for late in [Lead(B), Pass(B), RoundEnd(out=B)]:
        with pytest.raises(RuleError, match="finished"):
            match.record(late)
    assert match.totals == [100, 10]


def test_a_chosen_target_overrides_the_default(classic: Preset) -> None:
    match = Match([A, B], classic, target=20)
    _round_of_matadors(match, B, ["0:0", "3:4"], out=B)  # Boris 20 >= 20 at the round end
    assert match.finished and match.standings().winner == B


def test_moves_passes_and_open_sixes_pay_nothing(classic: Preset) -> None:
    match = Match([A, B], classic)
    match.record(Lead(A))
    match.record(OpenSix(A))
    match.record(Move(B))
    match.record(Pass(A))
    assert match.totals == [0, 0]


@pytest.mark.parametrize("tile", ["2:4", "0:6", "1:5", "3:3", "6:6"])
def test_tiles_that_are_not_seven_matadors_are_refused(classic: Preset, tile: str) -> None:
    match = Match([A, B], classic)
    with pytest.raises(RuleError, match=f"{tile} is not a matador under Matador \\(classic\\)"):
        match.record(Matador(A, Tile.parse(tile)))


def test_reopen_needs_a_target_not_yet_reached(classic: Preset) -> None:
    match = Match([A, B], classic, target=30)
    _round_of_matadors(match, A, ["0:0", "1:6", "2:5"], out=A)  # Anna 30: finished
    assert match.finished
    for too_low in [30, 20]:
        with pytest.raises(RuleError, match=f"already reaches {too_low}"):
            match.record(Reopen(target=too_low))
    assert match.finished
    match.record(Reopen(target=50))
    assert not match.finished and match.target == 50
    _round_of_matadors(match, A, ["3:4"], out=A)  # 40 < 50: play on
    assert not match.finished
    _round_of_matadors(match, A, ["0:0"], out=A)  # 50: finished again
    assert match.finish_reason is FinishReason.TARGET


def test_a_tie_at_the_target_has_no_winner(classic: Preset) -> None:
    match = Match([A, B], classic, target=20)
    match.record(Matador(A))
    match.record(Matador(B))
    match.record(Matador(A))
    match.record(Matador(B))  # 20 each at once
    match.record(RoundEnd(out=A))
    assert match.finished
    assert match.standings().leaders == (A, B)
    assert match.standings().winner is None
