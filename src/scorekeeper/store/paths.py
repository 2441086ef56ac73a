"""Where the database lives: ``--db PATH``, else ``$SCOREKEEPER_DB``, else the data folder.

Either names a SQLite file or a PostgreSQL server (``postgresql://...``, docs/club.md).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import NamedTuple

import platformdirs

from scorekeeper import APP_NAME
from scorekeeper.i18n import _
from scorekeeper.text import cut

ENV_VAR = "SCOREKEEPER_DB"
FILE_NAME = "scorekeeper.db"


def default_db_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / FILE_NAME


DbTarget = Path | str  # a SQLite file, or a PostgreSQL address (a str only for that)


def db_target(text: str) -> DbTarget:
    """``--db``'s argument: an address is kept as written (``Path`` would fold its ``//``)."""
    from scorekeeper.store.pg_url import is_pg_url  # a server's address: only with --db

    return text if is_pg_url(text) else Path(text)


class DbLocation(NamedTuple):
    """The database to open, and whether it is the default one."""

    path: DbTarget
    is_default: bool  # the default folder is created when missing; a chosen one must exist


def locate_db(chosen: DbTarget | None = None) -> DbLocation:
    """The database the user asked for; an empty ``$SCOREKEEPER_DB`` counts as unset."""
    if chosen is not None:
        return DbLocation(checked_target(_expanded(chosen)), is_default=False)
    from_env = os.environ.get(ENV_VAR, "")
    if from_env:
        return DbLocation(checked_target(_expanded(db_target(from_env))), is_default=False)
    return DbLocation(default_db_path(), is_default=True)


def checked_target(target: DbTarget) -> DbTarget:
    """``target`` if it can name a database at all; else a ``StoreError`` saying why: an
    address that is malformed, or a path longer than the system allows."""
    from scorekeeper.store.errors import StoreError  # sqlite3's: not for --db's parsing

    if isinstance(target, str):
        from scorekeeper.store.pg_url import address_problem, shown

        problem = address_problem(target)
        if problem is not None:
            raise StoreError(
                _("{address}: not an address of a database server ({problem})").format(
                    address=cut(shown(target)), problem=problem
                )
            )
    else:
        check_path_length(target, _("choose a shorter path with --db"))
    return target


def check_path_length(path: Path, action: str) -> None:
    """A ``StoreError`` where the system refuses ``path`` for its length (ENAMETOOLONG): the
    whole path, or one of its names; ``action`` says what to do."""
    from scorekeeper.store.errors import StoreError

    try:
        os.stat(path)
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise StoreError(
                _("{path}: longer than this system allows for a file's path; {action}").format(
                    path=cut(str(path)), action=action
                )
            ) from None
    except ValueError:  # a NUL byte: no system takes it
        raise StoreError(
            _("{path}: a path cannot hold a NUL character; {action}").format(
                path=cut(repr(str(path))), action=action
            )
        ) from None


def _expanded(target: DbTarget) -> DbTarget:
    if isinstance(target, str):
        from scorekeeper.store.pg_url import is_pg_url

        return target if is_pg_url(target) else Path(target).expanduser()
    return target.expanduser()


def may_exist(target: DbTarget) -> bool:
    """False where a file is surely missing (a mistyped path); a server is asked instead."""
    if isinstance(target, str):
        return True
    return target.exists() or target.is_symlink()
