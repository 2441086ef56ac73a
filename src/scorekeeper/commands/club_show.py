"""What ``club list``, ``club draw``, ``club tables`` and ``club standings`` print."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from scorekeeper.club import ClubEvent, EventBoard, StandingRow, TableNow
from scorekeeper.club.words import placement_text, seats_with_totals, state_words
from scorekeeper.club_words import ratings_note
from scorekeeper.commands.common import render_table
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import decimal, whole
from scorekeeper.i18n.numbers import number
from scorekeeper.wording import NO_VALUE


def print_events(events: Sequence[tuple[ClubEvent, int]]) -> int:
    """The events, each with its number of registered players."""
    if not events:
        print(_("No club events yet."))
        return 0
    header = [_("Event"), _("Day"), _("Name"), _("Preset"), _("Mode"), _("Players")]
    rows = [
        [str(e.id), e.day.isoformat(), e.name, e.preset_id, e.mode.value, str(count)]
        for e, count in events
    ]
    print(render_table(header, rows, align="rlllll"))
    return 0


def print_draw(event: ClubEvent, tables: Sequence[TableNow]) -> int:
    round_ = tables[0].code.round
    print(_("{event}, round {round}:").format(event=event.name, round=round_))
    print(_table_list(tables, with_state=False))
    print(
        _("At each table: scorekeeper new --club-table CODE (the code above, e.g. {code}).").format(
            code=tables[0].code
        )
    )
    return 0


def print_tables(event: ClubEvent, tables: Sequence[TableNow]) -> int:
    if not tables:
        print(_("{event}: no round drawn yet.").format(event=event.name))
        return 0
    print(_table_list(tables, with_state=True))
    return 0


def _table_list(tables: Sequence[TableNow], with_state: bool) -> str:
    header = [_("Round"), _("Table"), _("Code"), _("Players")]
    rows = []
    for table in tables:
        row = [str(table.code.round), str(table.number), str(table.code)]
        rows.append([*row, seats_with_totals(table) if with_state else " · ".join(table.players)])
        if with_state:
            rows[-1].append(state_words(table))
    if with_state:
        header.append(_("State"))
    return render_table(header, rows, align="rrrll")


def print_standings(board: EventBoard, as_json: bool) -> int:
    if as_json:
        print(json.dumps(standings_json(board), ensure_ascii=False, indent=2))
        return 0
    header = [_("Rank"), _("Player"), _("Points"), _("Differential"), _("Total")]
    header += [_("Tables"), _("Wins"), _("Rating")]
    rows = [_standing_cells(row) for row in board.standings]
    print(_("{event}, round {round}: standings").format(event=board.event.name, round=board.round))
    print(render_table(header, rows, align="rlrrrrrr"))
    if any(row.provisional for row in board.standings):
        print(_("* a table of the player is still playing: the line can change."))
    if board.ratings_waiting:
        print(ratings_note(board))
    return 0


def _standing_cells(row: StandingRow) -> list[str]:
    mark = " *" if row.provisional else ""
    return [
        str(row.rank),
        row.name + mark,
        placement_text(row.placement_halves),
        number(row.differential),
        number(row.total),
        str(row.tables),
        str(row.wins),
        _("{rating} ({matches})").format(
            rating=NO_VALUE if row.rating is None else decimal(row.rating),
            matches=whole(row.rated_matches),
        ),
    ]


def standings_json(board: EventBoard) -> dict[str, Any]:
    """The standings for machines: plain numbers, ASCII keys, ``rating`` null until known."""
    event = board.event
    return {
        "event": {
            "id": event.id,
            "name": event.name,
            "day": event.day.isoformat(),
            "preset": event.preset_id,
            "mode": event.mode.value,
        },
        "round": board.round,
        "ratings_waiting": board.ratings_waiting,  # finished matches not rated yet
        "standings": [
            {
                "rank": row.rank,
                "name": row.name,
                "points": row.placement,
                "differential": row.differential,
                "total": row.total,
                "tables": row.tables,
                "wins": row.wins,
                "provisional": row.provisional,
                "rating": None if row.rating is None else round(row.rating, 2),
                "rated_matches": row.rated_matches,
            }
            for row in board.standings
        ],
    }
