"""Writing an export to a file safely: all of it or nothing, and never over a file by accident.

The text goes to a temporary file in the target's folder, which is then moved into place in one
step (``os.replace``, or ``os.link`` when overwriting is not allowed, which fails rather than
replace a file that appeared meanwhile). Whatever fails, the temporary file is removed, so no
half-written export is ever left behind, not even when the process is told to stop
(SIGTERM, SIGINT, SIGHUP) in the middle: the temporary file is removed first, then the signal
is delivered as it would have been.

Only regular files are written: a device, a pipe, a socket or a folder at the path is refused,
``overwrite`` or not, and so is a symbolic link (replacing it would destroy the link, writing
through it would write somewhere the path does not say; docs/export.md).
"""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

from scorekeeper.i18n import _
from scorekeeper.i18n.system_words import os_reason


class ExportWriteError(Exception):
    """The export could not be written; the message is one line naming the path."""


class TargetExists(ExportWriteError):
    """The target exists and overwriting was not allowed; an app may ask and try again."""


_DATABASE_SIDES = ("", "-wal", "-shm", "-journal")


def export_target(typed: str) -> Path:
    """The file a person typed for an export. Read from the text, where a trailing ``/``
    still says "a folder" (``Path`` would drop it and write a file of that name)."""
    if typed.endswith(("/", os.sep)) and typed.strip("/" + os.sep):
        raise ExportWriteError(
            _("{path}: ends in '/', so it names a folder; give a file name").format(path=typed)
        )
    return Path(typed).expanduser()


def write_export(
    path: Path,
    text: str,
    *,
    overwrite: bool = False,
    bom: bool = False,
    databases: tuple[Path, ...] = (),
) -> None:
    """Write ``text`` as UTF-8 (with a byte-order mark if ``bom``) to ``path``, atomically.
    ``databases``: files in use that no export may replace, ``overwrite`` or not (with the
    log and shared memory SQLite keeps beside each)."""
    _refuse_a_database(path, databases)
    _check_target(path, overwrite)
    with _cleaned_up_on_signals(path):
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


def _refuse_a_database(path: Path, databases: tuple[Path, ...]) -> None:
    target = _resolved(path)
    for database in databases:
        for side in _DATABASE_SIDES:
            kept = database.with_name(database.name + side)
            if target == _resolved(kept) or _same_file(path, kept):
                raise ExportWriteError(
                    _("{path}: is the database in use ({database}); choose another file").format(
                        path=path, database=database
                    )
                )


def _resolved(path: Path) -> Path:
    try:
        return path.expanduser().resolve()
    except (OSError, RuntimeError):  # a loop of links: compared as written
        return path


def _same_file(path: Path, other: Path) -> bool:
    try:
        return os.path.samefile(path, other)  # a hard link, another spelling of a mount
    except OSError:
        return False


def _check_target(path: Path, overwrite: bool) -> None:
    folder = path.parent
    if not folder.exists():
        raise ExportWriteError(_("{path}: no such folder").format(path=folder))
    if not folder.is_dir():
        raise ExportWriteError(_("{path}: is a file, not a folder").format(path=folder))
    try:
        mode = os.lstat(path).st_mode  # the path itself: a link is not followed
    except FileNotFoundError:
        return
    except OSError as error:
        raise ExportWriteError(_cannot_write(path, error)) from None
    _refuse_what_is_not_a_regular_file(path, mode)
    if not overwrite:
        raise TargetExists(_("{path}: already exists").format(path=path))


def _refuse_what_is_not_a_regular_file(path: Path, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise ExportWriteError(_("{path}: is a folder, not a file").format(path=path))
    if stat.S_ISLNK(mode):
        raise ExportWriteError(
            _("{path}: is a symbolic link; give the file it points to").format(path=path)
        )
    raise ExportWriteError(
        _("{path}: is not a regular file (a device, a pipe or a socket); not replaced").format(
            path=path
        )
    )


class _Stopped(BaseException):
    """A stop signal arrived while the export was being written."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


_STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


@contextlib.contextmanager
def _cleaned_up_on_signals(path: Path) -> Iterator[None]:
    """Turn a stop signal into an exception while writing, so the ``finally`` that removes the
    temporary file runs, then deliver the signal to the handler that was there before.

    Handlers can be set only in the main thread; elsewhere the signal is left alone.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        raise _Stopped(signum)

    previous = {sig: signal.getsignal(sig) for sig in _STOP_SIGNALS}
    for sig, handler in previous.items():
        if handler is not signal.SIG_IGN:  # an ignored signal (nohup) stays ignored
            signal.signal(sig, stop)
    try:
        yield
    except _Stopped as stopped:
        _restore(previous)
        signal.raise_signal(stopped.signum)  # the default action ends the process here
        raise ExportWriteError(_("{path}: not written: interrupted").format(path=path)) from None
    finally:
        _restore(previous)


def _restore(previous: dict[signal.Signals, signal._HANDLER]) -> None:
    for sig, handler in previous.items():
        signal.signal(sig, handler if handler is not None else signal.SIG_DFL)


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
        # checked again just before: what appeared at the path meanwhile is not replaced
        with contextlib.suppress(FileNotFoundError):
            _refuse_what_is_not_a_regular_file(path, os.lstat(path).st_mode)
        os.replace(temp, path)
        return
    try:
        os.link(temp, path)  # fails with FileExistsError instead of replacing a file
    except FileExistsError:
        raise TargetExists(_("{path}: already exists").format(path=path)) from None
    except OSError:
        # some file systems (FAT, some network shares) have no hard links; the check above holds
        if os.path.lexists(path):  # a dangling link too: it is not replaced
            raise TargetExists(_("{path}: already exists").format(path=path)) from None
        os.replace(temp, path)


def _cannot_write(path: Path, error: OSError) -> str:
    return _("{path}: cannot write: {reason}").format(path=path, reason=os_reason(error))
