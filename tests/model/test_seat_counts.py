"""Per-seat counts (tiles laid and drawn, open sixes, matadors, passes) have one home:
``model/seat_counts.py`` says what each entry counts, and the match adds it up per seat as it
records, taking it back on undo (issue 20 item 5). The store's seat rows, the statistics and
the exports copy ``Match.counts``; tests/store/test_tile_counts.py checks that the store's SQL
triggers add up to the same numbers.

Each case is a log worked out by hand from RULES.md: a tile laid is a lead, a move or a matador
(a matador lead counts as both a tile and a matador, ruling 2); a matador laid lengthwise is an
ordinary tile (6.4); a pass is counted whatever it costs (ruling 9); adjustments, round ends
and an open six's own key lay no tile.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    Event,
    Lead,
    LogEntry,
    Matador,
    Match,
    Mode,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    Tile,
    TilePlay,
)
from scorekeeper.model.replay import replay
from scorekeeper.model.seat_counts import NOTHING, Counts, counts_of

A, B, V = "Anna", "Boris", "Vera"
L, R = End.LEFT, End.RIGHT


@dataclass(frozen=True)
class Case:
    preset: str
    mode: Mode
    players: tuple[str, ...]
    log: tuple[LogEntry, ...]
    expected: dict[str, Counts]


CASES = {
    # expert, one key a fact: Anna leads, Boris moves, Anna lays a matador and calls its open
    # six, Boris passes, Anna moves: Anna 3 tiles (lead, matador, move), 1 matador, 1 open six
    "one-key facts": Case(
        "six-matador-expert",
        Mode.ONE_KEY,
        (A, B),
        (Lead(A), Move(B), Matador(A), OpenSix(A), Pass(B), Move(A)),
        {A: Counts(laid=3, open_sixes=1, matadors=1), B: Counts(laid=1, passes=1)},
    ),
    # beginner: an adjustment and a round end lay nothing; Vera's soap opens round 2
    "adjustments and round ends count nothing": Case(
        "six-matador-beginner",
        Mode.ONE_KEY,
        (A, B, V),
        (Lead(A), Adjust(B, 5, "miscount"), RoundEnd(A), Matador(V, Tile(0, 0)), Pass(A), Pass(B)),
        {A: Counts(laid=1, passes=1), B: Counts(passes=1), V: Counts(laid=1, matadors=1)},
    ),
    # classic prices a pass at 0, yet every pass is counted (ruling 9)
    "passes priced at nothing": Case(
        "matador-classic",
        Mode.ONE_KEY,
        (A, B),
        (Pass(A), Pass(B), Pass(A)),
        {A: Counts(passes=2), B: Counts(passes=1)},
    ),
    # expert tile by tile (tests/data/tiles-example.json); its matadors 0:0 0:6 1:5 2:4 3:3
    "six matador tile by tile": Case(
        "six-matador-expert",
        Mode.TILES,
        (A, B),
        (
            TilePlay(A, Tile(2, 4), open=4),  # a matador lead: ends 2 | 4, no six
            TilePlay(B, Tile(2, 6), R),  # on the 4: 4+2=6, leaves 6: Boris's open six
            TilePlay(A, Tile(0, 6), L, open=6),  # a matador across the 2, 6 outward: open six
            TilePlay(B, Tile(0, 3), R),  # on the 6: 6+0=6, leaves 3
            Pass(A),
            RoundEnd(None),
            TilePlay(B, Tile(1, 5), open=5),  # round 2: a matador lead, ends 1 | 5
            TilePlay(A, Tile(1, 6), R),  # on the 5: 5+1=6, leaves 6: Anna's open six
        ),
        {
            A: Counts(laid=3, open_sixes=2, matadors=2, passes=1),
            B: Counts(laid=3, open_sixes=1, matadors=1),
        },
    ),
    # classic tile by tile: sum 7, the soap rule, a stock to draw from
    "matador tile by tile": Case(
        "matador-classic",
        Mode.TILES,
        (A, B),
        (
            TilePlay(A, Tile(2, 3)),  # lead 2 | 3 (5 pips: no matador)
            TilePlay(B, Tile(1, 6), L),  # a matador across the 2
            Draw(A),
            Pass(A),
            TilePlay(B, Tile(3, 4), R, across=False),  # lengthwise, 3+4=7: an ordinary tile
            TilePlay(A, Tile(0, 0), L),  # the soap on the soap-only end: a matador
        ),
        {
            A: Counts(laid=2, drawn=1, matadors=1, passes=1),
            B: Counts(laid=2, matadors=1),
        },
    ),
}


def _recorded(case: Case, catalog: Catalog) -> Match:
    match = Match(case.players, catalog.get(case.preset), mode=case.mode)
    for entry in case.log:
        match.record(entry)
    return match


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_each_seat_is_counted_from_the_log(case: Case, catalog: Catalog) -> None:
    match = _recorded(case, catalog)
    assert dict(zip(match.players, match.counts, strict=True)) == case.expected
    # the same log replayed (a load, an edit) counts the same
    again = replay(case.players, catalog.get(case.preset), case.log, mode=case.mode)
    assert again.counts == match.counts


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_undo_takes_back_exactly_what_each_entry_counted(case: Case, catalog: Catalog) -> None:
    match = _recorded(case, catalog)
    for length in range(len(case.log) - 1, -1, -1):
        match.undo()
        fresh = replay(case.players, catalog.get(case.preset), case.log[:length], mode=case.mode)
        assert match.counts == fresh.counts, length
    assert match.counts == [NOTHING] * len(case.players)


@pytest.mark.parametrize(
    ("event", "facts", "expected"),
    [
        (Lead(A), (Lead(A),), Counts(laid=1)),
        (Matador(A), (Matador(A),), Counts(laid=1, matadors=1)),
        (OpenSix(A), (OpenSix(A),), Counts(open_sixes=1)),  # the six's own key lays no tile
        (Pass(A), (Pass(A),), Counts(passes=1)),
        (Draw(A), (), Counts(drawn=1)),  # a draw stands for no fact that earns
        (Adjust(A, -3), (Adjust(A, -3),), NOTHING),
        # a tile that is a matador across and leaves a six: one tile, one matador, one six
        (TilePlay(A, Tile(0, 6)), (Matador(A, Tile(0, 6)), OpenSix(A)), Counts(1, 0, 1, 1, 0)),
        # a matador lengthwise is a move
        (TilePlay(A, Tile(1, 6), across=False), (Move(A),), Counts(laid=1)),
    ],
)
def test_what_one_entry_counts(event: Event, facts: tuple[Event, ...], expected: Counts) -> None:
    assert counts_of(event, facts) == expected
