"""The store benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_store.py"


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
    for screen in ("history", "history --player", "stats", "stats --player"):
        assert any(line.startswith(f"ratio 200/10 {screen}: ") for line in lines)
    assert "| matches | entries | file bytes | bytes/entry | open+close ms |" in lines
    assert any(line.startswith("record one event (commit + fsync") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
