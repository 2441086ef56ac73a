"""The CSV export read back with Python's ``csv``; formula-looking names made inert."""

from __future__ import annotations

import csv
import io

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_csv
from scorekeeper.export.spreadsheet import inert
from scorekeeper.model import Finish, Lead, LogEntry, Matador, Match, Pass, RoundEnd
from tests.export.export_helpers import GOLDEN_INFO, A, L, Z, build


def read(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def test_rows_per_round_per_player_then_the_totals(golden_match: Match) -> None:
    rows = read(to_csv(golden_match, GOLDEN_INFO))
    assert rows[0] == ["round", "player", "round points", "running total", "pips left"]
    assert [row[:4] for row in rows[1:10]] == [
        ["1", A, "7", "7"], ["1", L, "4", "4"], ["1", Z, "-5", "-5"],
        ["2", A, "10", "17"], ["2", L, "6", "10"], ["2", Z, "-3", "-8"],
        ["3", A, "-4", "13"], ["3", L, "3", "13"], ["3", Z, "-5", "-13"],
    ]  # fmt: skip
    assert rows[10] == []  # the blank row between the blocks
    # tiles laid (lead, moves, matadors): Анна 1+4+1 = 6, Łukasz 1+4+1 = 6, Zofia 1+3 = 4;
    # one open six each for Анна and Łukasz; no draws in a one-key match (blank)
    assert rows[11:15] == [
        ["player", "total", "place", "tiles laid", "open sixes", "tiles drawn"],
        [A, "13", "1", "6", "1", ""],
        [L, "13", "1", "6", "1", ""],
        [Z, "-13", "3", "4", "0", ""],
    ]
    assert rows[15] == []
    # a tie at 13: no winner, no differential
    assert rows[16:] == [
        ["result", "winner", "differential", "kept"],
        ["finished by the players", "", "", "one-key"],  # no table of tiles: none were typed
    ]


def test_pips_winner_and_differential(catalog: Catalog) -> None:
    # expert: Anna leads (0), Boris lays a matador (+10) and goes out; Anna counts 12 pips left.
    # Finished: Boris wins 10 to 0, differential 10 - 0 = 10 (ruling 6).
    entries: list[LogEntry] = [
        Lead("Anna"),
        Matador("Boris"),
        RoundEnd("Boris", {"Anna": 12}),
        Finish(),
    ]
    rows = read(
        to_csv(build(catalog, "six-matador-expert", ["Anna", "Boris"], entries), GOLDEN_INFO)
    )
    assert rows[1:3] == [["1", "Anna", "0", "0", "12"], ["1", "Boris", "10", "10", ""]]
    assert rows[4:7] == [  # each laid a tile (the lead, the matador); no draws one-key
        ["player", "total", "place", "tiles laid", "open sixes", "tiles drawn"],
        ["Boris", "10", "1", "1", "0", ""],
        ["Anna", "0", "2", "1", "0", ""],
    ]
    assert rows[9][1:] == ["Boris", "10", "one-key"]


def test_numbers_stay_numbers_negative_ones_too(golden_match: Match) -> None:
    rows = read(to_csv(golden_match, GOLDEN_INFO))
    for row in rows[1:10]:  # a plain integer: no quote, no apostrophe, no spaces
        assert all(cell.removeprefix("-").isdigit() for cell in (row[0], row[2], row[3])), row
    assert [int(row[1]) for row in rows[12:15]] == [13, 13, -13]


@pytest.mark.parametrize(
    ("cell", "written"),
    [
        ("=SUM(A1:A9)", "'=SUM(A1:A9)"),
        ("+1", "'+1"),
        ("-2", "'-2"),
        ("@cmd", "'@cmd"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("Zofia = Ż", "Zofia = Ż"),  # only the first character matters
        (-6, "-6"),
        (0, "0"),
    ],
)
def test_inert(cell: str | int, written: str) -> None:
    assert inert(cell) == written


def test_formula_names_are_inert_in_every_row(catalog: Catalog) -> None:
    names = ['=HYPERLINK("x")', "+1+1", "-2", "@SUM(1)"]
    # expert: name 2 lays a matador (+10), name 4 passes into debt (-6)
    entries: list[LogEntry] = [
        Lead(names[0]),
        Matador(names[1]),
        Pass(names[3]),
        RoundEnd(names[1]),
    ]
    rows = read(to_csv(build(catalog, "six-matador-expert", names, entries), GOLDEN_INFO))
    named = [row[1] for row in rows[1:5]] + [row[0] for row in rows[7:11]]
    assert all(cell.startswith("'") for cell in named), named
    assert {cell[1:] for cell in named} == set(names)
    assert rows[4][2:4] == ["-6", "-6"]  # the debt is a plain negative number
    assert rows[7] == ["'+1+1", "10", "1", "1", "0", ""]  # one tile laid: the matador


def test_lines_end_in_crlf(golden_match: Match) -> None:
    text = to_csv(golden_match, GOLDEN_INFO)
    assert text.count("\r\n") == text.count("\n") == 18
