"""Shared fixtures: an isolated config folder and the built-in catalog."""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.store.paths import DbTarget
from tests.bytecode import write_once
from tests.chromium import browser  # noqa: F401  (the session's one Chromium, a fixture)
from tests.fixture_types import RunScorekeeper, WriteJson
from tests.pg.server import PgServer, started

DATA = Path(__file__).parent / "data"
_SERVERS: list[PgServer] = []  # the session's PostgreSQL server, once a test has asked for it


WORKERS_A_CORE = 3

# No property test is timed: Hypothesis' default 200 ms deadline per example is a clock in a
# test, which a loaded machine or coverage.py trips (test_rating_in_batches did, under coverage at
# load 33); speed is measured in bench/, not here.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


def pytest_configure(config: pytest.Config) -> None:
    write_once(config)  # bytecode for the workers and their children (tests/bytecode.py)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` (the README's test command): three workers a core, not one. Much of a test
    is waiting, not computing (a Pilot key's wait for idle, a child process starting, a
    server's or a browser's answer), so more workers fill the cores: the whole suite on 2
    cores took 508 s with 2 workers, 414 s with 4 and 380 s with 6 (docs/performance.md)."""
    return WORKERS_A_CORE * len(os.sched_getaffinity(0))


@pytest.hookimpl(trylast=True)  # after the fixtures' teardown, before pytest's unraisable check
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """What a test left for the cyclic collector is collected at its end, and what survives is
    frozen (never scanned again). A worker's heap holds every collected test item, the modules
    and what earlier tests left, and Python's full collections scanned all of it again and
    again: a third of the CPU of a run of TUI tests went to them, and the suite is CPU-bound
    (docs/performance.md). A ``__del__`` that raises is now reported at the test that left it."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _isolated_config(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Keep the developer's own custom presets (platformdirs' config folder) out of every test."""
    home = tmp_path_factory.mktemp("config-home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    # The command line follows LANGUAGE/LC_ALL/LANG; the suite expects English unless a test
    # asks for another language (LANGUAGE outranks the others and affects nothing else).
    monkeypatch.setenv("LANGUAGE", "en")
    return home


@pytest.fixture(autouse=True)
def _steady_cursor(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text field's cursor holds still in tests, so that frames are repeatable: a blink
    is a timer, and a snapshot taken half a second later would differ."""
    from textual.widgets import Input

    made = Input.__init__

    def steady(self: Input, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        self.cursor_blink = False

    monkeypatch.setattr(Input, "__init__", steady)


@pytest.fixture(params=["sqlite", "postgresql"])
def club_db(request: pytest.FixtureRequest, tmp_path: Path) -> DbTarget:
    """A club's empty database on each backend: a new file, or a new database on the session's
    real server (made empty, so the store's own migrations run)."""
    if request.param == "sqlite":
        return tmp_path / "club.db"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.fresh_url()


@pytest.fixture(scope="session")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """The four built-ins only (an empty custom folder, whatever the machine has configured)."""
    return load_catalog(tmp_path_factory.mktemp("no-custom-presets"))


@pytest.fixture
def write_json(tmp_path: Path) -> WriteJson:
    """Write ``data`` (or raw bytes/str) to a file in the test's own folder and return its path."""

    def write(data: Any, name: str = "match.json") -> Path:
        path = tmp_path / name
        if isinstance(data, bytes):
            path.write_bytes(data)
        elif isinstance(data, str):
            path.write_text(data, encoding="utf-8")
        else:
            path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return path

    return write


@pytest.fixture
def run_scorekeeper(_isolated_config: Path, tmp_path: Path) -> RunScorekeeper:
    """Run the real command, ``python -m scorekeeper ARGS``, in a child process."""

    def run(*args: str | os.PathLike[str]) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "XDG_CONFIG_HOME": str(_isolated_config)}
        return subprocess.run(
            [sys.executable, "-m", "scorekeeper", *map(str, args)],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=env,
            cwd=tmp_path,
            timeout=60,
        )

    return run


@pytest.fixture(autouse=True)
def _drop_test_databases() -> Iterator[None]:
    """Each test's databases on the session's server dropped at its end, as a test's own
    folder is: the server holds only what the running test made."""
    yield
    for server in _SERVERS:
        server.drop_fresh()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """One real PostgreSQL server for the session (started at the first test that asks)."""
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-pg-"))
    server = started(folder)
    _SERVERS.append(server)
    try:
        yield server
    finally:
        _SERVERS.remove(server)
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
