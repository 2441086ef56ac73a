"""The opening benchmark still runs end to end (a tiny match), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_open.py"


def test_quick_run_prints_every_action_and_both_ratios() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for action in ("score", "resume", "history view"):
        row = next(line for line in lines if line.startswith(f"| {action} | 2 | "))
        assert float(row.strip("| ").split(" | ")[-1]) > 0
    for action in ("resume", "history view"):
        assert any(line.startswith(f"open ratio {action}/score: ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
