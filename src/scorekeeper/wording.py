"""The words for each idea that the app, the command line and the exports all show, said once.

The verdict (winner, tie, leader, the differential), the agreed end, the finish reason, the
places, a total (a debt below zero, ruling 5), signed points with a real minus sign, a stored
match's result and the statistics' cells. Pure: it reads the domain and speaks through ``_``;
the layers above it only lay these words out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple, Protocol

from scorekeeper.i18n import _, ngettext
from scorekeeper.i18n.formats import decimal, percent, whole
from scorekeeper.i18n.numbers import MINUS, number, signed
from scorekeeper.model import FinishReason, Match, Mode, Round, RoundEnd, Standings

if TYPE_CHECKING:  # the ratings load with the statistics, not with the board
    from scorekeeper.model.rating import Rating

__all__ = [
    "MINUS",
    "Place",
    "TallyNumbers",
    "end_rule",
    "end_words",
    "finish_words",
    "join_names",
    "kept_words",
    "number",
    "outcome",
    "places",
    "players_catching_up",
    "rating_cell",
    "rating_note",
    "ratings_catching_up",
    "round_ending",
    "signed",
    "tally_cells",
    "tally_headings",
    "total_words",
    "verdict",
    "verdict_line",
]

NO_VALUE = "—"  # a statistic that has nothing to count yet


def total_words(total: int) -> str:
    """A total as players say it: a negative total is a debt (ruling 5)."""
    return _("debt {points}").format(points=-total) if total < 0 else str(total)


def end_rule(target: int | None, rounds_limit: int | None) -> str:
    """How the match ends, e.g. ``to 100 points or 5 rounds``."""
    parts = []
    if target is not None:
        parts.append(
            ngettext("to {target} point", "to {target} points", target).format(target=target)
        )
    if rounds_limit is not None:
        count = rounds_limit
        parts.append(ngettext("{count} round", "{count} rounds", count).format(count=count))
    return _(" or ").join(parts) if parts else _("players decide the end")


def finish_words(match: Match) -> str:
    """Finished (and why) or in progress."""
    if not match.finished:
        return _("in progress")
    if match.finish_reason is FinishReason.TARGET:
        return _("finished: a total reached the target")
    if match.finish_reason is FinishReason.ROUNDS:
        return _("finished: all rounds are played")
    return _("finished by the players")


def join_names(names: tuple[str, ...]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def verdict(standings: Standings) -> str:
    """The winner, a tie, a shared lead, or the leader of a match still played."""
    names = join_names(standings.leaders)
    if not standings.finished and not any(standings.totals.values()):
        return _("No points yet")
    if standings.winner is not None:
        return _("Winner: {name}").format(name=standings.winner)
    if standings.tied and standings.finished:
        return _("Tie between {names}").format(names=names)
    if standings.tied:
        return _("Shared lead: {names}").format(names=names)
    return _("Leader: {name}").format(name=names)


def verdict_line(standings: Standings) -> str:
    """The verdict with the live differential where the preset settles by it (ruling 6)."""
    text = verdict(standings)
    if standings.differential is not None:
        text += " · " + _("differential {points}").format(points=number(standings.differential))
    return text


class Place(NamedTuple):
    """A player's place in the standings (shared places repeat), with their total."""

    place: int  # shared places repeat: 1, 1, 3
    name: str
    total: int
    leads: bool

    @property
    def debt(self) -> bool:
        return self.total < 0

    @property
    def shown(self) -> str:
        return total_words(self.total)


def places(standings: Standings) -> tuple[Place, ...]:
    """Best first; equal totals share a place, and seating order breaks the tie in the list."""
    ordered = sorted(standings.totals.items(), key=lambda item: -item[1])  # stable: seat order
    rows: list[Place] = []
    for index, (name, total) in enumerate(ordered):
        shared = rows and rows[-1].total == total
        place = rows[-1].place if shared else index + 1
        rows.append(Place(place, name, total, leads=name in standings.leaders))
    return tuple(rows)


def kept_words(mode: Mode) -> str:
    """How a match was kept, as the new-match dialog offers it: tile by tile, or one key a
    fact (the history and the exports say it so)."""
    return _("tile by tile") if mode is Mode.TILES else _("one key a fact")


def outcome(finished: bool, winner: str | None) -> str:
    """A stored match's result: who won it, a tie, or that it goes on."""
    if not finished:
        return _("in progress")
    return _("won by {name}").format(name=winner) if winner is not None else _("tie")


