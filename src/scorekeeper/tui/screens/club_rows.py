"""The club screen's tables as columns and rows that fit the terminal: a row per table of the
round (its state and its players with their totals), a row per player of the standings."""

from __future__ import annotations

from rich.cells import cell_len

from scorekeeper import club_words as words
from scorekeeper.club import EventBoard, TableNow
from scorekeeper.club.words import state_words
from scorekeeper.i18n import _, pgettext
from scorekeeper.tui.shown import shown
from scorekeeper.tui.widgets.line_table import GAP, Column

SCROLLBAR = 2
NAME_WIDTH = 20  # a standing's name; longer ones are cut here and shown whole on the web board


def _width(heading: str, least: int) -> int:
    return max(least, cell_len(heading))


def table_columns(room: int) -> list[Column]:
    """Table number, state, then the players with their totals in whatever room is left."""
    number = Column(_("Table"), _width(_("Table"), 3), right=True)
    states = (
        _("State"),
        _("waiting"),
        pgettext("table state", "finished"),
        _("round {number}").format(number=99),
    )
    state = Column(_("State"), max(cell_len(word) for word in states))
    used = number.width + state.width + 3 * GAP + SCROLLBAR
    return [number, state, Column(_("Players and totals"), max(20, room - used))]


def seats_line(table: TableNow) -> str:
    """The players with their totals; the names are the shared database's, escaped."""
    seats = words.table_seats(table)
    return " · ".join(f"{shown(name)} {total}".rstrip() for name, total in seats)


def table_cells(table: TableNow) -> tuple[str, ...]:
    return (str(table.number), words.table_state_short(table), seats_line(table))


def table_detail(board: EventBoard, row: int) -> str:
    """The highlighted table whole: its code for ``new --club-table`` and every player."""
    if not 0 <= row < len(board.tables):
        return ""
    table = board.tables[row]
    code = _("code {code}").format(code=table.code)
    return f"{words.table_title(table)} · {code} · {state_words(table)} · {seats_line(table)}"


def standing_columns(board: EventBoard, room: int) -> list[Column]:
    """As many of the standings' columns as fit in ``room`` cells (the rating goes first)."""
    headings = words.standing_headings(words.rated(board))
    shown, used = [], SCROLLBAR
    for index, heading in enumerate(headings):
        column = Column(heading, NAME_WIDTH if index == 1 else _width(heading, 3), index != 1)
        used += column.width + GAP
        if used > room and index > 1:
            break
        shown.append(column)
    return shown


def standing_rows(board: EventBoard, shown: int) -> list[tuple[str, ...]]:
    rated = words.rated(board)
    return [words.standing_cells(row, rated)[:shown] for row in board.standings]
