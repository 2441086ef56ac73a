"""What can go wrong with the database, said in one line that names the file and what to do."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.i18n import _


class DamagedRow(Exception):
    """A row that the database returned but that does not read back as what the store wrote
    (reported as a damaged database by ``Database.reading``)."""


class StoreError(Exception):
    """The database cannot be used as asked. ``str(error)`` is one line for a person to read."""


class StoreUnavailable(StoreError):
    """The database server could not be reached: what was asked may not have been written
    (or was written and not acknowledged); asking again once it answers is safe."""


class EmptyDatabase(StoreError):
    """A server's database holds no scorekeeper tables yet: nothing to read (as a missing
    file), and a command that only reads must not create them."""


class MatchBusy(StoreError):
    """Another running scorekeeper holds the match; it may be looked at, not changed."""


class SameMatch(StoreError):
    """The match to import is stored already (``match_id``)."""

    def __init__(self, message: str, match_id: int) -> None:
        super().__init__(message)
        self.match_id = match_id


def same_match_stored(match_id: int) -> SameMatch:
    return SameMatch(
        _("this match is stored already, as match {id}; add --again to import it once more").format(
            id=match_id
        ),
        match_id,
    )


def _move_aside() -> str:
    return _("move it aside (a new database will be started) or restore a backup")


def damaged(path: Path | str, detail: str) -> StoreError:
    return StoreError(
        _("{path}: the database is damaged ({detail}); {action}").format(
            path=path, detail=detail, action=_move_aside()
        )
    )


def not_ours(path: Path | str) -> StoreError:
    return StoreError(
        _("{path}: this is not a scorekeeper database; choose another file with --db").format(
            path=path
        )
    )


def empty_not_ours(path: Path | str, version: int) -> StoreError:
    """An SQLite database with no tables that some program stamped with a schema number."""
    return StoreError(
        _(
            "{path}: an empty SQLite database marked with another program's schema number"
            " ({version}), not a scorekeeper database; choose another file with --db"
        ).format(path=path, version=version)
    )


def too_new(path: Path | str, found: int, latest: int) -> StoreError:
    return StoreError(
        _(
            "{path}: written by a newer scorekeeper (schema {found}, this one reads up to "
            "{latest}); upgrade scorekeeper or choose another file with --db"
        ).format(path=path, found=found, latest=latest)
    )


def not_writable(path: Path | str, reason: str) -> StoreError:
    return StoreError(
        _(
            "{path}: cannot write the database ({reason}); make the file and its folder "
            "writable or choose another path with --db"
        ).format(path=path, reason=reason)
    )


def unknown_match(path: Path | str, match_id: int) -> StoreError:
    return StoreError(_("{path}: there is no match {id}").format(path=path, id=match_id))


def busy_match(match_id: int, pid: int, host: str) -> MatchBusy:
    return MatchBusy(
        _(
            "match {id} is open in another scorekeeper (process {pid} on {host}); close it "
            "there, or open the match read-only"
        ).format(id=match_id, pid=pid, host=host)
    )


def another_table(path: Path | str, match_id: int) -> StoreError:
    return StoreError(
        _(
            "{path}: match {id} is another club table's; this login changes its own table's only"
        ).format(path=path, id=match_id)
    )


def changed_elsewhere(match_id: int) -> StoreError:
    return StoreError(
        _("match {id} was changed elsewhere since it was opened; open it again").format(id=match_id)
    )


# what SQLite says when the schema text it keeps (sqlite_master) is not the one we wrote: a
# flipped byte there makes a statement unreadable or renames a table or a column
_SCHEMA_WORDS = ("malformed database schema", "no such table", "no such column", "no such index")


def _schema_broken(reason: str) -> bool:
    return reason.startswith(_SCHEMA_WORDS)


def unreadable_text(path: Path | str) -> StoreError:
    """SQLite's own message could not be decoded: bytes of its schema are not text."""
    return damaged(path, _("its schema holds bytes that are not text"))


def from_sqlite(path: Path | str, error: sqlite3.Error) -> StoreError:
    """The one-line form of an error SQLite raised while working on ``path``."""
    name = getattr(error, "sqlite_errorname", "")
    reason = str(error)
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or _schema_broken(reason):
        return damaged(path, reason)
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")):
        return not_writable(path, reason)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreError(
            _(
                "{path}: the database is locked by another program, or another scorekeeper is"
                " writing to it; try again when it is done"
            ).format(path=path)
        )
    if name.startswith("SQLITE_FULL"):
        return StoreError(
            _("{path}: the disk is full; free some space and try again").format(path=path)
        )
    return StoreError(
        _("{path}: the database failed ({reason}); {action}").format(
            path=path, reason=reason, action=_("try again, or check the disk")
        )
    )
