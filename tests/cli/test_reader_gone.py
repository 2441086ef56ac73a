"""A reader that goes away (``scorekeeper presets | head -1``) ends a command quietly: status 0,
no traceback, nothing said on stderr. The pipe's far end is closed before the child writes, so
every line it prints meets a broken pipe; ``club draw`` writes its sheet and then says where,
which is how the traceback was found (stop 32)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run_into_a_closed_pipe(*args: str | Path) -> subprocess.CompletedProcess[bytes]:
    read, write = os.pipe()
    os.close(read)  # nobody will ever read: the first write fails with EPIPE
    try:
        return subprocess.run(
            [sys.executable, "-m", "scorekeeper", *map(str, args)],
            stdout=write, stderr=subprocess.PIPE, timeout=60, check=False,
        )  # fmt: skip
    finally:
        os.close(write)


@pytest.mark.parametrize(
    "command",
    [("presets",), ("club", "draw", "1"), ("club", "tables", "1"), ("history",)],
)
def test_a_reader_gone_ends_the_command_quietly(tmp_path: Path, command: tuple[str, ...]) -> None:
    db = tmp_path / "club.db"
    for setup in (("club", "new", "Friday"), ("club", "add", "1", "Anna", "Boris", "Vera")):
        subprocess.run([sys.executable, "-m", "scorekeeper", "--db", db, *setup], check=True,
                       capture_output=True, timeout=60)  # fmt: skip
    sheet = ("--sheet", str(tmp_path / "codes.html")) if command[:2] == ("club", "draw") else ()
    done = run_into_a_closed_pipe("--db", db, *command, *sheet)
    assert done.returncode == 0 and done.stderr == b"", done.stderr.decode()
