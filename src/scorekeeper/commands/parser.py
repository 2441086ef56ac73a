"""The command line's parser: ``scorekeeper [OPTIONS] [COMMAND] ...``.

Only the parser of the command that runs is built (``commands_to_build``): each command's set-up
costs its part of every start (issue 20 item 7). The commands' own modules are not imported
here; ``arguments.py`` and ``club_arguments.py`` set up the others' arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, cast

from scorekeeper.commands.common import report, whole_number
from scorekeeper.i18n import _, pgettext
from scorekeeper.i18n.command_line import language_help
from scorekeeper.store.paths import db_target

if TYPE_CHECKING:
    from typing import TypeAlias

    Commands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]


class OneLineParser(argparse.ArgumentParser):
    """Argument mistakes in one line on stderr and exit 2, like every other bad input (the
    subcommands' parsers are made of this class too; ``--help`` still shows the usage)."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("scorekeeper").strip()
        sys.exit(report(f"{command}: {message}" if command else message))


# The commands in the order ``--help`` lists them.
COMMANDS = ("new", "score", "presets", "export", "history", "stats", "import", "serve", "club")
_VALUED = ("--lang", "--presets", "--db")  # the options before a command that take a value


def build_parser(built: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser with the commands ``built`` (all by default; see ``commands_to_build``)."""
    parser = OneLineParser(
        prog="scorekeeper", description=_("Keep score for Matador and Six Matador.")
    )
    _add_common_options(parser)
    parser.add_argument(
        "--resume", action="store_true", help=_("open the unfinished match directly")
    )
    # every parser made from here on is a OneLineParser: argparse makes them of the parent's class
    commands = cast(
        "Commands", parser.add_subparsers(dest="command", metavar=pgettext("metavar", "COMMAND"))
    )
    for name in built:
        _set_up(name)(commands)
    for command in _subcommands(parser):  # after the command too: `history --db FILE`
        _add_common_options(command, argparse.SUPPRESS)
    return parser


def commands_to_build(argv: Sequence[str]) -> Sequence[str]:
    """Only the command that runs, where the arguments before it say which: each command's
    parser costs its set-up at every start (issue 20 item 7). The whole parser where they
    do not (``--help``, an unknown command or option), so that its help and its mistakes
    read as ever; none for the app's home screen (no command at all)."""
    tokens = iter(argv)
    for token in tokens:
        if token in _VALUED:
            next(tokens, None)
        elif token.startswith(tuple(f"{option}=" for option in _VALUED)) or token == "--resume":
            continue
        elif token.startswith("-"):
            return COMMANDS  # --help, or an option only the whole parser can judge
        else:
            return (token,) if token in COMMANDS else COMMANDS
    return ()


def _set_up(name: str) -> Callable[[Commands], None]:
    """The function that adds command ``name``'s parser, its module imported only now."""
    if name in _OWN:
        return _OWN[name]
    if name == "club":
        from scorekeeper.commands.club_arguments import add_club_command

        return add_club_command
    from scorekeeper.commands import arguments  # the other commands' set-ups

    return cast("Callable[[Commands], None]", getattr(arguments, f"add_{name}_command"))


def _add_new_command(commands: Commands) -> None:
    new = commands.add_parser("new", help=_("start a match and go straight to the scoreboard"))
    new.add_argument("--preset", metavar=pgettext("metavar", "ID"), help=_("scoring preset id"))
    new.add_argument(
        "--players",
        metavar=pgettext("metavar", "PLAYERS"),
        help=_("2 to 4 names in seating order, comma separated"),
    )
    new.add_argument(
        "--club-table",
        metavar=pgettext("metavar", "CODE"),
        help=_("start a club table's drawn match (EVENT/ROUND/TABLE, from 'club draw')"),
    )
    new.add_argument(  # SUPPRESS: given before ``new`` too, it is not undone here
        "--resume",
        action="store_true",
        default=argparse.SUPPRESS,
        help=_("with --club-table: open the table's match where it has started already"),
    )
    for option, words in (
        ("--target", _("points that end the match")),
        ("--rounds", _("rounds that end the match")),
    ):
        new.add_argument(option, type=whole_number, metavar=pgettext("metavar", "N"), help=words)
    new.add_argument(
        "--tiles", action="store_true", help=_("keep the match tile by tile, checked and priced")
    )
    new.add_argument(
        "--word",
        action="store_true",
        help=_("a round end entered from a phone waits for another phone's word"),
    )


def _add_score_command(commands: Commands) -> None:
    score = commands.add_parser("score", help=_("score a match file without opening the app"))
    score.add_argument(
        "file",
        metavar=pgettext("metavar", "file"),
        type=Path,
        help=_("a match file (format v1 or v2)"),
    )
    score.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    score.add_argument(
        "--preset",
        metavar=pgettext("metavar", "ID"),
        help=_("re-score the same events under this preset"),
    )


def _add_presets_command(commands: Commands) -> None:
    presets = commands.add_parser("presets", help=_("list the presets, or check a preset file"))
    presets.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    preset_commands = presets.add_subparsers(
        dest="preset_command", metavar=pgettext("metavar", "ACTION")
    )
    check = preset_commands.add_parser("check", help=_("validate one preset file"))
    check.add_argument("file", metavar=pgettext("metavar", "file"), type=Path)


_OWN: dict[str, Callable[[Commands], None]] = {
    "new": _add_new_command,
    "score": _add_score_command,
    "presets": _add_presets_command,
}


def _add_common_options(parser: argparse.ArgumentParser, default: object = None) -> None:
    """``--lang``, ``--presets`` and ``--db``, before the command or after it. After it they
    default to nothing (``SUPPRESS``), so that a value given before the command stands."""
    parser.add_argument(  # read by main, early, wherever it is
        "--lang", metavar=pgettext("metavar", "LANG"), help=language_help(), default=default
    )
    parser.add_argument(
        "--presets",
        metavar=pgettext("metavar", "DIR"),
        type=Path,
        help=_("folder of custom presets"),
        default=default,
    )
    parser.add_argument(
        "--db",
        metavar=pgettext("metavar", "PATH"),
        type=db_target,
        help=_(
            "the database file, or a club's server as postgresql://USER:PASSWORD@HOST/DB"
            " (default: $SCOREKEEPER_DB, else a file in your data folder)"
        ),
        default=default,
    )


def _subcommands(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """Every command's parser, the actions of ``club`` and ``presets`` included."""
    for action in parser._actions:  # argparse keeps its subparsers only there
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                yield command
                yield from _subcommands(command)
