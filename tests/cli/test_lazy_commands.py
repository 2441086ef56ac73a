"""Issue 20 item 7: a headless command imports only what it runs. The parser is built whole
(``--help`` and every mistake read as before: tests/cli keeps them), but the commands'
modules load on use. Checked in fresh interpreters, as tests/test_purity.py does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.commands.arguments import EXPORT_FORMATS

DATA = Path(__file__).resolve().parents[1] / "data"

# Runs the command line in this interpreter, then says which modules had been loaded.
PROBE = """
import contextlib, io, json, sys
from scorekeeper.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(sys.argv[1:])
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""

# what no command among these needs: the app, the other commands, the exporters, the servers
NEVER = (
    "textual", "scorekeeper.tui", "scorekeeper.web", "scorekeeper.export", "scorekeeper.club",
    "scorekeeper.commands.club", "scorekeeper.commands.export", "scorekeeper.commands.serve",
    "scorekeeper.commands.importing", "psycopg", "starlette", "uvicorn", "asyncio",
)  # fmt: skip
# the store, which ``score`` and ``presets`` never open (``store.paths`` reads ``--db``)
STORE = ("scorekeeper.store.store", "scorekeeper.store.club_book", "sqlite3")


def loaded_by(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["code"] == 0, done.stderr
    modules: list[str] = result["modules"]
    return modules


def _under(modules: list[str], packages: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in packages)]


def test_score_loads_no_other_command_nor_the_store() -> None:
    modules = loaded_by("score", str(DATA / "issue-example.json"))
    assert "scorekeeper.commands.score" in modules  # the probe sees what the command loads
    assert _under(modules, NEVER + STORE) == []
    other_commands = ("history", "stats", "presets")
    assert _under(modules, tuple(f"scorekeeper.commands.{c}" for c in other_commands)) == []
    # only score's own parser is built: the others' set-ups are not even imported
    assert (
        _under(modules, ("scorekeeper.commands.arguments", "scorekeeper.commands.club_arguments"))
        == []
    )
    # a v1 file names a built-in preset and ASCII players: no schema, no ICU, no CLDR
    assert _under(modules, ("pydantic", "icu", "babel")) == []


def test_presets_loads_neither_score_nor_the_store() -> None:
    modules = loaded_by("presets")
    assert "scorekeeper.commands.presets" in modules
    assert _under(modules, (*NEVER, *STORE, "scorekeeper.commands.score")) == []


@pytest.mark.parametrize("command", ["history", "stats"])
def test_the_store_commands_load_the_store_but_not_the_app(command: str, tmp_path: Path) -> None:
    modules = loaded_by("--db", str(tmp_path / "none.db"), command)  # no file: nothing stored
    assert f"scorekeeper.commands.{command}" in modules
    assert _under(modules, NEVER) == []


def test_the_export_formats_in_the_parser_are_the_exporters() -> None:
    """``export --format`` is set up without importing the exporters: the same four."""
    from scorekeeper.export import FORMATS

    assert EXPORT_FORMATS == FORMATS
