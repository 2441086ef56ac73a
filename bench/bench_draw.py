"""The club draw's cost (club/draw.py): a later round's search for the fewest repeated meetings.

    .venv/bin/python bench/bench_draw.py           # fields of 12, 32 and 64 players, seconds
    .venv/bin/python bench/bench_draw.py --quick   # tiny sizes; checks the script still runs

For each field size and number of earlier rounds (random first-round draws, the worst
history for repeats), it times ``next_round`` (median of ``--reps``) and prints the repeated
meetings it left. No verdict: the organiser waits for it once a round; the figure is for
docs/performance.md ("Club draw").
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from scorekeeper.club.draw import first_round, meetings, next_round, repeats
from scorekeeper.club.rounds import three_counts


def _one(count: int, earlier: int, reps: int) -> tuple[float, int]:
    players = [f"P{index:03d}" for index in range(count)]
    history = [table for seed in range(earlier) for table in first_round(players, seed)]
    met = meetings(history)
    threes = three_counts(history)  # a field with tables of three shares them out too
    times, left = [], 0
    for _ in range(reps):
        start = time.perf_counter()
        tables = next_round(players, met, threes)
        times.append(time.perf_counter() - start)
        left = repeats(tables, met)
    return statistics.median(times), left


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    sizes, rounds = ((7, 9), (1, 2)) if args.quick else ((12, 33, 32, 64), (1, 3, 5))
    reps = 1 if args.quick else args.reps
    print("| players | earlier rounds | draw ms (median) | repeated meetings left |")
    print("|---:|---:|---:|---:|")
    for count in sizes:
        for earlier in rounds:
            seconds, left = _one(count, earlier, reps)
            print(f"| {count} | {earlier} | {seconds * 1000:.0f} | {left} |")
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
    return 0


if __name__ == "__main__":
    sys.exit(main())
