"""How many tables of what size: as many of four as possible, the rest of three."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.club.seating import table_sizes
from scorekeeper.model import RuleError


@pytest.mark.parametrize(
    ("count", "sizes"),
    [
        (3, (3,)),
        (4, (4,)),
        (6, (3, 3)),  # 6 = 3 + 3: a table of four would leave 2
        (7, (4, 3)),
        (8, (4, 4)),
        (9, (3, 3, 3)),  # 9 - 4 = 5 and 9 - 8 = 1 cannot be seated: three of three
        (10, (4, 3, 3)),
        (11, (4, 4, 3)),
        (32, (4,) * 8),  # the Friday night of eight tables
        (33, (4,) * 6 + (3,) * 3),  # 24 + 9
    ],
)
def test_sizes(count: int, sizes: tuple[int, ...]) -> None:
    assert table_sizes(count) == sizes


@pytest.mark.parametrize(
    ("count", "why"),
    [
        (0, "0 players cannot be seated: a table needs 3 or 4 players"),
        (1, "1 player cannot be seated: a table needs 3 or 4 players"),
        (2, "2 players cannot be seated"),
        (5, "5 players cannot be seated at tables of 3 or 4: register one more or one less"),
    ],
)
def test_counts_that_cannot_be_seated(count: int, why: str) -> None:
    with pytest.raises(RuleError, match=why) as raised:
        table_sizes(count)
    assert "\n" not in raised.value.message


@given(st.integers(min_value=6, max_value=400))
def test_every_player_gets_a_seat_at_a_table_of_three_or_four(count: int) -> None:
    sizes = table_sizes(count)
    assert sum(sizes) == count
    assert set(sizes) <= {3, 4}
    assert sizes.count(3) <= 3  # never more threes than needed: four of them make three fours
