"""``scorekeeper serve``: the table display of the match kept in this database, for phones and
the TV, following the app as it records (docs/web.md). The first line printed is the view's
address; the entry addresses (keeping the score from a phone) follow, a line each."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorekeeper.commands.common import BadInput, checked_port
from scorekeeper.i18n import _
from scorekeeper.store import DbTarget, Store, StoreError, locate_db, may_exist

if TYPE_CHECKING:
    from scorekeeper.web.server import TableServer


def run_serve(
    db: DbTarget | None, lan: bool, port: int, club: str | None = None,
    match: int | None = None, renew: bool = False, renew_entries: bool = False,
) -> int:  # fmt: skip
    """``club``: the event board as the main page; ``match``: that match only (else the one
    recorded into last); ``renew``: a new address (the old one stops working);
    ``renew_entries``: new entry addresses (a phone on an old one keeps no more)."""
    checked_port(port)
    location = locate_db(db)
    if not may_exist(location.path):
        raise BadInput(
            _("{path}: no database here (yet); keep a match in the app first").format(
                path=location.path
            )
        )
    if club is not None and match is not None:
        raise BadInput(_("--club and --match: choose one"))
    event_id = _event(location.path, club) if club is not None else None
    if match is not None:
        _match(location.path, match)
    from scorekeeper.web.network import lan_address  # the server's packages load only now
    from scorekeeper.web.server import EVERYWHERE, LOOPBACK, WebError

    try:
        shown = lan_address() if lan else LOOPBACK
        host = EVERYWHERE if lan else LOOPBACK
        view = _View(event_id, match, renew, renew_entries)
        return asyncio.run(_serve(location.path, host, port, shown, view))
    except WebError as error:
        raise BadInput(str(error)) from None


def _event(db: DbTarget, ref: str) -> int:
    """The event ``--club`` names, by its number or its name (as ``club`` commands take it)."""
    try:
        with Store.open(db, read_only=True) as store:
            return store.club.find_event(ref).id
    except StoreError as error:
        raise BadInput(_("--club: {error}").format(error=error)) from None


def _match(db: DbTarget, match_id: int) -> None:
    """``BadInput`` unless the database holds the match ``--match`` names."""
    try:
        with Store.open(db, read_only=True) as store:
            store.summary(match_id)
    except StoreError as error:
        raise BadInput(_("--match: {error}").format(error=error)) from None


@dataclass(frozen=True)
class _View:
    club: int | None
    match: int | None
    renew: bool
    renew_entries: bool = False


async def _serve(db: DbTarget, host: str, port: int, shown: str, view: _View) -> int:
    from scorekeeper.web.network import ENTRY_WARNING, LAN_WARNING
    from scorekeeper.web.server import LOOPBACK, TableServer

    server = TableServer(db, view.match, view.club)
    address = await server.start(
        host, port, shown, own_signals=True, renew=view.renew, renew_entries=view.renew_entries
    )
    print(address.url, flush=True)  # the first line: scripts and people read the address here
    _print_entries(server, view)
    if host != LOOPBACK:
        print(_(LAN_WARNING), flush=True)
        if server.entry is not None or server.table_entries():
            print(_(ENTRY_WARNING), flush=True)
    print(_("Serving the table display; Ctrl+C stops it."), file=sys.stderr, flush=True)
    try:
        await server.wait()
    finally:
        await server.stop()
    return 0


def _print_entries(server: TableServer, view: _View) -> None:
    """The entry addresses, each on a line of its own that says so: the match's, or one a
    club table (the round drawn last)."""
    entry = server.entry
    if entry is not None:
        print(_("Entry, to keep the score from a phone: {url}").format(url=entry.url))
    for number, table in server.table_entries():
        print(_("Table {number} entry: {url}").format(number=number, url=table.url))
    if entry is None and view.club is None:
        print(_("No entry address yet: the database holds no match."), file=sys.stderr)
    sys.stdout.flush()
