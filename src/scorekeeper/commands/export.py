"""``scorekeeper export``: a match summary as Markdown, CSV, JSON or HTML, to stdout or a file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput, load_match
from scorekeeper.export import (
    FORMATS,
    WITH_BOM,
    ExportInfo,
    ExportWriteError,
    TargetExists,
    export_text,
    write_export,
)
from scorekeeper.i18n import _
from scorekeeper.matchfile import Played
from scorekeeper.model import Match
from scorekeeper.model.bounds import MAX_MATCH_ID
from scorekeeper.store import DbTarget, Store, StoredMatch, StoreError, locate_db, may_exist


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
        write_export(output, text, overwrite=force, bom=fmt in WITH_BOM, databases=databases_of(db))
    except TargetExists as error:
        raise BadInput(_("{error}; add --force to overwrite it").format(error=error)) from None
    except ExportWriteError as error:
        raise BadInput(str(error)) from None
    return 0


def databases_of(db: DbTarget | None) -> tuple[Path, ...]:
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
