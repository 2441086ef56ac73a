"""Benchmark of the history and statistics SCREENS (issue 4 item 7): 10,000 stored matches vs 10.

``bench_store.py`` times the store's queries; this times what a user waits for. The real app
(``ScorekeeperApp`` with ``Store.open`` on a real SQLite file) runs headless under
``App.run_test(size=(120, 40))`` on its home screen, and the bench

1. **opens a screen**: calls ``app.action_history()`` (or ``app.action_stats()``), awaits
   ``pilot.pause()``, then waits until no frame has been drawn for 50 ms. The span runs from
   just before the action to the *last* frame drawn for the new screen: the screen composed
   and mounted, its rows read from SQLite (history: the count and the first page of 50;
   statistics: every player, and the chosen player's presets), laid out and painted, the
   frame encoded into terminal bytes as a real driver would (headless mode skips only that
   step, so the bench does it).
2. **presses page-down** on the history, twice: the first press moves the cursor a screen
   down; the second reaches the last row loaded, which fetches the next page (50 rows at
   ``OFFSET 50``) - only where there is one, so it is compared at 10,000 against 100.

**work** = CPU time of the process over the span (what grows with the data); **latency** =
wall time (the same plus the 60 fps refresh timer and other processes). Databases of 10, 100
and 10,000 matches are built with ``bench_store.build`` (``Store.import_matches``). Each
*block* is a fresh app on one database; blocks rotate over the sizes, so drift hits all alike;
in a block each screen is opened ``--repeats`` times (popped in between). The first open of
each screen in a block (a fresh SQLite connection's cold page cache) is reported apart. Medians. The
issue's limit: 10000/10 within 1.5 for both screens (and 10000/100 for the fetching page-down).

Run:  .venv/bin/python bench/bench_screens.py            (full run, about 5 minutes on 2 cores)
      .venv/bin/python bench/bench_screens.py --quick    (tiny sizes; smoke test, no verdict)
      .venv/bin/python bench/bench_screens.py --profile  (cProfile the opens at the smallest
                                                          and largest size: what grew)
Exit status 1 when a ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import datetime
import os
import platform
import pstats
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import textual
from textual._compositor import CompositorUpdate
from textual.pilot import Pilot

from bench_store import build, entries_in  # the sibling benchmark (run as a script)
from scorekeeper.catalog import load_catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.history import PAGE
from scorekeeper.tui.widgets.line_table import LineTable

RATIO_LIMIT = 1.5
SIZE = (120, 40)
QUIET = 0.05  # seconds without a frame after which a screen counts as painted
NO_CUSTOM_PRESETS = Path("/nonexistent-user-presets")
Samples = dict[tuple[str, int], list[tuple[float, float]]]  # (what, size): [(work, latency)]


class TimedApp(ScorekeeperApp):
    """The real app on a store, noting the clocks and the screen of every frame it draws."""

    def __init__(self, path: Path) -> None:
        super().__init__(load_catalog(NO_CUSTOM_PRESETS), Settings(), store=Store.open(path))
        self.frames: list[tuple[float, float, str | None]] = []  # wall, CPU, screen name

    def _display(self, screen: Any, renderable: Any) -> None:
        super()._display(screen, renderable)
        if renderable is None:
            return
        if isinstance(renderable, CompositorUpdate):  # headless mode skips the encoding
            renderable.render_segments(self.console)
        self.frames.append((time.perf_counter(), time.process_time(), screen.name))


# -- one timed span ---------------------------------------------------------------------------
async def settle(pilot: Pilot[None], app: TimedApp) -> None:
    """Until the app has drawn nothing for ``QUIET`` seconds."""
    await pilot.pause()
    drawn = -1
    while drawn != len(app.frames):
        drawn = len(app.frames)
        await pilot.pause(QUIET)


async def timed(pilot: Pilot[None], app: TimedApp, start: Any, screen: str) -> tuple[float, float]:
    """(work, latency) from calling ``start`` to the last frame of ``screen`` once settled."""
    app.frames.clear()
    wall, cpu = time.perf_counter(), time.process_time()
    await start()
    await settle(pilot, app)
    frames = [frame for frame in app.frames if frame[2] == screen]
    if app.screen.name != screen or not frames:
        raise SystemExit(f"bench: no frame of the {screen} screen (on {app.screen.name})")
    return frames[-1][1] - cpu, frames[-1][0] - wall


def rows(app: TimedApp, table: str) -> int:
    return app.screen.query_one(table, LineTable).row_count


# -- a block: one fresh app on one database -----------------------------------------------------
async def block(path: Path, size: int, repeats: int, samples: Samples) -> None:
    app = TimedApp(path)
    async with app.run_test(headless=True, size=SIZE) as pilot:
        await settle(pilot, app)
        for repeat in range(repeats):
            first = " (first in app)" if repeat == 0 else ""
            await open_history(pilot, app, size, samples, first)
            await open_stats(pilot, app, size, samples, first)
    if app.store is not None:
        app.store.close()


async def open_history(
    pilot: Pilot[None], app: TimedApp, size: int, s: Samples, first: str
) -> None:
    async def action() -> None:
        app.action_history()

    s[("history" + first, size)].append(await timed(pilot, app, action, "history"))
    if rows(app, "#matches") != min(size, PAGE):
        raise SystemExit(f"bench: history shows {rows(app, '#matches')} rows of {size}")
    await page_down(pilot, app, size, s)
    app.pop_screen()
    await settle(pilot, app)


async def page_down(pilot: Pilot[None], app: TimedApp, size: int, s: Samples) -> None:
    async def press() -> None:
        await pilot.press("pagedown")

    s[("page-down, no fetch", size)].append(await timed(pilot, app, press, "history"))
    if size <= PAGE:
        return  # the cursor is on the last match already: nothing to fetch
    s[("page-down, fetches a page", size)].append(await timed(pilot, app, press, "history"))
    if rows(app, "#matches") != min(size, 2 * PAGE):
        raise SystemExit(f"bench: the second page-down left {rows(app, '#matches')} rows")


async def open_stats(pilot: Pilot[None], app: TimedApp, size: int, s: Samples, first: str) -> None:
    async def action() -> None:
        app.action_stats()

    s[("statistics" + first, size)].append(await timed(pilot, app, action, "stats"))
    if rows(app, "#players") == 0 or rows(app, "#per-preset") == 0:
        raise SystemExit(f"bench: the statistics screen is empty at {size} matches")
    app.pop_screen()
    await settle(pilot, app)


def measure(paths: dict[int, Path], blocks: int, repeats: int, warm: bool = True) -> Samples:
    samples: Samples = defaultdict(list)
    if warm:  # --quick skips it: its figures are judged by nobody
        asyncio.run(block(paths[min(paths)], min(paths), 1, defaultdict(list)))  # imports
    sizes = list(paths)
    for number in range(blocks):
        shift = number % len(sizes)  # rotate the order, so that drift hits every size alike
        for size in sizes[shift:] + sizes[:shift]:
            asyncio.run(block(paths[size], size, repeats, samples))
    return samples


def profile(paths: dict[int, Path], repeats: int) -> None:
    """cProfile the same blocks at the smallest and largest size; print what grew most."""
    tables = {}
    for size in (min(paths), max(paths)):
        profiler = cProfile.Profile()
        profiler.enable()
        asyncio.run(block(paths[size], size, repeats, defaultdict(list)))
        profiler.disable()
        tables[size] = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    small, large = tables[min(paths)], tables[max(paths)]

    def own_ms(table: dict[Any, Any], func: Any) -> float:
        return float(table[func][2]) * 1000 / repeats if func in table else 0.0

    grown = sorted(large, key=lambda func: own_ms(large, func) - own_ms(small, func), reverse=True)
    print(f"\nOwn time per repetition under cProfile, {min(paths):,} vs {max(paths):,} matches:")
    print(f"| ms at {min(paths):,} | ms at {max(paths):,} | function |\n|---:|---:|---|")
    for func in grown[:25]:
        where = f"{func[0]}:{func[1]} {func[2]}"
        print(f"| {own_ms(small, func):.2f} | {own_ms(large, func):.2f} | {where} |")


# -- report -------------------------------------------------------------------------------------
def medians(values: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(v[0] for v in values), statistics.median(v[1] for v in values)


def report(samples: Samples, sizes: list[int]) -> list[float]:
    """The table, then the judged ratios (returned)."""
    whats = list(dict.fromkeys(what for what, _ in samples))
    print("\n| what | matches | samples | work ms (CPU) | latency ms (wall) |")
    print("|---|---:|---:|---:|---:|")
    for what in whats:
        for size in sizes:
            if values := samples.get((what, size)):
                work, latency = medians(values)
                cells = f"{len(values)} | {work * 1e3:.1f} | {latency * 1e3:.1f}"
                print(f"| {what} | {size:,} | {cells} |")
    small, middle, big = sizes
    judged = []
    for what in whats:
        # a page-down is judged where both sizes scroll a full page (the small history fits)
        bases = (middle,) if what.startswith("page-down") else (small, middle)
        for base, clock in ((b, c) for b in bases for c in ("work", "latency")):
            index = 0 if clock == "work" else 1
            ratio = medians(samples[(what, big)])[index] / medians(samples[(what, base)])[index]
            limit = f"(limit {RATIO_LIMIT})" if base == bases[0] else "(not judged)"
            print(f"ratio {big}/{base} {what} {clock}: {ratio:.2f} {limit}")
            judged += [ratio] if base == bases[0] else []
    return judged


def report_files(paths: dict[int, Path]) -> None:
    print("\n| matches | log entries | file bytes | bytes/entry |\n|---:|---:|---:|---:|")
    for size, path in paths.items():
        entries, size_bytes = entries_in(path), path.stat().st_size
        print(f"| {size:,} | {entries:,} | {size_bytes:,} | {size_bytes / entries:.0f} |")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    parser.add_argument("--sizes", type=int, nargs=3, default=[10, 100, 10_000],
                        help="matches in the three databases, the middle one above 50")  # fmt: skip
    parser.add_argument("--blocks", type=int, default=16, help="fresh apps per size")
    parser.add_argument("--repeats", type=int, default=3, help="opens of each screen per app")
    parser.add_argument("--profile", action="store_true", help="cProfile the opens and stop")
    args = parser.parse_args()
    if args.quick:
        args.sizes, args.blocks, args.repeats = [10, 60, 120], 1, 2
    if not args.sizes[0] < args.sizes[1] < args.sizes[2] or args.sizes[1] <= PAGE:
        parser.error(f"--sizes: three growing sizes, the middle one above {PAGE}")
    return args


def main() -> int:
    args = parse_args()
    print(f"# Screens benchmark, {datetime.date.today()}")
    print(f"Python {platform.python_version()}, Textual {textual.__version__}, "
          f"SQLite {sqlite3.sqlite_version}, {platform.machine()}, "
          f"{len(os.sched_getaffinity(0))} cores")  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        paths = {size: Path(folder) / f"{size}.db" for size in args.sizes}
        started = time.perf_counter()
        for size, path in paths.items():
            build(path, size, seed=size)
        print(f"built {args.sizes} matches in {time.perf_counter() - started:.1f} s")
        if args.profile:
            profile(paths, args.repeats)
            return 0
        started = time.perf_counter()
        samples = measure(paths, args.blocks, args.repeats, warm=not args.quick)
        ratios = report(samples, args.sizes)
        print(f"measured in {time.perf_counter() - started:.0f} s")
        report_files(paths)
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 0 if max(ratios) <= RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
