"""The rows of the ``rewrites`` table: a match's edits, so that undo and redo of an edit
survive a restart. Undone edits are the highest numbers of their match, like undone entries."""

from __future__ import annotations

import json
from collections.abc import Callable

from scorekeeper.i18n import _
from scorekeeper.matchfile import entry_from_data, entry_to_data
from scorekeeper.model import LogEntry
from scorekeeper.rewrites import Rewrite
from scorekeeper.store.errors import DamagedRow
from scorekeeper.store.rows import dump_json, insert_entries
from scorekeeper.store.sql import Conn

_UNREADABLE = (ValueError, TypeError, KeyError, RecursionError)


def dump_rewrite(change: Rewrite) -> str:
    return dump_json(
        {
            "index": change.index,
            "at": change.at,
            "removed": [entry_to_data(entry) for entry in change.removed],
            "inserted": [entry_to_data(entry) for entry in change.inserted],
        }
    )


def load_rewrite(text: str) -> Rewrite:
    try:
        data = json.loads(text)
        removed = tuple(entry_from_data(item) for item in data["removed"])
        inserted = tuple(entry_from_data(item) for item in data["inserted"])
        return Rewrite(int(data["index"]), removed, inserted, int(data["at"]))
    except _UNREADABLE as error:
        raise DamagedRow(_("an edit cannot be read: {error}").format(error=error)) from None


def read_rewrites(conn: Conn, match_id: int) -> tuple[list[Rewrite], list[Rewrite]]:
    """The edits in force and the undone ones (the next to redo first), each in order."""
    active: list[Rewrite] = []
    undone: list[Rewrite] = []
    rows = conn.execute(
        "SELECT change, undone FROM rewrites WHERE match_id = ? ORDER BY n", (match_id,)
    )
    for text, is_undone in rows:
        (undone if is_undone else active).append(load_rewrite(text))
    return active, undone


def add_rewrite(conn: Conn, match_id: int, change: Rewrite) -> None:
    """A new edit: the redo chain (undone edits and entries) goes, the edit is appended."""
    conn.execute("DELETE FROM rewrites WHERE match_id = ? AND undone = 1", (match_id,))
    conn.execute("DELETE FROM entries WHERE match_id = ? AND undone = 1", (match_id,))
    conn.execute(
        "INSERT INTO rewrites (match_id, n, change, undone) VALUES (?1,"
        " COALESCE((SELECT MAX(n) FROM rewrites WHERE match_id = ?1), 0) + 1, ?2, 0)",
        (match_id, dump_rewrite(change)),
    )


def flag_rewrite(conn: Conn, match_id: int, undone: bool) -> None:
    """Undo flags the last edit in force; redo clears the first undone one."""
    if undone:
        pick = "SELECT MAX(n) FROM rewrites WHERE match_id = ?1 AND undone = 0"
    else:
        pick = "SELECT MIN(n) FROM rewrites WHERE match_id = ?1 AND undone = 1"
    found = conn.execute(
        f"UPDATE rewrites SET undone = ?2 WHERE match_id = ?1 AND n = ({pick})",
        (match_id, int(undone)),
    )
    if found.rowcount != 1:
        raise IndexError("no such edit")  # the session only moves the edits it has


def replace_active(conn: Conn, match_id: int, log: list[LogEntry]) -> None:
    """The active rows become ``log``; the undone rows (the redo chain) stay above them."""
    waiting = [
        text
        for (text,) in conn.execute(
            "SELECT entry FROM entries WHERE match_id = ? AND undone = 1 ORDER BY seq",
            (match_id,),
        )
    ]
    conn.execute("DELETE FROM entries WHERE match_id = ?", (match_id,))
    insert_entries(conn, match_id, log, first_seq=1, undone=0)
    conn.executemany(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (?, ?, ?, 1)",
        [(match_id, seq, text) for seq, text in enumerate(waiting, start=len(log) + 1)],
    )


def rename_in_rewrites(conn: Conn, match_id: int, rename: Callable[[LogEntry], LogEntry]) -> None:
    """A renamed player is renamed in every edit too, so that undoing one still replays."""
    rows = conn.execute("SELECT n, change FROM rewrites WHERE match_id = ?", (match_id,))
    updates = []
    for n, text in rows.fetchall():
        change = load_rewrite(text)
        renamed = Rewrite(
            change.index,
            tuple(map(rename, change.removed)),
            tuple(map(rename, change.inserted)),
            change.at,
        )
        updates.append((dump_rewrite(renamed), match_id, n))
    conn.executemany("UPDATE rewrites SET change = ? WHERE match_id = ? AND n = ?", updates)
