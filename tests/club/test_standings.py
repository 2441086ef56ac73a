"""The event's standings: normalised placement points, head to head, margins (docs/club.md)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.club import StandingRow
from scorekeeper.club.standings import (
    TableResult,
    event_standings,
    margin_sixths,
    placement_halves,
    placement_quarters,
)
from scorekeeper.club.tiebreaks import Meeting, crosstable

FIELD = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya"]
TOTALS = st.lists(st.integers(min_value=-200, max_value=200), min_size=3, max_size=4)


def _line(rows: tuple[StandingRow, ...], name: str) -> StandingRow:
    return next(row for row in rows if row.name == name)


def test_two_tables_of_a_round() -> None:
    results = [
        TableResult(("Anna", "Boris", "Vera", "Gleb"), (40, 25, -12, 25), finished=True),
        TableResult(("Dina", "Egor", "Zoya"), (30, 20, 20), finished=True),
    ]
    rows = event_standings(FIELD, results)
    # points in quarters (a table's winner 12 = 3 points, whatever its size):
    #   table of four, 2 quarters a half: Anna 6 halves → 12; Boris and Gleb 3 halves → 6;
    #   Vera 0. Table of three, 3 quarters a half: Dina 4 halves → 12; Egor, Zoya 1 → 3
    # margins in sixths, 6 × total − 6 × the others' sum / (players − 1):
    #   table of four (sum 78): Anna 240 − 2 × 38 = 164; Boris 150 − 2 × 53 = 44, Gleb the
    #   same; Vera −72 − 2 × 90 = −252. Table of three (sum 70): Dina 180 − 3 × 40 = 60;
    #   Egor 120 − 3 × 50 = −30, Zoya the same
    # Anna and Dina level on 12: they never met (head to head 0 each), Anna's margin wins;
    # Boris and Gleb shared their game (0 each) and are equal on all: a shared rank
    expected = [
        (1, "Anna", 12, 0, 164, 1),
        (2, "Dina", 12, 0, 60, 1),
        (3, "Boris", 6, 0, 44, 0),
        (3, "Gleb", 6, 0, 44, 0),
        (5, "Egor", 3, 0, -30, 0),
        (5, "Zoya", 3, 0, -30, 0),
        (7, "Vera", 0, 0, -252, 0),
    ]
    got = [
        (r.rank, r.name, r.points_quarters, r.head_to_head, r.margin_sixths, r.wins) for r in rows
    ]
    assert got == expected
    assert _line(rows, "Dina").points == 3.0 and _line(rows, "Egor").points == 0.75
    assert _line(rows, "Anna").differential == 40 - 38  # RULES.md 3.6 still shown, not ranked
    assert all(row.tables == 1 and not row.provisional for row in rows)


def test_a_table_of_three_gives_its_winner_what_a_table_of_four_does() -> None:
    results = [
        TableResult(("Anna", "Boris", "Vera"), (30, 10, 5), finished=True),
        TableResult(("Gleb", "Dina", "Egor", "Zoya"), (30, 10, 5, 0), finished=True),
    ]
    rows = event_standings(FIELD, results)
    anna, gleb = _line(rows, "Anna"), _line(rows, "Gleb")
    # both win their table: 3 points each (summed halves would give Anna 2 and Gleb 3)
    assert (anna.placement_halves, gleb.placement_halves) == (4, 6)
    assert (anna.points_quarters, gleb.points_quarters) == (12, 12)
    # margins: Anna 30 − (10 + 5) / 2 = 22.5 (135 sixths); Gleb 30 − 15 / 3 = 25 (150)
    assert (anna.margin_sixths, gleb.margin_sixths) == (135, 150)
    # the old differentials (30 − 15 = 15 against 30 − 15 = 15) could not tell them apart;
    # the margins rank Gleb first: he left his three opponents further behind on average
    assert (gleb.rank, anna.rank) == (1, 2)


def test_a_low_scoring_table_gives_no_edge() -> None:
    # the same game, one table 10 points lower for everyone: nobody's margin moves
    results = [
        TableResult(("Anna", "Boris", "Vera", "Gleb"), (20, 10, 10, 10), finished=True),
        TableResult(("Dina", "Egor", "Zoya", "Ilya"), (10, 0, 0, 0), finished=True),
    ]
    rows = event_standings([*FIELD, "Ilya"], results)
    anna, dina = _line(rows, "Anna"), _line(rows, "Dina")
    # the differentials were 20 − 30 = −10 against 10 − 0 = 10: Dina ahead for nothing
    assert (anna.differential, dina.differential) == (-10, 10)
    # margins 20 − 10 = 10 and 10 − 0 = 10 (60 sixths each): a shared first place
    assert (anna.margin_sixths, dina.margin_sixths) == (60, 60)
    assert (anna.rank, dina.rank) == (1, 1)


def test_head_to_head_ranks_before_the_margin() -> None:
    results = [
        TableResult(("Anna", "Boris", "Vera"), (10, 20, 0), finished=True),
        TableResult(("Anna", "Gleb", "Dina"), (100, 0, 0), finished=True),
        TableResult(("Boris", "Egor", "Zoya"), (5, 10, 0), finished=True),
    ]
    rows = event_standings(FIELD, results)
    anna, boris = _line(rows, "Anna"), _line(rows, "Boris")
    # Anna: 1½ + 3 = 4½ points (6 + 12 quarters); Boris: 3 + 1½, the same 18
    assert (anna.points_quarters, boris.points_quarters) == (18, 18)
    # they met once, Boris 20 against Anna 10: Boris +1, Anna −1
    assert (boris.head_to_head, anna.head_to_head) == (1, -1)
    # Anna's margin is far better (0 + 100 = 100 against 15 + 0 = 15), head to head first
    assert (anna.margin_sixths, boris.margin_sixths) == (600, 90)
    assert boris.rank < anna.rank


def test_who_has_not_played_ranks_below_who_scored_nothing() -> None:
    results = [TableResult(("Anna", "Boris", "Vera"), (10, 5, 0), finished=True)]
    rows = event_standings(["Anna", "Boris", "Vera", "Gleb"], results)
    # Vera: 0 points, margin 0 − 7.5 = −7.5 (−45 sixths); Gleb has all zeros but no table
    assert [(r.name, r.rank, r.played) for r in rows] == [
        ("Anna", 1, True),
        ("Boris", 2, True),
        ("Vera", 3, True),
        ("Gleb", 4, False),
    ]
    assert _line(rows, "Vera").margin_sixths == -45


def test_a_bye_is_half_a_table_and_counts_as_played() -> None:
    results = [TableResult(("Anna", "Boris", "Vera", "Gleb"), (10, 5, 0, -5), finished=True)]
    rows = event_standings(["Anna", "Boris", "Vera", "Gleb", "Dina"], results, byes=["Dina"])
    dina = _line(rows, "Dina")
    # a bye: 1½ points (6 quarters), margin 0; at the table of four (2 quarters a half)
    # Anna 6 halves → 12, Boris 4 → 8, Vera 2 → 4, Gleb 0: Dina between Boris and Vera
    assert (dina.points_quarters, dina.tables, dina.byes, dina.played) == (6, 0, 1, True)
    assert [row.name for row in rows] == ["Anna", "Boris", "Dina", "Vera", "Gleb"]


def test_a_table_still_playing_counts_as_it_stands_and_says_so() -> None:
    results = [TableResult(("Anna", "Boris", "Vera"), (12, 3, 3), finished=False)]
    rows = event_standings(["Anna", "Boris", "Vera", "Gleb"], results)
    anna = rows[0]
    assert (anna.name, anna.points_quarters, anna.wins, anna.provisional) == ("Anna", 12, 0, True)
    gleb = rows[-1]  # registered, not seated yet: listed last with nothing, not provisional
    assert (gleb.name, gleb.tables, gleb.points_quarters, gleb.provisional) == ("Gleb", 0, 0, False)
    assert anna.rating is None  # a place for the rating, filled by the store when it knows one


def test_a_shared_lead_is_no_win() -> None:
    results = [TableResult(("Anna", "Boris", "Vera"), (20, 20, 5), finished=True)]
    rows = event_standings(["Anna", "Boris", "Vera"], results)
    # Anna and Boris: 1 lower total (2 halves) + 1 equal (1 half) = 3 halves = 9 quarters
    assert [(row.rank, row.points_quarters, row.wins) for row in rows[:2]] == [
        (1, 9, 0),
        (1, 9, 0),
    ]
    assert rows[0].points == 2.25


def test_the_crosstable_keeps_each_pairs_games() -> None:
    results = [
        TableResult(("Anna", "Boris", "Vera"), (10, 5, 5), finished=True),
        TableResult(("Boris", "Anna", "Gleb", "Dina"), (3, 0, 1, 2), finished=True),
    ]
    table = crosstable(results)
    # Anna and Boris met twice: Anna won the first (10 > 5), Boris the second (3 > 0)
    assert table[("anna", "boris")] == Meeting(halves=2, games=2)
    assert table[("boris", "anna")] == Meeting(halves=2, games=2)
    assert table[("boris", "vera")] == Meeting(halves=1, games=1)  # 5 = 5: shared
    assert table[("gleb", "anna")] == Meeting(halves=2, games=1)
    assert ("vera", "gleb") not in table


@given(TOTALS)
def test_a_table_hands_out_its_pairs_games(totals: list[int]) -> None:
    # every pair at a table is one game: won (2 halves), lost (0) or shared (1 each)
    count = len(totals)
    halves = [placement_halves(totals, seat) for seat in range(count)]
    assert sum(halves) == count * (count - 1)
    leader = totals.index(max(totals))
    assert halves[leader] == max(halves)


@given(TOTALS, st.integers(min_value=-100, max_value=100))
def test_every_table_averages_a_bye_and_ignores_its_level(totals: list[int], shift: int) -> None:
    count = len(totals)
    quarters = [placement_quarters(totals, seat) for seat in range(count)]
    assert sum(quarters) == 6 * count  # 1½ points a seat on average, as a bye gives
    assert all(0 <= q <= 12 for q in quarters)
    if totals.count(max(totals)) == 1:
        assert quarters[totals.index(max(totals))] == 12  # an outright win is 3, at 3 or 4
    shifted = [total + shift for total in totals]
    assert [margin_sixths(shifted, seat) for seat in range(count)] == [
        margin_sixths(totals, seat) for seat in range(count)
    ]
    assert sum(margin_sixths(totals, seat) for seat in range(count)) == 0


@st.composite
def _nights(draw: st.DrawFn) -> tuple[list[str], list[TableResult], list[str]]:
    """Some tables of 3 or 4 among eight registered, some of them still playing, a bye or two."""
    names = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya"]
    results = []
    for _ in range(draw(st.integers(min_value=0, max_value=5))):
        seated = draw(st.lists(st.sampled_from(names), min_size=3, max_size=4, unique=True))
        totals = draw(st.lists(st.integers(-30, 30), min_size=len(seated), max_size=len(seated)))
        results.append(TableResult(tuple(seated), tuple(totals), draw(st.booleans())))
    byes = draw(st.lists(st.sampled_from(names), max_size=2))
    return names, results, byes


@given(_nights())
def test_the_order_is_points_first_and_nobody_unplayed_above_a_player(
    night: tuple[list[str], list[TableResult], list[str]],
) -> None:
    names, results, byes = night
    rows = event_standings(names, results, byes)
    assert sorted(row.name for row in rows) == sorted(names)
    played = [row.played for row in rows]
    assert played == sorted(played, reverse=True)  # every player who played comes first
    on_points = [row.points_quarters for row in rows if row.played]
    assert on_points == sorted(on_points, reverse=True)
    ranks = [row.rank for row in rows]
    assert ranks == sorted(ranks) and ranks[:1] in ([], [1])
    for place, row in enumerate(rows, start=1):
        assert row.rank <= place  # a shared rank is the first place of those who share it
