"""Benchmark of the scoreboard (issue 3 item 8): key press to finished frame, and start-up.

1. **Key press -> finished frame, through the real SQLite store**, with 10, 5,000 and 50,000
   events already in the match (issue 10: the write of each entry must not grow with the
   log). six-matador-expert, the realistic mix of ``core_matches`` (rounds of about 25
   events); at every size the round in progress holds the same 10 events, so only the history
   differs. Each size's match is stored in its own database file in a temporary folder
   (``Store.create_match``, then ``Store.load_session``, as the app resumes it), so every key
   that records, undoes or redoes commits its transaction, fsynced (WAL, synchronous=FULL),
   inside the span measured. The real app starts on its home screen under
   ``App.run_test(headless=True, size=(80, 24))``, the bench pushes
   ``ScoreboardScreen(session)`` and presses keys with ``pilot.press``.

   A *frame* is a call of ``App._display`` with the compositor's update, encoded into
   terminal bytes as a real driver would (headless mode skips only that step, so the bench
   does it). For each key the span runs from just before ``pilot.press`` to the *last*
   frame drawn while ``pilot.press`` waits for the app to go idle (at least 40 ms; a key
   draws 2-4 frames). **work** = CPU time of the process over that span: what would grow
   with the match; **latency** = wall time over it: the same plus the wait for the 60 fps
   refresh timer and for other processes. Blocks of 20 keys alternate between the sizes,
   each on a fresh app; after a block the match is undone back to its size through the
   session, so through the store too (not timed). Medians. The limit: the largest size
   against 10 within 1.2 (the middle sizes are printed for the curve).
2. **Start-up to the complete board, in a terminal** (``bench_start.py``, issue 20 item 7):
   ``scorekeeper new`` and a bare Textual app drawing the same screen, each spawned in a
   pseudo-terminal, with and without ``.pyc`` files, interleaved; medians of the wall time
   from the fork to the frame that completes the board and of the child's CPU time then
   (limit 1.3x, both ways). Also the import of ``scorekeeper.tui.app`` alone.

Run:  .venv/bin/python bench/bench_tui.py            (full run, about 4 minutes on 2 cores)
      .venv/bin/python bench/bench_tui.py --quick    (tiny sizes; smoke test, no verdict)
      .venv/bin/python bench/bench_tui.py --profile  (cProfile the keys at the first and the
                                                      last size: the functions that grew)
Exit status 1 when a ratio is above its limit (never with --quick).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import datetime
import os
import platform
import pstats
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import textual
from textual._compositor import CompositorUpdate
from textual.pilot import Pilot

import bench_start  # the sibling modules (run as a script)
from core_matches import MIXES, PLAYERS, RoundWriter
from scorekeeper.catalog import load_catalog
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.one_key import ScoreboardScreen

KEY_RATIO_LIMIT = 1.2
IN_PROGRESS = 10  # events of the round in progress, the same at every size
SIZE = (80, 24)
NO_CUSTOM_PRESETS = Path("/nonexistent-user-presets")
MIX = next(mix for mix in MIXES if mix.preset_id == "six-matador-expert")

# What a scorekeeper presses: mostly tiles, some matadors, open sixes and passes, a mistake
# undone and redone. 20 keys, 15 of them new entries: the round in progress grows from 10 to
# at most 25 events, a normal round. The same keys at every size.
KEYS = (
    "space", "space", "m", "b", "space", "p", "space", "u", "ctrl+y", "space",
    "m", "space", "p", "space", "b", "u", "u", "ctrl+y", "ctrl+y", "space",
)  # fmt: skip


# -- the matches --------------------------------------------------------------------------
def round_lengths(total: int, rng: random.Random) -> list[int]:
    """Lengths of complete rounds (about 20-30 events, each with its end) adding up to ``total``."""
    lengths, left = [], total
    while left > 0:
        length = left if left <= 30 else (left // 2 if left <= 40 else rng.randint(20, 30))
        lengths.append(length)
        left -= length
    return lengths


def build_position(events: int, seed: int = 2) -> Match:
    """``events`` legal events: complete rounds, then a round in progress of ``IN_PROGRESS``."""
    preset = load_catalog(NO_CUSTOM_PRESETS).get(MIX.preset_id)
    match = Match(PLAYERS, preset, MIX.target, MIX.rounds_limit)
    writer, rng = RoundWriter(MIX, preset, random.Random(seed)), random.Random(seed + 1)
    for length in round_lengths(events - IN_PROGRESS, rng):
        for event in writer.write(length):
            match.record(event)
    # the same partial round at every size: a fresh writer with a fixed seed, its end cut off
    partial = RoundWriter(MIX, preset, random.Random(seed + 7)).write(IN_PROGRESS + 2)
    for event in partial[:IN_PROGRESS]:
        match.record(event)
    assert len(match.log) == events and match.round_in_progress is not None
    return match


# -- key press to frame -------------------------------------------------------------------
class TimedApp(ScorekeeperApp):
    """The real app, noting the wall and CPU clocks at every frame it finishes."""

    def __init__(self) -> None:
        # no start request: the app opens on its home screen, the bench pushes the board
        super().__init__(load_catalog(NO_CUSTOM_PRESETS), Settings())
        self.frames: list[tuple[float, float]] = []

    def _display(self, screen: Any, renderable: Any) -> None:
        super()._display(screen, renderable)
        if renderable is None:
            return
        if isinstance(renderable, CompositorUpdate):  # headless mode skips the encoding
            renderable.render_segments(self.console)
        self.frames.append((time.perf_counter(), time.process_time()))


@dataclass
class KeySamples:
    work: list[float] = field(default_factory=list)  # CPU seconds, press to last frame
    latency: list[float] = field(default_factory=list)  # wall seconds, press to last frame
    frames: list[int] = field(default_factory=list)
    late: int = 0  # frames drawn only after pilot.press returned (not in the figures)


async def timed_press(pilot: Pilot[None], app: TimedApp, key: str, samples: KeySamples) -> None:
    app.frames.clear()
    wall, cpu = time.perf_counter(), time.process_time()
    await pilot.press(key)  # sends the key, then waits until the app is idle
    frames = list(app.frames)
    await pilot.pause()  # anything still pending is drawn now and counted as late
    samples.late += len(app.frames) - len(frames)
    if not frames:
        raise SystemExit(f"bench: key {key!r} drew no frame")
    samples.work.append(frames[-1][1] - cpu)
    samples.latency.append(frames[-1][0] - wall)
    samples.frames.append(len(frames))


async def key_block(session: MatchSession, samples: KeySamples, keys: int = len(KEYS)) -> None:
    """One fresh app on ``session``: press the first ``keys`` of ``KEYS`` (after two warm-up
    keys), then undo back."""
    size = session.match.entry_count
    app = TimedApp()
    async with app.run_test(headless=True, size=SIZE) as pilot:
        await app.push_screen(ScoreboardScreen(session))
        await pilot.pause()
        await pilot.press("space", "u")  # warm-up: the first use of each code path
        for key in KEYS[:keys]:
            await timed_press(pilot, app, key, samples)
    while session.match.entry_count > size:
        session.undo()


def stored_sessions(sizes: tuple[int, ...], folder: Path) -> dict[int, MatchSession]:
    """Each size's match in its own database, resumed as the app resumes it."""
    sessions = {}
    for size in sizes:
        store = Store.open(folder / f"{size}.db")  # closed with the process
        sessions[size] = store.load_session(store.create_match(build_position(size)))
    return sessions


