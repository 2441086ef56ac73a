"""The child process of ``bench_tui.py``'s start-up measurement: one app, up to its first frame.

Run:  python bench/tui_first_frame.py scorekeeper|bare

``scorekeeper`` opens the real app on a new match (as ``scorekeeper new`` does, minus the
terminal and the settings file); ``bare`` is a plain Textual app with the same widgets
(a title, three player cards of two labels, a status line, a rounds table with the same
columns, a scrolling log, a message line, a footer with as many keys) and static content,
no scorekeeper code. Both run headless at 80x24 and exit from the same hook at their first
frame of the board, after encoding it into terminal bytes as a real driver would.

The process prints, as JSON, ``time.monotonic()`` and ``time.process_time()`` at each phase:
``script`` (interpreter up), ``imported`` (for scorekeeper: ``scorekeeper.tui.app`` alone),
``built`` (presets loaded, app constructed) and ``first_frame``. On Linux the monotonic clock
is shared by every process, so the parent subtracts the moment it spawned this one. The
top-level imports are the standard library only, so both apps pay the same for this script.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

SIZE = (80, 24)
PLAYERS = ("Anna", "Boris", "Vera")
PRESET = "six-matador-expert"
MARKS: dict[str, tuple[float, float]] = {}  # phase: (time.monotonic(), time.process_time())


def mark(phase: str) -> None:
    MARKS[phase] = (time.monotonic(), time.process_time())


def first_frame_mixin(app_class: Any, is_board: Any) -> Any:
    """``app_class`` that marks its first frame of the board and then exits."""
    from textual._compositor import CompositorUpdate

    class FirstFrame(app_class):  # type: ignore[misc]
        def _display(self, screen: Any, renderable: Any) -> None:
            super()._display(screen, renderable)
            if renderable is None or "first_frame" in MARKS or not is_board(screen):
                return
            if isinstance(renderable, CompositorUpdate):  # headless skips the encoding
                renderable.render_segments(self.console)
            mark("first_frame")
            self.exit()

    return FirstFrame


def scorekeeper_app() -> Any:
    import scorekeeper.tui.app

    mark("imported")  # scorekeeper.tui.app alone: it pulls in the screens and the model
    from pathlib import Path

    from scorekeeper.catalog import load_catalog
    from scorekeeper.settings import Settings
    from scorekeeper.tui.board.one_key import ScoreboardScreen
    from scorekeeper.tui.screens.new_match import NewMatchRequest

    is_board = lambda screen: isinstance(screen, ScoreboardScreen)  # noqa: E731
    app_class = first_frame_mixin(scorekeeper.tui.app.ScorekeeperApp, is_board)
    start = scorekeeper.tui.app.Start(new_match=NewMatchRequest(PLAYERS, PRESET, None, None))
    catalog = load_catalog(Path("/nonexistent-user-presets"))  # built-in presets only
    return app_class(catalog, Settings(), start=start)


BARE_CSS = """
#title { height: 1; padding: 0 1; background: $primary-muted; text-style: bold; }
#cards { height: 4; }
.card { width: 1fr; height: 4; border: round $panel-lighten-2; padding: 0 1; }
.card .total { text-style: bold; width: 100%; }
.card .round-points { color: $text-muted; }
#status { height: 1; padding: 0 1; background: $boost; text-style: bold; }
#lower { height: 1fr; }
#rounds { width: 1fr; height: 1fr; border: round $panel-lighten-1; }
#log { width: 28; height: 1fr; border: round $panel-lighten-1; padding: 0 1; }
#message { height: auto; max-height: 2; padding: 0 1; color: $text-muted; }
"""

# the nine keys the scoreboard's footer shows
BARE_KEYS = ("space", "m", "p", "b", "r", "a", "u", "e", "question_mark")


def bare_app() -> Any:
    from textual.app import App, ComposeResult
    from textual.binding import Binding
    from textual.containers import Horizontal, VerticalScroll
    from textual.widget import Widget
    from textual.widgets import DataTable, Footer, Label, Static

    mark("imported")

    class Card(Widget):
        def __init__(self, seat: int) -> None:
            super().__init__(classes="card")
            self.border_title = f"{seat + 1} {PLAYERS[seat]}"

        def compose(self) -> ComposeResult:
            yield Label("0", classes="total", markup=False)
            yield Label("this round 0", classes="round-points", markup=False)

    class BareBoard(App[None]):
        CSS = BARE_CSS
        BINDINGS = [Binding(key, "bell", key.upper()) for key in BARE_KEYS]

        def compose(self) -> ComposeResult:
            yield Static("Six Matador (expert)", id="title", markup=False)
            with Horizontal(id="cards"):
                for seat in range(len(PLAYERS)):
                    yield Card(seat)
            yield Static("No points yet  │  round 1 · players decide", id="status")
            with Horizontal(id="lower"):
                yield DataTable(id="rounds", cursor_type="none", zebra_stripes=True)
                with VerticalScroll(id="log"):
                    yield Static("Nothing yet this round.", markup=False)
            yield Static("", id="message", markup=False)
            yield Footer(compact=True, show_command_palette=False)

        def on_mount(self) -> None:
            table = self.query_one(DataTable)
            table.add_column("#", key="round", width=3)
            for seat, name in enumerate(PLAYERS):
                table.add_column(name, key=str(seat), width=9)

    return first_frame_mixin(BareBoard, lambda screen: True)()


def main() -> None:
    mark("script")
    kind = sys.argv[1]
    app = scorekeeper_app() if kind == "scorekeeper" else bare_app()
    mark("built")
    app.run(headless=True, size=SIZE)
    if "first_frame" not in MARKS:
        raise SystemExit(f"tui_first_frame: {kind} exited without a frame")
    print(json.dumps(MARKS))


if __name__ == "__main__":
    main()
