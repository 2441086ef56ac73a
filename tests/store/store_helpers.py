"""Helpers the store tests share: file digests, integrity checks and worker processes."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any, Protocol

from scorekeeper.store.dialect import schema_version
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.sql import Conn

# The worker imports its sibling modules as ``tests.store.*``: run it as a module from the root.
ROOT = Path(__file__).resolve().parents[2]
WORKER = "tests.store.store_worker"


def digest(target: Path | str) -> str:
    """The file's bytes, or on a server every row of every table (so "unchanged" means the
    same on both backends)."""
    if isinstance(target, Path):
        return hashlib.sha256(target.read_bytes()).hexdigest()
    conn = raw(target)
    try:
        tables = [row[0] for row in conn.execute(_OUR_TABLES).fetchall()]
        rows = [(t, conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall()) for t in tables]
    finally:
        conn.close()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


_OUR_TABLES = (
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    " ORDER BY table_name"
)


def created(target: Path | str) -> bool:
    """Whether a database was made: the file, or our tables on the server."""
    if isinstance(target, Path):
        return target.exists()
    conn = raw(target)
    try:
        return schema_version(conn) > 0
    finally:
        conn.close()


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


class RawConn(Conn, Protocol):
    """What the tests do with a plain connection beyond the store's queries."""

    def commit(self) -> None: ...
    def __enter__(self) -> Any: ...
    def __exit__(self, kind: Any, error: Any, tb: Any, /) -> Any: ...


def raw(target: Path | str) -> RawConn:
    """A plain connection to the test's database on either backend, for looking at its rows
    (``?`` placeholders on both; a PostgreSQL one commits each statement by itself)."""
    if isinstance(target, str):
        return PgConnection(target)
    return sqlite3.connect(target, isolation_level=None)
