"""What every export format shows, worked out once so that the formats cannot disagree.

Rounds with each player's round points and running totals, the standings in order with debts
marked (ruling 5), the verdict (winner, tie, or the leader of an unfinished match) and the
winner's differential where the preset settles that way (ruling 6). Text meant for people goes
through ``_`` here; the formats only lay it out and escape it.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from scorekeeper.export.progression import progression
from scorekeeper.i18n import _, ngettext, preset_text
from scorekeeper.matchfile import Played
from scorekeeper.model import Adjust, Match, Round, Settlement, Standings


@dataclass(frozen=True, slots=True)
class ExportInfo:
    """What the match itself does not know: when it was played and its number in the store."""

    date: datetime.date | None = None
    match_id: int | None = None
    played: Played | None = None  # first and last change, for the JSON file (import keeps them)


@dataclass(frozen=True, slots=True)
class RoundRow:
    number: int
    points: tuple[int, ...]  # in seating order
    totals: tuple[int, ...]  # running totals after this round, in seating order
    ending: str  # how the round ended, for people


@dataclass(frozen=True, slots=True)
class Place:
    place: int  # shared places repeat: 1, 1, 3
    name: str
    total: int
    leads: bool

    @property
    def debt(self) -> bool:
        return self.total < 0

    @property
    def shown(self) -> str:
        return show_total(self.total)


@dataclass(frozen=True, slots=True)
class Note:
    """An adjustment the players agreed on, with the reason they gave."""

    round: int
    player: str
    points: int
    text: str


@dataclass(frozen=True, slots=True)
class Summary:
    title: str
    preset: str
    match_end: str  # the agreed end: a target, a number of rounds, or the players' say
    state: str  # finished (and why) or in progress
    finished: bool
    players: tuple[str, ...]
    rounds: tuple[RoundRow, ...]
    standings: tuple[Place, ...]
    verdict: str
    differential: str | None  # only where the preset settles by differential
    notes: tuple[Note, ...]


def summarize(match: Match, info: ExportInfo) -> Summary:
    standings = match.standings()
    return Summary(
        title=title(info),
        preset=preset_text(match.preset.name),
        match_end=match_end(match),
        state=state(match),
        finished=match.finished,
        players=match.players,
        rounds=round_rows(match),
        standings=places(standings),
        verdict=verdict(standings),
        differential=differential(match, standings),
        notes=notes(match),
    )


def show_total(total: int) -> str:
    """A total as players say it: a negative total is a debt (ruling 5)."""
    return _("debt {points}").format(points=-total) if total < 0 else str(total)


def signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def typeset(text: str) -> str:
    """Hyphens as real minus signs, for pages: as wide as ``+`` in tabular figures."""
    return text.replace("-", "\u2212")


def title(info: ExportInfo) -> str:
    date = info.date.isoformat() if info.date else None
    if info.match_id is not None and date:
        return _("Match #{id} of {date}").format(id=info.match_id, date=date)
    if info.match_id is not None:
        return _("Match #{id}").format(id=info.match_id)
    return _("Match of {date}").format(date=date) if date else _("Match")


def match_end(match: Match) -> str:
    if match.target is not None:
        return ngettext("to {target} point", "to {target} points", match.target).format(
            target=match.target
        )
    if match.rounds_limit is not None:
        count = match.rounds_limit
        return ngettext("{count} round", "{count} rounds", count).format(count=count)
    return _("the players decide the end")


def state(match: Match) -> str:
    reasons = {
        "target": _("finished: a total reached the target"),
        "rounds": _("finished: all rounds are played"),
        "declared": _("finished by the players"),
    }
    return reasons.get(str(match.finish_reason), _("in progress"))


def round_rows(match: Match) -> tuple[RoundRow, ...]:
    running = progression(match)
    return tuple(
        RoundRow(
            number=number,
            points=tuple(played.points),
            totals=tuple(series[number] for series in running.totals),
            ending=round_ending(played),
        )
        for number, played in enumerate(match.rounds, start=1)
    )


def round_ending(played: Round) -> str:
    if played.end is None:
        return _("in progress")
    if played.end.out is not None:
        return _("{name} went out").format(name=played.end.out)
    if played.winner is not None:
        return _("blocked; fewest pips: {name}").format(name=played.winner)
    return _("blocked")


def places(standings: Standings) -> tuple[Place, ...]:
    ordered = sorted(standings.totals.items(), key=lambda item: -item[1])  # stable: seat order
    rows: list[Place] = []
    for index, (name, total) in enumerate(ordered):
        shared = rows and rows[-1].total == total
        place = rows[-1].place if shared else index + 1
        rows.append(Place(place, name, total, leads=name in standings.leaders))
    return tuple(rows)


def join_names(names: tuple[str, ...]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def verdict(standings: Standings) -> str:
    names = join_names(standings.leaders)
    if standings.winner is not None:
        return _("Winner: {name}").format(name=standings.winner)
    if standings.tied and standings.finished:
        return _("Tie between {names}").format(names=names)
    if standings.tied:
        return _("Shared lead: {names}").format(names=names)
    return _("Leader: {name}").format(name=names)


def differential(match: Match, standings: Standings) -> str | None:
    """Ruling 6, said in words; None where the preset does not settle by differential."""
    if match.preset.settlement is not Settlement.DIFFERENTIAL:
        return None
    if standings.differential is None:
        return _("No differential: the lead is shared")
    if standings.finished:
        text = _("Differential of {name}: {points}")
    else:
        text = _("Differential of {name} so far: {points}")
    return text.format(points=standings.differential, name=standings.leaders[0])


def notes(match: Match) -> tuple[Note, ...]:
    return tuple(
        Note(number, event.player, event.points, event.note)
        for number, played in enumerate(match.rounds, start=1)
        for event in played.events
        if isinstance(event, Adjust)
    )
