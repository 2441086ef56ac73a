"""Small modal dialogs: confirm, pick a matador tile, adjust points, reopen a match."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, OptionList, Select
from textual.widgets.option_list import Option

from scorekeeper.i18n import _
from scorekeeper.model import Adjust, Reopen, Tile
from scorekeeper.model.bounds import adjustment_problem, note_problem, parse_whole
from scorekeeper.model.players import clean_name, name_problem
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screen_keys import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenModal

T = TypeVar("T")


class Dialog(SpokenModal[T]):
    """A modal with a title, an inline error line, Enter to accept and Escape to cancel.

    A dialog with a ``draft_key`` keeps what was typed when it is cancelled, so that opening it
    again (for the same thing) starts from there rather than from blank boxes.
    """

    BINDINGS = screen_bindings("dialog")
    draft_key = ""

    def _drafts(self) -> dict[str, dict[str, str]] | None:
        drafts = getattr(self.app, "drafts", None)
        return drafts if isinstance(drafts, dict) else None

    def keep_draft(self) -> None:
        drafts = self._drafts()
        if drafts is not None and self.draft_key:
            typed = {box.id: box.value for box in self.query(Input) if box.id and box.value}
            drafts[self.draft_key] = typed | self.draft_extra()

    def draft_extra(self) -> dict[str, str]:
        """What a dialog keeps beyond its text boxes (a choice made)."""
        return {}

    def restore_draft(self) -> dict[str, str]:
        """Fill the boxes with what was typed before a cancel; returns the whole draft."""
        drafts = self._drafts()
        draft = drafts.pop(self.draft_key, {}) if drafts is not None and self.draft_key else {}
        for box in self.query(Input):
            if box.id in draft:
                box.value = draft[box.id]
        return draft

    @on(Input.Changed)
    def _typing_clears_error(self) -> None:
        """A refusal is about what was typed; once the typing changes, it no longer applies."""
        for label in self.query("#error").results(Label):
            label.update("")

    def compose_title(self, title: str) -> ComposeResult:
        yield Label(title, classes="dialog-title", markup=False)

    def compose_error(self) -> ComposeResult:
        yield Label("", id="error", classes="dialog-error", markup=False)

    def show_error(self, message: str) -> None:
        self.query_one("#error", Label).update(message)

    def compose_buttons(self, accept: str) -> ComposeResult:
        with Horizontal(classes="dialog-buttons"):
            yield Button(accept, id="accept", variant="primary", compact=True)
            yield Button(_("Cancel"), id="cancel", compact=True)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.keep_draft()
        self.dismiss(None)


class Confirm(Dialog[bool]):
    def __init__(self, question: str, accept: str | None = None) -> None:
        super().__init__(classes="dialog")
        self.question, self.accept = question, accept or _("Yes")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(self.question)
            yield from self.compose_buttons(self.accept)

    def on_mount(self) -> None:
        self.query_one("#accept", Button).focus()

    @on(Button.Pressed, "#accept")
    def _yes(self) -> None:
        self.dismiss(True)


class MatadorPicker(Dialog[Tile]):
    """Which matador was laid: its number (1-9), or arrows and Enter."""

    BINDINGS = screen_bindings("matador-picker")

    def __init__(self, matadors: Sequence[Tile]) -> None:
        super().__init__(classes="dialog")
        self.matadors = tuple(matadors)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Which matador?"))
            yield OptionList(
                *[
                    Option(f"{number}  {tile}", id=str(tile))
                    for number, tile in enumerate(self.matadors, start=1)
                ]
            )

    def action_pick(self, index: int) -> None:
        if index < len(self.matadors):
            self.dismiss(self.matadors[index])

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(Tile.parse(str(event.option.id)))


def parse_points(text: str) -> int | None:
    """Signed whole points as typed: ``-3``, ``+5``, ``−6`` (a real minus sign) or ``7``."""
    return parse_whole(text.replace("−", "-").replace(" ", ""))


class AdjustDialog(Dialog[Adjust]):
    draft_key = "adjust"

    def __init__(self, players: Sequence[str], current: int | None) -> None:
        super().__init__(classes="dialog")
        self.players, self.current = tuple(players), current or 0

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Adjust points"))
            yield Select(
                [(name, seat) for seat, name in enumerate(self.players)],
                value=self.current,
                allow_blank=False,
                id="player",
                compact=True,
            )
            yield Input(placeholder=_("points, e.g. -3 or +5"), id="points", compact=True)
            yield Input(placeholder=_("note (why)"), id="note", compact=True)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Adjust"))

    def on_mount(self) -> None:
        self.restore_draft()
        self.query_one("#points", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    def _accept(self) -> None:
        points = parse_points(self.query_one("#points", Input).value)
        if points is None:
            self.show_error(_("Points must be a whole number, like -3 or +5."))
            return
        if points == 0:
            self.show_error(_("An adjustment of 0 points changes nothing."))
            return
        seat = self.query_one("#player", Select).value
        note = self.query_one("#note", Input).value.strip()
        problem = adjustment_problem(points) or note_problem(note)
        if problem:
            self.show_error(problem)
            return
        self.dismiss(Adjust(self.players[int(str(seat))], points, note))


class ReopenDialog(Dialog[Reopen]):
    """Play on after the end: a new target or rounds limit (blank: none)."""

    def __init__(
        self, target: int | None, rounds: int | None, attempt: Callable[[Reopen], None]
    ) -> None:
        super().__init__(classes="dialog")
        self.target, self.rounds, self.attempt = target, rounds, attempt

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Reopen the match"))
            yield Label(_("New target (blank: none)"), markup=False)
            yield Input(str(self.target or ""), id="target", type="integer", compact=True)
            yield Label(_("Rounds limit (blank: none)"), markup=False)
            yield Input(str(self.rounds or ""), id="rounds", type="integer", compact=True)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Reopen"))

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    @refusing()
    def _accept(self) -> None:
        values = []
        for field in ("#target", "#rounds"):
            text = self.query_one(field, Input).value.strip()
            values.append(parse_whole(text))  # 5,000 digits would make int() raise
        entry = Reopen(values[0], values[1])
        self.attempt(entry)  # a refusal is shown on the error line, and the dialog stays
        self.dismiss(entry)


class RenameDialog(Dialog[tuple[str, str]]):
    """Rename one player of a stored match (the whole log follows)."""

    def __init__(self, players: Sequence[str]) -> None:
        super().__init__(classes="dialog")
        self.players = tuple(players)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Rename a player"))
            choices = [(name, name) for name in self.players]
            yield Select(choices, value=self.players[0], allow_blank=False, id="old", compact=True)
            yield Input(placeholder=_("new name"), id="new", compact=True, max_length=40)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Rename"))

    def on_mount(self) -> None:
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
