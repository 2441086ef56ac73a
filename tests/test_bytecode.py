"""tests/bytecode.py: the controller compiled the suite before the workers started, so no
worker or child process compiles it again (the machines here set PYTHONDONTWRITEBYTECODE)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from _pytest.assertion import rewrite

from tests.bytecode import ROOT


def test_this_process_and_its_children_read_and_write_bytecode() -> None:
    assert "PYTHONDONTWRITEBYTECODE" not in os.environ
    assert not sys.dont_write_bytecode


def test_this_modules_rewritten_asserts_were_cached_before_it_ran() -> None:
    source = Path(__file__)
    pyc = rewrite.get_cache_dir(source) / (source.name[:-3] + rewrite.PYC_TAIL)
    assert rewrite._read_pyc(source, pyc, lambda _message: None) is not None


def test_the_apps_modules_are_compiled() -> None:
    source = ROOT / "src" / "scorekeeper" / "tui" / "app.py"
    cached = Path(importlib.util.cache_from_source(str(source)))
    assert cached.stat().st_mtime >= source.stat().st_mtime
