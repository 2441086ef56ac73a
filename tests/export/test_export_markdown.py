"""Markdown: user text cannot break a table, start markup or pass HTML through."""

from __future__ import annotations

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_markdown
from scorekeeper.export.markdown import escape
from scorekeeper.model import Adjust, Lead, LogEntry, Matador, RoundEnd
from tests.export.export_helpers import GOLDEN_INFO, build


def test_escape() -> None:
    assert escape("a|b") == r"a\|b"
    assert escape("back\\slash") == r"back\\slash"
    assert escape("two\r\nlines\nhere") == "two lines here"
    assert escape("<b>*x*_y_`z`[l](u)</b>") == r"\<b\>\*x\*\_y\_\`z\`\[l\](u)\</b\>"
    assert escape("Zofia Żółć") == "Zofia Żółć"


def test_pipes_in_names_and_notes_keep_every_table_row_whole(catalog: Catalog) -> None:
    names = ["Pipe|Pete", "Back\\slash"]
    note = "line one\nline | two"
    entries: list[LogEntry] = [
        Lead(names[0]),
        Matador(names[1]),
        Adjust(names[0], -2, note),
        RoundEnd(names[1]),
    ]
    text = to_markdown(build(catalog, "six-matador-beginner", names, entries), GOLDEN_INFO)
    table_rows = [line for line in text.splitlines() if line.startswith("|")]
    # an unescaped pipe would add a cell: every row of a table has the same count of bare pipes
    rounds, standings = table_rows[:3], table_rows[3:]
    assert {bare_pipes(row) for row in rounds} == {5}  # Round, 2 players, End
    assert {bare_pipes(row) for row in standings} == {6}  # Place, Player, Total, 2 counts
    assert r"Pipe\|Pete" in text and r"Back\\slash" in text
    assert r"line one line \| two" in text


def bare_pipes(row: str) -> int:
    count, escaped = 0, False
    for char in row:
        if char == "|" and not escaped:
            count += 1
        escaped = char == "\\" and not escaped
    return count


def test_debts_are_marked_and_the_winner_named(catalog: Catalog) -> None:
    # beginner: A lays 2 matadors (20); B is adjusted -4 (a debt of 4). Differential 20 - (-4) = 24
    entries: list[LogEntry] = [
        Matador("A"),
        Matador("A"),
        Adjust("B", -4, "spilled tea"),
        RoundEnd("A"),
    ]
    text = to_markdown(build(catalog, "six-matador-beginner", ["A", "B"], entries), GOLDEN_INFO)
    assert "| 2 | B | **debt 4** |" in text
    assert "**Leader: A · differential 24**" in text  # not finished: a leader, not a winner
    assert "Round 1, B, −4: spilled tea" in text  # a real minus sign
