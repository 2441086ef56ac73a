"""Benchmark of the table display's door (issue 24 item 3): how long the page takes to load
while idle connections are held open against a real ``scorekeeper serve`` (a child process,
its default limits: 64 connections from one address, 512 in all, 10 s for a whole request),
run with the usual hard limit of 1,024 open files.

For 0, 64 (one client's limit), 512 (the limit in all) and 1,100 idle connections (above the
usual 1,024 open files): the page's load time (median of 5 loads, plain HTTP on loopback),
the connections still open 11 s later, and the bytes the server wrote on stderr.

Run:  .venv/bin/python bench/bench_gate.py          (about a minute)
      .venv/bin/python bench/bench_gate.py --quick  (0 and 100 only; smoke test)
"""

from __future__ import annotations

import argparse
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from scorekeeper.catalog import load_catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.store import Store


def stored(folder: Path) -> Path:
    db = folder / "matches.db"
    with Store.open(db) as store:
        preset = load_catalog(Path("/nonexistent")).get("six-matador-expert")
        session = store.load_session(store.create_match(Match(("Anna", "Boris"), preset)))
        session.record(Lead("Anna"))
        session.record(Matador("Boris"))
    return db


def common_limit() -> None:
    """The server's process gets the usual limit of 1,024 open files, hard (it cannot raise
    it), as on most machines: the case the issue measured."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))


def idle(port: int, count: int) -> list[socket.socket]:
    held = []
    for _ in range(count):
        probe = socket.socket()
        probe.settimeout(5)
        try:
            probe.connect(("127.0.0.1", port))
        except OSError:
            probe.close()
            continue
        held.append(probe)
    return held


def open_still(held: list[socket.socket]) -> int:
    count = 0
    for probe in held:
        probe.settimeout(0.01)
        try:
            count += probe.recv(1) != b""
        except TimeoutError:
            count += 1
        except OSError:
            pass
    return count


def load_ms(url: str) -> float:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=30) as answer:
            answer.read()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def run(counts: list[int], wait: float) -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(8192, hard), hard))
    print("| idle connections held | page load ms (median of 5) | open after wait | stderr bytes |")
    print("|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        db = stored(Path(folder))
        env = {**os.environ, "XDG_CONFIG_HOME": folder}
        for count in counts:
            child = subprocess.Popen(
                [sys.executable, "-m", "scorekeeper", "--db", str(db), "serve", "--port", "18977"],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                preexec_fn=common_limit,
            )  # fmt: skip
            assert child.stdout is not None
            url = child.stdout.readline().strip()
            held = idle(18977, count)
            took = load_ms(url)
            time.sleep(wait)
            still = open_still(held)
            for probe in held:
                probe.close()
            child.terminate()
            _out, err = child.communicate(timeout=15)
            print(f"| {count} | {took:.1f} | {still} | {len(err.encode())} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args().quick
    run([0, 100] if quick else [0, 64, 512, 1100], 1.0 if quick else 11.0)


if __name__ == "__main__":
    main()
