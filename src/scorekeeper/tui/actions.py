"""The one list of scoreboard actions: it feeds the key bindings, the footer (with each key's
price under the match's preset), the help screen and the command palette."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from textual.binding import Binding

from scorekeeper.i18n import N_, _
from scorekeeper.model import Preset
from scorekeeper.wording import signed

Price = Callable[[Preset], int] | None


@dataclass(frozen=True)
class TableAction:
    """One thing the scorekeeper can do, with the keys for it and what it costs."""

    name: str  # the screen's ``action_<name>``
    keys: str  # comma separated Textual key names
    key_display: str
    label: str  # short, for the footer (marked with N_, translated when shown)
    help: str  # a sentence, for the help screen and the command palette
    price: Price = None
    in_footer: bool = True

    def describe(self, preset: Preset) -> str:
        """The footer label, with this preset's price where the action has one."""
        label = _(self.label)
        if self.price is None:
            return label
        return f"{label} {format_points(self.price(preset))}"


format_points = signed  # one wording of signed points, a real minus sign (scorekeeper.wording)


SCOREBOARD_ACTIONS: tuple[TableAction, ...] = (
    TableAction(
        "tile",
        "space",
        "␣",
        N_("tile"),
        N_(
            "The current player laid an ordinary tile (the round's lead if it is the first tile); "
            "the turn passes on."
        ),
        lambda preset: preset.move_points,
    ),
    TableAction(
        "matador",
        "m",
        "m",
        N_("matador"),
        N_("The current player laid a matador; the turn passes on."),
        lambda preset: preset.matador_points,
    ),
    TableAction(
        "matador_tile",
        "M",
        "M",
        N_("which matador"),
        N_("The current player laid a matador: choose which tile."),
        lambda preset: preset.matador_points,
        in_footer=False,
    ),
    TableAction(
        "pass",
        "p",
        "p",
        N_("pass"),
        N_("The current player could not lay a tile and passes; the turn passes on."),
        lambda preset: preset.pass_points,
    ),
    TableAction(
        "open_six",
        "b",
        "b",
        N_("six"),
        N_(
            "The last tile left six pips on a free end: a bonus for whoever laid it; "
            "the turn does not move."
        ),
        lambda preset: preset.open_six_points,
    ),
    TableAction(
        "round_end",
        "r",
        "r",
        N_("end"),
        N_("End the round: who went out, or blocked, and the pips left."),
    ),
    TableAction(
        "adjust", "a", "a", N_("adjust"), N_("Add or take away points from a player, with a note.")
    ),
    TableAction(
        "undo",
        "u,ctrl+z",
        "u",
        N_("undo"),
        N_("Take back the last entry (any number of times, across rounds)."),
    ),
    TableAction(
        "redo", "ctrl+y", "^y", N_("redo"), N_("Put back what was undone."), in_footer=False
    ),
    TableAction(
        "edit",
        "e",
        "e",
        N_("edit"),
        N_("Change or delete any event of any round, or correct a round end."),
    ),
    TableAction("finish", "f", "f", N_("finish"), N_("Finish the match now."), in_footer=False),
    TableAction(
        "export",
        "x",
        "x",
        N_("export"),
        N_("Save a summary of the match (Markdown, CSV, JSON or HTML)."),
        in_footer=False,
    ),
    TableAction("help", "question_mark", "?", N_("help"), N_("Show every key and what it does.")),
    TableAction(
        "quit",
        "q",
        "q",
        N_("quit"),
        N_("Leave the app; the match is kept and can be resumed."),
        in_footer=False,
    ),
)

SEAT_ACTION = TableAction(
    "seat",
    "1,2,3,4",
    "1-4",
    N_("turn"),
    N_("Make player 1-4 the current player (who leads a round, or a correction)."),
    in_footer=False,
)


def scoreboard_bindings(preset: Preset) -> Iterator[Binding]:
    """Key bindings for a scoreboard of a match played under ``preset``."""
    for action in SCOREBOARD_ACTIONS:
        yield Binding(
            action.keys,
            action.name,
            action.describe(preset),
            show=action.in_footer,
            key_display=action.key_display,
        )
    for seat in range(1, 5):
        yield Binding(
            str(seat), f"seat({seat - 1})", _("player {seat}").format(seat=seat), show=False
        )
