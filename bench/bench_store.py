"""Benchmark of the store: the history and statistics screens at 10,000 matches vs 10.

Issue 4 asks that opening the history and the statistics with 10,000 stored matches costs
within 1.5x of opening them with 10, and for the database size per event. Figures are medians
of interleaved repetitions in this one run; only ratios are judged (the machine is shared).
The big database is built through ``Store.import_matches`` (the normal code path, one
transaction). Standard library only.

Run:  .venv/bin/python bench/bench_store.py           (full run, about a minute)
      .venv/bin/python bench/bench_store.py --quick   (tiny sizes; smoke test, no verdict)
Exit status 1 when a screen's ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from time import perf_counter, process_time

from scorekeeper.catalog import load_catalog
from scorekeeper.model import Finish, Lead, Matador, Match, Move, Pass, Preset, RoundEnd
from scorekeeper.store import Store

RATIO_LIMIT = 1.5
PAGE = 50  # rows of a history page in the app
POOL = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya", "Kira", "Lev")


# -- a plausible stored history ----------------------------------------------------------
def random_match(rng: random.Random, presets: list[Preset]) -> Match:
    """2-4 players of the pool, 3-7 rounds of 7-17 tiles and passes; most matches finished."""
    match = Match(rng.sample(POOL, rng.randint(2, 4)), rng.choice(presets))
    for _ in range(rng.randint(3, 7)):
        if match.finished:
            break
        play_round(match, rng)
    if not match.finished and rng.random() < 0.85:
        match.record(Finish())
    return match


def play_round(match: Match, rng: random.Random) -> None:
    players = match.players
    seat = rng.randrange(len(players))
    match.record(Lead(players[seat]))
    matadors = 0
    for _ in range(rng.randint(6, 16)):
        seat = (seat + 1) % len(players)
        roll = rng.random()
        # RULES.md 5.1: no more matadors a round than the set has; a move instead
        full = matadors >= len(match.preset.matadors)
        kind = Matador if roll < 0.15 and not full else Pass if 0.15 <= roll < 0.3 else Move
        matadors += kind is Matador
        match.record(kind(players[seat]))
    out = players[seat]
    if rng.random() < 0.5:
        match.record(RoundEnd(out, {name: rng.randint(0, 30) for name in players if name != out}))
    else:
        match.record(RoundEnd(None, {name: rng.randint(0, 30) for name in players}))


def build(path: Path, count: int, seed: int) -> int:
    """A database of ``count`` matches; returns the number of log entries in it."""
    rng = random.Random(seed)
    presets = list(load_catalog(path.parent / "no-presets").presets.values())
    matches = [random_match(rng, presets) for _ in range(count)]
    with Store.open(path) as store:
        store.import_matches(matches)
    return sum(len(match.log) for match in matches)


# -- measuring ---------------------------------------------------------------------------
def history(store: Store, page: int) -> object:
    """What the history screen asks for: the first page and how many pages there are."""
    return store.history(limit=page), store.count_matches()


def player_history(store: Store, page: int) -> object:
    return store.history("Anna", limit=page), store.count_matches("Anna")


def stats(store: Store, page: int) -> object:
    return store.player_stats()


def player_stats(store: Store, page: int) -> object:
    return store.player_stats("Anna")


SCREENS: dict[str, Callable[[Store, int], object]] = {
    "history": history,
    "history --player": player_history,
    "stats": stats,
    "stats --player": player_stats,
}


def timed(action: Callable[[], object]) -> float:
    start = perf_counter()
    action()
    return perf_counter() - start


def medians(stores: dict[int, Store], repeats: int) -> dict[tuple[str, int], float]:
    """Seconds per screen and size; sizes and screens interleaved so noise hits all alike.

    Both sizes show the same number of rows: a page as long as the small history (for one
    player: as many as that player's matches there), so the ratio measures how the cost grows
    with the matches stored, not with the rows on screen.
    """
    small = min(stores)
    pages = {
        "history": stores[small].count_matches(),
        "history --player": stores[small].count_matches("Anna"),
    }
    samples: dict[tuple[str, int], list[float]] = {}
    for _ in range(repeats):
        for name, screen in SCREENS.items():
            for size, store in stores.items():
                action = partial(screen, store, pages.get(name, PAGE))
                samples.setdefault((name, size), []).append(timed(action))
    return {key: statistics.median(values) for key, values in samples.items()}


def open_cost(path: Path, repeats: int) -> float:
    return statistics.median(timed(lambda: Store.open(path).close()) for _ in range(repeats))


def record_cost(path: Path, count: int, already: int = 0) -> tuple[float, float]:
    """Median seconds (wall, CPU) for one recorded event, committed and fsynced (synchronous =
    FULL), through ``Store.load_session(...).record(...)``, into a stored match that already
    holds ``already`` events (issue 10: a write must not grow with the log). The wall time is
    mostly the fsync, which a shared disk makes noisy; the CPU time is the work."""
    rng = random.Random(7)
    presets = list(load_catalog(path.parent / "no-presets").presets.values())
    scratch = Match(["Anna", "Boris", "Vera"], presets[1], target=None, rounds_limit=None)
    while len(scratch.log) < already + count:
        play_round(scratch, rng)
    log = scratch.log
    stored = Match(["Anna", "Boris", "Vera"], presets[1], target=None, rounds_limit=None)
    for entry in log[:already]:
        stored.record(entry)
    with Store.open(path) as store:
        session = store.load_session(store.create_match(stored))
        walls, cpus = [], []
        for entry in log[already : already + count]:
            cpu = process_time()
            walls.append(timed(partial(session.record, entry)))
            cpus.append(process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def entries_in(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
    finally:
        conn.close()


# -- report ------------------------------------------------------------------------------
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    args = parser.parse_args()
    small, big, repeats = (10, 200, 5) if args.quick else (10, 10_000, 60)
    with tempfile.TemporaryDirectory() as folder:
        paths = {size: Path(folder) / f"{size}.db" for size in (small, big)}
        started = perf_counter()
        events = {size: build(path, size, seed=size) for size, path in paths.items()}
        print(f"built {big} matches ({events[big]} entries) in {perf_counter() - started:.1f} s")
        stores = {size: Store.open(path) for size, path in paths.items()}
        try:
            figures = medians(stores, repeats)
            full_page = statistics.median(
                timed(partial(history, stores[big], PAGE)) for _ in range(repeats)
            )
        finally:
            for store in stores.values():
                store.close()
        failed = report(figures, small, big, args.quick)
        print(f"history page of {PAGE} rows at {big} matches: {full_page * 1000:.3f} ms")
        sizes = {size: path.stat().st_size for size, path in paths.items()}
        print()
        print("| matches | entries | file bytes | bytes/entry | open+close ms |")
        print("|---|---|---|---|---|")
        for size, path in paths.items():
            entries = entries_in(path)
            opened = open_cost(path, repeats) * 1000
            print(
                f"| {size} | {entries} | {sizes[size]} | {sizes[size] / entries:.0f} |"
                f" {opened:.2f} |"
            )
        count, long = (50, 500) if args.quick else (300, 50_000)
        wall, cpu = record_cost(Path(folder) / "record.db", count)
        print(f"\nrecord one event (commit + fsync, WAL, synchronous=FULL): {wall * 1e3:.2f} ms"
              f" wall, {cpu * 1e3:.3f} ms CPU")  # fmt: skip
        deep_wall, deep_cpu = record_cost(Path(folder) / "long.db", count, long)
        print(f"record one event into a match of {long:,} events: {deep_wall * 1e3:.2f} ms wall,"
              f" {deep_cpu * 1e3:.3f} ms CPU (ratio to a new match: {deep_wall / wall:.2f} wall,"
              f" {deep_cpu / cpu:.2f} CPU)")  # fmt: skip
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 1 if failed else 0


def report(figures: dict[tuple[str, int], float], small: int, big: int, quick: bool) -> bool:
    print(f"\n| screen | {small} matches ms | {big} matches ms | ratio |")
    print("|---|---|---|---|")
    failed = False
    for name in SCREENS:
        low, high = figures[(name, small)], figures[(name, big)]
        ratio = high / low
        failed |= ratio > RATIO_LIMIT
        print(f"| {name} | {low * 1000:.3f} | {high * 1000:.3f} | {ratio:.2f} |")
    for name in SCREENS:
        ratio = figures[(name, big)] / figures[(name, small)]
        verdict = "" if quick else (" ok" if ratio <= RATIO_LIMIT else " TOO SLOW")
        print(f"ratio {big}/{small} {name}: {ratio:.2f}{verdict}")
    return failed


if __name__ == "__main__":
    sys.exit(main())
