"""The sheets of a club night's exports (``club_sheet.py`` writes them in each format): the
standings and every table of every round, in the words of the current language (the caller
makes it the event's: ``commands/club_out.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.club import EventBoard, StandingRow, TableNow
from scorekeeper.club.words import margin_text, points_text, seats_with_totals, state_words
from scorekeeper.export.club_sheet import Part, Sheet
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import decimal, local_date, whole
from scorekeeper.i18n.numbers import number
from scorekeeper.wording import NO_VALUE, ratings_catching_up

PROVISIONAL = " *"


def standing_header(rated: bool) -> tuple[str, ...]:
    words: tuple[str, ...] = (_("Rank"), _("Player"), _("Points"), _("Head to head"))
    words += (_("Margin"), _("Total"), _("Tables"), _("Wins"))
    return (*words, _("Rating")) if rated else words


def standing_row(row: StandingRow, rated: bool) -> tuple[str, ...]:
    """One player's line: the rank (none for who has not played), the name (``*`` while a
    table of theirs plays), points, head to head, margin, total, tables (``+1`` a bye)."""
    cells = (
        str(row.rank) if row.played else NO_VALUE,
        row.name + (PROVISIONAL if row.provisional else ""),
        points_text(row.points_quarters),
        number(row.head_to_head),
        margin_text(row.margin_sixths),
        number(row.total),
        str(row.tables) + (f" +{row.byes}" if row.byes else ""),
        str(row.wins),
    )
    if not rated:
        return cells
    rating = NO_VALUE if row.rating is None else decimal(row.rating)
    matches = whole(row.rated_matches)
    return (*cells, _("{rating} ({matches})").format(rating=rating, matches=matches))


def provisional_words(board: EventBoard) -> str:
    if any(row.provisional for row in board.standings):
        return _("* a table of the player is still playing: the line can change.")
    return ""


def standings_sheet(board: EventBoard, withdrawn: Sequence[str] = ()) -> Sheet:
    rated = any(row.rated_matches for row in board.standings)
    rows = tuple(standing_row(row, rated) for row in board.standings)
    align = "rlrrrrrr" + ("r" if rated else "")
    notes = (provisional_words(board), ratings_catching_up(board.ratings_waiting))
    part = Part(
        _("Standings"), standing_header(rated), align, rows, " · ".join(filter(None, notes))
    )
    return Sheet(standings_title(board), _facts(board, withdrawn), (part,))


def standings_title(board: EventBoard) -> str:
    if not board.round:  # nothing drawn yet: no "round 0"
        return _("{event}: standings").format(event=board.event.name)
    return _("{event}, round {round}: standings").format(event=board.event.name, round=board.round)


def bye_words(names: Sequence[str]) -> str:
    if not names:
        return ""
    return _("Bye (1½ points, the average of a table): {names}").format(names=", ".join(names))


def tables_sheet(
    board: EventBoard, tables: Sequence[TableNow], byes: Sequence[tuple[int, str]] = ()
) -> Sheet:
    """Every round's tables, with the round's byes under it."""
    header = (_("Table"), _("Code"), _("Players"), _("State"))
    rounds = sorted({table.code.round for table in tables})
    parts = tuple(
        Part(
            _("Round {number}").format(number=round_),
            header,
            "rlll",
            tuple(
                (str(t.number), str(t.code), seats_with_totals(t), state_words(t))
                for t in tables
                if t.code.round == round_
            ),
            bye_words([name for bye_round, name in byes if bye_round == round_]),
        )
        for round_ in rounds
    )
    title = _("{event}: tables").format(event=board.event.name)
    return Sheet(title, _facts(board, ()), parts)


def _facts(board: EventBoard, withdrawn: Sequence[str]) -> tuple[tuple[str, str], ...]:
    event = board.event
    facts = [
        (_("Day:"), local_date(event.day)),
        (_("Preset:"), event.preset_id),
        (_("Players:"), str(len(board.players))),
    ]
    if withdrawn:
        facts.append((_("Withdrawn:"), ", ".join(withdrawn)))
    return tuple(facts)
