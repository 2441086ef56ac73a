"""Schema 14 (issue 26 item 4): the opponents' word, a match's setting and its asked round end.

``matches.word`` (0/1) says that a round end entered from the keeper's phone waits for another
phone's word before it counts; a club event's ``club_events.word`` is what each of its tables'
matches starts with. ``matches.asked`` holds what the desk's word book (``entry.word``) writes:
the round end asked, who asked, and what became of it (queried, accepted, withdrawn), as JSON,
together with the match's revision it was written at. Any change to the match moves the
revision, so an ask the match has moved past (the terminal recorded on, an undo) reads as none.
Writing it does not move the revision itself (as whose turn it is: ``Store.set_turn``), so a
session's next write is not refused as changed elsewhere. On a server the table's login writes
these columns as the rest of its match's row (row-level security: ``pg_rights.py``).
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.store.database import Database
from scorekeeper.store.errors import DamagedRow
from scorekeeper.store.rows import dump_json
from scorekeeper.store.sql import Conn


class StoreWord:
    """``entry.word.WordBook`` for stored match ``match_id``: ``on``, its setting."""

    def __init__(self, db: Database, match_id: int, on: bool | None = None) -> None:
        """``on``: the setting read already (``Store.desk_reads``); else read here."""
        self._db, self.match_id = db, match_id
        self.on = word_on(db, match_id) if on is None else on

    def read(self) -> dict[str, Any] | None:
        """What is asked, as written at the match's revision now (None: nothing, or an ask
        the match has moved past)."""
        with self._db.reading() as conn:
            row = conn.execute(
                "SELECT asked, revision FROM matches WHERE id = ?", (self.match_id,)
            ).fetchone()
            if row is None or row[0] is None:
                return None
            try:
                kept = json.loads(row[0])
                if not isinstance(kept, dict) or not isinstance(kept.get("ask"), dict):
                    raise ValueError(row[0])
            except ValueError as error:
                raise DamagedRow(f"match {self.match_id}: asked {error}") from None
        ask: dict[str, Any] = kept["ask"]
        return ask if kept.get("revision") == row[1] else None

    def write(self, ask: dict[str, Any] | None) -> None:
        """Keep ``ask`` (None: nothing asked) at the match's revision, in one transaction
        refused where another running app holds the match (as a tap's own change is)."""
        with self._db.changing(self.match_id, touch=False) as conn:
            (revision,) = conn.execute(
                "SELECT revision FROM matches WHERE id = ?", (self.match_id,)
            ).fetchone()
            text = None if ask is None else dump_json({"ask": ask, "revision": revision})
            conn.execute("UPDATE matches SET asked = ? WHERE id = ?", (text, self.match_id))


def word_on(db: Database, match_id: int) -> bool:
    """Whether the match's round ends from a phone wait for the opponents' word."""
    with db.reading() as conn:
        row = conn.execute("SELECT word FROM matches WHERE id = ?", (match_id,)).fetchone()
    return bool(row and row[0])


def set_word(conn: Conn, match_id: int, on: bool) -> None:
    conn.execute("UPDATE matches SET word = ? WHERE id = ?", (int(on), match_id))
