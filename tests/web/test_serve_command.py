"""Issue 14 items 1 and 2: ``scorekeeper serve`` as a real child process: its first line is the
address with its token, which serves the match; --lan says plainly who can watch; a port in use,
a port out of range and a missing database are one line on stderr and exit status 2."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from tests.fixture_types import RunScorekeeper

ADDRESS = re.compile(r"^http://127\.0\.0\.1:(\d+)/t/([A-Za-z0-9_-]{20,})/$")
ENTRY = re.compile(
    r"^Entry, to keep the score from a phone: (http://127\.0\.0\.1:\d+/e/[\w-]{20,}/)$"
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(serve: list[subprocess.Popen[str]], db: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "SCOREKEEPER_LAN_ADDRESS": "127.0.0.1"}  # never a real network here
    child = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "--db", str(db), "serve", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", env=env,
    )  # fmt: skip
    serve.append(child)
    return child


def test_the_first_line_is_the_address_and_it_serves_the_match(
    serve: list[subprocess.Popen[str]], stored: Path
) -> None:
    port = free_port()
    child = start(serve, stored, "--port", str(port))
    assert child.stdout is not None
    first = child.stdout.readline().rstrip("\n")
    found = ADDRESS.match(first)
    assert found, first
    assert int(found.group(1)) == port
    with urllib.request.urlopen(first, timeout=10) as answer:
        html = answer.read().decode()
    assert '<h2 class="name">Boris</h2><p class="total">10</p>' in html


def test_lan_says_who_can_watch(serve: list[subprocess.Popen[str]], stored: Path) -> None:
    child = start(serve, stored, "--lan", "--port", str(free_port()))
    assert child.stdout is not None
    first, second, third, fourth = (child.stdout.readline() for _ in range(4))
    assert ADDRESS.match(first.rstrip("\n")), first  # the address set for this test
    assert ENTRY.match(second.rstrip("\n")), second
    assert "anyone on this network who has the address can watch" in third
    assert "Whoever has an entry address can keep the score there" in fourth


def test_a_port_in_use_is_one_line_and_status_2(
    run_scorekeeper: RunScorekeeper, stored: Path
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = run_scorekeeper("--db", stored, "serve", "--port", str(port))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and f"port {port}" in lines[0] and "--port" in lines[0], lines


@pytest.mark.parametrize("port", ["0", "65536", "x"])
def test_a_port_out_of_range_is_refused(
    run_scorekeeper: RunScorekeeper, stored: Path, port: str
) -> None:
    done = run_scorekeeper("--db", stored, "serve", "--port", port)
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_no_database_is_one_line_and_creates_none(
    run_scorekeeper: RunScorekeeper, tmp_path: Path
) -> None:
    missing = tmp_path / "none.db"
    done = run_scorekeeper("--db", missing, "serve")
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1 and str(missing) in done.stderr
    assert not missing.exists()
