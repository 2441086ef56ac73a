"""Commands that only read open the database read-only: a read-only file or folder is read
and left exactly as it was (no WAL or shared-memory file beside it). Paths that are no
database at all, a file locked by another program and a damaged schema each get their own
sentence: one line, exit status 2, the file unchanged."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.model import Lead, Move
from scorekeeper.store import Store, connection
from tests.store.store_helpers import digest, side_files
from tests.store.store_workload import new_match
from tests.store.test_folders import read_only

DATA = Path(__file__).parents[1] / "data"
Run = Callable[..., subprocess.CompletedProcess[str]]
READING = [["history"], ["stats"], ["export", "--last", "--format", "md"]]


def filled(path: Path) -> Path:
    with Store.open(path) as store:
        session = store.load_session(store.create_match(new_match()))
        session.record(Lead("Anna"))
        session.record(Move("Boris"))  # six-matador-expert: Boris +1
    assert side_files(path) == []
    return path


@pytest.mark.parametrize("command", READING)
@pytest.mark.parametrize("locked", ["file", "folder"])
def test_reading_commands_work_on_a_read_only_place(
    tmp_path: Path, run_scorekeeper: Run, command: list[str], locked: str
) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    path = filled(folder / "scorekeeper.db")
    before = digest(path)
    with read_only(path if locked == "file" else folder):
        done = run_scorekeeper("--db", path, *command)
    assert (done.returncode, done.stderr) == (0, "")
    assert "Boris" in done.stdout
    assert digest(path) == before
    assert side_files(path) == []


def test_a_reading_command_leaves_no_side_files_on_a_writable_file(
    tmp_path: Path, run_scorekeeper: Run
) -> None:
    path = filled(tmp_path / "scorekeeper.db")
    done = run_scorekeeper("--db", path, "history")
    assert done.returncode == 0
    assert side_files(path) == []


def test_writing_to_a_read_only_file_is_still_refused(tmp_path: Path, run_scorekeeper: Run) -> None:
    path = filled(tmp_path / "scorekeeper.db")
    before = digest(path)
    with read_only(path):
        done = run_scorekeeper("--db", path, "import", DATA / "issue-example.json")
    assert done.returncode == 2
    assert "cannot write the database" in done.stderr
    assert digest(path) == before


def dangling(path: Path) -> str:
    path.symlink_to(path.with_name("gone.db"))
    return f"{path}: a symbolic link to {path.with_name('gone.db')}, which does not exist;"


def looping(path: Path) -> str:
    path.symlink_to(path)
    return f"{path}: a symbolic link that leads round in a loop;"


def folder(path: Path) -> str:
    path.mkdir()
    return f"{path}: is a folder, not a database file;"


def text_file(path: Path) -> str:
    path.write_text("Anna 12, Boris 7\nnot a database, just notes\n", encoding="utf-8")
    return f"{path}: this is a text file, not a database;"


@pytest.mark.parametrize("make", [dangling, looping, folder, text_file])
@pytest.mark.parametrize("command", [*READING, ["import", "FILE"]])
def test_a_path_that_is_no_database_gets_its_own_sentence(
    tmp_path: Path, run_scorekeeper: Run, make: Callable[[Path], str], command: list[str]
) -> None:
    path = tmp_path / "scorekeeper.db"
    words = make(path)
    listing = sorted(os.listdir(tmp_path))
    args = [str(DATA / "issue-example.json") if arg == "FILE" else arg for arg in command]
    done = run_scorekeeper("--db", path, *args)
    assert done.returncode == 2
    assert done.stderr.startswith(f"scorekeeper: {words}")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert sorted(os.listdir(tmp_path)) == listing  # nothing created, nothing followed


@pytest.mark.parametrize("exclusive_mode", [False, True])
def test_a_database_locked_by_another_program(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    exclusive_mode: bool,
) -> None:
    """Another program holds a write transaction (``BEGIN EXCLUSIVE``): a WAL database can still
    be read, a write waits and then says so. In SQLite's exclusive locking mode even a read
    is kept out, and says so."""
    path = filled(tmp_path / "scorekeeper.db")
    monkeypatch.setattr(connection, "BUSY_TIMEOUT_MS", 200)  # no need to wait ten seconds
    script = _HOLD.format(mode="EXCLUSIVE" if exclusive_mode else "NORMAL")
    holder = subprocess.Popen([sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE)
    locked = (
        f"scorekeeper: {path}: the database is locked by another program, or another"
        " scorekeeper is writing to it; try again when it is done\n"
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"locked\n"
        assert cli.main(["--db", str(path), "history"]) == (2 if exclusive_mode else 0)
        assert capsys.readouterr().err == (locked if exclusive_mode else "")
        assert (
            cli.main(["--db", str(path), "import", "--again", str(DATA / "issue-example.json")])
            == 2
        )
        assert capsys.readouterr().err == locked
    finally:
        holder.kill()
        holder.wait()


_HOLD = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA locking_mode = {mode}")
conn.execute("BEGIN EXCLUSIVE")
conn.execute("UPDATE matches SET turn = turn")
print("locked", flush=True)
time.sleep(60)
"""


def test_changes_left_in_the_wal_of_a_read_only_folder_are_not_skipped(
    tmp_path: Path, run_scorekeeper: Run
) -> None:
    """A WAL that still holds committed entries (an app that died, a copied folder) cannot be
    read without writing beside it: reading the file alone would miss them, so it is refused."""
    folder = tmp_path / "games"
    folder.mkdir()
    path = filled(folder / "scorekeeper.db")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA wal_autocheckpoint = 0")  # the change stays in the WAL
    conn.execute("UPDATE matches SET turn = 'Vera'")
    wal = path.with_name(path.name + "-wal")
    left = wal.read_bytes()
    conn.close()  # checkpoints and removes the WAL: put back what a crash would leave
    wal.write_bytes(left)
    with read_only(folder):
        done = run_scorekeeper("--db", path, "history")
    assert done.returncode == 2
    assert done.stderr == (
        f"scorekeeper: {path}: holds changes not yet written back from {wal.name}, and its folder"
        " or the file cannot be written; make them writable once to read it\n"
    )


def flip_in_schema(path: Path, statement: bytes, offset: int, bit: int) -> None:
    """One bit flipped inside the text SQLite keeps of a CREATE statement (sqlite_master)."""
    data = bytearray(path.read_bytes())
    where = data.index(statement) + offset
    data[where] ^= bit
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("statement", "offset", "bit"),
    [
        (b"CREATE TABLE entries", 3, 0x01),  # "CREATE" becomes "CRDATE": no statement
        (b"CREATE TABLE match_players", 20, 0x80),  # a byte that is not UTF-8
        (b"CREATE TABLE leases", 13, 0x04),  # the table's name changes: "heases"
    ],
)
@pytest.mark.parametrize("command", [*READING, ["import", "FILE"]])
def test_a_flipped_byte_in_the_schema_is_a_damaged_file(
    tmp_path: Path,
    run_scorekeeper: Run,
    statement: bytes,
    offset: int,
    bit: int,
    command: list[str],
) -> None:
    path = filled(tmp_path / "scorekeeper.db")
    flip_in_schema(path, statement, offset, bit)
    before = digest(path)
    args = [str(DATA / "issue-example.json") if arg == "FILE" else arg for arg in command]
    done = run_scorekeeper("--db", path, *args)
    assert done.returncode == 2
    assert done.stderr.startswith(f"scorekeeper: {path}: the database is damaged (")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert digest(path) == before
