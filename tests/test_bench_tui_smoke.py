"""The scoreboard benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_tui.py"


def test_quick_run_prints_both_tables_and_every_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("| events in the match | keys | work ms/key") for line in lines)
    # a row per size, each with a positive number of frames per key
    for size in ("10", "60"):
        row = next(line for line in lines if line.startswith(f"| {size} | 20 |"))
        assert float(row.strip("| ").split(" | ")[-1]) > 0
    for figure in ("work", "latency"):
        assert any(line.startswith(f"key ratio 60/10 {figure}: ") for line in lines)
    assert any(line.startswith("| bare Textual, same widgets | ") for line in lines)
    assert any(line.startswith("| scorekeeper scoreboard | ") for line in lines)
    for clock in ("wall", "CPU"):
        assert any(line.startswith(f"start ratio scorekeeper/bare {clock}: ") for line in lines)
    assert any(line.startswith("import scorekeeper.tui.app: ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
