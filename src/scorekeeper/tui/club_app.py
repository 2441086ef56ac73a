"""The app's side of club night: the event picker, then the event's board, and this machine's
table's match started from its assignment by the same code as ``new --club-table``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.store import Store
from scorekeeper.tui.screens.club import ClubEventsScreen, ClubScreen

if TYPE_CHECKING:
    from scorekeeper.tui.app import ScorekeeperApp


def open_club(app: ScorekeeperApp) -> None:
    store = app.store
    if store is None:  # offered only with a database
        return

    def open_event(event_id: int) -> None:
        start = lambda code: start_table(store, code, app.catalog)  # noqa: E731
        app.push_screen(ClubScreen(store, event_id, start, app.open_match))

    app.push_screen(ClubEventsScreen(store, open_event))


def start_table(store: Store, code: TableCode, catalog: Catalog) -> int:
    """The table's match stored and linked; its one-line refusal rises as the store's."""
    from scorekeeper.commands.club_table import start_club_table
    from scorekeeper.commands.common import BadInput
    from scorekeeper.store.club_book import ClubError

    try:
        return start_club_table(store, code, catalog)
    except BadInput as error:
        raise ClubError(str(error)) from None
