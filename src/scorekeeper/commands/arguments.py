"""The subcommands' arguments, set up without importing the commands (issue 20 item 7).

``scorekeeper score FILE`` builds the whole parser (``--help`` lists every command, and each
command's mistakes read the same), but imports only the module of the command it runs:
these set-ups need nothing but argparse and the words. ``export.FORMATS`` is spelled here
too (tests/cli/test_lazy_commands.py holds the two equal).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.commands.common import whole_number
from scorekeeper.i18n import _, pgettext

if TYPE_CHECKING:
    from typing import TypeAlias

    Commands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]

EXPORT_FORMATS = ("md", "csv", "json", "html")  # scorekeeper.export.FORMATS
DEFAULT_PORT = 8765  # serve's
DEFAULT_PRESET = "six-matador-expert"  # club new's


def output_path(option: str) -> Path | None:
    """``-o``'s file; None, standard output, for ``-o -`` as tools spell it. Read from the
    text: ``./-`` is the same Path as ``-``, but it names a file; ``out.md/`` is a folder."""
    if option == "-":
        return None
    from scorekeeper.export.writing import ExportWriteError, export_target  # -o given only

    try:
        return export_target(option)
    except ExportWriteError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_export_command(commands: Commands) -> None:
    export = commands.add_parser("export", help=_("export a match as Markdown, CSV, JSON or HTML"))
    source = export.add_mutually_exclusive_group()
    source.add_argument(
        "match_id",
        metavar=pgettext("metavar", "MATCH_ID"),
        nargs="?",
        type=whole_number,
        help=_("a match in the store"),
    )
    source.add_argument("--last", action="store_true", help=_("the match played last"))
    source.add_argument(
        "--file",
        metavar=pgettext("metavar", "MATCH.json"),
        type=Path,
        help=_("a match file (format v1 or v2) instead"),
    )
    add_output_options(
        export, EXPORT_FORMATS, _("md, csv, json or html (default: from -o's extension)")
    )


def add_output_options(
    parser: argparse.ArgumentParser, formats: tuple[str, ...], format_help: str
) -> None:
    """``--format``, ``-o``/``--output`` and ``--force``, as every command that writes a file
    has them (``export``, and the club's ``tables``, ``standings`` and ``crosstable``)."""
    parser.add_argument("--format", choices=formats, help=format_help)
    parser.add_argument(
        "-o",
        "--output",
        metavar=pgettext("metavar", "FILE"),
        type=output_path,
        help=_("write to %(metavar)s (- or none: standard output)"),
    )
    overwrite = _("overwrite {file} if it exists").format(file=pgettext("metavar", "FILE"))
    parser.add_argument("--force", action="store_true", help=overwrite)


def add_history_command(commands: Commands) -> None:
    history = commands.add_parser("history", help=_("list the stored matches, newest first"))
    history.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    history.add_argument(
        "--player",
        metavar=pgettext("metavar", "NAME"),
        help=_("only the matches %(metavar)s played"),  # argparse puts the metavar in
    )


def add_stats_command(commands: Commands) -> None:
    stats = commands.add_parser("stats", help=_("player statistics across the stored matches"))
    stats.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    stats.add_argument(
        "--player", metavar=pgettext("metavar", "NAME"), help=_("only %(metavar)s's statistics")
    )


def add_import_command(commands: Commands) -> None:
    importing = commands.add_parser("import", help=_("add a match file to the stored history"))
    importing.add_argument(
        "file",
        metavar=pgettext("metavar", "file"),
        type=Path,
        help=_("a match file (format v1 or v2)"),
    )
    importing.add_argument(
        "--again",
        action="store_true",
        help=_("import it even if the same match is stored already"),
    )


def add_serve_command(commands: Commands) -> None:
    serve = commands.add_parser(
        "serve", help=_("show the match being kept on phones and the TV, live, in a browser")
    )
    serve.add_argument(
        "--lan",
        action="store_true",
        help=_("listen on the local network, not only on this machine"),
    )
    serve.add_argument(
        "--port",
        type=whole_number,
        metavar=pgettext("metavar", "N"),
        default=DEFAULT_PORT,
        help=_("the port to listen on (default: {port})").format(port=DEFAULT_PORT),
    )
    serve.add_argument(
        "--club",
        metavar=pgettext("metavar", "EVENT"),
        help=_(
            "show this club event's board (its number or name) as the main page, for the TV"
            " in the hall"
        ),
    )
    serve.add_argument(
        "--match",
        type=whole_number,
        metavar=pgettext("metavar", "MATCH_ID"),
        help=_("show this match only (its number, from 'history'), whatever else is recorded"),
    )
    serve.add_argument(
        "--new-address",
        action="store_true",
        help=_("give the view a new address: the pages opened with the old one stop working"),
    )
    serve.add_argument(
        "--new-entry-address",
        action="store_true",
        help=_(
            "give out new entry addresses: a phone that opened an old one can no longer keep"
            " the score"
        ),
    )
