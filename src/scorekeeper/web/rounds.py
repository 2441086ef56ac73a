"""The rounds table's rows and the score-progression chart of the table display: the parts
whose size grows with the match, so each is made so that a key does not remake it whole."""

from __future__ import annotations

from functools import lru_cache

from scorekeeper import wording
from scorekeeper.export.chart import progression_svg
from scorekeeper.export.progression import Progression, progression
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.web.text import text
from scorekeeper.wording import signed


def chart_of(match: Match) -> tuple[int, bool]:
    """How many rounds the chart shows (those over: the one in progress is not, unless the
    match was finished in it), and whether the match is over."""
    going_on = match.round_in_progress is not None and not match.finished
    return len(match.rounds) - (1 if going_on else 0), match.finished


def chart(match: Match, before: str | None, before_of: tuple[int, bool] | None) -> str:
    """The rounds played to their end (the cards show the round in progress): drawn again
    only when a round ended, or an end was undone, or the match was finished; else
    ``before`` (drawn for ``before_of``) stands."""
    rounds, over = chart_of(match)
    if before is not None and before_of == (rounds, over):
        return before
    if rounds == 0:  # round 1: nothing to draw yet, and no empty frame on the TV
        return '<div id="chart" class="chart" hidden></div>'
    whole = progression(match)
    chart = Progression(whole.players, tuple(series[: rounds + 1] for series in whole.totals))
    return f'<div id="chart" class="chart">{progression_svg(chart)}</div>'


def round_rows(match: Match, before: tuple[str, ...] | None) -> tuple[str, ...]:
    """Every round's row. A key changes the last round or two only, so with ``before`` the
    older rows are kept as they were and the last two made from the totals backwards: the
    cost does not grow with the match."""
    count = len(match.rounds)
    keep = 0 if before is None else max(0, min(len(before), count - 2))
    running = list(match.totals)
    tail = []
    for number in range(count, keep, -1):
        played = match.rounds[number - 1]
        ending = wording.round_ending(played, match.finished)
        tail.append(_row(number, tuple(played.points), tuple(running), ending))
        running = [a - b for a, b in zip(running, played.points, strict=True)]
    return (before or ())[:keep] + tuple(reversed(tail))


@lru_cache(maxsize=4096)
def _row(number: int, points: tuple[int, ...], running: tuple[int, ...], ending: str) -> str:
    cells = "".join(
        f'<td class="num">{signed(earned) if earned else "0"}'
        f"<small>{text(wording.number(total))}</small></td>"
        for earned, total in zip(points, running, strict=True)
    )
    return f'<tr><th class="num">{number}</th>{cells}<td class="end">{text(ending)}</td></tr>'


def rounds_head(match: Match) -> str:
    names = "".join(f'<th class="num">{text(name)}</th>' for name in match.players)
    return f'<tr><th class="num">#</th>{names}<th>{text(_("How it ended"))}</th></tr>'
