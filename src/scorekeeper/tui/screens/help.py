"""Every key of the scoreboard and what it does, with what its fact earns now (the board's
``prices``, the footer's)."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Static

from scorekeeper.i18n import _, pgettext, preset_text
from scorekeeper.model import Preset
from scorekeeper.tui.keys.actions import (
    KEEP_ACTION,
    SCOREBOARD_ACTIONS,
    SEAT_ACTION,
    SEAT_ACTIONS,
    WATCH_ACTION,
    TableAction,
    format_points,
    offered,
)
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.keys.tile_actions import TILE_HELP_ROWS
from scorekeeper.tui.screens.spoken import SpokenModal
from scorekeeper.tui.widgets.plain import plain
from scorekeeper.tui.words.presets import explain_preset

# each row: the action it explains, and the actions whose keys it lists
HELP_ROWS = {
    "scoreboard": (
        # the table display and keep here before finish: the help's last screen at 80x24
        # keeps f, x, q, 1-4
        *(
            row
            for action in SCOREBOARD_ACTIONS
            for row in (
                (
                    (WATCH_ACTION, (WATCH_ACTION,)),
                    (KEEP_ACTION, (KEEP_ACTION,)),
                    (action, (action,)),
                )
                if action.name == "finish"
                else ((action, (action,)),)
            )
        ),
        (SEAT_ACTION, SEAT_ACTIONS),
    ),
    "tiles": TILE_HELP_ROWS,
}

HELP_WIDTH = 50


class HelpScreen(SpokenModal[None]):
    BINDINGS = screen_bindings("help")

    def __init__(
        self,
        preset: Preset,
        keymap: Mapping[str, str] | None = None,
        board: str = "scoreboard",
        prices: Mapping[str, int] | None = None,
    ) -> None:
        """``keymap``: the keys each binding id runs now, where the user remapped them;
        ``board``: the board whose keys to explain (``scoreboard`` or ``tiles``); ``prices``:
        what each key's fact earns now, by action name (``BoardScreen.prices``, the pricing
        that records it, as the footer says it)."""
        super().__init__(name="help", classes="help dialog")
        self.preset, self.keymap, self.board = preset, dict(keymap or {}), board
        self.prices = dict(prices or {})

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog-box", id="help-box"):
            yield Static(_("Keys"), classes="dialog-title", markup=False)
            yield DataTable(id="keys", cursor_type="none", show_header=False)
            yield Static(preset_text(self.preset.name), classes="dialog-title", markup=False)
            yield Static("\n".join(explain_preset(self.preset, None)), markup=False)
            yield Static(_("Escape closes this help."), classes="hint", markup=False)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # one scroll area, the box's: the table is as tall as all its rows (a DataTable stops at
        # its container's height and scrolls inside it) and never takes the keys, so PageDown
        # and End reach the help's end
        table.can_focus = False
        self.query_one("#help-box", VerticalScroll).focus()
        # the sentences wrap in a column that fits an 80-column terminal, instead of scrolling
        table.add_column("key", width=12)
        table.add_column("price", width=4)
        table.add_column("what", width=HELP_WIDTH)
        for action, keyed in HELP_ROWS[self.board]:
            if not offered(action, self.preset):
                continue
            keys = ", ".join(key for each in keyed for key in self._keys(each))
            points = self.prices.get(action.name)
            price = "" if points is None else format_points(points)
            table.add_row(*plain(keys, price, _(action.help)), height=self._lines(action.help))
        table.styles.max_height = sum(row.height for row in table.rows.values())

    def _lines(self, sentence: str) -> int:
        """The lines ``sentence`` wraps to in its column: counted here, as an auto height is
        counted only once drawn, too late for the table's own height."""
        return len(Text(_(sentence)).wrap(self.app.console, HELP_WIDTH))

    def _keys(self, action: TableAction) -> list[str]:
        return [_display(key) for key in action.shown_keys(self.board, self.keymap)]


def _display(key: str) -> str:
    return {
        "space": pgettext("key", "space"),  # the name of the key, not room on the line
        "question_mark": "?",
        "left": "←",
        "right": "→",
        "minus": "-",
    }.get(key, key)
