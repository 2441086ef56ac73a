"""Issue 21 item 1 in a real terminal: the app on a database whose every stored text holds
terminal controls (tests/hostile_data.py), in its own folder whose name holds OSC 0, driven
through its screens at 80x24 in tmux. ``pipe-pane`` keeps every byte the app wrote; none of the
payloads may be among them. And what a user would see: the pane's title is what it was, the
clipboard (tmux's buffers, with ``set-clipboard on`` as a terminal would take OSC 52) holds
nothing, and the hostile names are on the screen as escapes.

tests/tui/test_hostile_terminal.py walks every screen in Textual's own output."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from tests.hostile_data import Planted, leaks, plant

SCRIPT = """#!/bin/sh
while [ ! -e "$SK_GO" ]; do sleep 0.05; done  # until every byte is piped to the file
cd "$SK_FOLDER" || exit 9
"$SK_PYTHON" -m scorekeeper --db "$SK_DB" --lang en
echo EXITED $?
sleep 60
"""


class Pane:
    """One tmux server of the test's own (its options and buffers are nobody else's)."""

    def __init__(self, socket: str) -> None:
        self.socket = socket

    def tmux(self, *args: str) -> str:
        assert shutil.which("tmux"), "tmux is needed: apt-get install -y tmux (CI's .ci/run does)"
        command = ["tmux", "-L", self.socket, "-f", "/dev/null", *args]
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", "-t", "sk", "--", key)
            time.sleep(0.2)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-t", "sk", "-p")

    def wait_for(self, text: str, seconds: float = 20) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def title(self) -> str:
        return self.tmux("display-message", "-p", "-t", "sk", "#{pane_title}").strip()

    def buffers(self) -> str:
        return self.tmux("list-buffers")


@pytest.fixture
def hostile(tmp_path: Path, catalog: Catalog) -> Iterator[tuple[Pane, Planted, Path]]:
    planted = plant(tmp_path, catalog)
    script, written, go = tmp_path / "run.sh", tmp_path / "written.bin", tmp_path / "go"
    script.write_text(SCRIPT, encoding="utf-8")
    script.chmod(0o755)
    pane = Pane(f"sk-hostile-{uuid.uuid4().hex[:8]}")
    env = {
        "SK_GO": str(go),
        "SK_FOLDER": str(planted.db.parent),  # the app's folder: exports are offered there
        "SK_DB": str(planted.db),
        "SK_PYTHON": sys.executable,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "TERM": "xterm-256color",
    }
    options = [arg for name, value in env.items() for arg in ("-e", f"{name}={value}")]
    pane.tmux("new-session", "-d", "-s", "sk", "-x", "80", "-y", "24", *options, str(script))
    try:
        pane.tmux("set-option", "-g", "set-clipboard", "on")  # OSC 52 would make a buffer
        pane.tmux("pipe-pane", "-o", "-t", "sk", f"cat >> {written}")
        go.touch()
        yield pane, planted, written
    finally:
        subprocess.run(["tmux", "-L", pane.socket, "kill-server"], capture_output=True)


def test_a_hostile_database_at_80x24_leaves_title_clipboard_and_screen_alone(
    hostile: tuple[Pane, Planted, Path],
) -> None:
    pane, planted, written = hostile
    title = pane.title()
    screens = [pane.wait_for("Resume:")]  # the resumable match's players
    pane.keys("Enter")
    pane.wait_for("Round 2")
    pane.keys("Space", "m", "p", "u")
    pane.wait_for("Undone:")
    pane.keys("r")
    screens.append(pane.wait_for("End of round"))
    pane.keys("Escape", "a")
    pane.wait_for("Adjust points")
    pane.keys("Escape", "e")
    pane.wait_for("Edit the match")
    pane.keys("Escape", "?")
    pane.wait_for("Keys")
    pane.keys("Escape", "x")
    pane.wait_for("Export the match")
    pane.keys("C-s")
    pane.wait_for("Saved")
    pane.keys("f")
    pane.wait_for("Finish the match now?")
    pane.keys("Enter")
    pane.wait_for("final standings")
    pane.keys("h")
    _home_choice(pane, "Player statistics")
    pane.wait_for("by preset")
    pane.keys("Escape")
    _home_choice(pane, "Club night")
    pane.wait_for("choose the event")
    pane.keys("Enter")
    screens.append(pane.wait_for("Event standings"))
    pane.keys("Escape", "Escape")
    _home_choice(pane, "Past matches")
    pane.wait_for("of 5 matches")
    pane.keys("Down", "Down", "o")  # the match another app holds, on a hostile host
    screens.append(pane.wait_for("open in another"))
    pane.keys("Down", "o")  # the tiles match
    pane.wait_for("the line is empty")
    pane.keys("6")
    pane.wait_for("lays 6")
    pane.keys("Escape", "q")
    pane.wait_for("EXITED 0")
    stream = written.read_bytes().decode("utf-8", errors="surrogateescape")
    assert stream, "pipe-pane kept nothing"
    assert not leaks(stream), leaks(stream)
    assert not any("\udc80" <= char <= "\udc9f" for char in stream)  # a raw C1 byte
    assert pane.title() == title  # the window's title as it was
    assert pane.buffers() == ""  # nothing reached the clipboard
    assert list(planted.db.parent.glob("*.md"))  # the export went where the dialog offered
    # what the screens showed of the stored texts: escapes, as the command line prints them
    for seen, words in zip(
        screens,
        ("Anna\\u001b]0;PWNED", "Boris\\u009b2J\\u202e", "Friday\\u001b]0;PWNED", "host\\u001b[2J"),
        strict=True,
    ):
        assert words in seen, (words, seen)


def _home_choice(pane: Pane, choice: str) -> None:
    """The home menu's ``choice``, by its place (the highlight starts at the top): under
    "Resume: …" (an unfinished match is always there), "New match", then these."""
    pane.wait_for(choice)
    order = ("Resume:", "New match", "Past matches", "Player statistics", "Club night")
    pane.keys(*(["Down"] * order.index(choice)), "Enter")
