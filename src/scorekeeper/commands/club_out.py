"""``club standings|tables EVENT --format md|csv|html [-o FILE]``: results out, in the event's
language; and ``club log EVENT``: the organiser's log (docs/club.md, "Results out")."""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from scorekeeper.catalog import Catalog
from scorekeeper.club import ClubEvent
from scorekeeper.commands.club_show import preset_name
from scorekeeper.commands.common import BadInput, render_table
from scorekeeper.commands.export import choose_format, databases_of
from scorekeeper.export import WITH_BOM, ExportWriteError, TargetExists, write_export
from scorekeeper.export.club_cross import crosstable_sheet
from scorekeeper.export.club_pages import standings_sheet, tables_sheet
from scorekeeper.export.club_sheet import Sheet, sheet_csv, sheet_html, sheet_markdown
from scorekeeper.i18n import LANGUAGES, N_, _, activate, current_language
from scorekeeper.i18n.formats import local_date_time
from scorekeeper.store import ClubBook
from scorekeeper.text import escape

WRITERS = {"md": sheet_markdown, "csv": sheet_csv, "html": sheet_html}
# the log keeps the action's code; it is said in the reader's language
ACTIONS = {
    "new": N_("event created"),
    "add": N_("registered"),
    "draw": N_("round drawn"),
    "seat": N_("round seated by hand"),
    "undraw": N_("round taken back"),
    "start": N_("table started"),
    "result": N_("paper result entered"),
    "withdraw": N_("withdrawn"),
}


def _named_preset(sheet: Sheet, name: str) -> Sheet:
    """The preset by its name in the event's language (the sheets know only its id)."""
    label = _("Preset:")
    facts = tuple((key, name if key == label else value) for key, value in sheet.facts)
    return dataclasses.replace(sheet, facts=facts)


def wants_export(args: argparse.Namespace) -> bool:
    return getattr(args, "format", None) is not None or getattr(args, "output", None) is not None


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """The event's language for what is written inside, the run's one again after."""
    before = current_language()
    activate(language if language in LANGUAGES else before)
    try:
        yield
    finally:
        activate(before)


def export_club(
    book: ClubBook, event: ClubEvent, args: argparse.Namespace, catalog: Catalog
) -> int:
    fmt = _format(args)
    board = book.board(event.id)
    with speaking(event.language):
        if args.club_command == "standings":
            sheet: Sheet = standings_sheet(board, book.desk.withdrawn(event.id))
        elif args.club_command == "crosstable":
            sheet = crosstable_sheet(board, book.all_tables(event.id))
        else:
            sheet = tables_sheet(board, book.all_tables(event.id), book.desk.byes(event.id))
        sheet = _named_preset(sheet, preset_name(catalog, event.preset_id))
        text = escape(WRITERS[fmt](sheet), lines=True)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_export(
            args.output,
            text,
            overwrite=args.force,
            bom=fmt in WITH_BOM,
            databases=databases_of(args.db),
        )
    except TargetExists as error:
        raise BadInput(_("{error}; add --force to overwrite it").format(error=error)) from None
    except ExportWriteError as error:
        raise BadInput(str(error)) from None
    return 0


def _format(args: argparse.Namespace) -> str:
    """``--format``, else the output file's extension (as ``export`` reads it)."""
    try:
        fmt = choose_format(args.format, args.output)
    except BadInput:
        fmt = ""
    if fmt not in WRITERS:
        raise BadInput(
            _("say which format with --format ({formats})").format(formats="md|csv|html")
        )
    return fmt


def print_log(book: ClubBook, event: ClubEvent) -> int:
    lines = book.desk.log_lines(event.id)
    header = [_("When"), _("Who"), _("What"), _("Detail")]
    rows = [
        [_when(line.at), line.who, _(ACTIONS.get(line.action, line.action)), line.detail]
        for line in lines
    ]
    print(_("{event}: the organiser's log").format(event=event.name))
    print(render_table(header, rows, align="llll"))
    return 0


def _when(moment: dt.datetime) -> str:
    """A log line's time on this machine's clock (it is kept in UTC)."""
    return local_date_time(moment.replace(tzinfo=dt.UTC).astimezone().replace(tzinfo=None))
