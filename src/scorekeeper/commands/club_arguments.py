"""``scorekeeper club ...``'s arguments (docs/club.md), set up without importing the club
commands, as ``arguments.py`` does for the others."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.commands.arguments import (
    DEFAULT_PORT,
    DEFAULT_PRESET,
    EXPORT_FORMATS,
    add_output_options,
)
from scorekeeper.commands.common import whole_number
from scorekeeper.i18n import _, pgettext

if TYPE_CHECKING:
    from typing import TypeAlias

    Commands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]

CLUB_FORMATS = tuple(fmt for fmt in EXPORT_FORMATS if fmt != "json")  # --json says that one


def add_club_command(commands: Commands) -> None:
    club = commands.add_parser("club", help=_("a club night: events, draws and standings"))
    actions = club.add_subparsers(dest="club_command", metavar=pgettext("metavar", "ACTION"))
    actions.required = True
    _add_new_and_add(actions)
    actions.add_parser("list", help=_("list the club events, newest first"))
    _add_draws(actions)
    _add_shows(actions)
    _add_changes(actions)


def _event(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "event", metavar=pgettext("metavar", "EVENT"), help=_("the event's number or name")
    )


def _add_new_and_add(actions: Commands) -> None:
    name = pgettext("metavar", "NAME")
    new = actions.add_parser("new", help=_("create a club event"))
    new.add_argument(
        "name",
        metavar=pgettext("event metavar", "NAME"),
        help=_("the event's title, e.g. 'Friday 4 Dec'"),
    )
    new.add_argument(
        "--preset",
        metavar=pgettext("metavar", "ID"),
        default=DEFAULT_PRESET,
        help=_("the preset every table plays (default: %(default)s)"),
    )
    new.add_argument("--tiles", action="store_true", help=_("every table keeps tile by tile"))
    new.add_argument(
        "--word",
        action="store_true",
        help=_("at every table, a round end entered from a phone waits for another phone's word"),
    )
    new.add_argument(
        "--date", metavar=pgettext("metavar", "YYYY-MM-DD"), help=_("the day (default: today)")
    )
    add = actions.add_parser("add", help=_("register players for an event"))
    _event(add)
    add.add_argument("names", metavar=name, nargs="+", help=_("the players' names"))


def _add_draws(actions: Commands) -> None:
    again = _("take the last round back first (none of its tables may have started)")
    draw = actions.add_parser("draw", help=_("draw the tables of the next round"))
    _event(draw)
    draw.add_argument(
        "--seed",
        type=whole_number,
        metavar=pgettext("metavar", "N"),
        help=_("repeat a first round's random draw"),
    )
    draw.add_argument(
        "--bye",
        action="append",
        default=[],
        metavar=pgettext("metavar", "NAME"),
        help=_("this player sits the round out (again for more)"),
    )
    draw.add_argument("--again", action="store_true", help=again)
    draw.add_argument(
        "--sheet",
        type=Path,
        metavar=pgettext("metavar", "PATH"),
        help=_("write the page of the tables' entry codes here (default: beside the database)"),
    )
    draw.add_argument(
        "--port",
        type=whole_number,
        metavar=pgettext("metavar", "N"),
        help=_("the port 'serve --club' will listen on, for the codes (default: {port})").format(
            port=DEFAULT_PORT
        ),
    )
    seat = actions.add_parser("seat", help=_("seat the next round by hand"))
    _event(seat)
    seat.add_argument(
        "tables",
        metavar=pgettext("metavar", "NAME,NAME,..."),
        nargs="+",
        help=_("one table's players, in their seats, apart by commas"),
    )
    seat.add_argument("--again", action="store_true", help=again)
    undraw = actions.add_parser("undraw", help=_("take the last round back before it starts"))
    _event(undraw)


def _add_shows(actions: Commands) -> None:
    tables = actions.add_parser("tables", help=_("every table of an event and its state"))
    _event(tables)
    _add_output(tables)
    standings = actions.add_parser("standings", help=_("an event's standings across all tables"))
    _event(standings)
    standings.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    _add_output(standings)
    cross = actions.add_parser("crosstable", help=_("who beat whom: every pair of an event"))
    _event(cross)
    _add_output(cross)
    log = actions.add_parser("log", help=_("the organiser's log: who changed what, and when"))
    _event(log)


def _add_output(parser: argparse.ArgumentParser) -> None:
    help_text = _("md, csv or html, in the event's language (default: from -o's extension)")
    add_output_options(parser, CLUB_FORMATS, help_text)


def _add_changes(actions: Commands) -> None:
    withdraw = actions.add_parser("withdraw", help=_("seat a player no more from the next round"))
    _event(withdraw)
    withdraw.add_argument(
        "name", metavar=pgettext("metavar", "NAME"), help=_("the player's name, as registered")
    )
    result = actions.add_parser("result", help=_("enter a paper table's final totals"))
    result.add_argument(
        "code", metavar=pgettext("metavar", "CODE"), help=_("the table's code, as 3/1/2")
    )
    result.add_argument(
        "totals",
        metavar=pgettext("metavar", "TOTAL"),
        nargs="+",
        help=_("each seat's final total, in the table's seating order"),
    )
