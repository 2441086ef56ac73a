"""``scorekeeper club ...``: a club night from the command line (docs/club.md).

``new`` makes the event, ``add`` registers players, ``draw`` seats the next round, ``list``,
``tables`` and ``standings`` show what there is. The shows live in ``club_show.py``; starting
a table's match (``new --club-table``) in ``club_table.py``.
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections.abc import Iterator
from contextlib import contextmanager

from scorekeeper.catalog import Catalog
from scorekeeper.club import ClubEvent
from scorekeeper.commands.common import BadInput
from scorekeeper.commands.history import stored
from scorekeeper.i18n import _, current_language, ngettext, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import Mode, RuleError
from scorekeeper.store import ClubBook, DbTarget, locate_db, may_exist


def run_club(args: argparse.Namespace, catalog: Catalog) -> int:
    from scorekeeper.commands import club_show

    action = args.club_command
    if action == "new":
        return _new(args, catalog)
    if action == "list":
        return club_show.print_events(_events(args.db), catalog)
    with club_book(args.db, create=False) as book:  # every action but new needs its event
        if action == "result":
            from scorekeeper.commands import club_desk

            return club_desk.paper_result(book, args, catalog)
        event = book.find_event(args.event)
        if action == "add":
            return _add(book, event.id, event.name, args.names)
        if action in _CHANGES:
            return _change(book, event, args)
        return _show(book, event, args, catalog)


_CHANGES = ("draw", "seat", "undraw", "withdraw")


def _change(book: ClubBook, event: ClubEvent, args: argparse.Namespace) -> int:
    from scorekeeper.commands import club_desk

    if args.club_command == "draw":
        return club_desk.draw(book, event, args)
    if args.club_command == "seat":
        return club_desk.seat(book, event, args)
    if args.club_command == "undraw":
        return club_desk.undraw(book, event)
    return club_desk.withdraw(book, event, args.name)


def _show(book: ClubBook, event: ClubEvent, args: argparse.Namespace, catalog: Catalog) -> int:
    from scorekeeper.commands import club_out, club_show

    action = args.club_command
    if action == "log":
        return club_out.print_log(book, event)
    if club_out.wants_export(args):
        if action == "standings" and args.json:
            raise BadInput(_("club standings: --json or --format, not both"))
        return club_out.export_club(book, event, args, catalog)
    if action == "crosstable":
        return club_show.print_crosstable(book.board(event.id), book.all_tables(event.id))
    if action == "tables":
        return club_show.print_tables(event, book.all_tables(event.id), book.desk.byes(event.id))
    return club_show.print_standings(book.board(event.id), args.json, book.desk.withdrawn(event.id))


@contextmanager
def club_book(db: DbTarget | None, create: bool) -> Iterator[ClubBook]:
    """The club nights of the database. Read-only actions on a database that is not there
    are told there is no such event (no empty file is left behind a mistyped path); one that
    is there is opened for writing, so that an older schema gains the club tables."""
    if not create and not may_exist(locate_db(db).path):
        raise BadInput(_("there are no club events yet; start one with 'scorekeeper club new'"))
    with stored(db, create=True) as store:
        assert store is not None  # created where missing
        try:
            yield store.club
        except RuleError as error:
            raise BadInput(str(error)) from None


def _events(db: DbTarget | None) -> list[tuple[ClubEvent, int]]:
    """Every event with its number of players; none where the database is not there (a
    mistyped path lists nothing and leaves no file)."""
    if not may_exist(locate_db(db).path):
        return []
    with club_book(db, create=True) as book:
        return [(event, len(book.players(event.id))) for event in book.events()]


def _new(args: argparse.Namespace, catalog: Catalog) -> int:
    try:
        preset = catalog.get(args.preset)
    except RuleError as error:
        raise BadInput(_("club new: {error}").format(error=error)) from None
    day = _day(args.date)
    mode = Mode.TILES if args.tiles else Mode.ONE_KEY
    with club_book(args.db, create=True) as book:
        event = book.create_event(
            args.name, preset.id, mode, day, current_language(), word=args.word
        )
    print(
        _("Club event {id}: {name}, {day}, preset {preset}.").format(
            id=event.id, name=event.name, day=local_date(event.day), preset=preset_text(preset.name)
        )
    )
    print(_("Next: scorekeeper club add {id} NAME...").format(id=event.id))
    return 0


def _day(text: str | None) -> dt.date:
    if text is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(text) if len(text) == 10 else _bad_day(text)
    except ValueError:
        return _bad_day(text)


def _bad_day(text: str) -> dt.date:
    raise BadInput(_("club new: --date: not a date like 2026-12-04: {text}").format(text=text))


def _add(book: ClubBook, event_id: int, event_name: str, names: list[str]) -> int:
    added = book.register(event_id, names)
    count = len(book.players(event_id))
    print(
        ngettext(
            "Registered {added} for {event}: {count} player in all.",
            "Registered {added} for {event}: {count} players in all.",
            count,
        ).format(added=", ".join(added), event=event_name, count=count)
    )
    return 0
