"""Benchmark of the table display (issue 14 item 6).

1. **Entry -> updated DOM in Chromium**, at 10 and 5,000 events (six-matador-expert, the
   realistic mix of ``core_matches``; the round in progress holds the same 10 events at every
   size, as in ``bench_tui``). Two ways in: **store**, a ``MatchSession`` on its own ``Store``
   connection records (or undoes) an entry, as the app in another process does, and the view
   (a ``TableServer`` on its own read-only connection) notices it by ``data_version``; **app**,
   the real app (Pilot, headless) with the view started in the app's own loop, a key pressed on
   the scoreboard. The span runs from just before the entry is recorded (its commit and fsync
   included) or the key is pressed to the moment a ``MutationObserver`` in the page sees the
   cards change, in the page's clock (``performance.timeOrigin + now()``, offset to this
   process's clock by round trips, median). It includes the poll's wait (up to 25 ms), the
   catch-up, the rendering, the event stream and the browser's parsing and swap; not the paint.
   Median and 95th percentile; limit: 5,000 against 10 within 1.2 (medians).
2. **Scoreboard key -> finished frame with 20 connected viewers against none**: ``bench_tui``'s
   ``TimedApp`` and ``timed_press`` (the same 20 keys), at 5,000 events, the view started in
   the app's loop, alternating blocks with 20 event streams open and with none (and, for the
   record, without the view at all). The viewers are plain stream readers in a process of their
   own (``web_viewers.py``): at a table the browsers run on the phones, so their work is not the
   app machine's. Medians of the app process's CPU time (work) and of the wall time (latency);
   limit 1.1 on both, 20 viewers against none.

Run:  .venv/bin/python bench/bench_web.py          (full run, a few minutes on 2 cores)
      .venv/bin/python bench/bench_web.py --quick  (tiny sizes; smoke test, no verdict)
Exit status 1 when a ratio is above its limit (never with --quick).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

from playwright.async_api import Browser, Page, async_playwright

from bench_tui import KEYS, SIZE, KeySamples, TimedApp, build_position, timed_press
from scorekeeper.model import Move
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.web.server import LOOPBACK, TableServer

DOM_RATIO_LIMIT, VIEWERS_RATIO_LIMIT = 1.2, 1.1
CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
VIEWERS = Path(__file__).with_name("web_viewers.py")
OBSERVE = """() => {
  window.changes = [];
  new MutationObserver(() => window.changes.push(performance.timeOrigin + performance.now()))
    .observe(document.body, {childList: true, subtree: true, characterData: true});
}"""


async def clock_offset(page: Page) -> float:
    """The page's clock minus ours, in ms: the median of round trips' midpoints."""
    offsets = []
    for _ in range(7):
        before = time.time() * 1e3
        theirs = await page.evaluate("performance.timeOrigin + performance.now()")
        offsets.append(float(theirs) - (before + time.time() * 1e3) / 2)
    return statistics.median(offsets)


async def watched_page(browser: Browser, url: str) -> tuple[Page, float]:
    page = await browser.new_page()
    await page.goto(url)
    await page.evaluate(OBSERVE)
    return page, await clock_offset(page)


async def to_dom(page: Page, offset: float, change: Callable[[], Awaitable[object]]) -> float:
    """ms from just before ``change`` to the first DOM mutation it caused."""
    seen = await page.evaluate("window.changes.length")
    start = time.time() * 1e3
    await change()
    # polled from here: the page's policy refuses the string evaluation wait_for_function uses;
    # the figure is the page's own time stamp, so the polling's pace does not enter it
    deadline = time.monotonic() + 10
    while await page.evaluate("window.changes.length") <= seen:
        if time.monotonic() > deadline:
            raise SystemExit("bench: the page did not change within 10 s")
        await asyncio.sleep(0.005)
    first: float = await page.evaluate(f"window.changes[{seen}]")
    return first - offset - start


def store_change(session: MatchSession, step: int) -> Callable[[], Awaitable[object]]:
    async def change() -> None:
        if step % 2 == 0:  # a move by whoever is next, then undone: the page changes each time
            session.record(Move(session.match.next_player() or session.match.players[0]))
        else:
            session.undo()

    return change


async def store_block(browser: Browser, db: Path, session: MatchSession, out: list[float],
                      changes: int) -> None:  # fmt: skip
    server = TableServer(db)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    page, offset = await watched_page(browser, address.url)
    for step in range(changes):
        out.append(await to_dom(page, offset, store_change(session, step)))
    await page.close()
    await server.stop()


async def app_block(browser: Browser, db: Path, session: MatchSession, out: list[float],
                    changes: int) -> None:  # fmt: skip
    size = session.match.entry_count
    app = TimedApp()
    async with app.run_test(headless=True, size=SIZE) as pilot:
        server = TableServer(db)  # in the app's loop, as the watch dialog starts it
        address = await server.start(LOOPBACK, 0, LOOPBACK)
        await app.push_screen(ScoreboardScreen(session))
        await pilot.pause()
        page, offset = await watched_page(browser, address.url)
        for key in ("space", "u") * (changes // 2):
            out.append(await to_dom(page, offset, partial(pilot.press, key)))
        await page.close()
        await server.stop()
    assert session.match.entry_count == size


async def viewers_block(db: Path, session: MatchSession, viewers: int | None,
                        samples: KeySamples, keys: int) -> None:  # fmt: skip
    """The first ``keys`` of ``bench_tui``'s keys on a fresh app; ``viewers``: None without the
    view, else the view started in the app's loop with that many streams open
    (``web_viewers.py``, its own process)."""
    size = session.match.entry_count
    app = TimedApp()
    async with app.run_test(headless=True, size=SIZE) as pilot:
        server, watching = None, None
        if viewers is not None:
            server = TableServer(db)
            address = await server.start(LOOPBACK, 0, LOOPBACK)
            if viewers:
                watching = await asyncio.create_subprocess_exec(
                    sys.executable, str(VIEWERS), address.url, str(viewers),
                    stdout=asyncio.subprocess.PIPE,
                )  # fmt: skip
                assert watching.stdout is not None
                assert await watching.stdout.readline() == b"ready\n"
        await app.push_screen(ScoreboardScreen(session))
        await pilot.pause()
        await pilot.press("space", "u")  # warm-up, as bench_tui
        for key in KEYS[:keys]:
            await timed_press(pilot, app, key, samples)
        if watching is not None:
            watching.kill()
            await watching.wait()
        if server is not None:
            await server.stop()
    while session.match.entry_count > size:
        session.undo()


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def report_dom(sizes: tuple[int, int], found: dict[tuple[str, int], list[float]]) -> float:
    print("\n| way in | events in the match | changes | median ms | 95th percentile ms |")
    print("|---|---:|---:|---:|---:|")
    for way, size in found:
        values = found[way, size]
        print(f"| {way} | {size:,} | {len(values)} | {statistics.median(values):.1f} "
              f"| {p95(values):.1f} |")  # fmt: skip
    worst = 0.0
    for way in ("store", "app"):
        ratio = statistics.median(found[way, sizes[1]]) / statistics.median(found[way, sizes[0]])
        print(f"{way}: DOM ratio {sizes[1]}/{sizes[0]} (medians): {ratio:.3f} "
              f"(limit {DOM_RATIO_LIMIT})")  # fmt: skip
        worst = max(worst, ratio)
    return worst


def report_viewers(viewers: int, samples: dict[str, KeySamples]) -> float:
    print("\n| the app | keys | work ms/key (CPU) | latency ms/key (wall) | frames/key |")
    print("|---|---:|---:|---:|---:|")
    for name, s in samples.items():
        work, latency = statistics.median(s.work) * 1e3, statistics.median(s.latency) * 1e3
        frames = statistics.mean(s.frames)
        print(f"| {name} | {len(s.work)} | {work:.1f} | {latency:.1f} | {frames:.2f} |")
    worst = 0.0
    many, none = samples[f"view, {viewers} viewers"], samples["view, 0 viewers"]
    for figure in ("work", "latency"):
        ratio = statistics.median(getattr(many, figure)) / statistics.median(getattr(none, figure))
        print(f"viewers ratio {viewers}/0 {figure}: {ratio:.3f} (limit {VIEWERS_RATIO_LIMIT})")
        worst = max(worst, ratio)
    return worst


async def measure(args: argparse.Namespace, folder: Path) -> tuple[float, float]:
    sizes: tuple[int, int] = (args.sizes[0], args.sizes[1])
    sessions, dbs = {}, {}
    for size in sizes:
        dbs[size] = folder / f"{size}.db"
        store = Store.open(dbs[size])  # closed with the process
        sessions[size] = store.load_session(store.create_match(build_position(size)))
    found: dict[tuple[str, int], list[float]] = {
        (w, s): [] for w in ("store", "app") for s in sizes
    }
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for block in range(args.blocks):
            for size in sizes if block % 2 == 0 else sizes[::-1]:  # drift hits both alike
                await store_block(browser, dbs[size], sessions[size], found["store", size],
                                  args.changes)  # fmt: skip
                await app_block(browser, dbs[size], sessions[size], found["app", size],
                                args.changes)  # fmt: skip
        dom = report_dom(sizes, found)
        await browser.close()
    ways: dict[str, int | None] = {
        "no view": None, "view, 0 viewers": 0, f"view, {args.viewers} viewers": args.viewers,
    }  # fmt: skip
    keys = {name: KeySamples() for name in ways}
    for block in range(args.blocks):
        order = list(ways) if block % 2 == 0 else list(ways)[::-1]
        for name in order:
            await viewers_block(dbs[sizes[1]], sessions[sizes[1]], ways[name], keys[name],
                                args.changes)  # fmt: skip
    return dom, report_viewers(args.viewers, keys)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    parser.add_argument("--sizes", type=int, nargs=2, default=[10, 5_000])
    parser.add_argument("--blocks", type=int, default=6, help="blocks of --changes changes")
    parser.add_argument("--changes", type=int, default=len(KEYS),
                        help="changes (and keys) a block, even, at most 20")  # fmt: skip
    parser.add_argument("--viewers", type=int, default=20)
    args = parser.parse_args()
    if args.quick:
        # a few changes a block: every row and ratio is still printed (the smoke test's check)
        args.sizes, args.blocks, args.viewers, args.changes = [10, 40], 1, 2, 4
    print("# Table display benchmark")
    with tempfile.TemporaryDirectory() as folder:
        dom, viewers = asyncio.run(measure(args, Path(folder)))
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 0 if dom <= DOM_RATIO_LIMIT and viewers <= VIEWERS_RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
