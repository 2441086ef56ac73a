"""The command line: ``scorekeeper [COMMAND]``. Without a command it opens the app.

Headless commands import nothing of textual; the app is imported only when it is opened.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO, cast

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.collector import release
from scorekeeper.commands.common import BadInput, report
from scorekeeper.commands.parser import build_parser, commands_to_build
from scorekeeper.i18n import _
from scorekeeper.i18n.command_line import LanguageError, speak_from_command_line
from scorekeeper.text import EscapingStream, cut


def main(argv: Sequence[str] | None = None) -> int:
    _print_whatever_the_encoding()
    try:  # before any message is made, the parser's included
        argv = speak_from_command_line(sys.argv[1:] if argv is None else argv)
    except LanguageError as error:
        return report(str(error))
    args = build_parser(commands_to_build(argv)).parse_args(argv)
    if args.command not in (None, "new"):
        release()  # a command runs with the garbage collector as usual; the app lets it go
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
