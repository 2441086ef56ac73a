"""A look at a database file's 100-byte header before SQLite opens it.

Reading the header with plain file I/O lets a damaged file, someone else's database or a
newer schema be refused without SQLite ever touching the file (no journal, no WAL, no
checkpoint), so the file is left exactly as it was found.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import NamedTuple

from scorekeeper.i18n import _
from scorekeeper.store.committed import committed_first_page, has_tables
from scorekeeper.store.errors import (
    StoreError,
    damaged,
    empty_not_ours,
    not_ours,
    not_writable,
    too_new,
)
from scorekeeper.store.file_pins import read_start

APPLICATION_ID = 0x534B4D54  # "SKMT": marks a file as scorekeeper's (PRAGMA application_id)
_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
_SNIFF_SIZE = 512  # enough to tell a text file from a damaged database


class Header(NamedTuple):
    """What a SQLite file's first page says, read before SQLite opens it."""

    page_size: int
    page_count: int | None  # None where SQLite says the in-header size is not to be trusted
    user_version: int
    application_id: int
    has_tables: bool = False  # the schema lists a table (or index, view, trigger)


def inspect_file(path: Path, latest: int) -> Header | None:
    """The header of an existing database, or None for a missing or empty file (a new one).

    Raises ``StoreError`` for a file that is not scorekeeper's, is damaged, or is newer, and
    for a path that is no file at all (a broken or looping link, a folder, a device). The
    header judged is the last committed one, which may wait in the WAL or a hot journal
    (``committed``): a file refused here was never opened by SQLite, so neither it nor its
    WAL or journal has changed.
    """
    if not _check_kind(path):
        return None
    try:  # never through a descriptor closed under our own connections' locks (file_pins)
        raw, size = read_start(path, _SNIFF_SIZE)  # the size after the read: another app may write
    except OSError as error:
        from scorekeeper.i18n.system_words import os_reason  # on an error only

        raise not_writable(path, os_reason(error)) from None
    page = committed_first_page(path, raw)
    if not page:
        return None  # an empty file and nothing committed beside it: a new database
    if page is raw and _looks_like_text(raw):
        raise StoreError(
            _("{path}: this is a text file, not a database; choose another file with --db").format(
                path=path
            )
        )
    header = _parse(path, page)
    _check(path, header, size if page is raw else None, latest)
    return header


def _check_kind(path: Path) -> bool:
    """True for a regular file, False for nothing there (a new database); else a sentence."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if path.is_symlink():
            raise StoreError(
                _(
                    "{path}: a symbolic link to {target}, which does not exist; fix the link or"
                    " choose another file with --db"
                ).format(path=path, target=os.readlink(path))
            ) from None
        return False
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise StoreError(
                _(
                    "{path}: a symbolic link that leads round in a loop; fix the link or choose"
                    " another file with --db"
                ).format(path=path)
            ) from None
        from scorekeeper.i18n.system_words import os_reason  # on an error only

        raise not_writable(path, os_reason(error)) from None
    if stat.S_ISDIR(mode):
        raise StoreError(
            _("{path}: is a folder, not a database file; choose a file with --db").format(path=path)
        )
    if not stat.S_ISREG(mode):
        raise StoreError(
            _("{path}: is a device or a pipe, not a database file; choose a file with --db").format(
                path=path
            )
        )
    return True


def _looks_like_text(raw: bytes) -> bool:
    """Printable UTF-8 without a NUL byte (an SQLite header holds several): someone's notes."""
    if raw.startswith(_MAGIC[: len(raw)]) or b"\x00" in raw:
        return False  # a cut or damaged database
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(raw) - 3:  # not just a character cut at the end of the sniff
            return False
        text = raw[: error.start].decode("utf-8")
    return all(char.isprintable() or char in "\t\r\n\f" for char in text)


def _parse(path: Path, raw: bytes) -> Header:
    if len(raw) < _HEADER_SIZE or not raw.startswith(_MAGIC):
        raise damaged(path, _("not an SQLite database file"))
    page_size = int.from_bytes(raw[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    change_counter, valid_for = raw[24:28], raw[92:96]
    count = int.from_bytes(raw[28:32], "big")
    return Header(
        page_size=page_size,
        page_count=count if count and change_counter == valid_for else None,
        user_version=int.from_bytes(raw[60:64], "big", signed=True),
        application_id=int.from_bytes(raw[68:72], "big", signed=False),
        has_tables=has_tables(raw),
    )


def _check(path: Path, header: Header, size: int | None, latest: int) -> None:
    """``size``: the file's, where its own header is the one judged (else None)."""
    if header.application_id not in (0, APPLICATION_ID):
        raise not_ours(path)
    if header.application_id == 0 and header.has_tables:
        raise not_ours(path)  # an SQLite database of some other program's
    if header.application_id == 0 and header.user_version:
        raise empty_not_ours(path, header.user_version)
    if header.application_id == APPLICATION_ID and header.user_version > latest:
        raise too_new(path, header.user_version, latest)
    if header.page_size < 512 or header.page_size & (header.page_size - 1):
        raise damaged(path, _("impossible page size {size}").format(size=header.page_size))
    expected = (header.page_count or 0) * header.page_size
    if size is not None and size < expected and not has_wal(path):
        # pages the header counts are missing and no write-ahead log holds them
        raise damaged(
            path, _("truncated: {size} of {expected} bytes").format(size=size, expected=expected)
        )


def has_wal(path: Path) -> bool:
    wal = path.with_name(path.name + "-wal")
    return wal.exists() and wal.stat().st_size > 0
