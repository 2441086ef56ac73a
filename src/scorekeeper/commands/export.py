"""``scorekeeper export``: a match summary as Markdown, CSV, JSON or HTML, to stdout or a file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput, load_match, whole_number
from scorekeeper.export import (
    FORMATS,
    WITH_BOM,
    ExportInfo,
    ExportWriteError,
    TargetExists,
    export_target,
    export_text,
    write_export,
)
from scorekeeper.i18n import _, pgettext
from scorekeeper.matchfile import Played
from scorekeeper.model import Match
from scorekeeper.model.bounds import MAX_MATCH_ID
from scorekeeper.store import DbTarget, Store, StoredMatch, StoreError, locate_db, may_exist


def add_export_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    export.add_argument(
        "--format", choices=FORMATS, help=_("md, csv, json or html (default: from -o's extension)")
    )
    export.add_argument(
        "-o",
        "--output",
        metavar=pgettext("metavar", "FILE"),
        type=output_path,
        help=_("write to %(metavar)s (- or none: standard output)"),
    )
    overwrite = _("overwrite {file} if it exists").format(file=pgettext("metavar", "FILE"))
    export.add_argument("--force", action="store_true", help=overwrite)


def output_path(option: str) -> Path | None:
    """``-o``'s file; None, standard output, for ``-o -`` as tools spell it. Read from the
    text: ``./-`` is the same Path as ``-``, but it names a file; ``out.md/`` is a folder."""
    if option == "-":
        return None
    try:
        return export_target(option)
    except ExportWriteError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run_export(args: argparse.Namespace, catalog: Catalog) -> int:
    if args.file is not None:
        return run_export_file(args.file, catalog, args.format, args.output, args.force, args.db)
    if args.match_id is None and not args.last:
        raise BadInput(_("say which match to export: MATCH_ID, --last or --file MATCH.json"))
    if args.match_id is not None and not 1 <= args.match_id <= MAX_MATCH_ID:
        raise BadInput(
            _("MATCH_ID is a whole number from 1 to {highest}, not {value}").format(
                highest=MAX_MATCH_ID, value=args.match_id
            )
        )
    stored = load_stored(args.db, args.match_id)  # --db, else $SCOREKEEPER_DB, else the default
    info = ExportInfo(
        date=stored.created_at.astimezone().date(),
        match_id=stored.id,
        played=Played(stored.created_at, stored.updated_at),
    )
    return deliver(stored.match, info, args.format, args.output, args.force, args.db)


def load_stored(db: DbTarget | None, match_id: int | None) -> StoredMatch:
    """The match ``match_id`` (None: the last one played) from the database, read only."""
    location = locate_db(db)
    if not may_exist(location.path):  # a typo's trace
        raise BadInput(_("{path}: no database here (yet)").format(path=location.path))
    try:
        with Store.open(location.path, read_only=True) as store:
            if match_id is None:
                match_id = store.last_match_id()
                if match_id is None:
                    raise BadInput(_("{path}: no match is stored yet").format(path=store.path))
            return store.load_match(match_id)
    except StoreError as error:
        raise BadInput(str(error)) from None


def run_export_file(
    source: Path,
    catalog: Catalog,
    fmt: str | None,
    output: Path | None,
    force: bool,
    db: DbTarget | None = None,
) -> int:
    """Export a match file; it has no date or store id, so the title says neither."""
    return deliver(load_match(source, catalog), ExportInfo(), fmt, output, force, db)


def deliver(
    match: Match,
    info: ExportInfo,
    fmt: str | None,
    output: Path | None,
    force: bool,
    db: DbTarget | None,
) -> int:
    fmt = choose_format(fmt, output)
    text = export_text(match, info, fmt)
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return 0
    try:
        write_export(output, text, overwrite=force, bom=fmt in WITH_BOM, databases=_databases(db))
    except TargetExists as error:
        raise BadInput(_("{error}; add --force to overwrite it").format(error=error)) from None
    except ExportWriteError as error:
        raise BadInput(str(error)) from None
    return 0


def _databases(db: DbTarget | None) -> tuple[Path, ...]:
    """The database this command would use (a file; a server has none here), which no export
    replaces, whether or not this export read it."""
    found = locate_db(db).path
    return (found,) if isinstance(found, Path) else ()


def choose_format(fmt: str | None, output: Path | None) -> str:
    """``--format``, else the output file's extension (``.markdown`` and ``.htm`` too)."""
    if fmt is not None:
        return fmt
    suffix = output.suffix.lower().lstrip(".") if output is not None else ""
    guessed = {"markdown": "md", "htm": "html"}.get(suffix, suffix)
    if guessed in FORMATS:
        return guessed
    raise BadInput(
        _("say which format with --format ({formats})").format(formats="|".join(FORMATS))
    )
