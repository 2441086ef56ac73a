"""Reading an input file (a match file) so that no path can hang or flood a
command: regular files only, up to a size limit.

A named pipe would block the read until some writer comes, a terminal until a line is typed,
and ``/dev/zero`` never ends (the memory runs out first). The file is opened without blocking
and asked what it is before a byte is read; then at most ``limit + 1`` bytes are read, so a
file that grows while it is read is refused too.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from scorekeeper.i18n import _

# A real match is tens of rounds: 1,000 rounds export to about 1 MB (docs/performance.md), so
# 32 MiB holds more than 100,000 events in the app's own indented form.
MATCH_FILE_LIMIT = 32 * 1024 * 1024


class InputFileError(Exception):
    """The file is not one to read; the message says why, without the path (the caller adds
    it). A file that cannot be opened or read raises ``OSError`` as usual."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        _check_kind_and_size(os.fstat(fd), limit)  # of what was opened, not of the name
        with os.fdopen(fd, "rb", closefd=False) as file:
            data = file.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputFileError(_too_big(limit))
    return data


def _check_kind_and_size(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):  # as reading one would say: "cannot read: Is a directory"
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
    if not stat.S_ISREG(info.st_mode):
        raise InputFileError(_("is not a regular file (a device, a pipe or a socket)"))
    if info.st_size > limit:
        raise InputFileError(_too_big(limit))


def _too_big(limit: int) -> str:
    return _("is larger than {size} MiB, too large to be read").format(size=limit // 1024**2)
