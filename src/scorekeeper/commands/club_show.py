"""What ``club list``, ``club draw``, ``club tables`` and ``club standings`` print."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from scorekeeper.catalog import Catalog
from scorekeeper.club import ClubEvent, EventBoard, TableNow
from scorekeeper.club.words import seats_with_totals, state_words
from scorekeeper.club_words import ratings_note
from scorekeeper.commands.common import render_table
from scorekeeper.export.club_cross import crosstable_sheet
from scorekeeper.export.club_pages import (
    bye_words,
    provisional_words,
    standing_header,
    standing_row,
    standings_title,
)
from scorekeeper.i18n import _, pgettext, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import RuleError
from scorekeeper.wording import kept_words


def print_events(events: Sequence[tuple[ClubEvent, int]], catalog: Catalog) -> int:
    """The events, each with its number of registered players: the day, the preset and the
    mode as the language says them (the JSON of ``standings --json`` keeps the ids)."""
    if not events:
        print(_("No club events yet."))
        return 0
    header = [pgettext("club", "Event"), _("Day"), _("Name"), _("Preset"), _("Mode"), _("Players")]
    rows = [_event_cells(event, count, catalog) for event, count in events]
    print(render_table(header, rows, align="rlllll"))
    return 0


def _event_cells(event: ClubEvent, count: int, catalog: Catalog) -> list[str]:
    preset, mode = preset_name(catalog, event.preset_id), kept_words(event.mode)
    return [str(event.id), local_date(event.day), event.name, preset, mode, str(count)]


def preset_name(catalog: Catalog, preset_id: str) -> str:
    """A preset by its name in the language; by its id if the catalog no longer has it."""
    try:
        return preset_text(catalog.get(preset_id).name)
    except RuleError:
        return preset_id


def print_draw(event: ClubEvent, tables: Sequence[TableNow], byes: Sequence[str] = ()) -> int:
    round_ = tables[0].code.round
    print(_("{event}, round {round}:").format(event=event.name, round=round_))
    print(_table_list(tables, with_state=False))
    if byes:
        print(bye_words(byes))
    print(
        _("At each table: scorekeeper new --club-table CODE (the code above, e.g. {code}).").format(
            code=tables[0].code
        )
    )
    return 0


def print_tables(
    event: ClubEvent, tables: Sequence[TableNow], byes: Sequence[tuple[int, str]] = ()
) -> int:
    if not tables:
        print(_("{event}: no round drawn yet.").format(event=event.name))
        return 0
    print(_table_list(tables, with_state=True))
    for round_ in sorted({bye_round for bye_round, _name in byes}):
        names = [name for bye_round, name in byes if bye_round == round_]
        print(_("Round {number}").format(number=round_) + ": " + bye_words(names))
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


def print_standings(board: EventBoard, as_json: bool, withdrawn: Sequence[str] = ()) -> int:
    if as_json:
        print(json.dumps(standings_json(board, withdrawn), ensure_ascii=False, indent=2))
        return 0
    rows = [standing_row(row, rated=True) for row in board.standings]
    print(standings_title(board))
    print(render_table(standing_header(rated=True), rows, align="rlrrrrrrr"))
    note = provisional_words(board)
    if note:
        print(note)
    if withdrawn:
        print(_("Withdrawn:") + " " + ", ".join(withdrawn))
    if board.ratings_waiting:
        print(ratings_note(board))
    return 0


def standings_json(board: EventBoard, withdrawn: Sequence[str] = ()) -> dict[str, Any]:
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
        "withdrawn": list(withdrawn),
        "ratings_waiting": board.ratings_waiting,  # finished matches not rated yet
        "standings": [
            {
                "rank": row.rank,
                "name": row.name,
                "points": row.points,
                "placement": row.placement,
                "head_to_head": row.head_to_head,
                "margin": round(row.margin, 2),
                "differential": row.differential,
                "total": row.total,
                "tables": row.tables,
                "byes": row.byes,
                "played": row.played,
                "wins": row.wins,
                "provisional": row.provisional,
                "rating": None if row.rating is None else round(row.rating, 2),
                "rated_matches": row.rated_matches,
            }
            for row in board.standings
        ],
    }


def print_crosstable(board: EventBoard, tables: Sequence[TableNow]) -> int:
    sheet = crosstable_sheet(board, tables)
    (part,) = sheet.parts
    print(sheet.title)
    print(render_table(part.header, part.rows, align=part.align))
    print(part.note)
    return 0
