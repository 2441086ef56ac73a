"""Apps starting at once on the same new file: what one of them sees while another creates it.

Creating a database is several steps (the empty file, the switch to WAL, the schema), and an
app opening the file between two of them must not take a moment of that work for a verdict.
Three things make the moment pass: a refusal of the header is read twice; the identity is read
in one snapshot (connection.py); and SQLite's busy answer is retried. The switch into WAL reads
the file and then wants its write lock: where another app holds that lock, SQLite answers busy
at once, without its busy timeout, because waiting with a read lock held could deadlock.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from scorekeeper.store.errors import StoreError
from scorekeeper.store.header import Header, inspect_file

T = TypeVar("T")

SETTLE_S = 0.05  # longer than another app's step of creating the file takes
LOOKS = 5  # a file still changing after this many looks is refused as last seen
RETRY_S = 0.02  # the pause between two tries to open a file another app holds


def settled_header(path: Path, latest: int) -> Header | None:
    """``inspect_file``, but a refusal stands only when a second look agrees with the first.

    A file caught mid-write by another scorekeeper (its header written, its size not yet, or
    its WAL being restarted) reads as damaged once; a damaged or foreign file reads the same
    twice. The second look costs ``SETTLE_S`` on a refusal only."""
    verdict = ""
    for _look in range(LOOKS):
        try:
            return inspect_file(path, latest)
        except StoreError as error:
            if str(error) == verdict:
                raise
            verdict = str(error)
        time.sleep(SETTLE_S)
    raise StoreError(verdict)  # changed at every look: the last one stands


def is_busy(error: sqlite3.Error) -> bool:
    return getattr(error, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))


def retrying_busy(attempt: Callable[[], T], within_s: float) -> T:
    """``attempt()`` again while SQLite answers busy, for up to ``within_s`` seconds."""
    deadline = time.monotonic() + within_s
    while True:
        try:
            return attempt()
        except sqlite3.OperationalError as error:
            if not is_busy(error) or time.monotonic() >= deadline:
                raise
        time.sleep(RETRY_S)
