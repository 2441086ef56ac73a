"""Helpers the store tests share: file digests, integrity checks and worker processes."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

WORKER = Path(__file__).with_name("store_worker.py")


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
        [sys.executable, str(WORKER), *map(str, args)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()
