"""Where the database lives: ``--db PATH``, else ``$SCOREKEEPER_DB``, else the data folder.

Either names a SQLite file or a PostgreSQL server (``postgresql://...``, docs/club.md).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from scorekeeper import APP_NAME
from scorekeeper.store.pg_url import is_pg_url

ENV_VAR = "SCOREKEEPER_DB"
FILE_NAME = "scorekeeper.db"


def default_db_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / FILE_NAME


DbTarget = Path | str  # a SQLite file, or a PostgreSQL address (a str only for that)


def db_target(text: str) -> DbTarget:
    """``--db``'s argument: an address is kept as written (``Path`` would fold its ``//``)."""
    return text if is_pg_url(text) else Path(text)


@dataclass(frozen=True)
class DbLocation:
    path: DbTarget
    is_default: bool  # the default folder is created when missing; a chosen one must exist


def locate_db(chosen: DbTarget | None = None) -> DbLocation:
    """The database the user asked for; an empty ``$SCOREKEEPER_DB`` counts as unset."""
    if chosen is not None:
        return DbLocation(_expanded(chosen), is_default=False)
    from_env = os.environ.get(ENV_VAR, "")
    if from_env:
        return DbLocation(_expanded(db_target(from_env)), is_default=False)
    return DbLocation(default_db_path(), is_default=True)


def _expanded(target: DbTarget) -> DbTarget:
    if isinstance(target, str):
        return target if is_pg_url(target) else Path(target).expanduser()
    return target.expanduser()


def may_exist(target: DbTarget) -> bool:
    """False where a file is surely missing (a mistyped path); a server is asked instead."""
    if isinstance(target, str):
        return True
    return target.exists() or target.is_symlink()
