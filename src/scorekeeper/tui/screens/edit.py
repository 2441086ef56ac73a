"""Edit the match: change or delete any event of any round, or correct a round end.

Every change replaces the log and replays it, so every total, round row and the
differential are recomputed at once; a change that breaks a rule is refused with the place.
The screen answers whether it changed the log, for the scoreboard to follow (its turn and
every row), and it asks its own dialogs (the event editor, the round end) for their answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.widgets import DataTable, Footer, Static

from scorekeeper.i18n import N_, _
from scorekeeper.model import Event, Finish, LogEntry, Reopen, RoundEnd, TableEvent
from scorekeeper.model.kinds import describe, price
from scorekeeper.session import MatchSession
from scorekeeper.tui.keys.actions import format_points
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.widgets.message_line import MessageLine
from scorekeeper.tui.widgets.plain import plain
from scorekeeper.tui.words.changes import entry_words
from scorekeeper.wording import end_words

if TYPE_CHECKING:  # types only: the forms' drafts load with the first form
    from scorekeeper.tui.drafts import Drafts


class EditScreen(SpokenScreen[bool]):
    """Dismissed with True once it changed the log (False: nothing changed)."""

    BINDINGS = screen_bindings("edit")
    RESPEAKS = True  # re-composed in a new language (tui/respeak.py)

    def __init__(self, session: MatchSession, drafts: Drafts | None = None) -> None:
        """``drafts``: the app's book, where this screen keeps its event editor's drafts."""
        super().__init__(name="edit", classes="edit")
        self.session = session
        self.drafts: Drafts = {} if drafts is None else drafts  # the app's own, not a copy
        self.changed = False  # the log was rewritten here at least once
        self._rows: list[int] = []  # log index shown on each table row

    def compose(self) -> ComposeResult:
        yield Static(
            _("Edit the match: choose an event, Enter to change it, d to delete it."),
            id="title",
            markup=False,
        )
        yield DataTable(id="entries", cursor_type="row", zebra_stripes=True)
        yield MessageLine()
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(_("Round"), "#", _("Player"), _("Event"), _("Points"))
        self._fill()
        table.move_cursor(row=table.row_count - 1)
        table.focus()

    def _fill(self) -> None:
        table = self.query_one(DataTable)
        table.clear()
        self._rows = []
        log, match = self.session.match.log, self.session.match
        round_number, event_number = 1, 0
        rounds = iter(match.rounds)
        played = next(rounds, None)
        for index, entry in enumerate(log):
            if isinstance(entry, Finish | Reopen):
                continue
            if isinstance(entry, RoundEnd):
                table.add_row(
                    *plain(str(round_number), "", "", end_words(entry), self._end_points(entry))
                )
                round_number, event_number = round_number + 1, 0
                played = next(rounds, None)
            else:
                event_number += 1
                points = played.event_points[event_number - 1] if played else 0
                table.add_row(
                    *plain(
                        str(round_number),
                        str(event_number),
                        entry.player,
                        describe(entry),
                        format_points(points) if points else "",
                    )
                )
            self._rows.append(index)

    def _end_points(self, end: RoundEnd) -> str:
        """What the round end itself paid: the pips a pip-scoring round winner collects."""
        match = self.session.match
        deltas = price(end, match.preset, match.players, match.totals)
        return ", ".join(
            f"{name} {format_points(points)}"
            for name, points in zip(match.players, deltas, strict=True)
            if points
        )

    def _selected(self) -> tuple[int, Event] | None:
        """The log index and event of the highlighted row (finish/reopen entries are not shown)."""
        table = self.query_one(DataTable)
        if not self._rows:
            return None
        index = self._rows[table.cursor_row]
        entry = self.session.match.log[index]
        return None if isinstance(entry, Finish | Reopen) else (index, entry)

    def action_change(self) -> None:
        selected = self._selected()
        if selected is None:
            return
        index, entry = selected
        if isinstance(entry, RoundEnd):
            from scorekeeper.tui.screens.round_end import RoundEndResult, RoundEndScreen

            def corrected(answer: object) -> None:  # a correction keeps no draft: a cancel is all
                if isinstance(answer, RoundEndResult):
                    self._replace(index, [answer.end])

            self.app.push_screen(RoundEndScreen(self.session.match, None, editing=entry), corrected)
            return
        from scorekeeper.tui.drafts import answered, owner_key, take
        from scorekeeper.tui.screens.event_editor import EventEditor

        def changed(event: TableEvent) -> None:
            self._replace(index, [event])

        # this event at this place of this log: the match is replaced by any edit, so a draft
        # never outlives the log it was typed for
        match = self.session.match
        key = f"event:{owner_key(match)}:{index}:{entry!r}"
        dialog = EventEditor(match, entry, take(self.drafts, key))
        answer = answered(self.drafts, key, changed)  # typed from ``changed`` (a union of kinds)
        self.app.push_screen(dialog, answer)

    def action_delete(self) -> None:
        selected = self._selected()
        if selected is None:
            return
        index, entry = selected
        from scorekeeper.tui.screens.dialogs import Confirm

        def what() -> str:
            return entry_words(entry) if not isinstance(entry, RoundEnd) else end_words(entry)

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._replace(index, [])

        question = lambda: _("Delete “{what}”?").format(what=what())  # noqa: E731
        self.app.push_screen(Confirm(question, lambda: _("Delete")), confirmed)

    @refusing(N_("Not changed: {error}"))
    def _replace(self, index: int, replacement: list[LogEntry]) -> None:
        log = self.session.match.log
        if self.session.rewrite([*log[:index], *replacement, *log[index + 1 :]]) is None:
            self._say(_("Not changed: it is the same as before."))
            return
        row = self.query_one(DataTable).cursor_row
        self.changed = True
        if self.session.match.finished:  # the edit ended the match: off to its final screen
            self.dismiss(True)
            return
        self._fill()
        self.query_one(DataTable).move_cursor(row=min(row, self.query_one(DataTable).row_count - 1))
        self._say(_("Changed; every total is recomputed. u on the board undoes it."))

    def _say(self, text: str, error: bool = False) -> None:
        self.query_one(MessageLine).say(text, error)

    def action_back(self) -> None:
        self.dismiss(self.changed)

    @on(DataTable.RowSelected)
    def _row_selected(self) -> None:
        self.action_change()
