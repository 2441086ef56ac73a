"""Files that are not ours stay as they were (issue 21 item 3).

SQLite recovers a database when it opens it: committed pages waiting in a write-ahead log are
checkpointed into the file when the last connection closes, and a hot rollback journal is
copied back at the first read. So a file is judged before SQLite sees it, by its last
committed header and schema page (``store/committed.py``), and a refused file keeps every
byte, its WAL and journal included, with no new side file beside it. Our own files still
open and recover as before.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.model import Lead
from scorekeeper.store import Store, StoreError
from scorekeeper.store.committed import committed_first_page, has_tables
from scorekeeper.store.schema import LATEST
from tests.fixture_types import RunScorekeeper
from tests.store.store_workload import new_match

SIDES = ("-wal", "-journal", "-shm")


def family(path: Path) -> dict[str, str]:
    """The digest of the file and of each side file that exists beside it."""
    found = {}
    for suffix in ("", *SIDES):
        side = path.with_name(path.name + suffix)
        if side.exists():
            found[suffix or "db"] = hashlib.sha256(side.read_bytes()).hexdigest()
    return found


def frozen_wal(path: Path, fill: Callable[[sqlite3.Connection], None]) -> None:
    """``path`` as a program left it when it stopped with commits still in its WAL: the
    database and its log copied while the writer was open (no checkpoint ran)."""
    live = path.with_name("live-" + path.name)
    conn = sqlite3.connect(live, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    fill(conn)
    shutil.copy(live, path)
    shutil.copy(live.with_name(live.name + "-wal"), path.with_name(path.name + "-wal"))
    conn.close()


def someone_elses_with_a_wal(path: Path) -> None:
    def fill(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.execute("INSERT INTO notes VALUES ('not scores')")

    frozen_wal(path, fill)


def newer_scorekeeper_in_its_wal(path: Path) -> None:
    with Store.open(path.with_name("live-" + path.name)) as store:  # ours, closed cleanly
        store.create_match(new_match())

    def fill(conn: sqlite3.Connection) -> None:
        conn.execute(f"PRAGMA user_version = {LATEST + 1}")

    frozen_wal(path, fill)


HOT_JOURNAL = """
import os, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("CREATE TABLE notes (text BLOB)")
conn.execute("BEGIN")
for n in range(400):
    conn.execute("INSERT INTO notes VALUES (randomblob(1000))")
conn.execute("COMMIT")
with open(sys.argv[1], "rb") as db, open(sys.argv[1] + ".page1", "wb") as kept:
    kept.write(db.read(4096))  # the first page as committed, for the test to compare
conn.execute("PRAGMA cache_size = 1")  # the change spills into the file before its commit
conn.execute("BEGIN")
conn.execute("CREATE TABLE later (x)")  # the schema's page changes too: it is journaled
conn.execute("UPDATE notes SET text = randomblob(1000)")
os._exit(0)  # killed mid-transaction: the journal is hot
"""


def someone_elses_with_a_hot_journal(path: Path) -> None:
    subprocess.run([sys.executable, "-c", HOT_JOURNAL, str(path)], check=True, timeout=60)
    assert path.with_name(path.name + "-journal").stat().st_size > 0
    path.with_name(path.name + ".page1").rename(path.with_name("page1-of-" + path.name))


def empty_with_a_schema_number(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.close()


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "another program's, commits in its WAL": (
        someone_elses_with_a_wal,
        "this is not a scorekeeper database",
    ),
    "another program's, a hot rollback journal": (
        someone_elses_with_a_hot_journal,
        "this is not a scorekeeper database",
    ),
    "a newer scorekeeper's, its schema still in the WAL": (
        newer_scorekeeper_in_its_wal,
        f"written by a newer scorekeeper (schema {LATEST + 1}",
    ),
    "empty, with a schema number": (
        empty_with_a_schema_number,
        "an empty SQLite database marked with another program's schema number (7)",
    ),
}


@pytest.fixture(params=list(CASES))
def refused(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, str, dict[str, str]]:
    path = tmp_path / "found.db"
    make, words = CASES[request.param]
    make(path)
    return path, words, family(path)


def test_the_store_refuses_it_and_changes_no_byte(
    refused: tuple[Path, str, dict[str, str]],
) -> None:
    path, words, before = refused
    for read_only in (False, True):
        with pytest.raises(StoreError) as raised:
            Store.open(path, read_only=read_only)
        assert str(raised.value).startswith(f"{path}: ")
        assert words in str(raised.value)
        assert family(path) == before  # the same files, each with the same bytes


@pytest.mark.parametrize("command", [["history"], ["stats", "--json"], ["export", "--last"]])
def test_every_command_refuses_it_in_one_line(
    refused: tuple[Path, str, dict[str, str]],
    command: list[str],
    run_scorekeeper: RunScorekeeper,
) -> None:
    path, words, before = refused
    done = run_scorekeeper("--db", path, *command)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(f"scorekeeper: {path}: ") and words in done.stderr
    assert done.stderr.count("\n") == 1
    assert family(path) == before


def test_our_own_file_with_commits_in_its_wal_opens_with_them(tmp_path: Path) -> None:
    """The same reading lets our own file through, and SQLite recovers it as it always did:
    the match written last, still in the WAL, is there."""
    live = tmp_path / "live.db"
    with Store.open(live) as store:
        first = store.create_match(new_match())
    conn = sqlite3.connect(live, isolation_level=None)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE matches SET target = 151 WHERE id = ?", (first,))
    path = tmp_path / "copied.db"
    shutil.copy(live, path)
    shutil.copy(live.with_name("live.db-wal"), path.with_name("copied.db-wal"))
    conn.close()
    with Store.open(path) as store:
        assert store.load_session(first).match.target == 151
        store.load_session(first).record(Lead("Anna"))


def test_the_committed_page_is_read_from_each_side_file(tmp_path: Path) -> None:
    """The reader itself: a WAL's last commit wins over the file's own page; a journal's saved
    page wins too; a torn WAL frame (a changed byte) is not a commit."""
    path = tmp_path / "notes.db"
    someone_elses_with_a_wal(path)
    own = path.read_bytes()[:512]
    assert not has_tables(own)  # the table is only in the log
    assert has_tables(committed_first_page(path, own))
    wal = path.with_name("notes.db-wal")
    torn = bytearray(wal.read_bytes())
    torn[32 + 24 + 200] ^= 0xFF  # inside the first frame's page
    wal.write_bytes(bytes(torn))
    assert committed_first_page(path, own) is own
    journal = tmp_path / "hot.db"
    someone_elses_with_a_hot_journal(journal)
    saved = committed_first_page(journal, journal.read_bytes()[:512])
    assert saved == (tmp_path / "page1-of-hot.db").read_bytes()
