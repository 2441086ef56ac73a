"""The CSV export: tables, each under its own heading row and apart by a blank row (a
spreadsheet loads them as one sheet): one row per round per player with the pips left in that
player's hand where they were counted; the final totals and places with the tiles each player
laid, the open sixes made and the tiles drawn; the result, with the winner, the differential
(blank where there is none: a tie, a match going on, no settlement) and how the match was kept
(``tiles`` or ``one-key``, the match file's words). A match kept tile by tile has one more: each
tile laid (named low half first), round by round in the order of play, with who laid it, the
end it joined, its place in the line as the round left it (1 at the left end) and what it
earned.

Spreadsheets run a cell as a formula when its text starts with ``=``, ``+``, ``-`` or ``@``
(some also after a tab or carriage return), so player names are made inert with a leading
apostrophe. Points are written as plain numbers, negative ones included, so they stay numbers.
"""

from __future__ import annotations

import csv
import io

from scorekeeper.export.summary import ExportInfo, Summary, summarize
from scorekeeper.i18n import _
from scorekeeper.model import End, Match

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

Cell = str | int


def inert(cell: Cell) -> str:
    """A cell as written: numbers as they are, text that a spreadsheet would run prefixed."""
    if isinstance(cell, int):
        return str(cell)
    return "'" + cell if cell.startswith(_FORMULA_STARTS) else cell


def to_csv(match: Match, info: ExportInfo) -> str:
    summary = summarize(match, info)
    rows: list[list[Cell]] = [
        [_("round"), _("player"), _("round points"), _("running total"), _("pips left")]
    ]
    for row, played in zip(summary.rounds, match.rounds, strict=True):
        pips = played.end.pips if played.end is not None else {}
        for seat, name in enumerate(summary.players):
            rows.append([row.number, name, row.points[seat], row.totals[seat], pips.get(name, "")])
    rows.append([])
    # the same columns in both modes, so a sheet's shape never depends on how it was kept;
    # tiles drawn is blank where none can be (a one-key match)
    rows.append(
        [_("player"), _("total"), _("place"), _("tiles laid"), _("open sixes"), _("tiles drawn")]
    )
    for place in summary.standings:
        counts = summary.counts[place.name]
        drawn: Cell = "" if counts.drawn is None else counts.drawn
        rows.append([place.name, place.total, place.place, counts.laid, counts.open_sixes, drawn])
    standings = match.standings()
    differential = standings.differential
    rows.append([])
    rows.append([_("result"), _("winner"), _("differential"), _("kept")])
    shown: Cell = "" if differential is None else differential
    rows.append([summary.state, standings.winner or "", shown, str(match.mode)])
    rows.extend(_tiles(summary))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")  # RFC 4180 line ends, as spreadsheets expect
    writer.writerows([inert(cell) for cell in row] for row in rows)
    return out.getvalue()


def _tiles(summary: Summary) -> list[list[Cell]]:
    """A tiles match's tiles, each with who laid it and where (none for one key a fact)."""
    if not summary.lines:
        return []
    rows: list[list[Cell]] = [
        [],
        [_("round"), _("order"), _("player"), _("tile"), _("end"), _("place in line"), _("points")],
    ]
    for line in summary.lines:
        place = {laid.number: spot for spot, laid in enumerate(line.tiles, start=1)}
        for laid in line.in_play_order:
            end = laid.play.end
            where = _("lead") if end is None else _("left") if end is End.LEFT else _("right")
            rows.append([line.number, laid.number, laid.play.player, str(laid.play.tile), where,
                         place[laid.number], laid.points])  # fmt: skip
    return rows