def measure_keys(sizes: tuple[int, ...], blocks: int, keys: int) -> dict[int, KeySamples]:
    samples = {size: KeySamples() for size in sizes}
    with tempfile.TemporaryDirectory() as folder:
        sessions = stored_sessions(sizes, Path(folder))
        for block in range(blocks):
            shift = block % len(sizes)  # rotate the order, so that drift hits every size alike
            for size in sizes[shift:] + sizes[:shift]:
                asyncio.run(key_block(sessions[size], samples[size], keys))
    return samples


def profile_keys(sizes: tuple[int, int], blocks: int) -> None:
    """cProfile the same keys at two sizes; print the functions whose own time grew most."""
    stats = {}
    with tempfile.TemporaryDirectory() as folder:
        sessions = stored_sessions(sizes, Path(folder))
        for size in sizes:
            profiler = cProfile.Profile()
            for _ in range(blocks):
                profiler.enable()
                asyncio.run(key_block(sessions[size], KeySamples()))
                profiler.disable()
            stats[size] = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    small, large = (stats[size] for size in sizes)
    pressed = blocks * (len(KEYS) + 2)

    def own(table: dict[Any, Any], func: Any) -> float:
        return float(table[func][2]) / pressed * 1e6 if func in table else 0.0

    idle = [func for func in large if "'poll' of 'select" in func[2]]  # waiting, not work
    grown = sorted(set(large) - set(idle), key=lambda f: own(large, f) - own(small, f))[::-1]
    print(f"\nOwn time per key under cProfile, {sizes[0]:,} vs {sizes[1]:,} events (grown most):")
    print(f"| µs at {sizes[0]:,} | µs at {sizes[1]:,} | calls/key at {sizes[1]:,} | function |")
    print("|---:|---:|---:|---|")
    for func in grown[:25]:
        where = f"{Path(func[0]).name}:{func[1]} {func[2]}"
        calls = large[func][1] / pressed
        print(f"| {own(small, func):.0f} | {own(large, func):.0f} | {calls:.1f} | {where} |")