class TallyNumbers(Protocol):
    """A player's numbers, as the store counts them (``store.Tally``)."""

    @property
    def matches(self) -> int: ...
    @property
    def finished(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def win_rate(self) -> float | None: ...
    @property
    def average_total(self) -> float | None: ...
    @property
    def best_total(self) -> int | None: ...
    @property
    def matadors(self) -> int: ...
    @property
    def passes_per_match(self) -> float | None: ...
    @property
    def largest_debt(self) -> int: ...
    @property
    def laid(self) -> int: ...
    @property
    def drawn_or_none(self) -> int | None: ...
    @property
    def open_sixes(self) -> int: ...


def tally_headings() -> tuple[str, ...]:
    return (
        _("Matches"), _("Finished"), _("Wins"), _("Win rate"), _("Avg total"), _("Best"),
        _("Matadors"), _("Passes/match"), _("Largest debt"), _("Tiles laid"), _("Drawn"),
        _("Open sixes"),
    )  # fmt: skip


def tally_cells(tally: TallyNumbers) -> tuple[str, ...]:
    """The cells under ``tally_headings``; a largest debt is a size, so it has no sign. Draws
    exist only in matches kept tile by tile: "–" for a player who kept none, not a 0 that
    would read as "never needed to draw"."""
    return (
        whole(tally.matches),  # counts group their thousands as the language does
        whole(tally.finished),
        whole(tally.wins),
        NO_VALUE if tally.win_rate is None else percent(tally.win_rate),
        _decimal(tally.average_total),
        NO_VALUE if tally.best_total is None else number(tally.best_total),
        whole(tally.matadors),
        _decimal(tally.passes_per_match),
        whole(tally.largest_debt),
        whole(tally.laid),
        NO_VALUE if tally.drawn_or_none is None else whole(tally.drawn_or_none),
        whole(tally.open_sixes),
    )


def rating_cell(rating: Rating) -> str:
    """The conservative rating beside the number of matches rated: ``18.2 (7)``; ``— (2)``
    while too few are rated for it to say much."""
    shown = rating.shown
    value = NO_VALUE if shown is None else decimal(shown)
    return _("{rating} ({matches})").format(rating=value, matches=whole(rating.matches))


def rating_note() -> str:
    from scorekeeper.model.rating import SHOWN_FROM

    return ngettext(
        "Rating: OpenSkill's conservative estimate (μ − 3σ) from the finished matches of all"
        " presets, in the order they finished; in brackets, the matches rated. Shown from"
        " {count} rated match on.",
        "Rating: OpenSkill's conservative estimate (μ − 3σ) from the finished matches of all"
        " presets, in the order they finished; in brackets, the matches rated. Shown from"
        " {count} rated matches on.",
        SHOWN_FROM,
    ).format(count=whole(SHOWN_FROM))


def ratings_catching_up(waiting: int) -> str:
    """Said wherever ratings show while ``waiting`` matches wait for their rating (they are
    rated after the write that finished them: store/rating_queue.py); nothing at 0."""
    if not waiting:
        return ""
    return ngettext(
        "ratings still being caught up ({count} match)",
        "ratings still being caught up ({count} matches)",
        waiting,
    ).format(count=waiting)


def players_catching_up(waiting: Iterable[tuple[int, ...]]) -> str:
    """The same, from the matches each listed player waits for (the statistics'
    ``PlayerStats.waiting``): a match of several of them counted once."""
    return ratings_catching_up(len(set[int]().union(*waiting)))


def _decimal(value: float | None) -> str:
    if value is None:
        return NO_VALUE
    return decimal(value)


def end_words(end: RoundEnd) -> str:
    """How a round ended, with the pips counted: ``Boris went out · Anna 12, Vera 3``."""
    text = _("{name} went out").format(name=end.out) if end.out else _("blocked")
    if end.pips:
        text += " · " + ", ".join(f"{name} {pips}" for name, pips in end.pips.items())
    return text


def round_ending(played: Round, finished: bool = False) -> str:
    """A round's ending as the rounds table says it: who went out, who won a block, that the
    match was finished in the middle of it, or that it goes on."""
    if played.end is None:
        return _("the match was finished here") if finished else _("in progress")
    if played.end.out is not None:
        return _("{name} went out").format(name=played.end.out)
    if played.winner is not None:
        return _("blocked; fewest pips: {name}").format(name=played.winner)
    return _("blocked")
