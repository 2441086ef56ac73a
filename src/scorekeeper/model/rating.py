"""Ratings (issue 15 item 3): OpenSkill's Plackett-Luce model over finished matches.

Every finished match of two to four players is one free-for-all result: each player's place
comes from the final totals the standings are made of (the most points first; equal totals
share a place, and the next place is skipped: 40, 25, 25, -12 gives 1, 2, 2, 4). Matches are
rated one after another in the order they finished, so the same matches in another order give
other ratings. A player has one rating across all presets. What is shown is the conservative
value mu - 3 sigma (openskill's ordinal), and only from ``SHOWN_FROM`` rated matches on.

Pure: no storage. openskill is imported on the first rating, not with the module (it costs
~40 ms at start-up, and most runs rate nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from scorekeeper.model.standings import Standings

if TYPE_CHECKING:
    from openskill.models import PlackettLuce

SHOWN_FROM = 3  # fewer rated matches than this say too little: the rating is hidden ("—")
MU, SIGMA = 25.0, 25.0 / 3.0  # openskill's own prior: every player starts here
Z = 3.0  # the conservative value is mu - Z * sigma
SEATS = range(2, 5)  # the free-for-all games rated: two to four players


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = MU
    sigma: float = SIGMA
    matches: int = 0  # matches rated so far

    @property
    def ordinal(self) -> float:
        """The conservative value: the skill the player is very likely to have at least."""
        return self.mu - Z * self.sigma

    @property
    def shown(self) -> float | None:
        """The value to show, or None while too few matches are rated."""
        return self.ordinal if self.matches >= SHOWN_FROM else None


FRESH = Rating()


@dataclass(frozen=True, slots=True)
class Result:
    """One finished match as the rating sees it: who sat (by name key) and their places."""

    match_id: int
    keys: tuple[str, ...]
    places: tuple[int, ...]  # 1 for the leaders; equal totals share a place


def places(totals: Sequence[int]) -> tuple[int, ...]:
    """Competition ranking by total: one more than the number of players strictly ahead."""
    return tuple(1 + sum(other > total for other in totals) for total in totals)


def places_of(standings: Standings) -> dict[str, int]:
    """Each player's place in the final standings of a match."""
    names = list(standings.totals)
    return dict(zip(names, places([standings.totals[name] for name in names]), strict=True))


def result_of(match_id: int, keys: Sequence[str], totals: Sequence[int]) -> Result | None:
    """The match as a result to rate, or None where it is not one: not two to four players,
    or two seats under one name key (the store would then not know whose rating moves)."""
    if len(keys) not in SEATS or len(set(keys)) != len(keys):
        return None
    return Result(match_id, tuple(keys), places(totals))


@cache
def _model() -> PlackettLuce:
    from openskill.models import PlackettLuce

    return PlackettLuce(mu=MU, sigma=SIGMA)


def rate(before: Sequence[Rating], ranks: Sequence[int]) -> tuple[Rating, ...]:
    """The players' ratings after one match in which they took ``ranks`` (1 is first)."""
    model = _model()
    teams = [[model.rating(mu=rating.mu, sigma=rating.sigma)] for rating in before]
    after = model.rate(teams, ranks=[float(rank) for rank in ranks])
    return tuple(
        Rating(team[0].mu, team[0].sigma, rating.matches + 1)
        for team, rating in zip(after, before, strict=True)
    )


def rate_in_order(
    results: Iterable[Result], known: Callable[[str], Rating]
) -> Iterator[tuple[Result, tuple[Rating, ...]]]:
    """Each result with its players' ratings after it, rating one after another from the
    ratings ``known`` gives for a player not yet seen here (``FRESH`` for a new player)."""
    current: dict[str, Rating] = {}
    for result in results:
        before = [current[key] if key in current else known(key) for key in result.keys]
        after = rate(before, result.places)
        current.update(zip(result.keys, after, strict=True))
        yield result, after


def rate_all(results: Iterable[Result]) -> dict[str, Rating]:
    """Everyone's rating after all ``results``, in the order given, from scratch."""
    final: dict[str, Rating] = {}
    for result, after in rate_in_order(results, lambda _key: FRESH):
        final.update(zip(result.keys, after, strict=True))
    return final
