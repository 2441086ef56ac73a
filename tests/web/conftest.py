"""A real server on 127.0.0.1 (a free port) and Debian's Chromium driven by Playwright, both
started and stopped by fixtures. No browser is downloaded: Playwright launches
``/usr/bin/chromium`` (CI's .ci/run installs it) with flags that keep it off the network."""

from __future__ import annotations

import inspect
import shutil
import signal
import subprocess
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, async_playwright

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.web.gate import Limits
from scorekeeper.web.server import LOOPBACK, Address, TableServer

CHROMIUM = "/usr/bin/chromium"
# without these Chromium waits on connections it cannot make here (and makes none anywhere)
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
PLAYERS = ("Anna", "Boris", "Vera")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every async test here runs in the session's loop, where the one browser lives."""
    here = Path(__file__).parent
    for item in items:
        function = getattr(item, "obj", None)
        if item.path.is_relative_to(here) and inspect.iscoroutinefunction(function):
            item.own_markers[:] = [mark for mark in item.own_markers if mark.name != "asyncio"]
            item.add_marker(pytest.mark.asyncio(loop_scope="session"))


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser() -> AsyncIterator[Browser]:
    """One Chromium per worker, for every test (each opens its own pages or contexts)."""
    assert shutil.which("chromium"), "Chromium is needed: apt-get install -y chromium (.ci/run)"
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield launched
        await launched.close()


@dataclass
class Table:
    """A stored match, a session writing to it (as the app would, on its own connection) and
    the view serving it."""

    db: Path
    store: Store
    session: MatchSession
    server: TableServer
    address: Address


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "matches.db"


def db_in(folder: Path) -> Path:
    return folder / "matches.db"


async def serve_match(db: Path, match: Match, limits: Limits | None = None) -> Table:
    store = Store.open(db)
    match_id = store.create_match(match)
    session = store.load_session(match_id)
    server = TableServer(db)
    if limits is not None:
        server.limits = limits
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    return Table(db, store, session, server, address)


@pytest_asyncio.fixture(loop_scope="session")
async def table(db: Path, catalog: Catalog) -> AsyncIterator[Table]:
    served = await serve_match(db, Match(PLAYERS, catalog.get("six-matador-expert")))
    yield served
    await served.server.stop()
    served.store.close()


@pytest.fixture
def stored(tmp_path: Path, catalog: Catalog) -> Path:
    db = tmp_path / "matches.db"
    with Store.open(db) as store:
        session = store.load_session(
            store.create_match(Match(("Anna", "Boris"), catalog.get("six-matador-expert")))
        )
        session.record(Lead("Anna"))
        session.record(Matador("Boris"))  # +10 (RULES.md section 4)
    return db


@pytest.fixture
def serve(stored: Path, tmp_path: Path) -> Iterator[list[subprocess.Popen[str]]]:
    """``serve`` children, each stopped with Ctrl+C's signal after the test."""
    children: list[subprocess.Popen[str]] = []
    yield children
    for child in children:
        child.send_signal(signal.SIGINT)
        try:
            child.wait(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        assert child.stdout is not None and child.stderr is not None
        child.stdout.close()
        child.stderr.close()
