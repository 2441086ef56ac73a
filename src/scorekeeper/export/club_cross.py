"""The crosstable of ``club crosstable EVENT``: who beat whom, every pair of the event
(docs/club.md, "The crosstable"), as a sheet the command prints or exports.

The rows and the columns are the players in standings order; a cell is the row player's
points against the column player (one a game won, ½ a game shared), with the games they
played where they met more than once: ``1½/2``. ``·`` where they never met.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.club import EventBoard, StandingRow, TableNow
from scorekeeper.club.tiebreaks import Meeting, crosstable, results_of
from scorekeeper.club.words import placement_text, points_text
from scorekeeper.export.club_sheet import Part, Sheet
from scorekeeper.i18n import _

NEVER = "·"
SELF = "×"


def crosstable_rows(board: EventBoard, tables: Sequence[TableNow]) -> list[list[str]]:
    """One row per player of the standings: rank, name, a cell per opponent, points."""
    table = crosstable(results_of(tables))
    keys = [row.name.casefold() for row in board.standings]
    return [
        [_rank(row), row.name, *_cells(key, keys, table), points_text(row.points_quarters)]
        for row, key in zip(board.standings, keys, strict=True)
    ]


def crosstable_sheet(board: EventBoard, tables: Sequence[TableNow]) -> Sheet:
    count = len(board.standings)
    header = ("#", _("Player"), *(str(n) for n in range(1, count + 1)), _("Points"))
    rows = tuple(tuple(row) for row in crosstable_rows(board, tables))
    note = _("A cell: the row player's points against the column's (½ a shared game); · never met.")
    part = Part(_("Crosstable"), header, "rl" + "r" * (count + 1), rows, note)
    title = _("{event}: crosstable").format(event=board.event.name)
    return Sheet(title, (), (part,))


def _rank(row: StandingRow) -> str:
    return str(row.rank) if row.played else "—"


def _cells(key: str, keys: Sequence[str], table: dict[tuple[str, str], Meeting]) -> list[str]:
    return [_cell(key, other, table) for other in keys]


def _cell(key: str, other: str, table: dict[tuple[str, str], Meeting]) -> str:
    if key == other:
        return SELF
    met = table.get((key, other))
    if met is None:
        return NEVER
    points = placement_text(met.halves)
    return points if met.games == 1 else f"{points}/{met.games}"
