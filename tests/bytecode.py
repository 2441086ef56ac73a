"""Bytecode for the suite's processes, compiled once before the workers start.

The machines this suite runs on may set ``PYTHONDONTWRITEBYTECODE`` (this one does). Then
every process compiles what it imports, every time: each of the six workers compiled all of
``src/`` and rewrote every test module's asserts while collecting (16 s of CPU a worker, 6 s
with the bytecode there), and each of the suite's hundreds of ``python -m scorekeeper`` child
processes compiled the modules it ran (0.3 s of CPU a start, 0.2 s with them). So the controller
compiles ``src/`` and ``tests/`` and writes the asserts' rewritten bytecode where pytest reads
it, and lets the processes after it write what they add. It is a cache only: Python and pytest
check each file against its source's size and time, so an edited file is compiled afresh.

The benchmarks of start-up set ``PYTHONDONTWRITEBYTECODE`` themselves, on a copy of the
sources, where they measure starting without bytecode (bench/bench_start.py).
"""

from __future__ import annotations

import compileall
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def write_once(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return  # a worker: the controller has done it
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # the workers and their children
    sys.dont_write_bytecode = False
    for folder in (ROOT / "src", ROOT / "tests"):
        compileall.compile_dir(folder, quiet=2, workers=0)
    if config.getini("enable_assertion_pass_hook"):
        return  # rewritten differently from what ``_rewrite`` writes: leave it to pytest
    tests = [str(p) for p in (ROOT / "tests").rglob("*.py") if _asserts_rewritten(p.name)]
    with ProcessPoolExecutor() as pool:
        list(pool.map(_rewrite, tests, chunksize=16))


def _asserts_rewritten(name: str) -> bool:
    """The modules pytest rewrites here: test modules and conftest files (pyproject's
    ``python_files`` is pytest's default)."""
    return name == "conftest.py" or (name.startswith("test_") and name.endswith(".py"))


def _rewrite(source: str) -> None:
    """What pytest's import hook does on a cache miss, ahead of it (its ``exec_module``). The
    rewrite depends on the configuration only through ``enable_assertion_pass_hook``, which
    this project leaves off: ``None`` rewrites the same."""
    from _pytest.assertion import rewrite

    path = Path(source)
    pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
    if rewrite._read_pyc(path, pyc, lambda _message: None) is not None:
        return
    stat, code = rewrite._rewrite_test(path, None)  # type: ignore[arg-type]
    rewrite._write_pyc(_Untraced(), code, stat, pyc)  # type: ignore[arg-type]


class _Untraced:
    """Stands for pytest's assertion state, whose ``trace`` is all ``_write_pyc`` uses (to
    note a cache it could not write: then the worker rewrites the module itself)."""

    def trace(self, _message: str) -> None:
        return None
