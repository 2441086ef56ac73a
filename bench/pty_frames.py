"""Start a program in a pseudo-terminal and tell when a screen has been drawn (issue 20 item 7).

``first_complete(argv, wanted, env)`` forks ``argv`` onto a new pty of 80x24, as a terminal
emulator would, reads what it writes, and replays it onto ``Screen`` (the little of VT100 that
Textual writes: cursor positions, text, erasing; colours and modes are skipped). As soon as
every string of ``wanted`` is on the screen at once, the child is killed; the result is the
wall time from the fork to the read that completed the screen, the child's CPU time (its own
and its threads', from ``wait4``), and the frames (writes) seen up to then. Linux only.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import time
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

COLUMNS, ROWS = 80, 24
CSI = re.compile(rb"\x1b\[([0-9;?<>=$ ]*)([@A-Za-z~])")
OSC = re.compile(rb"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
OTHER_ESCAPE = re.compile(rb"\x1b[()][0-9A-Za-z]|\x1b[=>78DEHMNOZc\\]")
TIMEOUT = 30.0  # seconds; a child that never draws the screen is a failure, not a hang


class Screen:
    """A grid of characters that follows the cursor-positioning part of VT100."""

    def __init__(self, columns: int = COLUMNS, rows: int = ROWS) -> None:
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.x = self.y = 0
        self._pending = b""  # an escape or a UTF-8 character cut in two by a read

    def feed(self, data: bytes) -> None:
        data, self._pending = self._pending + data, b""
        start = 0
        for match in re.finditer(rb"\x1b|\r|\n", data):
            if match.start() < start:
                continue  # inside an escape already handled
            self._text(data[start : match.start()])
            start = self._control(data, match.start())
            if start < 0:  # an escape cut off by the read: wait for the rest
                self._pending = data[match.start() :]
                return
        self._text(data[start:])

    def _control(self, data: bytes, at: int) -> int:
        """Handle the control at ``at``; where the text goes on (-1: incomplete)."""
        if data[at] == 0x0D:
            self.x = 0
            return at + 1
        if data[at] == 0x0A:
            self.y = min(self.y + 1, self.rows - 1)
            return at + 1
        for pattern in (CSI, OSC, OTHER_ESCAPE):
            if match := pattern.match(data, at):
                if pattern is CSI:
                    self._csi(match.group(1), match.group(2))
                return match.end()
        return -1 if len(data) - at < 256 else at + 1

    def _csi(self, params: bytes, final: bytes) -> None:
        if final in (b"H", b"f") and not params.startswith(b"?"):
            row, _, column = params.partition(b";")
            self.y, self.x = int(row or 1) - 1, int(column or 1) - 1
        elif final == b"J" and params in (b"2", b"3"):
            self.cells = [[" "] * self.columns for _ in range(self.rows)]

    def _text(self, raw: bytes) -> None:
        cut = _incomplete_tail(raw)
        if cut:
            self._pending, raw = raw[-cut:], raw[:-cut]
        for char in raw.decode("utf-8", "replace"):
            if unicodedata.combining(char) or not char.isprintable():
                continue
            if 0 <= self.y < self.rows and 0 <= self.x < self.columns:
                self.cells[self.y][self.x] = char
            self.x += 2 if unicodedata.east_asian_width(char) in "WF" else 1

    def text(self) -> str:
        return "\n".join("".join(row) for row in self.cells)


def _incomplete_tail(raw: bytes) -> int:
    """How many bytes at the end of ``raw`` start a UTF-8 character that is not complete."""
    for back in range(1, min(4, len(raw)) + 1):
        byte = raw[-back]
        if byte & 0xC0 == 0x80:
            continue  # a continuation byte: look further back for the lead
        needs = 2 if byte >= 0xC0 and byte < 0xE0 else 3 if byte < 0xF0 else 4
        return back if byte >= 0xC0 and back < needs else 0
    return 0


@dataclass(frozen=True)
class Drawn:
    wall: float  # seconds from the fork to the read that completed the screen
    cpu: float  # the child's CPU seconds (user + system, threads included) until it was killed
    writes: int  # reads that carried part of a frame (text), up to the complete one
    screen: str  # the screen as it was then


def first_complete(argv: Sequence[str], wanted: Sequence[str], env: Mapping[str, str]) -> Drawn:
    """Run ``argv`` in a new 80x24 pty until every string of ``wanted`` is on its screen."""
    spawned = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:  # the child: its terminal is the pty
        os.execvpe(argv[0], list(argv), dict(env))
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        wall, writes, screen = _watch(fd, spawned, wanted)
    finally:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
        os.close(fd)
    return Drawn(wall, usage.ru_utime + usage.ru_stime, writes, screen.text())


def _watch(fd: int, spawned: float, wanted: Sequence[str]) -> tuple[float, int, Screen]:
    screen, writes = Screen(), 0
    while time.monotonic() - spawned < TIMEOUT:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            data = os.read(fd, 1 << 16)
        except OSError:  # the child closed its terminal: it exited
            break
        read_at = time.monotonic()
        screen.feed(data)
        writes += bool(CSI.sub(b"", data).strip())
        text = screen.text()
        if all(piece in text for piece in wanted):
            return read_at - spawned, writes, screen
    raise SystemExit(f"pty_frames: {argv_name(wanted)} never on screen; last:\n{screen.text()}")


def argv_name(wanted: Sequence[str]) -> str:
    return ", ".join(repr(piece) for piece in wanted)
