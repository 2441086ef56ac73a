"""Benchmark: checking and pricing a tile is O(1) in the match's length (issue 11 item 2).

Two players under a house preset of two tiles a hand, so that each round is three tiles and
its last one goes out (the round closes in the same step). Matches of each size are built
tile by tile, a round in progress; then, interleaved and repeated, one step is recorded and
undone, through the domain (``Match.record`` + ``undo``) and through the real store
(``MatchSession`` with the SQLite journal: a committed transaction each):

- **tile**: Boris's tile, checked against the line and priced through ``Earning``;
- **one-key**: the same fact typed with one key (a ``move``) in a one-key match of that size.

Medians of wall time per step. The limit: a tile at the largest size within 1.2x of a tile at
10 events (O(1)); the tile/one-key ratio is printed for the record (the domain does more work
for a tile: the line, the hands, the stock).

Run:  .venv/bin/python bench/bench_tiles.py           (about a minute on 2 cores)
      .venv/bin/python bench/bench_tiles.py --quick   (tiny sizes; smoke test, no verdict)
Exit status 1 when the O(1) ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from time import perf_counter

from scorekeeper.model import (
    End,
    Event,
    Lead,
    Match,
    Mode,
    Move,
    RoundEnd,
    Tile,
    TilePlay,
    preset_from_data,
)
from scorekeeper.session import MatchSession
from scorekeeper.store import Store

RATIO_LIMIT = 1.2
PRESET = preset_from_data(
    {
        "id": "bench-two-tiles",
        "name": "two tiles a hand",
        "sum": 7,
        "matadors": ["0:0", "1:6", "2:5", "3:4"],
        "matador_points": 10,
        "move_points": 1,
        "open_six_points": 5,
        "pass_points": 0,
        "debts": False,
        "pip_scoring": False,
        "settlement": "none",
        "hand_sizes": {"2": 2, "3": 2, "4": 2},
        "matador_leaves": "soap",
        "draw": "until-fits",
    }
)
# lead 2:3 (ends 2 | 3); 4:6 on the right 3 (leaves 6); 1:5 on the right 6: Anna goes out
TILE_ROUND: list[Event] = [
    TilePlay("Anna", Tile(2, 3)),
    TilePlay("Boris", Tile(4, 6), End.RIGHT),
    TilePlay("Anna", Tile(1, 5), End.RIGHT),
]
KEY_ROUND: list[Event] = [Lead("Anna"), Move("Boris"), Move("Anna"), RoundEnd("Anna")]


def build(mode: Mode, events: int) -> Match:
    match = Match(["Anna", "Boris"], PRESET, target=None, rounds_limit=None, mode=mode)
    cycle = TILE_ROUND if mode is Mode.TILES else KEY_ROUND
    while match.entry_count < events:
        for event in cycle:
            match.record(event)
    match.record(cycle[0])  # a round in progress: Boris to play
    return match


def step_of(mode: Mode) -> Event:
    return TILE_ROUND[1] if mode is Mode.TILES else KEY_ROUND[1]


def domain_step(match: Match, mode: Mode) -> Callable[[], None]:
    event = step_of(mode)

    def step() -> None:
        match.record(event)
        match.undo()

    return step


def store_step(session: MatchSession, mode: Mode) -> Callable[[], None]:
    event = step_of(mode)

    def step() -> None:
        session.record(event)
        session.undo()

    return step


def median_us(step: Callable[[], None], reps: int) -> float:
    started = perf_counter()
    for _ in range(reps):
        step()
    return (perf_counter() - started) / reps * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    sizes = (10, 60) if args.quick else (10, 5_000, 50_000)
    repeats, reps, store_reps = (2, 50, 3) if args.quick else (7, 3_000, 40)
    with tempfile.TemporaryDirectory() as folder:
        steps = _steps(Path(folder) / "bench.db", sizes)
        times: dict[tuple[str, Mode, int], list[float]] = {key: [] for key in steps}
        for _ in range(repeats):  # interleaved: the machine's noise falls on every case alike
            for key, step in steps.items():
                times[key].append(median_us(step, store_reps if key[0] == "store" else reps))
    return _report(times, sizes, args.quick)


def _steps(db: Path, sizes: tuple[int, ...]) -> dict[tuple[str, Mode, int], Callable[[], None]]:
    steps: dict[tuple[str, Mode, int], Callable[[], None]] = {}
    store = Store.open(db)  # closed with the process: the bench ends right after
    for mode in Mode:
        for size in sizes:
            match = build(mode, size)
            steps[("domain", mode, size)] = domain_step(match, mode)
            stored = store.load_session(store.create_match(build(mode, size)))
            steps[("store", mode, size)] = store_step(stored, mode)
    return steps


def _report(
    times: dict[tuple[str, Mode, int], list[float]], sizes: tuple[int, ...], quick: bool
) -> int:
    print("| through | mode | events | µs per record + undo |")
    print("|---|---|---:|---:|")
    median = {key: statistics.median(values) for key, values in times.items()}
    for (through, mode, size), value in median.items():
        print(f"| {through} | {mode} | {size} | {value:.1f} |")
    worst = 0.0
    for through in ("domain", "store"):
        tiles = [median[(through, Mode.TILES, size)] for size in sizes]
        ratio = tiles[-1] / tiles[0]
        worst = max(worst, ratio)
        keyed = median[(through, Mode.ONE_KEY, sizes[-1])]
        print(f"tile ratio {sizes[-1]}/{sizes[0]} {through}: {ratio:.2f}")
        print(f"tile/one-key ratio at {sizes[-1]} {through}: {tiles[-1] / keyed:.2f}")
    if quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    print(f"verdict: {'ok' if worst <= RATIO_LIMIT else 'too slow'} (limit {RATIO_LIMIT}x)")
    return 0 if worst <= RATIO_LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
