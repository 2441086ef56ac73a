"""The event's standings: placement points, then differentials, then totals (docs/club.md)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.club import StandingRow
from scorekeeper.club.standings import TableResult, event_standings, placement_halves

FIELD = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya"]


def _line(rows: tuple[StandingRow, ...], name: str) -> StandingRow:
    return next(row for row in rows if row.name == name)


def test_two_tables_of_a_round() -> None:
    results = [
        TableResult(("Anna", "Boris", "Vera", "Gleb"), (40, 25, -12, 25), finished=True),
        TableResult(("Dina", "Egor", "Zoya"), (30, 20, 20), finished=True),
    ]
    rows = event_standings(FIELD, results)
    # placement halves (2 per lower total, 1 per equal one):
    #   Anna 40 beats 3 → 6 (3 points); Boris and Gleb 25 beat Vera, tie each other → 2+1 = 3;
    #   Vera beats nobody → 0; Dina 30 beats 2 → 4; Egor and Zoya 20 tie → 1 each
    # differentials (own total − the others' sum):
    #   Anna 40 − (25 − 12 + 25) = 40 − 38 = 2; Boris 25 − (40 − 12 + 25) = 25 − 53 = −28,
    #   Gleb the same −28; Vera −12 − 90 = −102; Dina 30 − 40 = −10; Egor 20 − 50 = −30, Zoya
    #   the same −30
    expected = [
        (1, "Anna", 6, 2, 40, 1),
        (2, "Dina", 4, -10, 30, 1),
        (3, "Boris", 3, -28, 25, 0),
        (3, "Gleb", 3, -28, 25, 0),  # equal on all three: a shared rank, by name
        (5, "Egor", 1, -30, 20, 0),
        (5, "Zoya", 1, -30, 20, 0),
        (7, "Vera", 0, -102, -12, 0),
    ]
    got = [(r.rank, r.name, r.placement_halves, r.differential, r.total, r.wins) for r in rows]
    assert got == expected
    assert all(row.tables == 1 and not row.provisional for row in rows)


def test_differentials_break_a_tie_in_placement() -> None:
    results = [
        # round 1: Anna wins a table of three, Boris comes last at a table of four
        TableResult(("Anna", "Vera", "Gleb"), (30, 10, 5), finished=True),
        TableResult(("Boris", "Dina", "Egor", "Zoya"), (0, 10, 20, 30), finished=True),
        # round 2: Boris wins his table of three, Anna comes last at a table of four
        TableResult(("Boris", "Vera", "Zoya"), (50, 0, 0), finished=True),
        TableResult(("Anna", "Gleb", "Dina", "Egor"), (-5, 0, 1, 2), finished=True),
    ]
    rows = event_standings(FIELD, results)
    anna, boris = _line(rows, "Anna"), _line(rows, "Boris")
    # both have 2 + 0 = 2 placement points (4 halves);
    # Anna: (30 − 15) + (−5 − 3) = 15 − 8 = 7; Boris: (0 − 60) + (50 − 0) = −60 + 50 = −10
    assert (anna.placement_halves, anna.differential) == (4, 7)
    assert (boris.placement_halves, boris.differential) == (4, -10)
    assert anna.rank < boris.rank


def test_a_table_still_playing_counts_as_it_stands_and_says_so() -> None:
    results = [TableResult(("Anna", "Boris", "Vera"), (12, 3, 3), finished=False)]
    rows = event_standings(["Anna", "Boris", "Vera", "Gleb"], results)
    anna = rows[0]
    assert (anna.name, anna.placement_halves, anna.wins, anna.provisional) == ("Anna", 4, 0, True)
    gleb = rows[-1]  # registered, not seated yet: listed with nothing, not provisional
    assert (gleb.name, gleb.tables, gleb.placement_halves, gleb.provisional) == (
        "Gleb",
        0,
        0,
        False,
    )
    assert anna.rating is None  # a place for the rating, filled by the store when it knows one


def test_a_shared_lead_is_no_win() -> None:
    results = [TableResult(("Anna", "Boris", "Vera"), (20, 20, 5), finished=True)]
    rows = event_standings(["Anna", "Boris", "Vera"], results)
    # Anna and Boris: 1 lower total (2 halves) + 1 equal (1 half) = 3 halves each, no win
    assert [(row.rank, row.placement_halves, row.wins) for row in rows[:2]] == [
        (1, 3, 0),
        (1, 3, 0),
    ]
    assert rows[0].placement == 1.5


@given(st.lists(st.integers(min_value=-200, max_value=200), min_size=3, max_size=4))
def test_a_table_hands_out_its_pairs_games(totals: list[int]) -> None:
    # every pair at a table is one game: won (2 halves), lost (0) or shared (1 each)
    count = len(totals)
    halves = [placement_halves(totals, seat) for seat in range(count)]
    assert sum(halves) == count * (count - 1)
    leader = totals.index(max(totals))
    assert halves[leader] == max(halves)
