"""A look at a database file's 100-byte header before SQLite opens it.

Reading the header with plain file I/O lets a damaged file, someone else's database or a
newer schema be refused without SQLite ever touching the file (no journal, no WAL, no
checkpoint), so the file is left exactly as it was found.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scorekeeper.i18n import _
from scorekeeper.store.errors import StoreError, damaged, not_ours, not_writable, too_new

APPLICATION_ID = 0x534B4D54  # "SKMT": marks a file as scorekeeper's (PRAGMA application_id)
_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100


@dataclass(frozen=True)
class Header:
    page_size: int
    page_count: int | None  # None where SQLite says the in-header size is not to be trusted
    user_version: int
    application_id: int


def inspect_file(path: Path, latest: int) -> Header | None:
    """The header of an existing database, or None for a missing or empty file (a new one).

    Raises ``StoreError`` for a file that is not scorekeeper's, is damaged, or is newer.
    """
    if not path.exists():
        return None
    if not path.is_file():
        raise StoreError(
            _("{path}: is a folder or device, not a database file; choose a file with --db").format(
                path=path
            )
        )
    try:
        size = path.stat().st_size
        with path.open("rb") as file:
            raw = file.read(_HEADER_SIZE)
    except OSError as error:
        raise not_writable(path, error.strerror or str(error)) from None
    if size == 0:
        return None
    header = _parse(path, raw)
    _check(path, header, size, latest)
    return header


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
    )


def _check(path: Path, header: Header, size: int, latest: int) -> None:
    if header.application_id not in (0, APPLICATION_ID):
        raise not_ours(path)
    if header.application_id == APPLICATION_ID and header.user_version > latest:
        raise too_new(path, header.user_version, latest)
    if header.page_size < 512 or header.page_size & (header.page_size - 1):
        raise damaged(path, _("impossible page size {size}").format(size=header.page_size))
    expected = (header.page_count or 0) * header.page_size
    if size < expected and not _has_wal(path):
        # pages the header counts are missing and no write-ahead log holds them
        raise damaged(
            path, _("truncated: {size} of {expected} bytes").format(size=size, expected=expected)
        )


def _has_wal(path: Path) -> bool:
    wal = path.with_name(path.name + "-wal")
    return wal.exists() and wal.stat().st_size > 0
