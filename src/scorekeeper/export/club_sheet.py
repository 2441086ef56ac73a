"""A club night's results out (docs/club.md, "Results out"): the standings and the tables as
Markdown, CSV and a printable HTML page, with the machinery of a match's exports (the same
escapes, the same page style, ``export_text`` and ``write_export`` around them).

A ``Sheet`` is what every format shows: a title, a few facts, and tables (a heading, the
columns and their alignment, the rows of text). ``club_pages.py`` builds the sheets from an
event's board, in the language the caller has made current (the event's).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from html import escape as html_escape

from scorekeeper.export.markdown import escape as md_escape
from scorekeeper.export.page_style import STYLE
from scorekeeper.export.spreadsheet import inert
from scorekeeper.i18n import _


@dataclass(frozen=True, slots=True)
class Part:
    heading: str
    header: tuple[str, ...]
    align: str  # "l" or "r" per column
    rows: tuple[tuple[str, ...], ...]
    note: str = ""


@dataclass(frozen=True, slots=True)
class Sheet:
    title: str
    facts: tuple[tuple[str, str], ...]
    parts: tuple[Part, ...]


def sheet_markdown(sheet: Sheet) -> str:
    lines = ["# " + md_escape(sheet.title), ""]
    lines += [f"- **{md_escape(label)}** {md_escape(value)}" for label, value in sheet.facts]
    for part in sheet.parts:
        rules = [":---" if side == "l" else "---:" for side in part.align]
        table = [[md_escape(cell) for cell in part.header], rules]
        table += [[md_escape(cell) for cell in row] for row in part.rows]
        lines += ["", "## " + md_escape(part.heading), ""]
        lines += ["| " + " | ".join(row) + " |" for row in table]
        if part.note:
            lines += ["", md_escape(part.note)]
    return "\n".join(lines) + "\n"


def sheet_csv(sheet: Sheet) -> str:
    """Each table under its heading row, apart by a blank row (one sheet in a spreadsheet);
    numbers as plain numbers where a cell is one, names made inert."""
    rows: list[list[str | int]] = [[sheet.title]]
    for part in sheet.parts:
        rows += [[], [part.heading], list(part.header)]
        rows += [[_plain(cell) for cell in row] for row in part.rows]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerows([inert(cell) for cell in row] for row in rows)
    return out.getvalue()


def sheet_html(sheet: Sheet) -> str:
    facts = "\n".join(
        f"<div><dt>{html_escape(label)}</dt><dd>{html_escape(value)}</dd></div>"
        for label, value in sheet.facts
    )
    body = [
        f'<header>\n<h1>{html_escape(sheet.title)}</h1>\n<dl class="facts">\n{facts}\n</dl>',
        "</header>",
        *(_part_html(part) for part in sheet.parts),
        "<footer>{}</footer>".format(html_escape(_("Kept and exported with scorekeeper."))),
    ]
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="{}">'.format(html_escape(_("en"))),
            '<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{html_escape(sheet.title)}</title>",
            f"<style>{STYLE}{CLUB_STYLE}</style>\n</head>",
            "<body>\n<main>",
            *body,
            "</main>\n</body>\n</html>\n",
        ]
    )


CLUB_STYLE = """
table.club { width: 100%; font-size: 14.5px; }
table.club tbody tr:nth-child(even) { background: var(--band); }
p.note { color: var(--muted); font-size: 13px; margin: 6px 0 0; }
@media print { table.club tbody tr:nth-child(even) { background: none; } }
"""


_NUM = ' class="num"'


def _part_html(part: Part) -> str:
    def cells(tag: str, row: tuple[str, ...]) -> str:
        return "".join(
            f"<{tag}{_NUM if side == 'r' else ''}>{html_escape(cell)}</{tag}>"
            for cell, side in zip(row, part.align, strict=True)
        )

    rows = "\n".join(f"<tr>{cells('td', row)}</tr>" for row in part.rows)
    note = f'\n<p class="note">{html_escape(part.note)}</p>' if part.note else ""
    return (
        f"<section>\n<h2>{html_escape(part.heading)}</h2>\n"
        f'<table class="club">\n<thead><tr>{cells("th", part.header)}</tr></thead>\n'
        f"<tbody>\n{rows}\n</tbody>\n</table>{note}\n</section>"
    )


def _plain(cell: str) -> str | int:
    """A whole number (with a real minus or an ASCII one) as a number, else the text."""
    bare = cell.replace("\u2212", "-")
    digits = bare[1:] if bare.startswith("-") else bare
    return int(bare) if digits.isascii() and digits.isdigit() else cell
