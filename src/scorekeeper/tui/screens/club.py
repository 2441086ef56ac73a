"""Club night: pick an event, then its board, live: the round's tables with their players and
totals, and the standings across all tables, read anew whenever the store moved (another
table's machine recorded: ``store.event_watch``). Draw the next round (asked first), and start
this machine's table's match from its assignment, as ``new --club-table`` does."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Static

from scorekeeper import club_words as words
from scorekeeper.club import EventBoard, TableCode, TableState
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import local_date
from scorekeeper.store import Store
from scorekeeper.store.event_watch import EventWatch
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screens.club_rows import (
    standing_columns,
    standing_rows,
    table_cells,
    table_columns,
    table_detail,
)
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.line_table import Column, LineTable
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.wording import join_names

POLL_SECONDS = 0.5  # a table's entry shows here within half a second; a poll is one integer


class ClubEventsScreen(SpokenScreen[None]):
    """The events in the database, newest first; Enter opens one's board."""

    BINDINGS = screen_bindings("club-events")
    RESPEAKS = True

    def __init__(self, store: Store, open_event: Callable[[int], None]) -> None:
        super().__init__(name="club-events", classes="club-events")
        self.store, self.open_event = store, open_event
        self._ids: list[int] = []

    def compose(self) -> ComposeResult:
        yield Static(_("Club night: choose the event"), id="title", markup=False)
        yield LineTable([Column(_("Club event"), 40), Column(_("Date"), 12)], id="events")
        yield MessageLine()
        yield Footer()

    @refusing()
    def on_mount(self) -> None:
        events = self.store.club.events()
        table = self.query_one(LineTable)
        table.clear()
        table.add_rows((event.name, local_date(event.day)) for event in events)
        self._ids = [event.id for event in events]
        if not events:
            self._say(_("No club events yet: create one with scorekeeper club new NAME."))
        table.focus()

    @on(LineTable.RowSelected)
    def action_open(self) -> None:
        row = self.query_one(LineTable).cursor_row
        if 0 <= row < len(self._ids):
            self.open_event(self._ids[row])

    def _say(self, text: str) -> None:
        self.query_one(MessageLine).say(text)

    def action_back(self) -> None:
        self.dismiss()


class ClubScreen(SpokenScreen[None]):
    """One event's board; ``start_table`` stores and links a table's match from its assignment
    and returns its id, ``open_match`` shows it."""

    BINDINGS = screen_bindings("club")
    RESPEAKS = True

    def __init__(
        self,
        store: Store,
        event_id: int,
        start_table: Callable[[TableCode], int],
        open_match: Callable[[int], None],
    ) -> None:
        super().__init__(name="club", classes="club")
        self.store, self.start_table, self.open_match = store, start_table, open_match
        self.event_watch = EventWatch(store, event_id)
        self.board: EventBoard | None = None

    def compose(self) -> ComposeResult:
        room = self.app.size.width
        yield Static(id="title", markup=False)
        yield LineTable(table_columns(room), id="club-tables")
        yield Static(id="table-detail", markup=False)
        yield Static(id="standings-title", markup=False)
        yield LineTable([], id="club-standings")
        yield MessageLine()
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#club-tables", LineTable).focus()
        self.set_interval(POLL_SECONDS, self._poll)

    def respoken(self) -> None:
        """After a change of language (tui/respeak.py): the words anew; the poll runs on."""
        self.reload()

    @refusing()
    def _poll(self) -> None:
        if self.event_watch.changed():
            self.reload()

    @refusing()
    def reload(self) -> None:
        """The board as the store holds it now, the cursor where it was."""
        self.board = board = self.event_watch.refresh()
        if board is None:
            self._say(_("This event is not in the database."), error=True)
            return
        title = f"{board.event.name} · {words.round_words(board)}"
        self.query_one("#title", Static).update(title)
        tables = self.query_one("#club-tables", LineTable)
        row = tables.cursor_row
        tables.clear()
        tables.add_rows(table_cells(table) for table in board.tables)
        tables.move_cursor(row)
        standings = self.query_one("#club-standings", LineTable)
        standings.columns = tuple(standing_columns(board, self.app.size.width))
        standings.clear()
        standings.add_rows(standing_rows(board, len(standings.columns)))
        heading = " · ".join(filter(None, (_("Event standings"), words.provisional_note(board))))
        self.query_one("#standings-title", Static).update(heading)
        self._detail()
        if not board.tables:
            self._say(_("No tables yet: d draws the first round."))

    @on(LineTable.RowHighlighted, "#club-tables")
    def _detail(self) -> None:
        row = self.query_one("#club-tables", LineTable).cursor_row
        detail = table_detail(self.board, row) if self.board else ""
        self.query_one("#table-detail", Static).update(detail)

    def action_draw(self) -> None:
        board = self.board
        if board is None:
            return
        from scorekeeper.tui.screens.dialogs import Confirm

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._draw()

        number = board.round + 1
        question = lambda: _("Draw the tables of round {number}?").format(number=number)  # noqa: E731
        self.app.push_screen(Confirm(question, lambda: _("Draw")), confirmed)

    @refusing()
    def _draw(self) -> None:
        self.store.club.draw(self.event_watch.event_id)
        self.reload()
        if self.board is not None:
            self._say(words.round_words(self.board))

    @on(LineTable.RowSelected, "#club-tables")
    def action_start_table(self) -> None:
        row = self.query_one("#club-tables", LineTable).cursor_row
        if self.board is None or not 0 <= row < len(self.board.tables):
            return
        table = self.board.tables[row]
        if table.state is not TableState.WAITING:
            self._say(_("Table {number} has its match already.").format(number=table.number))
            return
        from scorekeeper.tui.screens.dialogs import Confirm

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._start(table.code)

        names = join_names(table.players)
        question = lambda: _("Start table {number} on this machine: {names}?").format(  # noqa: E731
            number=table.number, names=names
        )
        self.app.push_screen(Confirm(question, lambda: _("Start the match")), confirmed)

    @refusing()
    def _start(self, code: TableCode) -> None:
        """As ``new --club-table`` on this machine: the match made from the assignment, linked
        to its table, then on the scoreboard here (claimed like any match opened)."""
        self.open_match(self.start_table(code))

    def _say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def action_back(self) -> None:
        self.dismiss()
