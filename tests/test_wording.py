"""One wording: the app's view, ``scorekeeper score`` and the exports say the same words for the
same match (the verdict, the end rule, signed points), because all three ask
``scorekeeper.wording``."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.commands.score import score_text
from scorekeeper.export import ExportInfo, summarize, to_html, to_markdown
from scorekeeper.matchfile import match_from_data
from scorekeeper.model import Match
from scorekeeper.tui.board.view import BoardView, build_view
from scorekeeper.tui.keys.actions import format_points
from scorekeeper.wording import end_rule, number, signed, total_words, verdict

DATA = Path(__file__).parent / "data"


def _issue_example(catalog: Catalog, **limits: int) -> Match:
    """issue-example.json (six-matador-expert), worked out by hand in tests/cli/test_score_cli:
    round 1 Anna 0 - 6 - 3 = -9, Boris +1, Vera 10 + 5 = +15; round 2 blocked, no pips scored.
    Vera leads; differential 15 - (-9 + 1) = 23; not finished."""
    data = json.loads((DATA / "issue-example.json").read_text(encoding="utf-8"))
    return match_from_data({**data, **limits}, catalog)


def test_the_app_the_command_line_and_the_exports_say_the_same(catalog: Catalog) -> None:
    match = _issue_example(catalog, target=100, rounds_limit=5)
    view = build_view(match, None, BoardView(), rebuilt=True)
    cli = score_text(match).splitlines()
    summary = summarize(match, ExportInfo())
    page = to_markdown(match, ExportInfo())
    # the end rule: the app used to say both limits and the exports only the target
    assert view.end_rule == summary.match_end == "to 100 points or 5 rounds"
    assert cli[0].endswith(" · to 100 points or 5 rounds")
    assert ", to 100 points or 5 rounds" in page
    # the verdict with its live differential
    assert view.verdict == summary.verdict == "Leader: Vera · differential 23"
    assert cli[-1] == "Leader: Vera · differential 23 (in progress)"
    assert "**Leader: Vera · differential 23**" in page
    assert "Leader: Vera · differential 23" in to_html(match, ExportInfo())
    # signed points: Anna's round 1, -9, with a real minus sign in the app, the CLI and the page
    assert format_points(-9) == "\u22129"
    assert cli[3].split()[:2] == ["1", "\u22129"]  # the rounds table's first row
    assert "| \u22129 \u2192 \u22129 |" in page  # the round's points -> the running total


def test_no_limit_and_one_limit(catalog: Catalog) -> None:
    match = _issue_example(catalog)
    assert build_view(match, None, BoardView(), True).end_rule == "players decide the end"
    assert summarize(match, ExportInfo()).match_end == "players decide the end"
    assert end_rule(None, 5) == "5 rounds" and end_rule(1, None) == "to 1 point"


def test_numbers_and_totals() -> None:
    assert [signed(p) for p in (3, 0, -3)] == ["+3", "0", "\u22123"]
    assert [number(p) for p in (3, 0, -3)] == ["3", "0", "\u22123"]
    assert [total_words(t) for t in (13, 0, -13)] == ["13", "0", "debt 13"]  # ruling 5


def test_a_match_before_its_first_point(catalog: Catalog) -> None:
    match = match_from_data(
        {"format": "scorekeeper.match/1", "preset": "six-matador-expert",
         "players": ["Anna", "Boris"], "rounds": []},
        catalog,
    )  # fmt: skip
    assert verdict(match.standings()) == "No points yet"
    assert build_view(match, None, BoardView(), True).verdict == "No points yet"
