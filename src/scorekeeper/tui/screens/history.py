"""Past matches, newest first, a page at a time: filter by player, look at one read-only,
continue or reopen it, rename a player, delete with a confirmation."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.widgets import Footer, Input, Static

from scorekeeper.i18n import _, ngettext
from scorekeeper.store import Store
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.refusals import refusing
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

    def __init__(self, store: Store, open_match: Callable[[int], None]) -> None:
        super().__init__(name="history", classes="history")
        self.store, self.open_match = store, open_match
        self._ids: list[int] = []
        self._details: list[str] = []  # each row whole, shown under the table for the cursor's
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

    def on_resize(self) -> None:
        if players_width(self.app.size.width) != self._players_width:
            table = self.query_one(LineTable)
            row, table.columns = table.cursor_row, tuple(self._columns())
            self.reload()
            table.move_cursor(row)

    def _player(self) -> str | None:
        return self.query_one("#player-filter", Input).value.strip() or None

    @refusing()
    def reload(self) -> None:
        self.query_one(LineTable).clear()
        self._ids, self._details = [], []
        self._total = self.store.count_matches(self._player())
        self._load_page()

    @refusing()
    def _load_page(self) -> None:
        """The next page of rows; the rest is fetched when the cursor reaches the bottom."""
        page = self.store.history(self._player(), limit=PAGE, offset=len(self._ids))
        width = self._players_width
        self.query_one(LineTable).add_rows(summary_cells(item, width) for item in page)
        self._ids.extend(item.id for item in page)
        self._details.extend(summary_detail(item) for item in page)
        self._show_detail()
        self._say(
            ngettext("{shown} of {total} match", "{shown} of {total} matches", self._total).format(
                shown=len(self._ids), total=self._total
            )
        )

    def _show_detail(self) -> None:
        row = self.query_one(LineTable).cursor_row
        detail = self._details[row] if 0 <= row < len(self._details) else ""
        self.query_one("#match-detail", Static).update(detail)

    @on(LineTable.RowHighlighted)
    def _maybe_more(self, event: LineTable.RowHighlighted) -> None:
        self._show_detail()
        if event.cursor_row >= len(self._ids) - 1 and len(self._ids) < self._total:
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
        table = self.query_one(LineTable)
        return self._ids[table.cursor_row] if self._ids else None

    @on(LineTable.RowSelected)
    @refusing()
    def action_view(self) -> None:
        match_id = self._selected()
        if match_id is None:
            return
        from scorekeeper.tui.screens.match_view import MatchViewScreen

        stored = self.store.load_match(match_id)
        self.app.push_screen(MatchViewScreen(stored, self.open_match))

    def action_open(self) -> None:
        match_id = self._selected()
        if match_id is not None:
            self.open_match(match_id)

    @refusing()
    def action_rename(self) -> None:
        match_id = self._selected()
        if match_id is None:
            return
        from scorekeeper.tui.screens.match_dialogs import RenameDialog

        players = self.store.load_match(match_id).match.players

        def renamed(names: tuple[str, str] | None) -> None:
            if names is not None:
                self._rename(match_id, *names)

        # what was typed is this stored match's (its id and its players as they are now)
        draft_key = f"rename:{match_id}:{players!r}"
        self.app.push_screen(RenameDialog(players, draft_key), renamed)

    @refusing()
    def _rename(self, match_id: int, old: str, new: str) -> None:
        self.store.rename_player(match_id, old, new)
        row = self.query_one(LineTable).cursor_row
        self.reload()
        self.query_one(LineTable).move_cursor(row=row)
        self._say(_("Renamed {old} to {new}.").format(old=old, new=new))

    def action_delete(self) -> None:
        match_id = self._selected()
        if match_id is None:
            return
        from scorekeeper.tui.screens.dialogs import Confirm

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._delete(match_id)

        question = lambda: _("Delete match {id} for good?").format(id=match_id)  # noqa: E731
        self.app.push_screen(Confirm(question, lambda: _("Delete")), confirmed)

    @refusing()
    def _delete(self, match_id: int) -> None:
        self.store.delete_match(match_id)
        self.reload()

    def _say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def action_back(self) -> None:
        self.dismiss()
