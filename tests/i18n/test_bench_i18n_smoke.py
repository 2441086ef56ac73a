"""The translation benchmark still runs end to end (few repeats); no timing is asserted."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.i18n.i18n_helpers import ROOT

# A benchmark run at tiny sizes: CI runs it; deselect it locally with -m "not bench".
pytestmark = pytest.mark.bench


def test_quick_run_prints_every_table_and_ratio() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_i18n.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "| language | messages | parse + compile + GNUTranslations, ms |" in lines
    assert any(line.startswith("lookup ratio ru/en: ") for line in lines)
    assert any(line.startswith("start-up ratio pl/en: ") for line in lines)
