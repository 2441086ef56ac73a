"""What every export format shows, worked out once so that the formats cannot disagree.

Rounds with each player's round points and running totals, the standings in order with debts
marked (ruling 5), the verdict (winner, tie, or the leader of an unfinished match) with the
winner's differential where the preset settles that way (ruling 6). The words shared with the
app and the command line come from ``scorekeeper.wording``; the formats only lay them out and
escape them.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from scorekeeper.export.progression import progression
from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.matchfile import Played
from scorekeeper.model import Adjust, Match, Mode
from scorekeeper.round_lines import RoundLine, round_lines
from scorekeeper.wording import (
    Place,
    end_rule,
    finish_words,
    kept_words,
    places,
    round_ending,
    verdict_line,
)


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
class Note:
    """An adjustment the players agreed on, with the reason they gave."""

    round: int
    player: str
    points: int
    text: str


@dataclass(frozen=True, slots=True)
class PlayerCounts:
    """What one player did at the table (issue 11 item 4): tiles laid, open sixes made, and
    tiles drawn, which exist only in a match kept tile by tile (None in a one-key match)."""

    name: str
    laid: int
    open_sixes: int
    drawn: int | None


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
    verdict: str  # with the live differential where the preset settles by it
    notes: tuple[Note, ...]
    counts: dict[str, PlayerCounts]  # by name, for the standings' rows
    kept: str  # how the match was kept: tile by tile, or one key a fact
    lines: tuple[RoundLine, ...]  # a tiles match's line of each round (none: one key a fact)

    @property
    def draws(self) -> bool:
        """Whether the match can have draws (kept tile by tile): the formats show the column."""
        return any(counts.drawn is not None for counts in self.counts.values())


def summarize(match: Match, info: ExportInfo) -> Summary:
    standings = match.standings()
    return Summary(
        title=title(info),
        preset=preset_text(match.preset.name),
        match_end=end_rule(match.target, match.rounds_limit),
        state=finish_words(match),
        finished=match.finished,
        players=match.players,
        rounds=round_rows(match),
        standings=places(standings),
        verdict=verdict_line(standings),
        notes=notes(match),
        counts=player_counts(match),
        kept=kept_words(match.mode),
        lines=round_lines(match),
    )


def player_counts(match: Match) -> dict[str, PlayerCounts]:
    tiles = match.mode is Mode.TILES
    return {
        name: PlayerCounts(name, counts.laid, counts.open_sixes, counts.drawn if tiles else None)
        for name, counts in zip(match.players, match.counts, strict=True)
    }


def counts_headings(summary: Summary) -> list[str]:
    """The standings' columns of what each player did; "drawn" only where draws exist."""
    return [_("Tiles laid"), _("Open sixes"), *([_("Drawn")] if summary.draws else [])]


def counts_cells(summary: Summary, name: str) -> list[str]:
    counts = summary.counts[name]
    drawn = [] if counts.drawn is None else [str(counts.drawn)]
    return [str(counts.laid), str(counts.open_sixes), *drawn]


def title(info: ExportInfo) -> str:
    date = local_date(info.date) if info.date else None
    if info.match_id is not None and date:
        return _("Match #{id} of {date}").format(id=info.match_id, date=date)
    if info.match_id is not None:
        return _("Match #{id}").format(id=info.match_id)
    return _("Match of {date}").format(date=date) if date else _("Match")


def round_rows(match: Match) -> tuple[RoundRow, ...]:
    running = progression(match)
    return tuple(
        RoundRow(
            number=number,
            points=tuple(played.points),
            totals=tuple(series[number] for series in running.totals),
            ending=round_ending(played, match.finished),
        )
        for number, played in enumerate(match.rounds, start=1)
    )


def notes(match: Match) -> tuple[Note, ...]:
    return tuple(
        Note(number, event.player, event.points, event.note)
        for number, played in enumerate(match.rounds, start=1)
        for event in played.events
        if isinstance(event, Adjust)
    )
