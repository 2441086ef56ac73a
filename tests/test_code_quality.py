"""The project's own standards, enforced by the suite so CI fails when one slips: mypy --strict
over the code, the tests, the benchmarks and the tools, and ruff's lint and format. (The import
contracts of pyproject.toml are checked by ``tests/test_purity.py``, with the domain's purity.)

Each tool runs as a child process from the project's root, as a developer would run it. They
take a few seconds each; deselect them locally with ``-m "not quality"``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.quality

ROOT = Path(__file__).resolve().parents[1]
LINTED = ["src", "tests", "bench", "tools"]


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(command), cwd=ROOT, capture_output=True, text=True, timeout=600, check=False
    )


def test_mypy_strict_passes_over_the_code_its_tests_benchmarks_and_tools() -> None:
    done = _run(sys.executable, "-m", "mypy", "--strict", *LINTED)
    assert done.returncode == 0, done.stdout + done.stderr
    # every module was checked: none was skipped as unreachable or excluded
    modules = sum(len(list((ROOT / folder).rglob("*.py"))) for folder in LINTED)
    assert f"no issues found in {modules} source files" in done.stdout, done.stdout


def test_ruff_check_passes() -> None:
    done = _run(sys.executable, "-m", "ruff", "check", *LINTED)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_leaves_every_file_as_it_is() -> None:
    done = _run(sys.executable, "-m", "ruff", "format", "--check", *LINTED)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_checks_can_fail(tmp_path: Path) -> None:
    """The harness is not vacuous: the same commands refuse a file that breaks each rule."""
    bad = tmp_path / "bad.py"
    bad.write_text("import os\ndef f(x):\n    return x+1\n", encoding="utf-8")
    typed = _run(sys.executable, "-m", "mypy", "--strict", str(bad))
    assert typed.returncode == 1 and "no-untyped-def" in typed.stdout, typed.stdout
    linted = _run(sys.executable, "-m", "ruff", "check", "--no-cache", str(bad))
    assert linted.returncode == 1 and "F401" in linted.stdout, linted.stdout
    formatted = _run(sys.executable, "-m", "ruff", "format", "--check", "--no-cache", str(bad))
    assert formatted.returncode == 1, formatted.stdout


def test_every_test_folder_is_a_package() -> None:
    """Without ``__init__.py`` a folder's modules become top-level names again, and two
    ``conftest`` or helper modules of the same name clash (for pytest and for mypy)."""
    folders = {path.parent for path in (ROOT / "tests").rglob("*.py")}
    missing = sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").exists())
    assert not missing, f"add an empty __init__.py to: {', '.join(missing)}"
