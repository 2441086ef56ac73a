"""Schema 14 (issue 26 item 4): the opponents' word's columns (``word.py`` reads and writes
them). Apart from ``word.py``, which needs the open database, as the migrations must not."""

from __future__ import annotations

from scorekeeper.store.dialect import run_script
from scorekeeper.store.sql import Conn

WORD = """
ALTER TABLE matches ADD COLUMN word INTEGER NOT NULL DEFAULT 0;  -- 1: round ends wait
ALTER TABLE matches ADD COLUMN asked TEXT;  -- the asked round end (JSON), at a revision
ALTER TABLE club_events ADD COLUMN word INTEGER NOT NULL DEFAULT 0;  -- its tables' setting
"""


def add_word(conn: Conn) -> None:
    run_script(conn, WORD)
