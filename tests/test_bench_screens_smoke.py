"""The screens benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_screens.py"
OPENS = ("history (first in app)", "statistics (first in app)", "history", "statistics")
PAGE_DOWNS = ("page-down, no fetch", "page-down, fetches a page")


def test_quick_run_prints_every_ratio_and_the_file_sizes() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for what in OPENS:  # judged against the smallest database (10 matches)
        for clock in ("work", "latency"):
            assert any(line.startswith(f"ratio 120/10 {what} {clock}: ") for line in lines)
    for what in PAGE_DOWNS:  # judged where both databases have a second page
        for clock in ("work", "latency"):
            assert any(line.startswith(f"ratio 120/60 {what} {clock}: ") for line in lines)
    # every open was timed at every size, with a positive CPU time
    for what in OPENS:
        for size in ("10", "60", "120"):
            row = next(line for line in lines if line.startswith(f"| {what} | {size} | "))
            assert float(row.strip("| ").split(" | ")[3]) > 0
    assert "| matches | log entries | file bytes | bytes/entry |" in lines
    assert "--quick: sizes too small to judge; no verdict" in lines
