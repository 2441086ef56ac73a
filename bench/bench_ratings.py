"""Benchmark of the ratings (issue 15 item 3) at 100,000 finished matches against 100.

The ratings are kept in the write that moves a result: a match that finishes after every rated
one is rated alone; a change far back rates the history after it again. This measures what
that costs: finishing one match (the write the app makes at the table), reading the statistics
with their ratings, the ratings of a table's four players (``Store.ratings_for``, what the
club standings ask), the worst change (deleting the oldest match: every later match is rated
again) and a rebuild from scratch. Medians of interleaved repetitions; only the ratios of the
cheap operations are judged (limit 1.5); the worst case is a figure, O(matches after it).

The histories are built through ``Store.import_matches`` (the normal path, one transaction)
of short matches: a matador or two each, 2-4 of 60 players, all finished.

Run:  .venv/bin/python bench/bench_ratings.py           (full run: several minutes)
      .venv/bin/python bench/bench_ratings.py --quick   (tiny sizes; smoke test, no verdict)
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
from time import perf_counter

from scorekeeper.catalog import load_catalog
from scorekeeper.model import Finish, Matador, Match, Preset
from scorekeeper.store import Store
from scorekeeper.store.ratings import rebuild

RATIO_LIMIT = 1.5
POOL = tuple(f"Player {number}" for number in range(60))


def short_match(rng: random.Random, preset: Preset) -> Match:
    match = Match(rng.sample(POOL, rng.randint(2, 4)), preset)
    for name in rng.sample(match.players, rng.randint(1, 2)):
        match.record(Matador(name))
    match.record(Finish())
    return match


def build(path: Path, count: int, preset: Preset) -> float:
    rng = random.Random(count)
    matches = [short_match(rng, preset) for _ in range(count)]
    started = perf_counter()
    with Store.open(path) as store:
        store.import_matches(matches)
    return perf_counter() - started


def timed(action: Callable[[], object]) -> float:
    start = perf_counter()
    action()
    return perf_counter() - start


def cheap_medians(
    stores: dict[int, Store], preset: Preset, repeats: int
) -> dict[tuple[str, int], float]:
    rng = random.Random(1)
    four = list(POOL[:4])
    actions: dict[str, Callable[[Store], object]] = {
        "finish one match": lambda store: store.create_match(short_match(rng, preset)),
        "stats (all players)": lambda store: store.player_stats(),
        "ratings_for 4 players": lambda store: store.ratings_for(four),
    }
    samples: dict[tuple[str, int], list[float]] = {}
    for _ in range(repeats):
        for name, action in actions.items():
            for size, store in stores.items():
                samples.setdefault((name, size), []).append(timed(partial(action, store)))
    return {key: statistics.median(values) for key, values in samples.items()}


def worst_change(path: Path) -> float:
    """Delete the oldest match: every match after it is rated again, in that one write."""
    with Store.open(path) as store:
        return timed(lambda: store.delete_match(1))


def from_scratch(path: Path) -> float:
    """Every rating again from nothing (the ratings' part of a rebuild), rolled back."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN")
        spent = timed(lambda: rebuild(conn))
        conn.execute("ROLLBACK")
        return spent
    finally:
        conn.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    args = parser.parse_args()
    small, big, repeats = (20, 300, 3) if args.quick else (100, 100_000, 25)
    with tempfile.TemporaryDirectory() as folder:
        preset = load_catalog(Path(folder) / "no-presets").get("six-matador-beginner")
        paths = {size: Path(folder) / f"{size}.db" for size in (small, big)}
        for size, path in paths.items():
            spent = build(path, size, preset)
            print(f"built {size} finished matches (import, rated) in {spent:.1f} s")
        stores = {size: Store.open(path) for size, path in paths.items()}
        try:
            figures = cheap_medians(stores, preset, repeats)
        finally:
            for store in stores.values():
                store.close()
        failed = False
        print(f"\n| operation | {small} matches ms | {big} matches ms | ratio |")
        print("|---|---|---|---|")
        for name in dict.fromkeys(key for key, _size in figures):
            low, high = figures[name, small], figures[name, big]
            failed |= high / low > RATIO_LIMIT
            print(f"| {name} | {low * 1000:.3f} | {high * 1000:.3f} | {high / low:.2f} |")
        for size, path in paths.items():
            print(f"rebuild the ratings from scratch at {size}: {from_scratch(path):.2f} s")
        for size, path in paths.items():
            print(
                f"delete the oldest match at {size} (all after it rated again): "
                f"{worst_change(path):.2f} s"
            )
        if args.quick:
            print("--quick: sizes too small to judge; no verdict")
            return 0
        print("verdict:", "FAIL" if failed else "ok", f"(ratio limit {RATIO_LIMIT})")
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
