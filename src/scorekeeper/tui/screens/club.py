"""Club night: an event's board (picked on ``club_events``), live: the round's tables with their
players and totals, and the standings across all tables, read anew whenever the store moved
(another table's machine recorded: ``store.event_watch``, asked through the backend). Draw the
next round (asked first), and start this machine's table's match from its assignment, as
``new --club-table`` does."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Static
from textual.worker import Worker

from scorekeeper import club_words as words
from scorekeeper.club import EventBoard, TableCode, TableState
from scorekeeper.i18n import _
from scorekeeper.tui.backend.asking import ask
from scorekeeper.tui.backend.base import Backend, Library
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.club_rows import (
    standing_columns,
    standing_rows,
    table_cells,
    table_columns,
    table_detail,
)
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.shown import shown, shown_all
from scorekeeper.tui.widgets.line_table import LineTable
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.wording import join_names

POLL_SECONDS = 0.5  # a table's entry shows here within half a second; a poll is one integer


class ClubScreen(SpokenScreen[None]):
    """One event's board; a table started here (as ``new --club-table``) is shown by
    ``open_match``."""

    BINDINGS = screen_bindings("club")
    RESPEAKS = True

    def __init__(self, backend: Backend, event_id: int, open_match: Callable[[int], None]) -> None:
        super().__init__(name="club", classes="club")
        self.backend, self.event_id, self.open_match = backend, event_id, open_match
        self.board: EventBoard | None = None
        self._polling: Worker[None] | None = None

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
        """After a change of language (tui/respeak.py): the board read already, said anew;
        the poll runs on."""
        if self.board is not None:
            self._show(self.board)

    def _poll(self) -> None:
        """The board anew if the store moved; a poll waits for the one before (a slow server
        is not asked twice at once)."""
        if self._polling is not None and not self._polling.is_finished:
            return
        event_id = self.event_id

        def look(library: Library) -> tuple[bool, EventBoard | None]:
            moved = library.event_moved(event_id)
            return moved, library.event_board(event_id) if moved else None

        def seen(answer: tuple[bool, EventBoard | None]) -> None:
            if answer[0]:
                self._show(answer[1])

        self._polling = ask(self, self.backend, look, seen, name="poll", quiet=True)

    def reload(self) -> None:
        """The board as the store holds it now."""
        event_id = self.event_id
        now = lambda library: library.event_board(event_id)  # noqa: E731
        ask(self, self.backend, now, self._show, again=True)

    def _show(self, board: EventBoard | None) -> None:
        """``board`` on the screen, the cursor where it was."""
        self.board = board
        if board is None:
            self._say(_("This event is not in the database."), error=True)
            return
        title = f"{shown(board.event.name)} · {words.round_words(board)}"
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
        notes = (words.provisional_note(board), words.ratings_note(board))
        heading = " · ".join(filter(None, (_("Event standings"), *notes)))
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

    def _draw(self) -> None:
        event_id = self.event_id

        def drawn(board: EventBoard | None) -> None:
            self._show(board)
            if board is not None:
                self._say(words.round_words(board))

        def draw(library: Library) -> EventBoard | None:
            library.draw_round(event_id)
            return library.event_board(event_id)

        ask(self, self.backend, draw, drawn)

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

        names = join_names(shown_all(table.players))
        question = lambda: _("Start table {number} on this machine: {names}?").format(  # noqa: E731
            number=table.number, names=names
        )
        self.app.push_screen(Confirm(question, lambda: _("Start the match")), confirmed)

    def _start(self, code: TableCode) -> None:
        """As ``new --club-table`` on this machine: the match made from the assignment, linked
        to its table, then on the scoreboard here (claimed like any match opened)."""
        ask(self, self.backend, lambda library: library.start_table(code), self.open_match)

    def _say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def action_back(self) -> None:
        self.dismiss()
