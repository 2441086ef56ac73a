"""Issue 20 item 7: ``scorekeeper new`` shows the whole board in its first frame, the footer
composed once; and in a real terminal too (the pty test at the end)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from textual._compositor import ChopsUpdate, LayoutUpdate

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.requests import NewMatchRequest
from scorekeeper.tui.widgets.steady_footer import SteadyFooter
from tests.tui.tui_helpers import board

ROOT = Path(__file__).resolve().parents[2]
# what the board of a new matador-classic match shows at 80x24, the footer's last key last
WHOLE_BOARD = ("Matador (classic)", "1 Anna", "2 Boris", "Nothing yet this round.", "q quit")


class FrameRecorder(ScorekeeperApp):
    """The app, keeping the text of every frame it draws (a partial one as None)."""

    def __init__(self, catalog: Catalog, settings: Settings, preset: str) -> None:
        request = NewMatchRequest(("Anna", "Boris"), preset, None, None)
        super().__init__(catalog, settings, start=Start(new_match=request))
        self.frames: list[str | None] = []

    def _display(self, screen: Any, renderable: Any) -> None:
        super()._display(screen, renderable)
        if isinstance(renderable, LayoutUpdate):
            lines = ("".join(strip.text for strip in line) for line in renderable.strips)
            self.frames.append("\n".join(lines))
        elif isinstance(renderable, ChopsUpdate):
            self.frames.append(None)


async def test_the_first_frame_holds_the_whole_board(catalog: Catalog, settings: Settings) -> None:
    """The title and the log were filled in after the first frame, and the footer was empty
    in it (Textual's footer composes its keys only once the bindings are published)."""
    app = FrameRecorder(catalog, settings, "matador-classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.frames[0]
        assert first is not None, "the first frame drew only part of the screen"
        assert [piece for piece in WHOLE_BOARD if piece not in first] == []
        assert len(app.frames) <= 4  # seven before (now: no widget redraws what it drew)


async def test_the_footer_is_composed_once(catalog: Catalog, settings: Settings) -> None:
    """The board relabels its footer at mount, on a resize and when a tile's price changes
    with the first tile of a round; the keys are relabelled in place, never composed anew."""
    app = FrameRecorder(catalog, settings, "six-matador-expert")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = board(app).query_one(SteadyFooter)
        assert footer.compositions == 1
        space = next(key for key in footer.children if getattr(key, "key", "") == "space")
        leading = getattr(space, "description", "")
        await pilot.press("space")  # the round's lead: the next tile is priced as a move
        assert getattr(space, "description", "") != leading
        await pilot.resize_terminal(120, 30)
        await pilot.pause()
        assert footer.compositions == 1
        assert space in footer.children  # the same key, relabelled


def test_in_a_terminal_the_first_frame_is_whole(tmp_path: Path) -> None:
    """``scorekeeper new`` in a pseudo-terminal (bench/pty_frames.py replays what it writes;
    frames are told apart by synchronized output, not by timing): its first frame already
    holds the whole board. Before, it held the cards and the rounds only."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), TERM="xterm-256color")  # fmt: skip
    until = [option for piece in WHOLE_BOARD for option in ("--until", piece)]
    new = ["new", "--preset", "matador-classic", "--players", "Anna,Boris"]
    command = [sys.executable, str(ROOT / "bench" / "pty_frames.py"), *until, "--"]
    done = subprocess.run(
        [*command, sys.executable, "-m", "scorekeeper", *new],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    frames = done.stdout.split("--- frame ")[1:]
    assert frames, done.stdout
    first = frames[0]
    assert [piece for piece in WHOLE_BOARD if piece not in first] == [], first
