"""Small modal dialogs: confirm, pick a matador tile, adjust points (and the bases of every
dialog and form). Reopening a match and renaming a player are in ``match_dialogs``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, OptionList, Select
from textual.widgets.option_list import Option

from scorekeeper.i18n import _
from scorekeeper.model import Adjust, Tile
from scorekeeper.model.bounds import adjustment_problem, note_problem, parse_whole
from scorekeeper.tui import drafts
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.spoken import SpokenModal
from scorekeeper.tui.shown import option_label, shown_message

T = TypeVar("T")


class Dialog(SpokenModal[T]):
    """A modal with a title, an inline error line, Enter to accept and Escape to cancel; it
    answers with what was chosen (``dismiss``), None when cancelled, and acts on nothing
    itself: the screen that opened it does (``Form`` for one whose typing outlives a cancel)."""

    BINDINGS = screen_bindings("dialog")
    RESPEAKS = True  # a change of language re-composes it, keeping what was typed (respeak.py)

    def respoken(self) -> None:
        """After a change of language: the words are new and respeak put back what was typed;
        ``on_mount`` is not run again, as it would fill the boxes afresh."""

    _refused_typing: dict[str, str] | None = None  # the boxes as they were when refused

    @on(Input.Changed)
    def _typing_clears_error(self) -> None:
        """A refusal is about what was typed; once the typing changes, it no longer applies
        (a box filled as the dialog opens, the typing refused before, changes nothing)."""
        if self._typed() == self._refused_typing:
            return
        for label in self.query("#error").results(Label):
            label.update("")

    def _typed(self) -> dict[str, str]:
        return {box.id or "": box.value for box in self.query(Input).results(Input)}

    def compose_title(self, title: str) -> ComposeResult:
        # a question may quote a name or a path ("Delete “Anna matador”?", "… exists")
        yield Label(shown_message(title), classes="dialog-title", markup=False)

    def compose_error(self) -> ComposeResult:
        yield Label("", id="error", classes="dialog-error", markup=False)

    def show_error(self, message: str) -> None:
        self._refused_typing = self._typed()
        self.query_one("#error", Label).update(shown_message(message))

    def compose_buttons(self, accept: str) -> ComposeResult:
        with Horizontal(classes="dialog-buttons"):
            yield Button(accept, id="accept", variant="primary", compact=True)
            yield Button(_("Cancel"), id="cancel", compact=True)

    @on(Button.Pressed, "#cancel")
    def _cancel_pressed(self) -> None:
        # one handler: Textual would call a decorated override and this one both
        self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)


class Form(Dialog[T | drafts.Cancelled]):
    """A dialog whose typing outlives a cancel (tui/drafts.py): opened with the ``draft`` its
    opener kept for it (filled in as it mounts, ``restore_draft``), it answers a cancel with
    ``Cancelled`` and what was typed, for the opener to keep for its next open."""

    _pristine: drafts.Draft | None = None  # the form as it opened, before the draft filled it

    def __init__(self, draft: drafts.Draft | None = None) -> None:
        super().__init__(classes="dialog")
        self.draft: drafts.Draft = draft or {}

    def draft_extra(self) -> drafts.Draft:
        """What a form keeps beyond its boxes and choices (a radio button pressed)."""
        return {}

    def restore_draft(self) -> drafts.Draft:
        """Fill the boxes with what was typed before a cancel; returns the whole draft."""
        self._pristine = drafts.typed(self) | self.draft_extra()
        drafts.fill(self, self.draft)
        return self.draft

    def action_cancel(self) -> None:
        typed = drafts.typed(self) | self.draft_extra()
        self.dismiss(drafts.Cancelled(typed if typed != self._pristine else {}))


Said = str | Callable[[], str]  # words, or how to say them in the language of the moment


def _said(words: Said) -> str:
    return words if isinstance(words, str) else words()


class Confirm(Dialog[bool]):
    """A yes-or-no question. Given as a callable, the question and the button are said again
    when the language changes in front of them."""

    def __init__(self, question: Said, accept: Said | None = None) -> None:
        super().__init__(classes="dialog")
        self.question, self.accept = question, accept

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_said(self.question))
            yield from self.compose_buttons(_said(self.accept) if self.accept else _("Yes"))

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


class AdjustDialog(Form[Adjust]):
    def __init__(
        self, players: Sequence[str], current: int | None, draft: drafts.Draft | None = None
    ) -> None:
        super().__init__(draft)
        self.players, self.current = tuple(players), current or 0

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield from self.compose_title(_("Adjust points"))
            yield Select(
                [(option_label(name), seat) for seat, name in enumerate(self.players)],
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
