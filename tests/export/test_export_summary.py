"""What all formats show, checked against numbers worked out by hand (see conftest's docstring)."""

from __future__ import annotations

import datetime

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, progression, summarize
from scorekeeper.model import Finish, Lead, Matador, Match, Move, Pass, RoundEnd
from tests.export.export_helpers import GOLDEN_INFO, A, L, Z, build


def test_rounds_hold_round_points_and_running_totals(golden_match: Match) -> None:
    rows = summarize(golden_match, GOLDEN_INFO).rounds
    assert [row.points for row in rows] == [(7, 4, -5), (10, 6, -3), (-4, 3, -5)]
    assert [row.totals for row in rows] == [(7, 4, -5), (17, 10, -8), (13, 13, -13)]
    assert [row.ending for row in rows] == [
        f"{A} went out",
        f"blocked; fewest pips: {A}",
        f"{L} went out",
    ]


def test_standings_share_first_place_and_mark_the_debt(golden_match: Match) -> None:
    summary = summarize(golden_match, GOLDEN_INFO)
    standings = [(p.place, p.name, p.total, p.shown, p.leads) for p in summary.standings]
    assert standings == [
        (1, A, 13, "13", True),
        (1, L, 13, "13", True),
        (3, Z, -13, "debt 13", False),  # a shared first place leaves no second
    ]
    assert summary.verdict == f"Tie between {A} and {L}"  # ruling 6: no differential is owed


def test_title_says_the_id_and_date_it_is_given() -> None:
    from scorekeeper.export.summary import title

    day = datetime.date(2026, 11, 30)
    assert title(ExportInfo(day, 7)) == "Match #7 of 2026-11-30"
    assert title(ExportInfo(day)) == "Match of 2026-11-30"
    assert title(ExportInfo(None, 7)) == "Match #7"
    assert title(ExportInfo()) == "Match"


def test_notes_carry_the_adjustment_and_its_reason(golden_match: Match) -> None:
    (note,) = summarize(golden_match, GOLDEN_INFO).notes
    assert (note.round, note.player, note.points) == (2, Z, 2)
    assert note.text.startswith("table ruling |")


def test_a_single_winner_is_owed_the_differential(catalog: Catalog) -> None:
    # six-matador-beginner: 10 per matador only. A: 2 matadors = 20, B: 1 = 10, C: 0.
    # differential = 20 - (10 + 0) = 10 (ruling 6)
    match = build(
        catalog,
        "six-matador-beginner",
        ["A", "B", "C"],
        [Matador("A"), Matador("B"), Pass("C"), Matador("A"), RoundEnd("A"), Finish()],
    )
    summary = summarize(match, ExportInfo())
    assert summary.verdict == "Winner: A · differential 10"
    assert summary.state == "finished by the players"


def test_an_unfinished_match_names_its_leader_and_the_differential_so_far(
    catalog: Catalog,
) -> None:
    # expert: A matador +10, B move +1, C pass -6 (a debt); round 1 still in progress.
    # differential so far = 10 - (1 + -6) = 15: a loser's debt raises it
    match = build(
        catalog,
        "six-matador-expert",
        ["A", "B", "C"],
        [Lead("C"), Matador("A"), Move("B"), Pass("C")],
    )
    summary = summarize(match, ExportInfo())
    assert summary.verdict == "Leader: A · differential 15"
    assert summary.state == "in progress"
    assert [row.ending for row in summary.rounds] == ["in progress"]
    assert summary.rounds[0].totals == (10, 1, -6)


def test_a_preset_without_differential_shows_none(catalog: Catalog) -> None:
    # matador-pips: A goes out, B holds 9 and C 4 pips, so A scores 9 + 4 = 13
    match = build(
        catalog,
        "matador-pips",
        ["A", "B", "C"],
        [Lead("A"), RoundEnd("A", {"B": 9, "C": 4})],
    )
    summary = summarize(match, ExportInfo())
    assert summary.verdict == "Leader: A"  # no differential under settlement "none"
    assert summary.match_end == "to 100 points"
    assert summary.rounds[0].points == (13, 0, 0)


def test_progression_starts_at_zero_and_ends_at_the_totals(golden_match: Match) -> None:
    chart = progression(golden_match)
    assert chart.rounds == 3
    assert chart.series(A) == (0, 7, 17, 13)
    assert chart.series(L) == (0, 4, 10, 13)
    assert chart.series(Z) == (0, -5, -8, -13)
    assert (chart.low, chart.high) == (-13, 17)
    assert [series[-1] for series in chart.totals] == golden_match.totals


def test_a_match_without_rounds_is_summarised_too(catalog: Catalog) -> None:
    match = build(catalog, "matador-classic", ["A", "B"], [])
    summary = summarize(match, ExportInfo())
    assert summary.rounds == ()
    assert summary.verdict == "No points yet"  # as the app's status line says it
    assert progression(match).totals == ((0,), (0,))
