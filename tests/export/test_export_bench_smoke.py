"""The export benchmark still runs (``--quick``: tiny sizes). It asserts no timing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_export.py"


def test_bench_export_quick_runs() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    for fmt in ("md", "csv", "json", "html"):
        assert f"| {fmt} |" in done.stdout
