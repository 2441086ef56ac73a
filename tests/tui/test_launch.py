"""Opening the app on a database it cannot use: one clear line, exit 2, the file untouched.
Run as real child processes: the app must fail before it takes over the terminal."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args],
        capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\x00\xffnot a database at all" * 200, "damaged"),
        (b"SQLite format 3\x00" + b"\x10" * 30, "damaged"),
    ],
    ids=["garbage", "truncated"],
)
def test_a_damaged_database_is_named_and_left_alone(
    tmp_path: Path, content: bytes, words: str
) -> None:
    db = tmp_path / "scores.db"
    db.write_bytes(content)
    before = digest(db)
    result = run("--db", str(db))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(db) in lines[0] and words in lines[0]
    assert "Traceback" not in result.stderr
    assert digest(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scores.db"]  # no -wal, no -shm


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    db = tmp_path / "no-such-folder" / "scores.db"
    result = run("--db", str(db))
    assert result.returncode == 2
    assert str(db.parent) in result.stderr and "Traceback" not in result.stderr
    assert not db.parent.exists()


def test_new_with_an_unknown_preset_never_opens_the_app(tmp_path: Path) -> None:
    result = run("--db", str(tmp_path / "x.db"), "new", "--preset", "nope", "--players", "A,B")
    assert result.returncode == 2
    assert "unknown preset 'nope'" in result.stderr
