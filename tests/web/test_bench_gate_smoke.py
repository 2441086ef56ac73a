"""The door's benchmark still runs end to end (tiny sizes), so it cannot rot between uses. No
timing is asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_gate.py"


def test_quick_run_prints_the_table() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("| idle connections held | page load ms")
    assert [line.split(" | ")[0] for line in lines[2:]] == ["| 0", "| 100"]
