"""The tokens of the table display's addresses, kept so that an address lasts: the pages opened
on the phones and the TV reconnect after ``serve`` or the app restarts.

One token per database and view (``view_key``: the match followed, a match pinned, a club
event's board), and one per entry address (``entry_key``: a match or a club table kept from a
phone; only that token changes anything), made once and kept until the user asks for a new
one (``serve --new-address``, the watch dialog's key). A SQLite database keeps them in a file
beside it (``matches.db.views.json``); a server's, or a file whose folder cannot be written, in the
user's config folder under a name made from the database's address (without its password).
The file is the user's alone (mode 0600): the token is the address's secret.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
from pathlib import Path

import platformdirs

from scorekeeper import APP_NAME
from scorekeeper.store.pg_url import shown

SUFFIX = ".views.json"


def view_key(match_id: int | None = None, club: int | None = None) -> str:
    """Which view a token is for: ``follow`` (the match recorded into), ``match-N``, ``club-N``."""
    if club is not None:
        return f"club-{club}"
    return "follow" if match_id is None else f"match-{match_id}"


def entry_key(
    match_id: int | None = None, club: int | None = None, table: int | None = None
) -> str:
    """Which entry address a token is for, kept beside the view tokens but never equal to one:
    ``entry-match-N`` (a match kept from a phone), ``entry-club-N-table-T`` (a club table)."""
    if club is not None:
        if table is None:
            raise ValueError("a club's entry address is per table")
        return f"entry-club-{club}-table-{table}"
    if match_id is None:
        raise ValueError("an entry address is for one match or one club table")
    return f"entry-match-{match_id}"


def new_token() -> str:
    return secrets.token_urlsafe(18)  # 144 bits


def _elsewhere(name: str) -> Path:
    digest = hashlib.sha256(name.encode()).hexdigest()[:20]
    return Path(platformdirs.user_config_dir(APP_NAME)) / "views" / f"{digest}{SUFFIX}"


def places(db: Path | str) -> list[Path]:
    """Where the tokens of ``db`` are kept, in the order tried."""
    if isinstance(db, str):
        return [_elsewhere(shown(db))]
    beside = db.with_name(db.name + SUFFIX)
    return [beside, _elsewhere(str(db.resolve()))]


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if isinstance(v, str) and len(v) >= 20}


def _write(path: Path, tokens: dict[str, str]) -> bool:
    """Written whole (a file beside, then renamed over), readable by the user only."""
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            json.dump(tokens, out, indent=1, sort_keys=True)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    return True


def kept_token(db: Path | str, view: str, renew: bool = False) -> str:
    """The view's token as kept (made and kept now if there is none, or ``renew``). Where no
    place can be written the token lasts as long as the server (the old rule)."""
    for path in places(db):
        tokens = _read(path)
        token = tokens.get(view)
        if token is not None and not renew:
            return token
        tokens[view] = new_token()
        if _write(path, tokens):
            return tokens[view]
    return new_token()
