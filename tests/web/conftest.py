"""A real server on 127.0.0.1 (a free port) and Debian's Chromium driven by Playwright, both
started and stopped by fixtures. No browser is downloaded: Playwright launches
``/usr/bin/chromium`` (CI's .ci/run installs it) with flags that keep it off the network."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, async_playwright

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.web.server import LOOPBACK, Address, TableServer

CHROMIUM = "/usr/bin/chromium"
# without these Chromium waits on connections it cannot make here (and makes none anywhere)
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
PLAYERS = ("Anna", "Boris", "Vera")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def chromium() -> AsyncIterator[Browser]:
    """One Chromium for each test process (xdist worker), not one per test: a launch costs
    about a second of the machine's two cores."""
    assert shutil.which("chromium"), "Chromium is needed: apt-get install -y chromium (.ci/run)"
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield launched
        await launched.close()


@pytest_asyncio.fixture(loop_scope="session")
async def browser(chromium: Browser) -> AsyncIterator[Browser]:
    """The worker's browser, with every page and context a test opened closed at its end, so
    that no test sees another's cookies, storage or open streams."""
    yield chromium
    for context in chromium.contexts:
        await context.close()


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


async def serve_match(db: Path, match: Match) -> Table:
    store = Store.open(db)
    match_id = store.create_match(match)
    session = store.load_session(match_id)
    server = TableServer(db)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    return Table(db, store, session, server, address)


@pytest_asyncio.fixture(loop_scope="session")  # the test's loop: see chromium
async def table(db: Path, catalog: Catalog) -> AsyncIterator[Table]:
    served = await serve_match(db, Match(PLAYERS, catalog.get("six-matador-expert")))
    yield served
    await served.server.stop()
    served.store.close()
