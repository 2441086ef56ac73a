"""Helpers the store tests share: file digests, integrity checks and worker processes."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

# The worker imports its sibling modules as ``tests.store.*``: run it as a module from the root.
ROOT = Path(__file__).resolve().parents[2]
WORKER = "tests.store.store_worker"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def side_files(path: Path) -> list[Path]:
    """The WAL and shared-memory files SQLite keeps beside a database, where they exist."""
    return [
        p
        for p in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm"))
        if p.exists()
    ]


def start_worker(*args: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", WORKER, *map(str, args)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(child: subprocess.Popen[str], timeout: float = 120) -> tuple[str, str]:
    """The rest of a child's output once it ends. Unlike ``communicate``, this reads through
    the same buffered pipe as an earlier ``readline``, so no line it read ahead is lost."""
    assert child.stdout is not None and child.stderr is not None
    if child.stdin is not None:
        child.stdin.close()
    out = child.stdout.read()  # the pipes end when the child does
    err = child.stderr.read()
    child.wait(timeout)
    return out, err


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()
