"""Club night's first screen: the events in the database, newest first; one picked opens its
board (``club.py``)."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Static

from scorekeeper.club import ClubEvent
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import local_date
from scorekeeper.tui.backend.asking import ask
from scorekeeper.tui.backend.base import Backend
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.line_table import Column, LineTable
from scorekeeper.tui.widgets.message_line import MessageLine


class ClubEventsScreen(SpokenScreen[None]):
    """The events in the database, newest first; Enter opens one's board."""

    BINDINGS = screen_bindings("club-events")
    RESPEAKS = True

    def __init__(self, backend: Backend, open_event: Callable[[int], None]) -> None:
        super().__init__(name="club-events", classes="club-events")
        self.backend, self.open_event = backend, open_event
        self._events: list[ClubEvent] = []

    def compose(self) -> ComposeResult:
        yield Static(_("Club night: choose the event"), id="title", markup=False)
        yield LineTable([Column(_("Club event"), 40), Column(_("Date"), 12)], id="events")
        yield MessageLine()
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(LineTable).focus()
        ask(self, self.backend, lambda library: library.club_events(), self._show, again=True)

    def respoken(self) -> None:
        """After a change of language (tui/respeak.py): the events read already, said anew."""
        self._show(self._events)

    def _show(self, events: list[ClubEvent]) -> None:
        self._events = events
        table = self.query_one(LineTable)
        table.clear()
        table.add_rows((event.name, local_date(event.day)) for event in events)
        if not events:
            self._say(_("No club events yet: create one with scorekeeper club new NAME."))

    @on(LineTable.RowSelected)
    def action_open(self) -> None:
        row = self.query_one(LineTable).cursor_row
        if 0 <= row < len(self._events):
            self.open_event(self._events[row].id)

    def _say(self, text: str) -> None:
        self.query_one(MessageLine).say(text)

    def action_back(self) -> None:
        self.dismiss()
