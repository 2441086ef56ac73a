"""The ratings benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_ratings.py"


def test_quick_run_prints_every_figure() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for operation in ("finish one match", "stats (all players)", "ratings_for 4 players"):
        assert any(line.startswith(f"| {operation} | ") for line in lines)
    assert any(line.startswith("rebuild the ratings from scratch at 300: ") for line in lines)
    assert any(line.startswith("delete the oldest match at 300 ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
