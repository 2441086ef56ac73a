"""Writing an export to a file safely: all of it or nothing, and never over a file by accident.

The text goes to a temporary file in the target's folder, which is then moved into place in one
step (``os.replace``, or ``os.link`` when overwriting is not allowed, which fails rather than
replace a file that appeared meanwhile). Whatever fails, the temporary file is removed, so no
half-written export is ever left behind.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from scorekeeper.i18n import _


class ExportWriteError(Exception):
    """The export could not be written; the message is one line naming the path."""


class TargetExists(ExportWriteError):
    """The target exists and overwriting was not allowed; an app may ask and try again."""


def write_export(path: Path, text: str, *, overwrite: bool = False, bom: bool = False) -> None:
    """Write ``text`` as UTF-8 (with a byte-order mark if ``bom``) to ``path``, atomically."""
    _check_target(path, overwrite)
    fd, temp_name = _temporary_beside(path)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8-sig" if bom else "utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        _make_readable_like_a_new_file(temp)
        _move_into_place(temp, path, overwrite)
    except OSError as error:
        raise ExportWriteError(_cannot_write(path, error)) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()


def _check_target(path: Path, overwrite: bool) -> None:
    if path.is_dir():
        raise ExportWriteError(_("{path}: is a folder, not a file").format(path=path))
    folder = path.parent
    if not folder.exists():
        raise ExportWriteError(_("{path}: no such folder").format(path=folder))
    if not folder.is_dir():
        raise ExportWriteError(_("{path}: is a file, not a folder").format(path=folder))
    if path.exists() and not overwrite:
        raise TargetExists(_("{path}: already exists").format(path=path))


def _temporary_beside(path: Path) -> tuple[int, str]:
    try:
        return tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise ExportWriteError(_cannot_write(path, error)) from None


def _make_readable_like_a_new_file(temp: Path) -> None:
    # mkstemp makes the file private (0600); an export is an ordinary file, so follow the umask
    umask = os.umask(0)
    os.umask(umask)
    temp.chmod(0o666 & ~umask)


def _move_into_place(temp: Path, path: Path, overwrite: bool) -> None:
    if overwrite:
        os.replace(temp, path)
        return
    try:
        os.link(temp, path)  # fails with FileExistsError instead of replacing a file
    except FileExistsError:
        raise TargetExists(_("{path}: already exists").format(path=path)) from None
    except OSError:
        # some file systems (FAT, some network shares) have no hard links; the check above holds
        if path.exists():
            raise TargetExists(_("{path}: already exists").format(path=path)) from None
        os.replace(temp, path)


def _cannot_write(path: Path, error: OSError) -> str:
    return _("{path}: cannot write: {reason}").format(
        path=path, reason=error.strerror or str(error)
    )
