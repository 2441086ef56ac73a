"""The database files this process has open in SQLite, each held open by one descriptor of ours.

POSIX record locks belong to a process and a file, not to a descriptor: closing *any*
descriptor of a file drops every lock the process holds on it, SQLite's included. SQLite keeps
a shared lock on a file in WAL mode for as long as a connection has it open, and a process that
closes its last connection deletes the WAL when it can lock the file alone: with our lock
silently gone, another program (a second app, ``serve``, ``history``) closing its connection
would delete the WAL this process still writes into, and every later entry would be lost with
the deleted file. So the header is read here (``read_start``): through the file's pin where a
connection of this process has the file open, never through a descriptor closed under it. A
store pins its file before SQLite opens it and lets go after SQLite has closed it (``pin``,
``unpin``), as SQLite keeps its own descriptors.
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

Pin = tuple[int, int]  # the file's device and inode

_lock = threading.Lock()
_pins: dict[Pin, list[int]] = {}  # the file -> [its descriptor, how many stores hold it]


def read_start(path: Path, size: int) -> tuple[bytes, int]:
    """The file's first ``size`` bytes and its length, read without dropping this process's
    locks on it. Raises ``OSError`` as ``open`` does."""
    with _lock:  # a store pinning meanwhile waits: our descriptor is closed before it locks
        found = os.stat(path)
        pinned = _pins.get((found.st_dev, found.st_ino))
        if pinned is not None:
            return os.pread(pinned[0], size, 0), os.fstat(pinned[0]).st_size
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        try:  # no connection of ours has it open (each would have pinned it): safe to close
            return os.pread(fd, size, 0), os.fstat(fd).st_size
        finally:
            os.close(fd)


def pin(path: Path) -> Pin | None:
    """Hold the file at ``path`` open until ``unpin``; None where there is no regular file
    there (yet: a new database is pinned once SQLite has made it)."""
    with _lock:
        try:
            found = os.stat(path)
            if not stat.S_ISREG(found.st_mode):
                return None
            key = (found.st_dev, found.st_ino)
            if key in _pins:
                _pins[key][1] += 1
            else:
                _pins[key] = [os.open(path, os.O_RDONLY | os.O_CLOEXEC), 1]
        except OSError:
            return None
        return key


def unpin(key: Pin | None) -> None:
    """One store let go; the last one closes the descriptor (no connection of ours is left
    on the file, so no lock of ours goes with it)."""
    if key is None:
        return
    with _lock:
        held = _pins.get(key)
        if held is None:
            return
        held[1] -= 1
        if held[1] == 0:
            del _pins[key]
            os.close(held[0])


def pinned() -> int:
    """How many files are pinned now (for tests: every store closed lets go of its file)."""
    with _lock:
        return len(_pins)
