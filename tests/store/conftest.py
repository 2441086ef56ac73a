"""Real SQLite files in each test's own folder; no test sees the user's data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.store import Store


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
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "scorekeeper.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[Store]:
    opened = Store.open(db_path)
    yield opened
    opened.close()
