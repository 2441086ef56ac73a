"""Past matches, newest first, a page at a time: filter by player, look at one read-only,
continue or reopen it, rename a player, delete with a confirmation."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Input, Static

from scorekeeper.i18n import _, ngettext
from scorekeeper.tui.backend.asking import ask
from scorekeeper.tui.backend.base import Backend, HistoryPage, MatchSummary, StoredMatch
from scorekeeper.tui.drafts import Drafts, answered, take
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.history_rows import (
    FIXED_WIDTHS,
    MIN_PLAYERS_WIDTH,
    players_width,
    summary_cells,
    summary_detail,
)
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.line_table import Column, LineTable
from scorekeeper.tui.widgets.message_line import MessageLine

PAGE = 50


class HistoryScreen(SpokenScreen[None]):
    BINDINGS = screen_bindings("history")
    RESPEAKS = True  # re-composed in a new language (tui/respeak.py)

    def __init__(
        self, backend: Backend, open_match: Callable[[int], None], drafts: Drafts | None = None
    ) -> None:
        """``drafts``: the app's book, where this screen keeps its rename dialog's drafts."""
        super().__init__(name="history", classes="history")
        self.backend, self.open_match = backend, open_match
        self.drafts: Drafts = {} if drafts is None else drafts  # the app's own, not a copy
        self._items: list[MatchSummary] = []  # the rows read so far, newest first
        self._players_width = MIN_PLAYERS_WIDTH
        self._total = 0

    def compose(self) -> ComposeResult:
        yield Static(_("Past matches"), id="title", markup=False)
        yield Input(placeholder=_("filter by player (/)"), id="player-filter", compact=True)
        yield LineTable(self._columns(), id="matches")
        yield Static(id="match-detail", markup=False)
        yield MessageLine()
        yield Footer()

    def _columns(self) -> list[Column]:
        self._players_width = players_width(self.app.size.width)
        labels = ("#", _("Date"), _("Players"), _("Preset"), _("Rounds"), _("Result"))
        widths = list(FIXED_WIDTHS)
        widths.insert(2, self._players_width)
        return [
            Column(label, width, right=index in (0, 4))
            for index, (label, width) in enumerate(zip(labels, widths, strict=True))
        ]

    def on_mount(self) -> None:
        self.reload()
        self.query_one(LineTable).focus()

    def respoken(self) -> None:
        """After a change of language (tui/respeak.py): the rows read already, said anew."""
        self._fill()

    def on_resize(self) -> None:
        if players_width(self.app.size.width) != self._players_width:
            table = self.query_one(LineTable)
            row, table.columns = table.cursor_row, tuple(self._columns())
            self._fill()
            table.move_cursor(row)

    def _player(self) -> str | None:
        return self.query_one("#player-filter", Input).value.strip() or None

    def reload(self, row: int | None = None, saying: str = "") -> None:
        """The first page anew (the filter changed, or a match did); what is shown stays
        until it comes. ``row``: where the cursor goes then; ``saying``: what the line says."""
        player = self._player()
        self.workers.cancel_group(self, "page")  # a page of the list as it was: not wanted

        def show(page: HistoryPage) -> None:
            self._items = []
            self.query_one(LineTable).clear()
            self._add(page)
            if row is not None:
                self.query_one(LineTable).move_cursor(row)
            if saying:
                self._say(saying)

        first = lambda library: library.history_page(player, 0, PAGE)  # noqa: E731
        ask(self, self.backend, first, show, name="reload", again=True)

    def _load_page(self) -> None:
        """The next page of rows; the rest is fetched when the cursor reaches the bottom."""
        player, offset = self._player(), len(self._items)

        def show(page: HistoryPage) -> None:
            if (player, offset) == (self._player(), len(self._items)):  # still the next page
                self._add(page)

        after = lambda library: library.history_page(player, offset, PAGE)  # noqa: E731
        ask(self, self.backend, after, show, name="page")

    def _add(self, page: HistoryPage) -> None:
        self._total = page.total
        self._items.extend(page.rows)
        width = self._players_width
        self.query_one(LineTable).add_rows(summary_cells(item, width) for item in page.rows)
        self._said_count()

    def _fill(self) -> None:
        table = self.query_one(LineTable)
        table.clear()
        table.add_rows(summary_cells(item, self._players_width) for item in self._items)
        self._said_count()

    def _said_count(self) -> None:
        self._show_detail()
        shown, total = len(self._items), self._total
        words = ngettext("{shown} of {total} match", "{shown} of {total} matches", total)
        self._say(words.format(shown=shown, total=total))

    def _show_detail(self) -> None:
        row = self.query_one(LineTable).cursor_row
        detail = summary_detail(self._items[row]) if 0 <= row < len(self._items) else ""
        self.query_one("#match-detail", Static).update(detail)

    @on(LineTable.RowHighlighted)
    def _maybe_more(self, event: LineTable.RowHighlighted) -> None:
        self._show_detail()
        if event.cursor_row >= len(self._items) - 1 and len(self._items) < self._total:
            self._load_page()

    @on(Input.Changed, "#player-filter")
    def _filter_changed(self) -> None:
        self.reload()

    @on(Input.Submitted, "#player-filter")
    def _filter_done(self) -> None:
        self.query_one(LineTable).focus()

    def action_filter(self) -> None:
        self.query_one("#player-filter", Input).focus()

    def _selected(self) -> int | None:
        row = self.query_one(LineTable).cursor_row
        return self._items[row].id if 0 <= row < len(self._items) else None

    @on(LineTable.RowSelected)
    def action_view(self) -> None:
        match_id = self._selected()
        if match_id is None:
            return
        from scorekeeper.tui.screens.match_view import MatchViewScreen

        def show(stored: StoredMatch) -> None:
            self.app.push_screen(MatchViewScreen(stored, self.open_match))

        ask(self, self.backend, lambda library: library.stored(match_id), show)

    def action_open(self) -> None:
        match_id = self._selected()
        if match_id is not None:
            self.open_match(match_id)

    def action_rename(self) -> None:
        match_id = self._selected()
        if match_id is not None:  # the dialog offers the match's players as they are now
            ask(self, self.backend, lambda library: library.stored(match_id), self._ask_rename)

    def _ask_rename(self, stored: StoredMatch) -> None:
        from scorekeeper.tui.screens.match_dialogs import RenameDialog

        players = stored.match.players

        def renamed(names: tuple[str, str]) -> None:
            self._rename(stored.id, *names)

        # what was typed is this stored match's (its id and its players as they are now)
        key = f"rename:{stored.id}:{players!r}"
        dialog = RenameDialog(players, take(self.drafts, key))
        self.app.push_screen(dialog, answered(self.drafts, key, renamed))

    def _rename(self, match_id: int, old: str, new: str) -> None:
        row = self.query_one(LineTable).cursor_row
        said = _("Renamed {old} to {new}.").format(old=old, new=new)
        ask(
            self,
            self.backend,
            lambda library: library.rename_player(match_id, old, new),
            lambda _done: self.reload(row, said),
        )

    def action_delete(self) -> None:
        match_id = self._selected()
        if match_id is None:
            return
        from scorekeeper.tui.screens.dialogs import Confirm

        def confirmed(yes: bool | None) -> None:
            if yes:
                ask(
                    self,
                    self.backend,
                    lambda library: library.delete_match(match_id),
                    lambda _done: self.reload(),
                )

        question = lambda: _("Delete match {id} for good?").format(id=match_id)  # noqa: E731
        self.app.push_screen(Confirm(question, lambda: _("Delete")), confirmed)

    def _say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def action_back(self) -> None:
        self.dismiss()
