"""The bare Textual app that ``bench_tui.py`` starts beside ``scorekeeper new`` (issue 20 item 7).

Run:  python bench/tui_first_frame.py        (in a terminal; it runs until it is killed)

A plain Textual app, no scorekeeper code, drawing the screen that ``scorekeeper new --preset
matador-classic --players Anna,Boris`` draws at 80x24 with the same widgets: the title, two
player cards of two labels (the first one's border heavy, as the current player's), the
status line, a rounds table with the same columns, the round's log with its hint, a message
line and a compact footer with the same eleven keys and labels. Static content, the same
strings (``COMPLETE`` lists those the benchmark waits for). It runs in the real terminal, as
the scorekeeper does: the benchmark spawns both in a pty and times each to its complete screen.
"""

from __future__ import annotations

from typing import Any

TITLE = "Matador (classic)"
PLAYERS = ("Anna", "Boris")
HINT = "Nothing yet this round. Space: a tile, m: a matador."
# (key, label) of the scoreboard's footer for matador-classic at 80 columns, in its order
KEYS = (
    ("question_mark", "help"), ("space", "0"), ("m", "+10"), ("p", "0"), ("r", "end"),
    ("a", "adjust"), ("u", "undo"), ("e", "edit"), ("f", "stop"), ("x", "export"),
    ("q", "quit"),
)  # fmt: skip
# what both screens show once complete: title, both cards, the log's hint, the footer's end
COMPLETE = (TITLE, "1 Anna", "2 Boris", "Nothing yet this round.", "Round 1", "q quit")

BARE_CSS = """
#title { height: 1; padding: 0 1; background: $primary-muted; text-style: bold; }
#cards { height: 4; }
.card { width: 1fr; height: 4; border: round $panel-lighten-2; padding: 0 1; }
.card.-current { border: heavy $accent; border-title-color: $accent; }
.card .total { text-style: bold; width: 100%; }
.card .round-points { color: $text-muted; }
#status { height: 1; padding: 0 1; background: $boost; text-style: bold; }
#lower { height: 1fr; }
#rounds { width: 1fr; height: 1fr; border: round $panel-lighten-1; }
#log { width: 28; height: 1fr; border: round $panel-lighten-1; padding: 0 1; }
#message { height: auto; max-height: 2; padding: 0 1; color: $text-muted; }
"""


def bare_app() -> Any:
    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.containers import Horizontal, VerticalScroll
    from textual.widget import Widget
    from textual.widgets import DataTable, Footer, Label, Static

    class Card(Widget):
        def __init__(self, seat: int) -> None:
            super().__init__(classes="card -current" if seat == 0 else "card")
            self.border_title = f"{'▶ ' if seat == 0 else ''}{seat + 1} {PLAYERS[seat]}"

        def compose(self) -> ComposeResult:
            yield Label("0", classes="total", markup=False)
            yield Label("this round 0", classes="round-points", markup=False)

    class BareBoard(App[None]):
        CSS = BARE_CSS
        # one action per key: the footer shows one key per action
        BINDINGS = [
            Binding(key, f"press('{key}')", label, key_display="␣" if key == "space" else None)
            for key, label in KEYS
        ]

        def action_press(self, key: str) -> None:
            self.bell()

        def compose(self) -> ComposeResult:
            yield Static(TITLE, id="title", markup=False)
            with Horizontal(id="cards"):
                for seat in range(len(PLAYERS)):
                    yield Card(seat)
            yield Static("No points yet  │  round 1 · to 100 points", id="status")
            with Horizontal(id="lower"):
                yield DataTable(id="rounds", cursor_type="none", zebra_stripes=True)
                log = VerticalScroll(Static(HINT, markup=False), id="log")
                log.border_title = "Round 1"
                yield log
            yield Static("", id="message", markup=False)
            yield Footer(compact=True, show_command_palette=False)

        def on_mount(self) -> None:
            table = self.query_one(DataTable)
            table.add_column("#", key="round", width=3)
            for seat, name in enumerate(PLAYERS):
                table.add_column(name, key=str(seat), width=9)

    return BareBoard()


def main() -> None:
    bare_app().run()


if __name__ == "__main__":
    main()
