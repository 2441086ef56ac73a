"""A round besides the draw: byes, rotating seats, tables of three, a seating by hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.club.draw import meetings, next_round, repeats
from scorekeeper.club.rounds import (
    automatic_byes,
    check_hand_seating,
    rotate_seats,
    seat_counts,
    three_counts,
)
from scorekeeper.club.seating import table_sizes
from scorekeeper.model.errors import RuleError

SEVEN = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya"]


@pytest.mark.parametrize(
    ("order", "had", "byes"),
    [
        (SEVEN[:4], {}, ()),  # four: one table, nobody sits out
        (SEVEN[:5], {}, ("Dina",)),  # five: the last in the order
        (SEVEN[:5], {"dina": 1}, ("Gleb",)),  # Dina had one: the next from the bottom
        (SEVEN[:5], {"dina": 1, "gleb": 1, "vera": 1, "boris": 1}, ("Anna",)),
        (SEVEN[:5], {"anna": 1, "boris": 1, "vera": 1, "gleb": 1, "dina": 1}, ("Dina",)),
        (SEVEN[:6], {}, ()),  # six: 3 + 3
    ],
)
def test_who_sits_out(order: list[str], had: dict[str, int], byes: tuple[str, ...]) -> None:
    assert automatic_byes(order, had) == byes


def test_seats_rotate_to_the_ones_least_sat_in() -> None:
    earlier = [("Anna", "Boris", "Vera", "Gleb"), ("Anna", "Vera", "Boris", "Gleb")]
    counts = seat_counts(earlier)
    # Anna sat first twice, Gleb last twice; Boris and Vera once in each middle seat
    assert counts["anna"] == [2, 0, 0, 0] and counts["gleb"] == [0, 0, 0, 2]
    (table,) = rotate_seats((("Anna", "Boris", "Vera", "Gleb"),), counts)
    # a seat costs the times its player sat in it before; a seating of cost 0 exists (Boris
    # and Vera at the ends, Anna and Gleb in the middle), and the first one of those in the
    # order of permutations of the given order is Boris, Anna, Gleb, Vera
    assert sum(counts[name.casefold()][seat] for seat, name in enumerate(table)) == 0
    assert table == ("Boris", "Anna", "Gleb", "Vera")


def test_a_table_nobody_has_sat_at_keeps_its_order() -> None:
    tables = (("Anna", "Boris", "Vera"), ("Gleb", "Dina", "Egor", "Zoya"))
    assert rotate_seats(tables, {}) == tables  # the standings order: the leader leads


@settings(max_examples=60, deadline=None)
@given(st.permutations(SEVEN), st.lists(st.permutations(SEVEN), max_size=3))
def test_rotation_moves_players_within_their_table_only(
    seating: list[str], history: list[list[str]]
) -> None:
    tables = (tuple(seating[:4]), tuple(seating[4:]))
    earlier = [table for past in history for table in (past[:4], past[4:])]
    rotated = rotate_seats(tables, seat_counts(earlier))
    assert [sorted(table) for table in rotated] == [sorted(table) for table in tables]


def test_tables_of_three_go_to_who_sat_at_one_least() -> None:
    # seven players: a table of four and one of three. The standings would put Dina, Egor
    # and Zoya (the last three) at the table of three, where all three sat before; with no
    # repeated meeting at stake either way, the draw seats three others there, though the
    # spread of standings at the tables grows (it ranks after the tables of three)
    order = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya"]
    threes = three_counts([("Anna", "Boris", "Vera", "Gleb"), ("Dina", "Egor", "Zoya")])
    assert threes == {"dina": 1, "egor": 1, "zoya": 1}
    assert next_round(order, {}) == (tuple(order[:4]), tuple(order[4:]))  # by standings
    drawn = next_round(order, {}, threes)
    small = next(table for table in drawn if len(table) == 3)
    assert not {name.casefold() for name in small} & set(threes)


def test_repeated_meetings_still_come_first() -> None:
    # the same seven after that round, their meetings counted: with x of Anna's table at
    # the table of three, 3 − x of Dina's join them and x of Dina's sit with the other
    # 4 − x, so the repeats are C(x,2) + C(3−x,2) + C(4−x,2) + C(x,2): 9, 4, 3, 6 for x = 0
    # to 3. The fewest, 3 (x = 2), puts one of Dina, Egor, Zoya back at a table of three:
    # the tables of three give way to the repeated meetings
    order = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya"]
    earlier = [("Anna", "Boris", "Vera", "Gleb"), ("Dina", "Egor", "Zoya")]
    met = meetings(earlier)
    drawn = next_round(order, met, three_counts(earlier))
    small = next(table for table in drawn if len(table) == 3)
    assert repeats(drawn, met) == 3
    assert len({name.casefold() for name in small} & {"dina", "egor", "zoya"}) == 1


@pytest.mark.parametrize(
    ("seating", "message"),
    [
        ([["Anna", "Boris"]], "table 1: 2 players; a table seats 3 or 4"),
        ([["Anna", "Boris", "Vera"], SEVEN[2:7]], "table 2: 5 players; a table seats 3 or 4"),
        ([["Anna", "Boris", "Olga"]], "'Olga' is not playing in this event"),
        ([["Anna", "Boris", "Vera"], ["anna", "Gleb", "Dina"]], "'anna' is seated twice"),
    ],
)
def test_a_hand_seating_is_checked(seating: list[list[str]], message: str) -> None:
    with pytest.raises(RuleError) as error:
        check_hand_seating(seating, SEVEN)
    assert error.value.message == message


def test_a_hand_seating_takes_the_registered_spelling() -> None:
    tables = check_hand_seating([[" anna", "BORIS", "Vera "], ["gleb", "dina", "egor"]], SEVEN)
    assert tables == (("Anna", "Boris", "Vera"), ("Gleb", "Dina", "Egor"))  # Zoya sits out


@pytest.mark.parametrize("count", range(3, 41))
def test_every_field_from_three_up_is_seated_with_at_most_one_bye(count: int) -> None:
    order = [f"P{n:02d}" for n in range(count)]
    byes = automatic_byes(order, {})
    playing = [name for name in order if name not in byes]
    sizes = table_sizes(len(playing))
    assert sum(sizes) == count - len(byes)
    assert len(byes) == (1 if count == 5 else 0)
