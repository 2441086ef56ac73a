"""Issue 15 item 2: ``scorekeeper serve --club EVENT`` makes the event's board the main page, for
the TV in the hall; an event the database does not hold is one line and exit status 2."""

from __future__ import annotations

import signal
import subprocess
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fixture_types import RunScorekeeper
from tests.web.club_setup import Night, club_night
from tests.web.test_serve_command import ADDRESS, free_port, start


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    made = club_night(tmp_path / "club.db")
    yield made
    made.store.close()


@pytest.fixture
def children() -> Iterator[list[subprocess.Popen[str]]]:
    """``serve`` children, each stopped with Ctrl+C's signal after the test."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for child in started:
        child.send_signal(signal.SIGINT)
        try:
            child.wait(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        assert child.stdout is not None and child.stderr is not None
        child.stdout.close()
        child.stderr.close()


@pytest.mark.parametrize("by", ["number", "name"])
def test_the_main_page_is_the_events_board(
    children: list[subprocess.Popen[str]], night: Night, by: str
) -> None:
    event = str(night.event_id) if by == "number" else "Friday night"
    child = start(children, Path(night.store.path), "--club", event, "--port", str(free_port()))
    assert child.stdout is not None
    first = child.stdout.readline().rstrip("\n")
    assert ADDRESS.match(first), first  # the address printed is the board's
    with urllib.request.urlopen(first, timeout=10) as answer:
        html = answer.read().decode()
    assert html.count('<article class="table playing"') == 2  # both tables' matches started
    assert 'data-stream="events"' in html  # its stream beside it, under the same token


def test_an_event_that_is_not_there_is_one_line(
    run_scorekeeper: RunScorekeeper, night: Night
) -> None:
    port = str(free_port())
    done = run_scorekeeper("--db", night.store.path, "serve", "--club", "99", "--port", port)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "--club" in lines[0] and "99" in lines[0], lines
    assert "Traceback" not in done.stderr
