"""The headless start-up benchmark still runs end to end (one run of each command).

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_cli_start.py"


def test_quick_run_prints_every_command_and_the_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for command in ("import pydantic", "score FILE", "score --json FILE", "stats", "history"):
        row = next(line for line in lines if line.startswith(f"| {command} | "))
        assert float(row.split(" | ")[2]) > 0  # a CPU time was measured
    assert any(line.startswith("score ratio to import pydantic (CPU): ") for line in lines)
    assert "--quick: one run of each; no verdict" in lines
