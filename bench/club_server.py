"""A PostgreSQL server of the benchmark's own, in a temporary folder (issue 15's benchmarks).

The tests' starter (``tests/pg/server.py``: Debian's ``initdb``/``pg_ctl``, run as the
``postgres`` user when root) is reused as it is, so the benchmark and the tests measure the
same server set-up: default settings (``fsync`` and ``synchronous_commit`` on: a commit is
on disk when it returns, as SQLite's ``synchronous = FULL``), 200 connections allowed.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the benchmarks run as scripts: make ``tests`` importable

from tests.pg.server import PgServer, started  # noqa: E402


@contextmanager
def pg_server() -> Iterator[PgServer]:
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-bench-pg-"))
    server = started(folder)
    try:
        yield server
    finally:
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
