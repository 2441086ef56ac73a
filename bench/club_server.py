"""A PostgreSQL server of the benchmark's own, in a temporary folder (issue 15's benchmarks).

The tests' starter (``tests/pg/server.py``: Debian's ``initdb``/``pg_ctl``, run as the
``postgres`` user when root) is reused, but durable: not the tests' throwaway settings
(``fsync``, ``synchronous_commit``, ``full_page_writes`` off) but the server's defaults, as a
club's server runs (a commit is on disk when it returns, as SQLite's ``synchronous = FULL``),
200 connections allowed. (From issue 20 until this was found, the benchmarks ran on the
throwaway settings: figures taken then are marked in docs/performance.md.)
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
    server = started(folder, durable=True)  # fsync and synchronous_commit on, as a club's
    try:
        yield server
    finally:
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
