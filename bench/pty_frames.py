"""Start a program in a pseudo-terminal and tell when a screen has been drawn (issue 20 item 7).

``first_complete(argv, wanted, env)`` forks ``argv`` onto a new pty of 80x24, as a terminal
emulator would, reads what it writes, and replays it onto ``Screen`` (the little of VT100 that
Textual writes: cursor positions, text, erasing; colours and modes are skipped). Like most
terminals of today it answers Textual's question whether it supports synchronized output
(DECRQM 2026), so every frame comes between ``ESC[?2026h`` and ``ESC[?2026l`` and frames can be
told apart without timing. As soon as a frame ends with every string of ``wanted`` on the
screen, the child is killed; the result is the wall time from the fork to the read that ended
that frame, the child's CPU time (its own and its threads', from ``wait4``), and every frame
up to then. Linux only.

Run:  python bench/pty_frames.py [--until TEXT]... -- COMMAND...   (prints each frame drawn)
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


SYNC_QUERY = b"\x1b[?2026$p"  # DECRQM: is synchronized output supported?
SYNC_REPLY = b"\x1b[?2026;2$y"  # yes (and off for now), as kitty, foot or WezTerm answer
SYNC_START, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
MARKERS = re.compile(rb"(\x1b\[\?2026[hl])")
ESCAPE_END = re.compile(rb"[@A-Za-z~\x07\\]")  # the last byte of a CSI, OSC or short escape


@dataclass(frozen=True)
class Frame:
    at: float  # seconds from the fork to the read that ended the frame
    screen: str  # the whole screen once the frame was drawn
    cpu: float | None  # the child's CPU seconds then (None without /proc)


@dataclass(frozen=True)
class Drawn:
    wall: float  # seconds from the fork to the end of the frame that completed the screen
    cpu: float  # the child's CPU seconds (user + system, threads included) until it was killed
    frames: tuple[Frame, ...]  # every frame up to that one, which is the last
    later: tuple[Frame, ...]  # the frames drawn while lingering after it
    unsynchronized: int  # reads with text outside any frame (before sync was agreed)

    @property
    def screen(self) -> str:
        return self.frames[-1].screen


def first_complete(
    argv: Sequence[str], wanted: Sequence[str], env: Mapping[str, str], linger: float = 0.0
) -> Drawn:
    """Run ``argv`` in a new 80x24 pty until a frame ends with every string of ``wanted`` on
    its screen; then go on reading for ``linger`` seconds more (the frames that follow are in
    ``Drawn.later``; the CPU time is the child's at the complete frame)."""
    spawned = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:  # the child: its terminal is the pty
        os.execvpe(argv[0], list(argv), dict(env))
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        attributes = termios.tcgetattr(fd)
        attributes[3] &= ~termios.ECHO  # not echoed back while the child is still in cooked mode
        termios.tcsetattr(fd, termios.TCSANOW, attributes)
        # the answer waits in the terminal's input before the question: Textual reads it as
        # soon as it listens, so even its first frame is synchronized (it asks again below)
        os.write(fd, SYNC_REPLY)
        watch = _Watch(fd, spawned, pid)
        frames = watch.until(wanted)
        cpu = frames[-1].cpu
        watch.linger(linger)
    finally:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
        os.close(fd)
    if cpu is None:  # no /proc: the CPU time until it was killed
        cpu = usage.ru_utime + usage.ru_stime
    later = tuple(watch.frames[len(frames) :])
    return Drawn(frames[-1].at, cpu, frames, later, watch.unsynchronized)


def cpu_seconds(pid: int) -> float | None:
    """CPU time of every thread of ``pid`` so far, to the nanosecond (``schedstat``)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
        total = 0
        for task in tasks:
            with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                total += int(stat.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return total / 1e9


class _Watch:
    """What the child has drawn so far, frame by frame."""

    def __init__(self, fd: int, spawned: float, pid: int) -> None:
        self.fd, self.spawned, self.pid = fd, spawned, pid
        self.screen = Screen()
        self.frames: list[Frame] = []
        self.unsynchronized = 0
        self._in_frame = False
        self._carry = b""  # an escape sequence cut in two by a read

    def until(self, wanted: Sequence[str]) -> tuple[Frame, ...]:
        while time.monotonic() - self.spawned < TIMEOUT:
            ready, _, _ = select.select([self.fd], [], [], 0.5)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 1 << 16)
            except OSError:  # the child closed its terminal: it exited
                break
            ended = self._read(data, time.monotonic() - self.spawned)
            if ended and all(piece in self.frames[-1].screen for piece in wanted):
                return tuple(self.frames)
        shown = self.frames[-1].screen if self.frames else self.screen.text()
        missing = ", ".join(repr(piece) for piece in wanted if piece not in shown)
        raise SystemExit(f"pty_frames: never on screen: {missing}; the last frame:\n{shown}")

    def linger(self, seconds: float) -> None:
        """Go on reading what the child draws for ``seconds``."""
        until = time.monotonic() + seconds
        while (left := until - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    data = os.read(self.fd, 1 << 16)
                except OSError:
                    return
                self._read(data, time.monotonic() - self.spawned)

    def _read(self, data: bytes, at: float) -> bool:
        """Replay ``data``; whether a frame ended in it."""
        data, self._carry = self._carry + data, b""
        if (cut := data.rfind(b"\x1b")) >= 0 and not ESCAPE_END.search(data, cut + 1):
            data, self._carry = data[:cut], data[cut:]  # an escape cut by the read: wait
        if SYNC_QUERY in data:
            os.write(self.fd, SYNC_REPLY)
        ended = False
        for piece in MARKERS.split(data):
            if piece == SYNC_START:
                self._in_frame = True
            elif piece == SYNC_END:
                self._in_frame, ended = False, True
                self.frames.append(Frame(at, self.screen.text(), cpu_seconds(self.pid)))
            else:
                self.screen.feed(piece)
                if not self._in_frame and OSC.sub(b"", CSI.sub(b"", piece)).strip():
                    self.unsynchronized += 1
        return ended


def main() -> None:
    """Print every frame ``COMMAND`` draws, until one holds every ``--until`` text."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--until", action="append", default=[], metavar="TEXT")
    parser.add_argument("--linger", type=float, default=0.0, help="seconds to go on reading")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    drawn = first_complete(args.command, args.until, os.environ, args.linger)
    for number, frame in enumerate(drawn.frames + drawn.later, start=1):
        print(f"--- frame {number} at {frame.at * 1e3:.1f} ms")
        print(frame.screen)
    print(f"--- {len(drawn.frames)} frames to the complete one, {len(drawn.later)} after it, "
          f"CPU {drawn.cpu * 1e3:.1f} ms, "
          f"{drawn.unsynchronized} unsynchronized writes")  # fmt: skip
    sys.exit(0)


if __name__ == "__main__":
    main()
