"""The tiles benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_tiles.py"


def test_quick_run_prints_the_table_and_every_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "| through | mode | events | µs per record + undo |" in lines
    for through in ("domain", "store"):
        assert any(line.startswith(f"tile ratio 60/10 {through}: ") for line in lines)
        assert any(line.startswith(f"tile/one-key ratio at 60 {through}: ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
