"""The core benchmark still runs end to end (tiny sizes), so it cannot rot between uses.

No timing is asserted: the figures of a --quick run mean nothing, and CI machines are noisy.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_core.py"
PRESETS = ("six-matador-expert", "matador-pips")


def test_quick_run_prints_tables_and_every_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "| preset | events | record µs/event | standings µs/call |" in lines
    assert "| preset | output | events | wall ms | µs/event | µs/event minus start-up |" in lines
    for preset in PRESETS:
        assert any(line.startswith(f"append ratio 300/60 {preset}: ") for line in lines)
        for output in ("table", "json"):
            prefix = f"score ratio 300/60 {preset} {output}: per event "
            assert any(line.startswith(prefix) for line in lines)
        assert any(line.startswith(f"in-process ratio 300/60 {preset}: ") for line in lines)
    assert "--quick: sizes too small to judge; no verdict" in lines
