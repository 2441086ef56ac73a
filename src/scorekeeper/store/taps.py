"""Schema 13 (issue 26 item 3): the taps a phone made, each stored with the change it made.

A row of ``taps`` says that the phone's tap ``tap_id`` was applied to the match: which log row
it recorded, undid or redid (``seq``, the row's number as the tap left the log) and when. It is
written in the transaction of that change, by the match's ``StoreJournal`` (on PostgreSQL by
the server's ``scorekeeper_record``, one more argument and still one round trip), so an id is
stored exactly when its change is: a refused or rolled-back change leaves no id, a change kept
while the server was out of reach is written with its id when it is saved (``resync``). The
key (match, tap id) makes the database itself refuse a second application of one id.

``CarriedTaps`` is the journal's side of it: the id the ledger (``tap_ledger.py``) hands over
for the next change, whether that change's write committed, and the taps whose changes wait
unsaved. Nothing here is read by a rebuild or an export: taps are not the match.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from scorekeeper.store.dialect import is_pg, run_script
from scorekeeper.store.rows import now_utc
from scorekeeper.store.sql import Conn

TAPS = """
CREATE TABLE taps (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    tap_id TEXT NOT NULL,                  -- the phone's id for the tap (at most 64 characters)
    seq INTEGER NOT NULL,                  -- the log row it recorded, undid or redid
    change TEXT NOT NULL CHECK (change IN ('entry', 'undo', 'redo')),
    at TEXT NOT NULL,                      -- UTC, ISO 8601
    PRIMARY KEY (match_id, tap_id)
) WITHOUT ROWID;
"""

# schema 12's recording function, dropped: schema 13's takes the tap id as well
_OLD_RECORD = (
    "DROP FUNCTION IF EXISTS scorekeeper_record(bigint, bigint, text, bigint, text,"
    " double precision, bigint, text, text, text, text, bigint, bigint, text, bigint[])"
)

_INSERT = "INSERT INTO taps (match_id, tap_id, seq, change, at) VALUES (?, ?, ?, ?, ?)"


def add_taps(conn: Conn) -> None:
    run_script(conn, TAPS)
    if is_pg(conn):  # as wide as SQLite's integers (schema 11 widened the tables before it)
        conn.execute(
            "ALTER TABLE taps ALTER COLUMN match_id TYPE BIGINT, ALTER COLUMN seq TYPE BIGINT"
        )
        from scorekeeper.store.pg_record_sql import add_functions
        from scorekeeper.store.pg_rights import add_tap_rights

        conn.execute(_OLD_RECORD)
        add_functions(conn)
        add_tap_rights(conn)


class TapRow(NamedTuple):
    tap_id: str
    change: str  # 'entry', 'undo' or 'redo'
    seq: int


def write_taps(conn: Conn, match_id: int, rows: Iterable[TapRow], again: bool = False) -> None:
    """``again``: rows that may be there already (a save whose answer was lost): kept once."""
    sql = _INSERT.replace("INSERT", "INSERT OR IGNORE", 1) if again else _INSERT
    now = now_utc()
    conn.executemany(sql, [(match_id, row.tap_id, row.seq, row.change, now) for row in rows])


def tap_ids(conn: Conn, match_id: int) -> set[str]:
    found = conn.execute("SELECT tap_id FROM taps WHERE match_id = ?", (match_id,))
    return {tap_id for (tap_id,) in found}


@dataclass
class CarriedTaps:
    """The tap a journal's next change carries, and what became of it."""

    pending: str | None = None  # handed over by the ledger for the next change
    tried: TapRow | None = None  # the row the last change's write carried
    written: bool = False  # whether that write committed
    waiting: list[TapRow] = field(default_factory=list)  # kept unsaved with their changes

    def take(self, change: str, seq: int) -> TapRow | None:
        """The row for the change being written (None: no tap asked for it)."""
        if self.pending is None:
            return None
        self.tried, self.written, self.pending = TapRow(self.pending, change, seq), False, None
        return self.tried

    def committed(self, row: TapRow | None) -> None:
        if row is not None and row is self.tried:
            self.written = True

    def finish(self, tap_id: str) -> tuple[TapRow | None, bool]:
        """The row this tap's change tried to write (None: it reached no journal call), and
        whether it committed; then forgets both."""
        tried = self.tried if self.tried is not None and self.tried.tap_id == tap_id else None
        written = tried is not None and self.written
        self.pending, self.tried, self.written = None, None, False
        return tried, written

    def is_waiting(self, tap_id: str) -> bool:
        # a copy: the app's backend takes written rows off the front on its own thread
        return any(row.tap_id == tap_id for row in tuple(self.waiting))
