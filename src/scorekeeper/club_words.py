"""The words of a club event's board, said once for the app's club screen and the web event
board: a table's state, its players' totals (a debt in words, as the scoreboard says it), the
standings' headings and cells. Pure, like ``wording``; what the command line says too comes
from ``club.words`` (placement points, a table's state)."""

from __future__ import annotations

from scorekeeper.club import EventBoard, StandingRow, TableNow, TableState
from scorekeeper.club.words import margin_text, points_text
from scorekeeper.i18n import _, ngettext, pgettext
from scorekeeper.i18n.formats import decimal
from scorekeeper.wording import number, ratings_catching_up, total_words

PROVISIONAL = "*"  # beside a standing that a table still playing can change


def table_title(table: TableNow) -> str:
    return _("Table {number}").format(number=table.number)


def table_state_short(table: TableNow) -> str:
    """The state in a narrow column: who won is in the standings and the table's detail."""
    if table.state is TableState.WAITING:
        return _("waiting")
    if table.state is TableState.PLAYING:
        return _("round {number}").format(number=table.rounds + 1)
    return pgettext("table state", "finished")


def table_seats(table: TableNow) -> tuple[tuple[str, str], ...]:
    """Each player with the total now (nothing before the match starts)."""
    if not table.totals:
        return tuple((name, "") for name in table.players)
    return tuple(
        (name, total_words(total)) for name, total in zip(table.players, table.totals, strict=True)
    )


def round_words(board: EventBoard) -> str:
    if board.round == 0:
        return _("no round drawn yet")
    done = sum(1 for table in board.tables if table.finished)
    words = ngettext(
        "round {round}: {done} of {count} table finished",
        "round {round}: {done} of {count} tables finished",
        len(board.tables),
    ).format(round=board.round, done=done, count=len(board.tables))
    if board.byes:
        words += " · " + _("bye: {names}").format(names=", ".join(board.byes))
    return words


def standing_headings(rated: bool) -> tuple[str, ...]:
    # Translators: the club standings' columns; "Points" are the placement points, "Margin"
    # the total minus the mean of the others' at each table, summed
    words = ("#", _("Player"), _("Points"), _("Margin"), _("Total"), _("Tables"), _("Wins"))
    return (*words, _("Rating")) if rated else words


def standing_cells(row: StandingRow, rated: bool) -> tuple[str, ...]:
    shown = str(row.rank) if row.played else "—"  # who has not played has no rank yet
    rank = f"{shown}{PROVISIONAL if row.provisional else ''}"
    cells = (
        rank,
        row.name,
        points_text(row.points_quarters),
        margin_text(row.margin_sixths),
        number(row.total),
        # an evening's few tables: no grouping, and Babel costs 0.3 ms a call; "+1" a bye
        str(row.tables) + (f" +{row.byes}" if row.byes else ""),
        str(row.wins),
    )
    if not rated:
        return cells
    value = "—" if row.rating is None else decimal(row.rating, 1)
    return (*cells, _("{rating} ({matches})").format(rating=value, matches=row.rated_matches))


def rated(board: EventBoard) -> bool:
    """Whether the standings show a rating column (some player has a rated match)."""
    return any(row.rated_matches for row in board.standings)


def provisional_note(board: EventBoard) -> str:
    if not any(row.provisional for row in board.standings):
        return ""
    return _("{mark} a table of this player is still playing").format(mark=PROVISIONAL)


def ratings_note(board: EventBoard) -> str:
    """Said while finished matches wait for their rating (store/rating_queue.py)."""
    return ratings_catching_up(board.ratings_waiting)
