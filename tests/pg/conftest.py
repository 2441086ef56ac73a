"""A server of the tests' own for the faults (stopped and started again mid-test), apart from
the session's shared one."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg.server import PgServer, started


@pytest.fixture(scope="module")
def own_server() -> Iterator[PgServer]:
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-pg-own-"))
    server = started(folder)
    try:
        yield server
    finally:
        if (server.data / "postmaster.pid").exists():
            server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def running(own_server: PgServer) -> PgServer:
    """The server, started again if a test before left it stopped."""
    if not (own_server.data / "postmaster.pid").exists():
        own_server.start()
    return own_server
