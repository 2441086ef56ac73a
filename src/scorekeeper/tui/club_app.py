"""The app's side of club night: the event picker, then the event's board, whose tables start
through the backend by the same code as ``new --club-table``."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App

from scorekeeper.tui.backend.base import Backend
from scorekeeper.tui.screens.club import ClubScreen
from scorekeeper.tui.screens.club_events import ClubEventsScreen


def open_club(app: App[None], backend: Backend, open_match: Callable[[int], None]) -> None:
    """The event picker; an event chosen opens its board."""

    def open_event(event_id: int) -> None:
        app.push_screen(ClubScreen(backend, event_id, open_match))

    app.push_screen(ClubEventsScreen(backend, open_event))
