"""The Markdown summary: readable as plain text, and as a page wherever Markdown is rendered."""

from __future__ import annotations

import re
from collections.abc import Sequence

from scorekeeper.export.summary import ExportInfo, Summary, counts_cells, counts_headings, summarize
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.model.kinds import describe
from scorekeeper.round_lines import RoundLine, open_end_words
from scorekeeper.wording import number, signed

# Backslash-escaping ASCII punctuation is always literal in CommonMark; these are the characters
# that could break a table (|), start emphasis, code or links, or pass raw HTML through.
_SPECIAL = re.compile(r"([\\|*_`\[\]<>])")
_LINE_BREAKS = re.compile(r"\s*[\r\n]+\s*")


def escape(text: str) -> str:
    """User text made safe for one table cell or line: specials escaped, line breaks joined."""
    return _SPECIAL.sub(r"\\\1", _LINE_BREAKS.sub(" ", text))


def to_markdown(match: Match, info: ExportInfo) -> str:
    summary = summarize(match, info)
    parts = [
        "# " + escape(f"{summary.title} · {summary.preset}"),
        _facts(summary),
        _rounds(summary),
        _lines(summary),
        _standings(summary),
        _notes(summary),
    ]
    return "\n\n".join(part for part in parts if part) + "\n"


def _facts(summary: Summary) -> str:
    facts = [
        (_("Players:"), ", ".join(escape(name) for name in summary.players)),
        (_("Preset:"), escape(f"{summary.preset}, {summary.match_end}")),
        (_("Kept:"), escape(summary.kept)),
        (_("Status:"), escape(summary.state)),
    ]
    return "\n".join(f"- **{label}** {value}" for label, value in facts)


def _table(header: Sequence[str], align: str, rows: Sequence[Sequence[str]]) -> str:
    rules = {"l": ":---", "r": "---:"}
    lines = [header, [rules[side] for side in align], *rows]
    return "\n".join("| " + " | ".join(line) + " |" for line in lines)


def _rounds(summary: Summary) -> str:
    header = [_("Round"), *[escape(name) for name in summary.players], _("End")]
    rows = [
        [
            str(row.number),
            *[
                f"{signed(points)} → {number(total)}"
                for points, total in zip(row.points, row.totals, strict=True)
            ],
            escape(row.ending),
        ]
        for row in summary.rounds
    ]
    if not rows:
        return "## {heading}\n\n{empty}".format(heading=_("Rounds"), empty=_("No rounds yet."))
    align = "r" * (len(summary.players) + 1) + "l"
    note = _("Each cell: the round's points → the running total.")
    return "## {heading}\n\n{note}\n\n{table}".format(
        heading=_("Rounds"), note=note, table=_table(header, align, rows)
    )


def _lines(summary: Summary) -> str:
    """A tiles match: each round's line as it lay, and who laid each tile, in order."""
    if not summary.lines:
        return ""
    note = _(
        "Each round's line from its left end to its right (a matador across between bars), "
        "then its tiles in the order they were laid."
    )
    rounds = [_round_line(line, ending.ending) for line, ending in zip(summary.lines,
              summary.rounds, strict=True)]  # fmt: skip
    return "## {heading}\n\n{note}\n\n{rounds}".format(
        heading=_("The line"), note=note, rounds="\n\n".join(rounds)
    )


def _round_line(line: RoundLine, ending: str) -> str:
    heading = _("Round {number}").format(number=line.number)
    heading = f"**{escape(heading)}** ({escape(ending)})"
    if not line.tiles:
        return f"{heading}: " + escape(_("no tile laid."))
    left = _("left {end}").format(end=open_end_words(line.left))
    right = _("right {end}").format(end=open_end_words(line.right))
    chain = " ".join(
        f"|{a}:{b}|" if laid.across else f"{a}:{b}" for laid in line.tiles for a, b in [laid.halves]
    )
    drawn = escape(f"{left} │ {chain} │ {right}")
    rows = [
        [
            str(laid.number),
            escape(laid.play.player),
            escape(describe(laid.play)),
            signed(laid.points),
        ]
        for laid in line.in_play_order
    ]
    table = _table([_("Tile"), _("Player"), _("Laid"), _("Points")], "rllr", rows)
    return f"{heading}: {drawn}\n\n{table}"


def _standings(summary: Summary) -> str:
    heading = _("Final standings") if summary.finished else _("Standings")
    rows = [
        [
            str(place.place),
            escape(place.name),
            f"**{place.shown}**" if place.debt else place.shown,
            *counts_cells(summary, place.name),
        ]
        for place in summary.standings
    ]
    header = [_("Place"), _("Player"), _("Total"), *counts_headings(summary)]
    table = _table(header, "rl" + "r" * (len(header) - 2), rows)
    lines = ["## " + heading, table, f"**{escape(summary.verdict)}**"]
    return "\n\n".join(lines)


def _notes(summary: Summary) -> str:
    if not summary.notes:
        return ""
    items = [
        "- "
        + _("Round {number}, {player}, {points}: {note}").format(
            number=note.round,
            player=escape(note.player),
            points=signed(note.points),
            note=escape(note.text) or _("no reason given"),
        )
        for note in summary.notes
    ]
    return "## {heading}\n\n{items}".format(heading=_("Adjustments"), items="\n".join(items))
