"""``scorekeeper import FILE``: add a match file (format v1) to the stored history."""

from __future__ import annotations

import argparse
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import load_match
from scorekeeper.commands.history import stored
from scorekeeper.i18n import _


def add_import_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    importing = commands.add_parser("import", help=_("add a match file to the stored history"))
    importing.add_argument("file", type=Path, help=_("a match file (format v1)"))


def run_import(path: Path, catalog: Catalog, db: Path | None) -> int:
    """Validated exactly as ``score`` validates (the file is only read), then stored."""
    match = load_match(path, catalog)
    with stored(db, create=True) as store:
        assert store is not None  # ``create`` always gives a store
        match_id = store.import_match(match)
    print(_("Imported {path} as match {id}.").format(path=path, id=match_id))
    return 0
