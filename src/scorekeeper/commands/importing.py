"""``scorekeeper import FILE``: add a match file (format v1 or v2) to the stored history."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput, read_bytes
from scorekeeper.commands.history import stored
from scorekeeper.i18n import _, ngettext
from scorekeeper.matchfile import Played, parse_match_file
from scorekeeper.model import Match, RuleError
from scorekeeper.store import DbTarget, MatchBusy, SameMatch


def run_import(path: Path, catalog: Catalog, db: DbTarget | None, again: bool = False) -> int:
    """Validated exactly as ``score`` validates (the file is only read), then stored with
    the dates it was played on; the same match stored already is refused unless ``again``.
    A file that continues a stored match (a table's rescue file) goes back into that match."""
    match, played = _read(path, catalog)
    with stored(db, create=True) as store:
        assert store is not None  # ``create`` always gives a store
        try:
            continued = None if again else store.continue_match(match)
            if continued is not None:  # a table's rescue file: back into its match
                print(_continued_words(path, *continued))
                return 0
            match_id = store.create_match(match, played=played, unless_stored=not again)
        except (SameMatch, MatchBusy) as error:
            raise BadInput(f"{path}: {error}") from None
    print(_("Imported {path} as match {id}.").format(path=path, id=match_id))
    return 0


def _continued_words(path: Path, match_id: int, added: int) -> str:
    return ngettext(
        "Imported {path} into match {id}, which it continues: {n} entry added.",
        "Imported {path} into match {id}, which it continues: {n} entries added.",
        added,
    ).format(path=path, id=match_id, n=added)


def _read(path: Path, catalog: Catalog) -> tuple[Match, Played | None]:
    try:
        return parse_match_file(read_bytes(path), catalog)
    except RuleError as error:
        raise BadInput(f"{path}: {error}") from None
