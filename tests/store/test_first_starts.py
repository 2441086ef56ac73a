"""Apps starting at once on one new file (store/opening_race.py): each moment of another
app's creating the file is met on purpose here, where the race in test_two_apps.py meets
them by chance. CI's six workers met three of them, each of which refused a good file."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from scorekeeper.store import opening_race
from scorekeeper.store.connection import _check_identity, connect
from scorekeeper.store.errors import StoreError
from scorekeeper.store.header import APPLICATION_ID
from scorekeeper.store.schema import LATEST


@contextmanager
def another_app_writing(db: Path, for_s: float) -> Iterator[None]:
    """Another app holds the write lock of a new file (still in rollback mode, as every new
    file starts) for ``for_s`` seconds, from its own thread and connection."""
    held = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(db, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        held.set()
        threading.Event().wait(for_s)
        conn.execute("COMMIT")
        conn.close()

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait()
    try:
        yield
    finally:
        thread.join()


def test_the_switch_into_wal_waits_for_another_apps_write(tmp_path: Path) -> None:
    """The switch reads first, then wants the write lock another app holds: SQLite answers
    busy at once (waiting could deadlock), without the busy timeout; the open tries again."""
    db = tmp_path / "scorekeeper.db"
    db.touch()
    with another_app_writing(db, for_s=0.3):
        conn = connect(db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
    conn.close()


def test_without_the_retry_the_same_moment_is_refused(tmp_path: Path) -> None:
    """The test above would pass without its subject if SQLite waited by itself: it does not."""
    db = tmp_path / "scorekeeper.db"
    db.touch()
    with another_app_writing(db, for_s=0.3):
        conn = sqlite3.connect(db, isolation_level=None, timeout=10)
        conn.execute("PRAGMA application_id").fetchone()
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            conn.execute("PRAGMA journal_mode = WAL")
        conn.close()


def test_busy_is_retried_only_within_its_time() -> None:
    tries: list[int] = []

    def always_busy() -> None:
        tries.append(1)
        error = sqlite3.OperationalError("database is locked")
        error.sqlite_errorname = "SQLITE_BUSY"
        raise error

    with pytest.raises(sqlite3.OperationalError):
        opening_race.retrying_busy(always_busy, within_s=0.1)
    assert 2 <= len(tries) <= 10  # 20 ms apart for 0.1 s


def test_another_error_is_not_retried() -> None:
    tries: list[int] = []

    def broken() -> None:
        tries.append(1)
        raise sqlite3.OperationalError("disk I/O error")

    with pytest.raises(sqlite3.OperationalError):
        opening_race.retrying_busy(broken, within_s=5)
    assert len(tries) == 1


def test_a_header_caught_before_its_pages_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another app has written the first page's header (two pages) but not yet the second
    page: that reads as truncated once, and as the good file it is when it has been written."""
    db = tmp_path / "scorekeeper.db"
    made = sqlite3.connect(db)
    made.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    made.execute("CREATE TABLE t (x)")  # page 2
    made.commit()
    made.close()
    whole = db.read_bytes()
    assert len(whole) == 2 * 4096
    db.write_bytes(whole[:4096])
    pauses: list[float] = []

    def other_app_finishes(seconds: float) -> None:
        pauses.append(seconds)
        db.write_bytes(whole)

    monkeypatch.setattr("scorekeeper.store.opening_race.time.sleep", other_app_finishes)
    header = opening_race.settled_header(db, LATEST)
    assert header is not None and header.application_id == APPLICATION_ID
    assert pauses == [opening_race.SETTLE_S]


def test_a_file_that_stays_damaged_is_refused_after_two_looks(tmp_path: Path) -> None:
    db = tmp_path / "scorekeeper.db"
    made = sqlite3.connect(db)
    made.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    made.execute("CREATE TABLE t (x)")
    made.commit()
    made.close()
    db.write_bytes(db.read_bytes()[:4096])
    with pytest.raises(StoreError, match="truncated: 4096 of 8192 bytes"):
        opening_race.settled_header(db, LATEST)
    assert len(db.read_bytes()) == 4096  # left as it was


def test_identity_is_read_in_one_snapshot(tmp_path: Path) -> None:
    """The schema number, the mark and the list of tables come from one read transaction:
    read in three, another app's schema committed between them made a new file look like
    another program's database (marked 0, yet holding tables)."""
    db = tmp_path / "scorekeeper.db"
    seen: list[str] = []
    conn = sqlite3.connect(db, isolation_level=None)
    conn.set_trace_callback(seen.append)
    _check_identity(conn, db)
    conn.close()
    reads = [s for s in seen if s.startswith(("PRAGMA", "SELECT"))]
    assert seen[0] == "BEGIN" and seen[-1] == "COMMIT" and len(reads) == 3
