"""Fault (d): a missing folder, a path through a file, and a read-only folder or file.

Tests here may run as root, and root ignores permission bits. A read-only place is therefore
made in the strongest way the machine allows: ``chmod`` (enough for a normal user), then,
where root can still write, the immutable attribute (``chattr +i``: the kernel refuses every
write, root's included). A test that can make neither says so and skips, rather than passing
without having tested anything.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from scorekeeper.store import Store, StoreError
from tests.fixture_types import RunScorekeeper
from tests.store.store_helpers import digest, side_files
from tests.store.store_workload import new_match

DATA = Path(__file__).parents[1] / "data"


def writable(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_bytes(b"")
    except OSError:
        return False
    probe.unlink()
    return True


@contextmanager
def read_only(target: Path) -> Iterator[None]:
    """``target`` (a folder or a file) made read-only for this process, then restored."""
    mode = target.stat().st_mode
    target.chmod(stat.S_IMODE(mode) & ~0o222)
    immutable = False
    try:
        if _still_writable(target) and shutil.which("chattr"):
            immutable = subprocess.run(["chattr", "+i", str(target)], check=False).returncode == 0
        if _still_writable(target):
            pytest.skip("cannot make a read-only place here (root without chattr +i)")
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(target)], check=True)
        target.chmod(stat.S_IMODE(mode))


def _still_writable(target: Path) -> bool:
    if target.is_dir():
        return writable(target)
    try:
        with target.open("r+b"):
            return True
    except OSError:
        return False


def test_a_missing_folder_is_named_and_not_created(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "scorekeeper.db"
    with pytest.raises(StoreError) as raised:
        Store.open(path)
    assert str(raised.value) == (
        f"{path}: the folder {path.parent} does not exist; create it or choose another path"
        " with --db"
    )
    assert not path.parent.exists()


def test_the_default_folder_is_created(tmp_path: Path) -> None:
    path = tmp_path / "data" / "scorekeeper" / "scorekeeper.db"
    with Store.open(path, create_folder=True) as store:
        assert store.count_matches() == 0
    assert path.is_file()


def test_a_path_through_a_regular_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("just a file")
    path = blocker / "scorekeeper.db"
    for create in (False, True):
        with pytest.raises(StoreError, match=f"{blocker} is a file, not a folder"):
            Store.open(path, create_folder=create)
    assert blocker.read_text() == "just a file"


def test_a_new_database_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "scorekeeper.db"
    with read_only(folder), pytest.raises(StoreError) as raised:
        Store.open(path)
    assert str(raised.value).startswith(f"{path}: cannot write the database (")
    assert "make the file and its folder writable or choose another path with --db" in str(
        raised.value
    )
    assert list(folder.iterdir()) == []


def test_an_existing_database_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "scorekeeper.db"
    with Store.open(path) as store:
        store.create_match(new_match())
    before = digest(path)
    with read_only(folder), pytest.raises(StoreError, match="cannot write the database"):
        Store.open(path)
    assert digest(path) == before
    assert side_files(path) == []


def test_a_read_only_database_file_is_refused_at_open(tmp_path: Path) -> None:
    """Refused when opened, not at the first score: the probe write finds it out."""
    path = tmp_path / "scorekeeper.db"
    with Store.open(path) as store:
        store.create_match(new_match())
    before = digest(path)
    with read_only(path), pytest.raises(StoreError, match="cannot write the database"):
        Store.open(path)
    assert digest(path) == before


def test_the_command_line_says_so_in_one_line(
    tmp_path: Path, run_scorekeeper: RunScorekeeper
) -> None:
    path = tmp_path / "file.txt" / "scorekeeper.db"
    (tmp_path / "file.txt").write_text("x")
    done = run_scorekeeper("--db", path, "import", DATA / "issue-example.json")
    assert done.returncode == 2
    assert done.stderr == (
        f"scorekeeper: {path}: {path.parent} is a file, not a folder; choose another path"
        " with --db\n"
    )


def test_scorekeeper_db_variable_is_used(
    tmp_path: Path, run_scorekeeper: RunScorekeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "from-env.db"
    monkeypatch.setenv("SCOREKEEPER_DB", str(path))
    done = run_scorekeeper("import", DATA / "issue-example.json")
    assert (done.returncode, done.stderr) == (0, "")
    assert path.is_file()
    assert os.environ["SCOREKEEPER_DB"] == str(path)
