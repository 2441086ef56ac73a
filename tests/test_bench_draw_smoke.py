"""The club draw's benchmark still runs (tiny sizes); it asserts no timing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_draw.py"


def test_quick_run_prints_its_table() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "| players | earlier rounds | draw ms (median) | repeated meetings left |"
    assert len([line for line in lines if line.startswith("| 7 |")]) == 2
    assert lines[-1] == "--quick: sizes too small to judge; no verdict"
