"""The rating module (issue 15 item 3): Plackett-Luce over finished matches, places from the
final totals, rated in order, shown as mu - 3 sigma from three matches on."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Matador, Match
from scorekeeper.model.rating import (
    FRESH,
    MU,
    SHOWN_FROM,
    SIGMA,
    Rating,
    Result,
    places,
    places_of,
    rate,
    rate_all,
    rate_in_order,
    result_of,
)


def test_a_two_player_match_moves_the_winner_up_by_hand() -> None:
    """Weng-Lin's Plackett-Luce update, worked by hand with openskill's defaults (mu 25,
    sigma 25/3, beta 25/6, tau 25/300): sigma^2 = (25/3)^2 + (25/300)^2 = 69.4514;
    c = sqrt(2 * (69.4514 + (25/6)^2)) = sqrt(173.6250) = 13.1767; both exp(mu/c) are equal, so
    the winner gets sigma^2/c * (1 - 1/2) = +2.6354 and the loser sigma^2/c * (-1/2)."""
    winner, loser = rate([FRESH, FRESH], [1, 2])
    assert winner.mu == pytest.approx(25 + 2.6354, abs=1e-4)
    assert loser.mu == pytest.approx(25 - 2.6354, abs=1e-4)
    assert winner.sigma == loser.sigma < SIGMA  # both are known better than before
    assert winner.matches == loser.matches == 1
    assert winner.ordinal > FRESH.ordinal > loser.ordinal


def test_a_four_player_match_orders_the_four_by_place() -> None:
    after = rate([FRESH] * 4, [3, 1, 4, 2])
    by_mu = sorted(range(4), key=lambda seat: -after[seat].mu)
    assert by_mu == [1, 3, 0, 2]  # first, second, third, fourth
    assert after[1].mu > MU > after[2].mu


def test_equal_places_move_equally() -> None:
    level = rate([FRESH, FRESH], [1, 1])
    assert level[0] == level[1] and level[0].mu == pytest.approx(MU)  # a draw of equals
    first, second_a, second_b, last = rate([FRESH] * 4, [1, 2, 2, 4])
    assert second_a == second_b
    assert first.mu > second_a.mu > last.mu


def test_places_share_equal_totals_and_skip_the_next() -> None:
    # RULES.md section 6's example: 40 vs 25 and -12; with a second 25, two share second place
    assert places([40, 25, 25, -12]) == (1, 2, 2, 4)
    assert places([7, 7]) == (1, 1)
    assert places([-6, 0, 12]) == (3, 2, 1)


def test_places_come_from_the_final_standings(catalog: Catalog) -> None:
    match = Match(["Anna", "Boris", "Vera"], catalog.get("six-matador-beginner"))
    match.record(Matador("Boris"))  # Boris 10, the others 0
    match.record(Finish())
    assert places_of(match.standings()) == {"Boris": 1, "Anna": 2, "Vera": 2}


def test_order_matters() -> None:
    anna_first = Result(1, ("anna", "boris"), (1, 2))
    boris_first = Result(2, ("anna", "boris"), (2, 1))
    one_way = rate_all([anna_first, boris_first])
    other_way = rate_all([boris_first, anna_first])
    # the later result weighs more: whoever won last ends up ahead
    assert one_way["boris"].mu > one_way["anna"].mu
    assert other_way["anna"].mu > other_way["boris"].mu


def test_the_rating_is_hidden_below_the_threshold() -> None:
    assert SHOWN_FROM == 3
    assert Rating(30.0, 2.0, SHOWN_FROM - 1).shown is None
    assert Rating(30.0, 2.0, SHOWN_FROM).shown == pytest.approx(24.0)  # 30 - 3 * 2
    assert FRESH.ordinal == pytest.approx(0.0)  # 25 - 3 * 25/3


def test_only_two_to_four_distinct_players_are_rated() -> None:
    assert result_of(1, ["anna"], [3]) is None
    assert result_of(1, ["a", "b", "c", "d", "e"], [1, 2, 3, 4, 5]) is None
    assert result_of(1, ["anna", "anna"], [3, 4]) is None
    assert result_of(1, ["anna", "boris"], [3, 4]) == Result(1, ("anna", "boris"), (2, 1))


NAMES = ["anna", "boris", "vera", "gleb", "dasha"]


@st.composite
def _results(draw: st.DrawFn) -> list[Result]:
    count = draw(st.integers(0, 12))
    found = []
    for match_id in range(1, count + 1):
        keys = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True))
        totals = draw(st.lists(st.integers(-20, 60), min_size=len(keys), max_size=len(keys)))
        found.append(Result(match_id, tuple(keys), places(totals)))
    return found


@given(_results(), st.lists(st.integers(1, 12), max_size=4))
def test_rating_in_batches_equals_rating_from_scratch(
    results: list[Result], cuts: list[int]
) -> None:
    """As the store does: each batch starts from the ratings the batches before left."""
    known: dict[str, Rating] = {}
    bounds = [0, *sorted(cut for cut in cuts if cut < len(results)), len(results)]
    for start, end in itertools.pairwise(bounds):
        for result, after in rate_in_order(results[start:end], lambda k: known.get(k, FRESH)):
            known.update(zip(result.keys, after, strict=True))
    whole = rate_all(results)
    assert known.keys() == whole.keys()
    for key, rating in whole.items():
        assert math.isclose(known[key].mu, rating.mu) and known[key].matches == rating.matches
        assert math.isclose(known[key].sigma, rating.sigma)
