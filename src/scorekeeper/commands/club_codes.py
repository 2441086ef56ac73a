"""``club draw``'s printable page of entry codes: one card a table of the round it drew, with
the QR code of the table's entry address as ``serve --club EVENT --lan`` gives it out (this
machine's network address, ``--port``, the table's kept token), written beside the database
(a server's: in the current folder) or at ``--sheet PATH``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from scorekeeper.club import ClubEvent, TableNow
from scorekeeper.commands.arguments import DEFAULT_PORT
from scorekeeper.commands.common import BadInput, checked_port
from scorekeeper.i18n import _, current_language
from scorekeeper.i18n.system_words import os_reason
from scorekeeper.store import DbTarget


def check_port(port: int | None) -> int:
    """``--port`` (checked before anything is drawn); serve's default where none is given."""
    return DEFAULT_PORT if port is None else checked_port(port)


def sheet_path(db: DbTarget, event: ClubEvent, round_: int, chosen: Path | None) -> Path:
    if chosen is not None:
        return chosen
    name = f"event-{event.id}-round-{round_}-entry-codes.html"
    return db.with_name(f"{db.stem}-{name}") if isinstance(db, Path) else Path(name)


def write_sheet(
    db: DbTarget, event: ClubEvent, tables: Sequence[TableNow], port: int, chosen: Path | None
) -> Path:
    """The page written; ``BadInput`` (one line) where it cannot be."""
    from scorekeeper.web.addresses import entry_key, kept_token  # the server's: only now
    from scorekeeper.web.entry_sheet import entry_sheet
    from scorekeeper.web.network import lan_address
    from scorekeeper.web.server import WebError

    try:
        host = lan_address()
    except WebError as error:
        raise BadInput(_("club draw: the entry codes: {error}").format(error=error)) from None
    cards = []
    for table in tables:
        token = kept_token(db, entry_key(club=event.id, table=table.code.table))
        cards.append((table.code.table, f"http://{host}:{port}/e/{token}/"))
    path = sheet_path(db, event, tables[0].code.round, chosen)
    try:
        path.write_text(entry_sheet(event.name, cards, current_language()), encoding="utf-8")
    except OSError as error:
        raise BadInput(
            _("{path}: the entry codes could not be written ({reason}); the round is drawn").format(
                path=path, reason=os_reason(error)
            )
        ) from None
    return path
