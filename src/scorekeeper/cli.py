"""The command line: ``scorekeeper [COMMAND]``. Without a command it opens the app.

Headless commands import nothing of textual; the app is imported only when it is opened.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO, cast

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.commands.common import BadInput, report, whole_number
from scorekeeper.i18n import _, pgettext
from scorekeeper.i18n.command_line import LanguageError, language_help, speak_from_command_line
from scorekeeper.store.paths import db_target
from scorekeeper.text import EscapingStream, cut

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


def main(argv: Sequence[str] | None = None) -> int:
    _print_whatever_the_encoding()
    try:  # before any message is made, the parser's included
        argv = speak_from_command_line(sys.argv[1:] if argv is None else argv)
    except LanguageError as error:
        return report(str(error))
    args = build_parser(commands_to_build(argv)).parse_args(argv)
    try:
        if args.command in (None, "new"):
            return _dispatch(args)  # the app renders through textual, which owns the terminal
        with _escaped_output():
            return _dispatch(args)
    except BadInput as error:
        return report(str(error))
    except BrokenPipeError:  # an OSError: before the clause below, which would raise it again
        return _reader_gone()
    except Exception as error:  # the store's refusals, imported only where a command needs it
        from scorekeeper.store.errors import StoreError

        if isinstance(error, StoreError):  # a --db that names no database (locate_db)
            return report(str(error))
        raise
    except KeyboardInterrupt:
        return 130


def _reader_gone() -> int:
    """The reader went away (``scorekeeper history | head``): not an error worth a traceback.
    Python's own flush of stdout at exit would fail again and say so; point it at nothing."""
    with contextlib.suppress(OSError, ValueError, AttributeError):  # no real stdout: nothing to do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


@contextmanager
def _escaped_output() -> Iterator[None]:
    """Everything a headless command prints goes through one escaping function: names, notes
    and presets come from files and databases that anyone may have written (issue 9)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = cast(TextIO, EscapingStream(out))
    sys.stderr = cast(TextIO, EscapingStream(err))
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "presets" and args.preset_command == "check":
        from scorekeeper.commands.presets import run_check

        return run_check(args.file)
    if args.command == "history":
        from scorekeeper.commands.history import run_history

        return run_history(args.db, args.json, args.player)
    if args.command == "stats":
        from scorekeeper.commands.stats import run_stats

        return run_stats(args.db, args.json, args.player)
    if args.command == "serve":
        from scorekeeper.commands.serve import run_serve

        return run_serve(
            args.db, args.lan, args.port, args.club, args.match, args.new_address,
            args.new_entry_address,
        )  # fmt: skip
    catalog = _catalog(args.presets)
    if args.command == "import":
        from scorekeeper.commands.importing import run_import

        return run_import(args.file, catalog, args.db, args.again)
    if args.command == "score":
        from scorekeeper.commands.score import run_score

        return run_score(args.file, catalog, args.json, args.preset)
    if args.command == "presets":
        from scorekeeper.commands.presets import run_list

        return run_list(catalog, args.json)
    if args.command == "export":
        from scorekeeper.commands.export import run_export

        return run_export(args, catalog)
    if args.command == "club":
        from scorekeeper.commands.club import run_club

        return run_club(args, catalog)
    from scorekeeper.tui.launch import run_app  # only the app needs textual

    return run_app(args, catalog)


def _catalog(custom_dir: Path | None) -> Catalog:
    if custom_dir is not None:
        from scorekeeper.store.errors import StoreError
        from scorekeeper.store.paths import check_path_length

        try:
            check_path_length(custom_dir, _("choose a shorter one with --presets"))
        except StoreError as error:
            raise BadInput(str(error)) from None
        if not custom_dir.is_dir():
            raise BadInput(_("{path}: no such folder of presets").format(path=cut(str(custom_dir))))
    return load_catalog(custom_dir)


def _print_whatever_the_encoding() -> None:
    """Standard output that cannot encode a name (``PYTHONIOENCODING=ascii``, a non-UTF-8
    locale) prints it as ``\\u0410`` escapes instead of failing with a traceback."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


if __name__ == "__main__":
    sys.exit(main())
