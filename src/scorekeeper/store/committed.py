"""The database's first page as it was last committed, read without SQLite.

A file's own first page may not be its latest: committed pages can still wait in the
write-ahead log (``-wal``), and a transaction cut short leaves the old pages in a hot rollback
journal (``-journal``), which SQLite copies back at the first read. Either way SQLite would
change the files on opening them (a checkpoint when the last connection closes, a rollback).
To refuse someone else's file, or a newer scorekeeper's, with every byte left as it was, the
header and the schema's first page are read here from the files themselves, by the formats of
https://sqlite.org/fileformat2.html (sections 4.1 and 4.3).
"""

from __future__ import annotations

import struct
from pathlib import Path

_WAL_MAGIC = (0x377F0682, 0x377F0683)  # the low bit: checksums in big-endian words
_WAL_HEADER, _FRAME_HEADER = 32, 24
_JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
_JOURNAL_HEADER = 28


def committed_first_page(path: Path, own: bytes) -> bytes:
    """Page 1 as committed: the WAL's last committed copy, else the copy a hot journal holds
    (the page as it was before the cut transaction), else ``own``, the file's page."""
    return (
        _from_wal(path.with_name(path.name + "-wal"))
        or _from_journal(path.with_name(path.name + "-journal"))
        or own
    )


def _read(side: Path) -> bytes:
    try:
        return side.read_bytes()
    except OSError:  # missing or unreadable: the file's own page is all there is
        return b""


def _checksum(data: bytes, big: bool, s0: int, s1: int) -> tuple[int, int]:
    """SQLite's running checksum over ``data``'s 32-bit words, two at a time. Every frame of
    a WAL is summed at each start (a WAL left by a killed app or held by a running display
    can be megabytes), so the words are unpacked in C, a pair per step, not one by one."""
    for first, second in struct.iter_unpack(">II" if big else "<II", data):
        s0 = (s0 + first + s1) & 0xFFFFFFFF
        s1 = (s1 + second + s0) & 0xFFFFFFFF
    return s0, s1


def _from_wal(wal: Path) -> bytes | None:
    """The last copy of page 1 in a committed transaction of the log, if the log holds one."""
    data = _read(wal)
    if len(data) < _WAL_HEADER or int.from_bytes(data[:4], "big") not in _WAL_MAGIC:
        return None
    big = bool(data[3] & 1)
    page_size = int.from_bytes(data[8:12], "big")
    salts = data[16:24]
    sums = _checksum(data[:24], big, 0, 0)
    if page_size < 512 or sums != struct.unpack_from(">II", data, 24):
        return None  # a log SQLite itself would ignore
    found, pending = None, None
    at = _WAL_HEADER
    while at + _FRAME_HEADER + page_size <= len(data):
        frame = data[at : at + _FRAME_HEADER]
        page = data[at + _FRAME_HEADER : at + _FRAME_HEADER + page_size]
        if frame[8:16] != salts:
            break  # a frame of an earlier generation of the log: the valid ones ended
        sums = _checksum(frame[:8] + page, big, *sums)
        if sums != struct.unpack_from(">II", frame, 16):
            break
        if int.from_bytes(frame[:4], "big") == 1:
            pending = page
        if int.from_bytes(frame[4:8], "big"):  # a commit: what came before it counts
            found = pending if pending is not None else found
        at += _FRAME_HEADER + page_size
    return found


def _from_journal(journal: Path) -> bytes | None:
    """Page 1 as a hot rollback journal saved it before the transaction that was cut short.

    A journal is a run of segments, each a header (padded to a sector) and the records it
    counts: the count is written when the segment is synced, before any page it saves is
    overwritten in the file, so records past a segment's count saved nothing yet."""
    data = _read(journal)
    at = 0
    while at + _JOURNAL_HEADER <= len(data) and data[at : at + 8] == _JOURNAL_MAGIC:
        records, sector, page_size = (
            int.from_bytes(data[at + offset : at + offset + 4], "big") for offset in (8, 20, 24)
        )
        if page_size < 512 or sector < _JOURNAL_HEADER:
            return None
        size = 4 + page_size + 4  # the page's number, the page, a checksum
        first = at + sector
        if records == 0xFFFFFFFF:  # written without a count: as many as the file holds
            records = (len(data) - first) // size
        for record in range(first, min(first + records * size, len(data) - size + 1), size):
            if int.from_bytes(data[record : record + 4], "big") == 1:
                return data[record + 4 : record + 4 + page_size]
        at = -(-(first + records * size) // sector) * sector  # the next segment's sector
    return None


def has_tables(page: bytes) -> bool:
    """Whether the schema (page 1's b-tree, after the 100-byte file header) lists anything."""
    if len(page) < 105:
        return False
    kind, cells = page[100], int.from_bytes(page[103:105], "big")
    return kind == 0x05 or (kind == 0x0D and cells > 0)  # an interior page, or a full leaf
