"""Both backends for every store test: a real SQLite file in the test's own folder, and a
database of its own on the session's real PostgreSQL server (``tests/pg/server.py``).

A test that works on the file itself (its bytes, its side files, SQLite's own pragmas) is
marked ``sqlite_only``; every other test that asks for ``db_path`` or ``store`` runs twice.
No test sees the user's data folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.store import DbTarget, Store
from tests.pg.server import PgServer

BACKENDS = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only") is not None
        metafunc.parametrize("backend", BACKENDS[:1] if only else BACKENDS, indirect=True)


@pytest.fixture(autouse=True)
def _isolated_data(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """The default database would go in platformdirs' data folder: point that at a temp one."""
    home = tmp_path_factory.mktemp("data-home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.delenv("SCOREKEEPER_DB", raising=False)
    return home


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_path(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> DbTarget:
    """Where the test's database is: a file, or a database of its own on the server: empty, as
    a new file is, unless the test opens the ``store`` fixture, when the server copies one the
    store has already migrated (what opening an empty one would make, without the migrations)."""
    if backend == "sqlite":
        return tmp_path / "scorekeeper.db"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.migrated_url() if "store" in request.fixturenames else server.fresh_url()


@pytest.fixture
def store(db_path: DbTarget) -> Iterator[Store]:
    opened = Store.open(db_path)
    yield opened
    opened.close()
