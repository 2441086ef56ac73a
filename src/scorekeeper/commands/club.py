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
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.club import ClubEvent
from scorekeeper.commands.common import BadInput, whole_number
from scorekeeper.commands.history import stored
from scorekeeper.i18n import _, ngettext, pgettext
from scorekeeper.model import Mode, RuleError
from scorekeeper.store import ClubBook, locate_db

DEFAULT_PRESET = "six-matador-expert"


def add_club_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    club = commands.add_parser("club", help=_("a club night: events, draws and standings"))
    actions = club.add_subparsers(dest="club_command", metavar=pgettext("metavar", "ACTION"))
    actions.required = True
    event = pgettext("metavar", "EVENT")
    name = pgettext("metavar", "NAME")
    new = actions.add_parser("new", help=_("create a club event"))
    new.add_argument("name", metavar=name)
    new.add_argument(
        "--preset",
        metavar=pgettext("metavar", "ID"),
        default=DEFAULT_PRESET,
        help=_("the preset every table plays (default: %(default)s)"),
    )
    new.add_argument("--tiles", action="store_true", help=_("every table keeps tile by tile"))
    new.add_argument(
        "--date", metavar=pgettext("metavar", "YYYY-MM-DD"), help=_("the day (default: today)")
    )
    add = actions.add_parser("add", help=_("register players for an event"))
    add.add_argument("event", metavar=event, help=_("the event's number or name"))
    add.add_argument("names", metavar=name, nargs="+")
    actions.add_parser("list", help=_("list the club events, newest first"))
    draw = actions.add_parser("draw", help=_("draw the tables of the next round"))
    draw.add_argument("event", metavar=event)
    draw.add_argument(
        "--seed",
        type=whole_number,
        metavar=pgettext("metavar", "N"),
        help=_("repeat a first round's random draw"),
    )
    tables = actions.add_parser("tables", help=_("every table of an event and its state"))
    tables.add_argument("event", metavar=event)
    standings = actions.add_parser("standings", help=_("an event's standings across all tables"))
    standings.add_argument("event", metavar=event)
    standings.add_argument("--json", action="store_true", help=_("print JSON for machines"))


def run_club(args: argparse.Namespace, catalog: Catalog) -> int:
    from scorekeeper.commands import club_show

    action = args.club_command
    if action == "new":
        return _new(args, catalog)
    if action == "list":
        return club_show.print_events(_events(args.db))
    with club_book(args.db, create=False) as book:  # every action but new needs its event
        event = book.find_event(args.event)
        if action == "add":
            return _add(book, event.id, event.name, args.names)
        if action == "draw":
            return club_show.print_draw(event, book.draw(event.id, args.seed))
        if action == "tables":
            return club_show.print_tables(event, book.all_tables(event.id))
        return club_show.print_standings(book.board(event.id), args.json)


@contextmanager
def club_book(db: Path | None, create: bool) -> Iterator[ClubBook]:
    """The club nights of the database. Read-only actions on a database that is not there
    are told there is no such event (no empty file is left behind a mistyped path); one that
    is there is opened for writing, so that an older schema gains the club tables."""
    if not create and not locate_db(db).path.exists():
        raise BadInput(_("there are no club events yet; start one with 'scorekeeper club new'"))
    with stored(db, create=True) as store:
        assert store is not None  # created where missing
        try:
            yield store.club
        except RuleError as error:
            raise BadInput(str(error)) from None


def _events(db: Path | None) -> list[tuple[ClubEvent, int]]:
    """Every event with its number of players; none where the database is not there (a
    mistyped path lists nothing and leaves no file)."""
    if not locate_db(db).path.exists():
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
        event = book.create_event(args.name, preset.id, mode, day)
    print(
        _("Club event {id}: {name}, {day}, preset {preset}.").format(
            id=event.id, name=event.name, day=event.day.isoformat(), preset=event.preset_id
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
