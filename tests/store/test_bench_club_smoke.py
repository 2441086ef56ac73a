"""Issue 15's two benchmarks still run end to end (tiny sizes), so they cannot rot.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
Each starts a PostgreSQL server of its own (``bench/club_server.py``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench"


def quick(script: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, str(BENCH / script), "--quick"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "--quick: sizes too small to judge; no verdict" in lines
    return lines


def test_tables_bench_prints_both_paces_and_their_ratios() -> None:
    lines = quick("bench_club_tables.py")
    assert "| tables at once | pace per table | entries timed | median ms | p99 ms |" in lines
    for tables, pace, entries in ((1, "every 100 ms", 6), (3, "every 100 ms", 18),
                                  (1, "flat out", 6), (3, "flat out", 18)):  # fmt: skip
        assert any(line.startswith(f"| {tables} | {pace} | {entries} | ") for line in lines)
    for pace in ("every 100 ms", "flat out"):
        assert any(line.startswith(f"ratio 3/1 {pace}: median ") for line in lines)


def test_history_bench_fills_and_times_both_backends() -> None:
    lines = quick("bench_club_history.py")
    for backend in ("SQLite", "PostgreSQL"):
        assert f"{backend}: filled 400 matches in " in " ".join(lines)
        assert f"### {backend}" in lines
    for screen in ("history", "history --player", "stats", "stats --player"):
        ratios = [line for line in lines if line.startswith(f"ratio 400/20 {screen}: ")]
        assert len(ratios) == 2  # one per backend
