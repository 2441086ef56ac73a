"""Benchmark (issue 15 item 5): a commit's latency at one table alone vs 50 tables at once.

A club's tables share one PostgreSQL database, and the store queues its writers on one
advisory lock per database (``store/pg_conn.py``): every table's commit waits for the ones
ahead of it. Each table here is a process of its own (forked, so the imports are paid once),
with its own ``Store`` and connection and its own match, recording a legal stream of entries
through ``MatchSession.record``; the time of that call is what the app waits for after a key
(the journal's transaction, committed and on disk). Two paces: an entry every ``--pace``
seconds per table, each table at a random phase (a club: no table waits for another), and
flat out (every table as fast as it can: the queue's worst case). Scenarios are interleaved
and repeated; median and 99th percentile per entry, and the ratios 50/1, in this one run.
Against a server the script starts itself (``club_server.py``); no verdict (the issue sets no
limit on this ratio), exit status 0.

Run:  .venv/bin/python bench/bench_club_tables.py           (full run, a few minutes)
      .venv/bin/python bench/bench_club_tables.py --quick   (3 tables, a few entries: smoke)
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import statistics
import sys
import time
from multiprocessing.synchronize import Barrier
from pathlib import Path
from time import perf_counter

from bench_store import play_round  # the sibling module (run as a script)
from club_server import pg_server
from scorekeeper.catalog import load_catalog
from scorekeeper.model import LogEntry, Match
from scorekeeper.store import Store

FORK = mp.get_context("fork")  # each table a process; the parent has imported everything


PRESET = load_catalog(Path("/nonexistent-custom-presets")).get("six-matador-expert")


def new_match(table_number: int) -> Match:
    """No target: the match never ends, so every entry is a plain record."""
    players = [f"{name}{table_number}" for name in ("Anna", "Boris", "Vera")]
    return Match(players, PRESET, target=None, rounds_limit=None)


def entries(table_number: int, count: int) -> list[LogEntry]:
    """A legal stream of leads, moves, matadors, passes and round ends at that table."""
    rng = random.Random(table_number)
    scratch = new_match(table_number)
    while len(scratch.log) < count:
        play_round(scratch, rng)
    return scratch.log[:count]


def table(
    url: str,
    match_id: int,
    stream: list[LogEntry],
    pace: float,
    start: Barrier,
    out: mp.Queue[list[float]],
) -> None:
    """One table: open, claim, wait for the others, then record the stream, timing each."""
    with Store.open(url) as store:
        session = store.load_session(match_id)
        store.claim(match_id)
        start.wait()
        phase = random.Random(match_id).uniform(0, pace)
        begun, took = perf_counter() + phase, []
        for number, entry in enumerate(stream):
            if pace:  # keep the table's own rhythm: the next key comes when it comes
                time.sleep(max(0.0, begun + number * pace - perf_counter()))
            clock = perf_counter()
            session.record(entry)
            took.append(perf_counter() - clock)
    out.put(took)


def run(url: str, tables: int, count: int, pace: float) -> list[float]:
    """Every table's commit latencies (seconds) in one go of ``tables`` tables at once."""
    with Store.open(url) as store:
        ids = [store.create_match(new_match(number)) for number in range(tables)]
    start, out = FORK.Barrier(tables), FORK.Queue()
    children = [
        FORK.Process(target=table, args=(url, match_id, entries(n, count), pace, start, out))
        for n, match_id in enumerate(ids)
    ]
    for child in children:
        child.start()
    took = [value for _ in children for value in out.get(timeout=600)]
    for child in children:
        child.join(60)
        if child.exitcode != 0:
            raise RuntimeError(f"a table's process failed (exit code {child.exitcode})")
    return took


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[98]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 tables, a few entries")
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--entries", type=int, default=40, help="per table and go")
    parser.add_argument("--pace", type=float, default=0.1, help="seconds between a table's entries")
    parser.add_argument("--repeats", type=int, default=3, help="goes of each scenario")
    args = parser.parse_args()
    many, count, repeats = (3, 6, 1) if args.quick else (args.tables, args.entries, args.repeats)
    scenarios = [(1, args.pace), (many, args.pace), (1, 0.0), (many, 0.0)]
    samples: dict[tuple[int, float], list[float]] = {key: [] for key in scenarios}
    with pg_server() as server:
        url = server.fresh_url()
        Store.open(url).close()  # the schema made once, before anything is timed
        for _ in range(repeats):  # interleaved: the machine's noise hits every scenario
            for tables, pace in scenarios:
                samples[(tables, pace)] += run(url, tables, count, pace)
    report(samples, many, args.pace)
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
    return 0


def report(samples: dict[tuple[int, float], list[float]], many: int, pace: float) -> None:
    def paced(p: float) -> str:
        return f"every {p * 1000:.0f} ms" if p else "flat out"

    print("| tables at once | pace per table | entries timed | median ms | p99 ms |")
    print("|---|---|---|---|---|")
    for (tables, p), took in samples.items():
        print(
            f"| {tables} | {paced(p)} | {len(took)} | {statistics.median(took) * 1000:.2f} |"
            f" {p99(took) * 1000:.2f} |"
        )
    for p in (pace, 0.0):
        one, lots = samples[(1, p)], samples[(many, p)]
        median = statistics.median(lots) / statistics.median(one)
        print(f"ratio {many}/1 {paced(p)}: median {median:.2f}, p99 {p99(lots) / p99(one):.2f}")


if __name__ == "__main__":
    sys.exit(main())
