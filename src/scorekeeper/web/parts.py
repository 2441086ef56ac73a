"""The parts of the table display, each an HTML fragment with its element's id.

The page is these parts laid out once; afterwards only the parts whose HTML changed are sent
(see ``live``). Every name, note and preset word passes ``text`` (control characters escaped
as for a terminal, then HTML-escaped), so nothing a player typed can become markup.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper import wording
from scorekeeper.i18n import _, ngettext, preset_text
from scorekeeper.model import Match, Settlement
from scorekeeper.model.kinds import describe
from scorekeeper.round_lines import open_end_words
from scorekeeper.table_view import TableView, table_view
from scorekeeper.web.rounds import chart, chart_of, round_rows, rounds_head
from scorekeeper.web.text import text
from scorekeeper.wording import signed

LAST_EVENTS = 8  # of the round in progress: as many as a TV shows in big type


@dataclass(frozen=True, slots=True)
class Parts:
    """The page's changing parts by element id, and the rounds table's rows in order."""

    title: str
    blocks: dict[str, str]
    rows: tuple[str, ...]
    chart_of: tuple[int, bool] = (0, False)  # the chart's rounds: how many, and all over


def parts(match: Match, turn: str | None, before: Parts | None = None) -> Parts:
    """``before``: the parts made for this match the last time, when only its top has moved
    since: older rows and the chart are kept where they still hold, so a key costs the same at
    any length of the match. None makes everything."""
    tiles = table_view(match)
    current = turn if turn in match.players else match.next_player()
    if match.finished:
        current = None
    title = f"{preset_text(match.preset.name)} · {_status(match)}"
    blocks = {
        "status": _status_block(match),
        "cards": _cards(match, current, tiles),
        "line": _line(tiles),
        "events": _events(match),
        "final": _final(match),
        "chart": chart(
            match,
            before.blocks.get("chart") if before is not None else None,
            before.chart_of if before is not None else None,
        ),
        "rounds-head": f'<thead id="rounds-head">{rounds_head(match)}</thead>',
    }
    rows = round_rows(match, before.rows if before is not None else None)
    return Parts(text(title), blocks, rows, chart_of(match))


def _status(match: Match) -> str:
    if match.finished:
        return wording.finish_words(match)
    in_progress = match.round_in_progress
    number = len(match.rounds) + (0 if in_progress else 1)
    return _("Round {number}").format(number=number)


def _status_block(match: Match) -> str:
    standings = match.standings()
    rule = wording.end_rule(match.target, match.rounds_limit)
    facts = [preset_text(match.preset.name), rule, _status(match)]
    return (
        '<div id="status" class="status">'
        f'<p class="verdict">{text(wording.verdict_line(standings))}</p>'
        f'<p class="facts">{" · ".join(text(fact) for fact in facts)}</p></div>'
    )


def _cards(match: Match, current: str | None, tiles: TableView | None) -> str:
    standings = match.standings()
    in_progress = match.round_in_progress
    cards = []
    for seat, name in enumerate(match.players):
        total = match.totals[seat]
        points = in_progress.points[seat] if in_progress else 0
        classes = ["card", f"seat{seat}"]
        badges = []
        if name == current:
            classes.append("turn")
            badges.append(f'<span class="badge turn">{text(_("to play"))}</span>')
        if name in standings.leaders and any(match.totals):
            classes.append("leader")
            badges.append(f'<span class="badge lead">{text(_("leads"))}</span>')
        held = ""
        if tiles is not None and tiles.started:
            count = tiles.held[seat]
            words = ngettext("{count} tile", "{count} tiles", count).format(count=count)
            held = f'<p class="held">{text(words)}</p>'
        cards.append(
            f'<article class="{" ".join(classes)}"><h2 class="name">{text(name)}</h2>'
            f'<p class="total{" debt" if total < 0 else ""}">{_total(total)}</p>'
            f'<p class="round">{text(_("this round"))} '
            f"<b>{text(signed(points) if points else '0')}</b></p>"
            f'{held}<p class="badges">{"".join(badges)}</p></article>'
        )
    return f'<section id="cards" class="cards n{len(match.players)}">{"".join(cards)}</section>'


def _total(total: int) -> str:
    """The total as the app says it, the number big and a debt's word beside it smaller, so
    that four digits and the word fit a phone's card."""
    if total >= 0:
        return text(str(total))
    before, _points, after = _("debt {points}").partition("{points}")
    small = '<span class="word">{}</span>'
    words = small.format(text(before)) if before else ""
    return words + text(str(-total)) + (small.format(text(after)) if after else "")


def _line(tiles: TableView | None) -> str:
    if tiles is None:
        return '<section id="line" hidden></section>'
    if not tiles.started:
        ends = text(_("No tile on the table yet"))
    else:
        left, right = open_end_words(tiles.left), open_end_words(tiles.right)  # not "None"
        ends = text(_("Open ends: {left} and {right}").format(left=left, right=right))
    words = ngettext("stock {count} tile", "stock {count} tiles", tiles.stock)
    stock = f'<p class="stock">{text(words.format(count=tiles.stock))}</p>' if tiles.draws else ""
    chain = "".join(_tile(tile) for tile in tiles.chain)
    return (
        f'<section id="line" class="line"><p class="ends">{ends}</p>'
        f'<p class="chain">{chain}</p>{stock}</section>'
    )


def _tile(lying: str) -> str:
    """A tile of the line drawn as a tile: two halves, a blank one empty (its word for screen
    readers and copies, never "0"), a matador laid across stood on its end."""
    across = lying.startswith("|")
    halves = []
    for half in lying.strip("|").split(":"):
        if half == "0":
            halves.append(
                f'<span class="half blank"><span class="sr">{text(_("blank"))}</span></span>'
            )
        else:
            halves.append(f'<span class="half">{text(half)}</span>')
    return f'<span class="tile{" across" if across else ""}">{"".join(halves)}</span>'


def _events(match: Match) -> str:
    in_progress = match.round_in_progress
    heading = f"<h2>{text(_('This round'))}</h2>"
    if in_progress is None or not in_progress.events:
        empty = f'<p class="empty">{text(_("Nothing yet this round."))}</p>'
        return f'<section id="events" class="events">{heading}{empty}</section>'
    first = max(0, len(in_progress.events) - LAST_EVENTS)
    items = []
    for index in range(first, len(in_progress.events)):
        event, points = in_progress.events[index], in_progress.event_points[index]
        earned = f'<b class="{"minus" if points < 0 else "plus"}">{signed(points)}</b>'
        items.append(
            f'<li value="{index + 1}"><span class="who">{text(event.player)}</span> '
            f"{text(describe(event))} {earned if points else ''}</li>"
        )
    return f'<section id="events" class="events">{heading}<ol>{"".join(items)}</ol></section>'


def _final(match: Match) -> str:
    if not match.finished:
        return '<section id="final" hidden></section>'
    standings = match.standings()
    rows = "".join(
        f'<li class="{"debt" if place.debt else "lead" if place.leads else "other"}">'
        f'<span class="place">{place.place}</span> <span class="who">{text(place.name)}</span> '
        f'<span class="points">{text(place.shown)}</span></li>'
        for place in wording.places(standings)
    )
    settles = match.preset.settlement is Settlement.DIFFERENTIAL
    extra = ""
    if settles and standings.differential is not None:
        extra = text(_("differential {points}").format(points=standings.differential))
    return (
        f'<section id="final" class="final"><h2>{text(_("Final standings"))}</h2>'
        f'<p class="verdict">{text(wording.verdict(standings))}</p>'
        f'<ol>{rows}</ol><p class="facts">{extra}</p></section>'
    )
