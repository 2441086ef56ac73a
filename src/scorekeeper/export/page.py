"""The HTML export: one self-contained, printable page with the score-progression chart.

Everything is inline (style and SVG); there are no scripts and nothing is fetched, so the page
opens the same offline, in a mail attachment, or printed. All user text passes ``escape``.
"""

from __future__ import annotations

from html import escape

from scorekeeper import wording
from scorekeeper.export.chart import progression_svg
from scorekeeper.export.page_line import lines_html
from scorekeeper.export.page_style import STYLE
from scorekeeper.export.progression import progression
from scorekeeper.export.summary import (
    ExportInfo,
    Summary,
    counts_cells,
    counts_headings,
    summarize,
)
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.wording import signed


def to_html(match: Match, info: ExportInfo) -> str:
    summary = summarize(match, info)
    heading = f"{summary.title} · {summary.preset}"
    body = [
        _header(summary),
        _result(summary),
        _section(_("Score progression"), _chart(match)),
        _section(_("Rounds"), _rounds(summary)),
        _lines(summary),
        _notes(summary),
        "<footer>{}</footer>".format(escape(_("Kept and exported with scorekeeper."))),
    ]
    return "\n".join(
        [
            "<!DOCTYPE html>",
            # Translators: the language code of the exported page
            '<html lang="{}">'.format(escape(_("en"))),
            '<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(heading)}</title>",
            f"<style>{STYLE}</style>\n</head>",
            "<body>\n<main>",
            *[part for part in body if part],
            "</main>\n</body>\n</html>\n",
        ]
    )


def _section(heading: str, content: str) -> str:
    return f"<section>\n<h2>{escape(heading)}</h2>\n{content}\n</section>"


def _header(summary: Summary) -> str:
    facts = [
        (_("Players:"), ", ".join(summary.players)),
        (_("Preset:"), f"{summary.preset}, {summary.match_end}"),
        (_("Kept:"), summary.kept),
        (_("Status:"), summary.state),
    ]
    items = "\n".join(
        f"<div><dt>{escape(label)}</dt><dd>{escape(value)}</dd></div>" for label, value in facts
    )
    return (
        f'<header>\n<h1>{escape(summary.title)}</h1>\n<dl class="facts">\n{items}\n</dl>\n</header>'
    )


def _result(summary: Summary) -> str:
    heading = _("Final standings") if summary.finished else _("Standings")
    rows = "\n".join(
        '<tr class="{cls}"><td class="num">{place}</td><td>{name}</td>'
        '<td class="num">{total}</td>{counts}</tr>'.format(
            cls="debt" if place.debt else ("lead" if place.leads else "other"),
            place=place.place,
            name=escape(place.name),
            total=escape(place.shown),
            counts="".join(
                f'<td class="num">{cell}</td>' for cell in counts_cells(summary, place.name)
            ),
        )
        for place in summary.standings
    )
    verdict = f'<p class="verdict">{escape(summary.verdict)}</p>'
    counts = "".join(f'<th class="num">{escape(text)}</th>' for text in counts_headings(summary))
    table = (
        f'<table class="standings">\n<thead><tr><th class="num">{escape(_("Place"))}</th>'
        f'<th>{escape(_("Player"))}</th><th class="num">{escape(_("Total"))}</th>{counts}'
        f"</tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>"
    )
    return _section(heading, f'<div class="result">\n{verdict}\n</div>\n{table}')


def _chart(match: Match) -> str:
    return f'<figure class="chart">\n{progression_svg(progression(match))}\n</figure>'


def _rounds(summary: Summary) -> str:
    if not summary.rounds:
        return f"<p>{escape(_('No rounds yet.'))}</p>"
    names = "".join(f'<th colspan="2">{escape(name)}</th>' for name in summary.players)
    units = f'<th class="num">{escape(_("points"))}</th><th class="num">{escape(_("total"))}</th>'
    head = (
        f'<thead>\n<tr><th rowspan="2" class="num">{escape(_("Round"))}</th>{names}'
        f'<th rowspan="2">{escape(_("End"))}</th></tr>\n'
        f"<tr>{units * len(summary.players)}</tr>\n</thead>"
    )
    rows = "\n".join(
        _round_row(row.number, row.points, row.totals, row.ending) for row in summary.rounds
    )
    return f'<table class="rounds">\n{head}\n<tbody>\n{rows}\n</tbody>\n</table>'


def _round_row(number: int, points: tuple[int, ...], totals: tuple[int, ...], ending: str) -> str:
    cells = "".join(
        '<td class="num pts">{}</td><td class="num{}">{}</td>'.format(
            signed(got), " debt" if total < 0 else "", wording.number(total)
        )
        for got, total in zip(points, totals, strict=True)
    )
    return f'<tr><td class="num">{number}</td>{cells}<td class="end">{escape(ending)}</td></tr>'


def _lines(summary: Summary) -> str:
    if not summary.lines:
        return ""
    endings = tuple(row.ending for row in summary.rounds)
    return _section(_("The line"), lines_html(summary.lines, endings, summary.players))


def _notes(summary: Summary) -> str:
    if not summary.notes:
        return ""
    items = "\n".join(
        "<li>{}</li>".format(
            escape(
                _("Round {number}, {player}, {points}: {note}").format(
                    number=note.round,
                    player=note.player,
                    points=signed(note.points),
                    note=note.text or _("no reason given"),
                )
            )
        )
        for note in summary.notes
    )
    return _section(_("Adjustments"), f'<ul class="notes">\n{items}\n</ul>')
