"""The club board's benchmark still runs end to end (tiny sizes), so it cannot rot between uses.
No timing is asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_club.py"


def test_quick_run_prints_the_table_and_the_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "| measured | players | tables | changes | median ms | 95th percentile ms |" in lines
    for what in ("DOM", "update()"):
        for players, tables in ((4, 1), (32, 8)):
            assert any(line.startswith(f"| {what} | {players} | {tables} | 4 |") for line in lines)
    assert any(line.startswith("DOM ratio 32/4 players (medians): ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
