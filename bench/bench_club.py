"""Benchmark of the club event board (issue 15 item 2).

An event of 4 players (one table) and of 32 players (eight tables of four), round 1 drawn and
every table's match started, each with a ``MatchSession`` on its own ``Store`` connection, as
the tables' machines record. Measured, the sizes interleaved:

1. **Entry at a table -> updated board DOM in Chromium**: the span from just before a table's
   entry is recorded (or undone; its commit included) to the first DOM mutation of the board
   page, in the page's clock (``bench_web.to_dom``). It includes the poll's wait (up to
   25 ms), ``Store.club.board``, the rendering, the stream and the browser's swap.
2. **In process**: ``ClubLive.update()`` after an entry (the board read anew and rendered, the
   difference encoded), without the browser.

Medians and 95th percentiles; limit: eight tables against one within 1.5 (DOM medians).

Run:  .venv/bin/python bench/bench_club.py          (full run, about a minute on 2 cores)
      .venv/bin/python bench/bench_club.py --quick  (tiny sizes; smoke test, no verdict)
Exit status 1 when the ratio is above its limit (never with --quick).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from playwright.async_api import Browser, async_playwright

from bench_web import CHROMIUM, FLAGS, p95, to_dom, watched_page
from scorekeeper.catalog import load_catalog
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.model import Lead, Mode, Move
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.web.club_live import ClubLive
from scorekeeper.web.server import LOOPBACK, TableServer

RATIO_LIMIT = 1.5
SIZES = (4, 32)  # players: one table, eight tables
DAY = dt.date(2026, 12, 4)
BUILT_INS = load_catalog(Path("/nonexistent-user-presets"))


def club(db: Path, players: int) -> tuple[Store, int, list[MatchSession]]:
    """The event, drawn, every table started, every table's round led."""
    store = Store.open(db)
    event = store.club.create_event(f"{players} players", "six-matador-expert", Mode.ONE_KEY, DAY)
    store.club.register(event.id, [f"Player {number:02}" for number in range(players)])
    store.club.draw(event.id, seed=1)
    sessions = []
    for table in store.club.board(event.id).tables:
        session = store.load_session(start_club_table(store, table.code, BUILT_INS))
        session.record(Lead(table.players[0]))
        sessions.append(session)
    return store, event.id, sessions


def change(sessions: list[MatchSession], step: int) -> Callable[[], Awaitable[object]]:
    """A move at one table (each in turn), then undone: the board changes each time."""
    session = sessions[(step // 2) % len(sessions)]

    async def run() -> None:
        if step % 2 == 0:
            session.record(Move(session.match.next_player() or session.match.players[0]))
        else:
            session.undo()

    return run


async def dom_block(browser: Browser, db: Path, event_id: int, sessions: list[MatchSession],
                    steps: int, out: list[float]) -> None:  # fmt: skip
    server = TableServer(db)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    page, offset = await watched_page(browser, f"{address.url}club/{event_id}")
    for step in range(steps):
        out.append(await to_dom(page, offset, change(sessions, step)))
    await page.close()
    await server.stop()


async def in_process_block(db: Path, event_id: int, sessions: list[MatchSession], steps: int,
                           out: list[float]) -> None:  # fmt: skip
    reader = Store.open(db, read_only=True)
    live = ClubLive(reader, event_id)
    for step in range(steps):
        await change(sessions, step)()
        start = time.perf_counter()
        assert live.update(), "the board did not change"
        out.append((time.perf_counter() - start) * 1e3)
    live.close()
    reader.close()


def report(found: dict[tuple[str, int], list[float]]) -> float:
    print("\n| measured | players | tables | changes | median ms | 95th percentile ms |")
    print("|---|---:|---:|---:|---:|---:|")
    for (what, players), values in found.items():
        print(f"| {what} | {players} | {players // 4} | {len(values)} "
              f"| {statistics.median(values):.2f} | {p95(values):.2f} |")  # fmt: skip
    one, eight = (statistics.median(found["DOM", size]) for size in SIZES)
    ratio = eight / one
    print(f"\nDOM ratio {SIZES[1]}/{SIZES[0]} players (medians): {ratio:.3f} (limit {RATIO_LIMIT})")
    return ratio


async def measure(args: argparse.Namespace, folder: Path) -> float:
    clubs = {size: club(folder / f"club-{size}.db", size) for size in SIZES}
    found: dict[tuple[str, int], list[float]] = {}
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for _ in range(args.reps):
            for size, (store, event_id, sessions) in clubs.items():
                db = Path(store.path)  # a file here: the club bench runs on SQLite
                dom = found.setdefault(("DOM", size), [])
                await dom_block(browser, db, event_id, sessions, args.steps, dom)
                inside = found.setdefault(("update()", size), [])
                await in_process_block(db, event_id, sessions, args.steps, inside)
        await browser.close()
    for store, _event, _sessions in clubs.values():
        store.close()
    return report(found)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny run; no verdict")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()
    if args.quick:
        args.reps, args.steps = 1, 4
    with tempfile.TemporaryDirectory() as folder:
        ratio = asyncio.run(measure(args, Path(folder)))
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 0 if ratio <= RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
