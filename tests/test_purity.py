"""The domain stays pure and headless commands stay light: checked in fresh interpreters."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HEADLESS = [
    "scorekeeper.model",
    "scorekeeper.club",
    "scorekeeper.matchfile",
    "scorekeeper.catalog",
    "scorekeeper.session",
    "scorekeeper.commands.score",
    "scorekeeper.cli",
]

# Imports each module in turn and reports which heavy modules had been loaded after each.
PROBE = """
import importlib, json, sys
HEAVY = ("textual", "sqlite3", "_sqlite3", "starlette", "uvicorn", "segno", "anyio")
seen = {}
for name in sys.argv[1:]:
    importlib.import_module(name)
    seen[name] = sorted(m for m in HEAVY if m in sys.modules)
print(json.dumps(seen))
"""


def _loaded_after_each(modules: list[str]) -> dict[str, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *modules],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    seen: dict[str, list[str]] = json.loads(done.stdout)
    return seen


def test_the_domain_imports_neither_textual_nor_sqlite3() -> None:
    domain = ["scorekeeper.model", "scorekeeper.club"]
    assert _loaded_after_each(domain) == {"scorekeeper.model": [], "scorekeeper.club": []}


def test_headless_modules_never_import_textual() -> None:
    loaded = _loaded_after_each(HEADLESS)
    assert list(loaded) == HEADLESS
    for module, heavy in loaded.items():
        assert "textual" not in heavy, f"{module} pulled in textual"


def test_the_probe_would_notice_textual() -> None:
    """The check above could fail: importing the app does load textual."""
    assert "textual" in _loaded_after_each(["textual"])["textual"]


def test_import_contracts_hold() -> None:
    script = Path(sys.executable).with_name("lint-imports")
    command = (
        [str(script)]
        if script.exists()
        else [sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()"]
    )
    done = subprocess.run(
        [*command, "--no-cache"], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_the_app_loads_no_web_server_until_the_view_is_started() -> None:
    """Issue 14 item 4: starlette, uvicorn and segno cost nothing at start-up."""
    loaded = _loaded_after_each(["scorekeeper.tui.app", "scorekeeper.cli"])
    for module, heavy in loaded.items():
        assert not {"starlette", "uvicorn", "segno", "anyio"} & set(heavy), (module, heavy)


def test_the_web_view_never_loads_textual() -> None:
    loaded = _loaded_after_each(["scorekeeper.web.server", "scorekeeper.commands.serve"])
    assert "starlette" in loaded["scorekeeper.web.server"]  # the probe sees the server's
    for module, heavy in loaded.items():
        assert "textual" not in heavy, f"{module} pulled in textual"
