"""A real server on 127.0.0.1 (a free port), started and stopped by fixtures, and Debian's
Chromium driven by Playwright (the session's ``browser``: tests/chromium.py)."""

from __future__ import annotations

import signal
import subprocess
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.web.gate import Limits
from scorekeeper.web.server import LOOPBACK, Address, TableServer
from tests.chromium import in_the_browsers_loop

PLAYERS = ("Anna", "Boris", "Vera")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    in_the_browsers_loop(items, Path(__file__).parent)


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
