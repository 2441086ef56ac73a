"""The parts of a club event's board page, each an HTML fragment with its element's id: the
event's status line, a card per table of the round, and the standings across all tables.

Like the match page's parts, every name passes ``text`` (control characters escaped as for a
terminal, then HTML-escaped): nothing a player or the organiser typed can become markup.
"""

from __future__ import annotations

from scorekeeper import club_words as words
from scorekeeper.club import EventBoard, TableNow
from scorekeeper.club.words import state_words
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import local_date
from scorekeeper.web.parts import Parts
from scorekeeper.web.text import text


def club_parts(board: EventBoard) -> Parts:
    title = f"{board.event.name} · {words.round_words(board)}"
    blocks = {
        "club-status": _status(board),
        "tables": _tables(board),
        "standings": _standings(board),
    }
    return Parts(text(title), blocks, ())


def gone_parts() -> Parts:
    """The page of an event that is not (or no longer) in the database."""
    missing = f'<p class="verdict">{text(_("This event is not in the database."))}</p>'
    blocks = {
        "club-status": f'<div id="club-status" class="status">{missing}</div>',
        "tables": '<section id="tables" class="tables"></section>',
        "standings": '<section id="standings" class="standings" hidden></section>',
    }
    return Parts("scorekeeper", blocks, ())


def _status(board: EventBoard) -> str:
    facts = [local_date(board.event.day), words.round_words(board)]
    return (
        '<div id="club-status" class="status">'
        f'<p class="verdict">{text(board.event.name)}</p>'
        f'<p class="facts">{" · ".join(text(fact) for fact in facts)}</p></div>'
    )


def _tables(board: EventBoard) -> str:
    if not board.tables:
        empty = text(_("No tables yet: the organiser draws the first round."))
        return f'<section id="tables" class="tables"><p class="empty">{empty}</p></section>'
    cards = "".join(_table(table) for table in board.tables)
    return f'<section id="tables" class="tables n{min(len(board.tables), 8)}">{cards}</section>'


def _table(table: TableNow) -> str:
    best = max(table.totals) if table.totals and any(table.totals) else None
    rows = []
    for seat, (name, total) in enumerate(words.table_seats(table)):
        points = table.totals[seat] if table.totals else 0
        classes = ["seat", f"seat{seat}"]
        if table.winner == name or (not table.finished and best is not None and points == best):
            classes.append("lead")
        debt = " debt" if points < 0 else ""
        rows.append(
            f'<li class="{" ".join(classes)}"><span class="who">{text(name)}</span>'
            f'<span class="points{debt}">{text(total)}</span></li>'
        )
    return (
        f'<article class="table {table.state.value}" id="table-{table.number}">'
        f"<h2>{text(words.table_title(table))} "
        f'<span class="code">{text(str(table.code))}</span></h2>'
        f'<p class="state">{text(state_words(table))}</p>'
        f'<ol class="seats">{"".join(rows)}</ol></article>'
    )


def _standings(board: EventBoard) -> str:
    heading = f"<h2>{text(_('Event standings'))}</h2>"
    if not board.standings:
        empty = f'<p class="empty">{text(_("No table has started yet."))}</p>'
        return f'<section id="standings" class="standings">{heading}{empty}</section>'
    rated = words.rated(board)
    head = "".join(
        f"<th{_align(index)}>{text(word)}</th>"
        for index, word in enumerate(words.standing_headings(rated))
    )
    body = "".join(
        f'<tr class="{"first" if row.rank == 1 else "other"}">'
        + "".join(
            f"<td{_align(index)}>{text(cell)}</td>"
            for index, cell in enumerate(words.standing_cells(row, rated))
        )
        + "</tr>"
        for row in board.standings
    )
    notes = (words.provisional_note(board), words.ratings_note(board))
    foot = "".join(
        f'<p class="note {kind}">{text(note)}</p>'
        for kind, note in zip(("provisional", "catching-up"), notes, strict=True)
        if note
    )
    return (
        f'<section id="standings" class="standings">{heading}<div class="table-wrap"><table>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>{foot}</section>"
    )


def _align(column: int) -> str:
    """Every column but the name's holds a number: right-aligned."""
    return "" if column == 1 else ' class="num"'
