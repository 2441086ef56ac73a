"""Where the database lives: ``--db PATH``, else ``$SCOREKEEPER_DB``, else the data folder."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from scorekeeper import APP_NAME

ENV_VAR = "SCOREKEEPER_DB"
FILE_NAME = "scorekeeper.db"


def default_db_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / FILE_NAME


@dataclass(frozen=True)
class DbLocation:
    path: Path
    is_default: bool  # the default folder is created when missing; a chosen one must exist


def locate_db(chosen: Path | None = None) -> DbLocation:
    """The database the user asked for; an empty ``$SCOREKEEPER_DB`` counts as unset."""
    if chosen is not None:
        return DbLocation(chosen.expanduser(), is_default=False)
    from_env = os.environ.get(ENV_VAR, "")
    if from_env:
        return DbLocation(Path(from_env).expanduser(), is_default=False)
    return DbLocation(default_db_path(), is_default=True)
