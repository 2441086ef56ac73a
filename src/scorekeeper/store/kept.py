"""Which match this machine kept, per database (issue 23 item 3): what ``--resume`` opens.

A club's tables share one database, so "the unfinished match played most recently" is any
table's. Each machine remembers the match it last opened for play in each database it uses,
in a small file beside its settings (the config folder: one per user and machine), keyed by
the database as messages show it (a file's path; a server's address without its password).
A file that cannot be read or written is no error: the machine then remembers nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

from scorekeeper import APP_NAME

FILE_NAME = "kept-matches.json"
MOST = 50  # databases remembered; the oldest is forgotten first


def kept_file() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / FILE_NAME


def kept_match(database: str) -> int | None:
    found = _read().get(database)
    return found if isinstance(found, int) and not isinstance(found, bool) else None


def keep_match(database: str, match_id: int) -> None:
    known = _read()
    if known.get(database) == match_id:
        return
    known.pop(database, None)
    known[database] = match_id  # the newest last
    kept = dict(list(known.items())[-MOST:])
    path = kept_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch = path.with_name(f".{FILE_NAME}.{os.getpid()}")
        scratch.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
        os.replace(scratch, path)  # whole or not at all: two apps at once lose no file
    except OSError:
        return


def _read() -> dict[str, object]:
    try:
        data = json.loads(kept_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
