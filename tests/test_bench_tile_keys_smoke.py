"""The tile board's benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_tile_keys.py"


def test_quick_run_prints_every_key_and_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for size in ("10", "60"):
        for key in ("half", "record", "one-key"):
            row = next(line for line in lines if line.startswith(f"| {size} | {key} | 6 |"))
            assert float(row.strip("| ").split(" | ")[-1]) > 0  # frames drawn per key
    for figure in ("work", "latency"):
        assert any(line.startswith(f"tile/one-key at 60 {figure}: ") for line in lines)
        assert any(line.startswith(f"tile 60/10 {figure}: ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
