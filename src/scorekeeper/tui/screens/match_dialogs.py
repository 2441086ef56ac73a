"""Dialogs that change a whole match: reopen it after its end, rename one of its players."""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Input, Label, Select

from scorekeeper.i18n import _
from scorekeeper.model import Reopen
from scorekeeper.model.bounds import parse_whole
from scorekeeper.model.players import clean_name, name_problem
from scorekeeper.tui.drafts import Draft
from scorekeeper.tui.refusals import refusing, show_refusal
from scorekeeper.tui.screens.dialogs import Form
from scorekeeper.tui.shown import option_label


class ReopenDialog(Form[Reopen]):
    """Play on after the end: a new target or rounds limit (blank: none). Answers with the
    ``Reopen`` for the scoreboard to record; shown again with ``refusal`` where it could not."""

    def __init__(
        self,
        target: int | None,
        rounds: int | None,
        draft: Draft | None = None,
        refusal: Exception | None = None,
    ) -> None:
        super().__init__(draft)
        self.target, self.rounds, self.refusal = target, rounds, refusal

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Reopen the match"))
            yield Label(_("New target (blank: none)"), markup=False)
            yield Input(_shown(self.target), id="target", type="integer", compact=True)
            yield Label(_("Rounds limit (blank: none)"), markup=False)
            yield Input(_shown(self.rounds), id="rounds", type="integer", compact=True)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Reopen"))

    def on_mount(self) -> None:
        self.restore_draft()
        if self.refusal is not None:  # a storage failure is notified too ("Not saved")
            show_refusal(self, self.refusal, saving=True)

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    @refusing()
    def _accept(self) -> None:
        values = []
        for field in ("#target", "#rounds"):
            text = self.query_one(field, Input).value.strip()
            values.append(parse_whole(text))  # 5,000 digits would make int() raise
        self.dismiss(Reopen(values[0], values[1]))


class RenameDialog(Form[tuple[str, str]]):
    """Rename one player of a stored match (the whole log follows): answers with the old name
    and the new, for the history to rename."""

    def __init__(self, players: Sequence[str], draft: Draft | None = None) -> None:
        super().__init__(draft)
        self.players = tuple(players)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Rename a player"))
            choices = [(option_label(name), name) for name in self.players]
            yield Select(choices, value=self.players[0], allow_blank=False, id="old", compact=True)
            yield Input(placeholder=_("new name"), id="new", compact=True, max_length=40)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Rename"))

    def on_mount(self) -> None:
        self.restore_draft()
        self.query_one("#new", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    def _accept(self) -> None:
        old = str(self.query_one("#old", Select).value)
        new = clean_name(self.query_one("#new", Input).value)
        problem = name_problem(new, [name for name in self.players if name != old])
        if problem:
            self.show_error(problem)
            return
        self.dismiss((old, new))


def _shown(limit: int | None) -> str:
    """A limit as its box shows it: blank for none (a 0 refused is shown as it was typed)."""
    return "" if limit is None else str(limit)
