"""The app's side of club night: the event picker, then the event's board, and this machine's
table's match started from its assignment by the same code as ``new --club-table``."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.store import Store
from scorekeeper.tui.screens.club import ClubEventsScreen, ClubScreen


def open_club(
    app: App[None], store: Store, catalog: Catalog, open_match: Callable[[int], None]
) -> None:
    """The event picker; an event chosen opens its board, whose tables start here."""

    def open_event(event_id: int) -> None:
        start = lambda code: start_table(store, code, catalog)  # noqa: E731
        app.push_screen(ClubScreen(store, event_id, start, open_match))

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
