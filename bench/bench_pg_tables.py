"""Benchmark (issue 23 item 1): a commit's latency at one table alone vs a club's tables at once.

Through a real PostgreSQL server (``club_server.py``, fsync on): each table has its own
``Store``, connection and match, and records a legal stream of entries through
``MatchSession.record`` (the server's ``scorekeeper_record``: one round trip per entry); the
time of that call is what a table waits for after a key. Two club nights: ``--big`` tables
entering every ``--big-pace`` seconds (200 every 2 s) and ``--fast`` tables entering every
``--fast-pace`` seconds (50 every 100 ms), each table at a random phase, and each against
one table alone at the same pace. Beside each, the machine's floor: as many connections
doing a bare ``INSERT`` and its commit at the same pace (what the server and the disk cost
without the store). Tables run as threads, ``--per-process`` to a forked
process (200 Python processes would measure the machine's scheduler, not the store).
Scenarios are interleaved and repeated; median and 99th percentile per entry, and the
ratios many/1, in this one run. No verdict (figures in docs/performance.md), exit status 0.

Run:  .venv/bin/python bench/bench_pg_tables.py           (full size: a few minutes)
      .venv/bin/python bench/bench_pg_tables.py --quick   (4 and 3 tables, a few entries)
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import statistics
import sys
import threading
import time
from multiprocessing.synchronize import Barrier
from time import perf_counter

import psycopg

from bench_club_tables import entries, new_match, p99  # the sibling module (run as a script)
from club_server import pg_server
from scorekeeper.model import LogEntry
from scorekeeper.store import Store

FORK = mp.get_context("fork")
Table = tuple[int, list[LogEntry]]  # a match id and the entries its table will record
Samples = dict[tuple[int, float, bool], list[float]]  # (tables, pace, bare): latencies


def _table(
    url: str, table: Table, pace: float, ready: threading.Barrier, took: list[float]
) -> None:
    match_id, stream = table
    if match_id < 0:  # the machine's floor: a bare INSERT and its commit, one round trip
        _bare(url, -match_id, len(stream), pace, ready, took)
        return
    with Store.open(url) as store:
        session = store.load_session(match_id)
        store.claim(match_id)
        ready.wait()  # every table of the process open; then the process's own start
        ready.wait()
        begun = perf_counter() + random.Random(match_id).uniform(0, pace)
        for number, entry in enumerate(stream):
            time.sleep(max(0.0, begun + number * pace - perf_counter()))
            clock = perf_counter()
            session.record(entry)
            took.append(perf_counter() - clock)


def _bare(
    url: str, n: int, count: int, pace: float, ready: threading.Barrier, took: list[float]
) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        ready.wait()
        ready.wait()
        begun = perf_counter() + random.Random(n).uniform(0, pace)
        for number in range(count):
            time.sleep(max(0.0, begun + number * pace - perf_counter()))
            clock = perf_counter()
            conn.execute("INSERT INTO bare (n, entry) VALUES (%s, %s)", (n, "x" * 60))
            took.append(perf_counter() - clock)


def _process(
    url: str, tables: list[Table], pace: float, start: Barrier, out: mp.Queue[list[float]]
) -> None:
    """Several tables, each a thread with its own connection; all processes start together."""
    ready = threading.Barrier(len(tables) + 1)
    took: list[list[float]] = [[] for _ in tables]
    threads = [
        threading.Thread(target=_table, args=(url, table, pace, ready, took[n]))
        for n, table in enumerate(tables)
    ]
    for thread in threads:
        thread.start()
    ready.wait()
    start.wait()
    ready.wait()
    for thread in threads:
        thread.join()
    out.put([value for values in took for value in values])


def run(
    url: str, tables: int, count: int, pace: float, per_process: int, bare: bool
) -> list[float]:
    """Every table's commit latencies (seconds) in one go of ``tables`` tables at once."""
    if bare:
        stream = entries(0, count)  # only its length counts
        work: list[Table] = [(-1 - n, stream) for n in range(tables)]
    else:
        with Store.open(url) as store:
            ids = [store.create_match(new_match(number)) for number in range(tables)]
        work = [(match_id, entries(n, count)) for n, match_id in enumerate(ids)]
    groups = [work[i : i + per_process] for i in range(0, len(work), per_process)]
    start, out = FORK.Barrier(len(groups)), FORK.Queue()
    children = [
        FORK.Process(target=_process, args=(url, group, pace, start, out)) for group in groups
    ]
    for child in children:
        child.start()
    took = [value for _ in children for value in out.get(timeout=1800)]
    for child in children:
        child.join(60)
        if child.exitcode != 0:
            raise RuntimeError(f"a process of tables failed (exit code {child.exitcode})")
    if len(took) != tables * count:
        raise RuntimeError(f"{len(took)} entries timed, {tables * count} asked for")
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="4 and 3 tables, a few entries")
    parser.add_argument("--big", type=int, default=200, help="tables of the slow night")
    parser.add_argument("--big-pace", type=float, default=2.0)
    parser.add_argument("--big-entries", type=int, default=10, help="per table and go")
    parser.add_argument("--fast", type=int, default=50, help="tables of the fast night")
    parser.add_argument("--fast-pace", type=float, default=0.1)
    parser.add_argument("--fast-entries", type=int, default=60, help="per table and go")
    parser.add_argument("--per-process", type=int, default=10, help="tables per process")
    parser.add_argument("--repeats", type=int, default=2, help="goes of each scenario")
    args = parser.parse_args()
    if args.quick:
        args.big, args.big_pace, args.big_entries = 4, 0.2, 3
        args.fast, args.fast_pace, args.fast_entries, args.repeats = 3, 0.05, 4, 1
    nights = [(args.big, args.big_pace, args.big_entries)]
    nights += [(args.fast, args.fast_pace, args.fast_entries)]
    scenarios = [
        (n, pace, count, bare)
        for many, pace, count in nights
        for n in (1, many)
        for bare in (False, True)
    ]
    samples: Samples = {(n, p, bare): [] for n, p, _c, bare in scenarios}
    with pg_server() as server:
        url = server.fresh_url()
        Store.open(url).close()  # the schema made once, before anything is timed
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE TABLE bare (n BIGINT NOT NULL, entry TEXT NOT NULL)")
        for _ in range(args.repeats):  # interleaved: the machine's noise hits every scenario
            for tables, pace, count, bare in scenarios:
                samples[(tables, pace, bare)] += run(
                    url, tables, count, pace, args.per_process, bare
                )
    report(samples, nights)
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
    return 0


def report(samples: Samples, nights: list[tuple[int, float, int]]) -> None:
    print("| tables at once | pace per table | what | entries timed | median ms | p99 ms |")
    print("|---|---|---|---|---|---|")
    for (tables, pace, bare), took in samples.items():
        print(
            f"| {tables} | every {pace * 1000:.0f} ms | {_WHAT[bare]} | {len(took)} |"
            f" {statistics.median(took) * 1000:.2f} | {p99(took) * 1000:.2f} |"
        )
    for many, pace, _count in nights:
        for bare in (False, True):
            one, lots = samples[(1, pace, bare)], samples[(many, pace, bare)]
            median = statistics.median(lots) / statistics.median(one)
            print(
                f"ratio {many}/1 every {pace * 1000:.0f} ms, {_WHAT[bare]}: median {median:.2f},"
                f" p99 {p99(lots) / p99(one):.2f}"
            )


_WHAT = {False: "entry", True: "bare INSERT"}


if __name__ == "__main__":
    sys.exit(main())