# -- report ---------------------------------------------------------------------------------
def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f}"


def report_keys(sizes: tuple[int, ...], samples: dict[int, KeySamples]) -> float:
    print(
        "\n| events in the match | keys | work ms/key (CPU) | latency ms/key (wall) | frames/key |"
    )
    print("|---:|---:|---:|---:|---:|")
    for size in sizes:
        s = samples[size]
        work, latency = statistics.median(s.work), statistics.median(s.latency)
        frames = statistics.mean(s.frames)
        print(f"| {size:,} | {len(s.work)} | {ms(work)} | {ms(latency)} | {frames:.2f} |")
    late = sum(s.late for s in samples.values())
    print(f"\nlate frames (drawn after a key's idle wait, not counted): {late}")
    small, large = sizes[0], sizes[-1]
    verdict = 0.0
    for other in sizes[:-1]:
        for figure in ("work", "latency"):
            ratio = statistics.median(getattr(samples[large], figure)) / statistics.median(
                getattr(samples[other], figure)
            )
            limit = f" (limit {KEY_RATIO_LIMIT})" if other == small else ""
            print(f"key ratio {large}/{other} {figure}: {ratio:.3f}{limit}")
            verdict = max(verdict, ratio) if other == small else verdict
    return verdict


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 5_000, 50_000],
                        help="events in the match; the first and last are judged")  # fmt: skip
    parser.add_argument("--blocks", type=int, default=12, help="blocks of --keys keys per size")
    parser.add_argument("--keys", type=int, default=len(KEYS), help="keys a block, at most 20")
    parser.add_argument("--start-runs", type=int, default=15, help="start-ups per app and mode")
    parser.add_argument("--start-only", action="store_true", help="measure the start-up only")
    parser.add_argument("--profile", action="store_true", help="cProfile the keys and stop")
    args = parser.parse_args()
    if args.quick:
        args.sizes, args.blocks, args.start_runs, args.keys = [10, 60], 1, 1, 4
    if len(args.sizes) < 2 or min(args.sizes) < IN_PROGRESS:
        parser.error(f"--sizes: at least two sizes of {IN_PROGRESS} events or more")
    return args


def main() -> int:
    args = parse_args()
    sizes = tuple(args.sizes)
    if args.profile:
        profile_keys((sizes[0], sizes[-1]), args.blocks // 4 or 1)
        return 0
    print(f"# Scoreboard benchmark, {datetime.date.today()}")
    print(f"Python {platform.python_version()}, Textual {textual.__version__}, "
          f"{platform.machine()}, {len(os.sched_getaffinity(0))} cores")  # fmt: skip
    key_ratio = (
        0.0 if args.start_only else report_keys(sizes, measure_keys(sizes, args.blocks, args.keys))
    )
    # --quick: one start of each and one import of each, without the uncounted first starts
    start_ratio = (
        bench_start.run(1, imports_each=1, warm=False)
        if args.quick
        else bench_start.run(args.start_runs)
    )
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 0 if key_ratio <= KEY_RATIO_LIMIT and start_ratio <= bench_start.START_RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
