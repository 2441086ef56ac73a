"""Schema 7 (issue 15 item 5): how many matches are stored, kept by triggers.

The history screen asks for the number of matches to count its pages. ``COUNT(*)`` reads
every row (on PostgreSQL an index-only scan of all of them: 15 ms at 100,000 matches against
0.1 ms at 100, so the screen's query cost 3.2 times as much; bench/bench_club_history.py).
One row holds the number instead, moved by one on every insert and delete of a match
(writers are queued one at a time, so the row is never contended), and recounted by every
rebuild (``summary.rebuild_all``).
"""

from __future__ import annotations

from scorekeeper.store.dialect import run_script
from scorekeeper.store.sql import Conn

TOTAL = """
CREATE TABLE match_total (
    one INTEGER PRIMARY KEY CHECK (one = 1),       -- a single row
    matches INTEGER NOT NULL
);
INSERT INTO match_total (one, matches) VALUES (1, 0);

CREATE TRIGGER match_counted AFTER INSERT ON matches BEGIN
    UPDATE match_total SET matches = matches + 1 WHERE one = 1;
END;

CREATE TRIGGER match_uncounted AFTER DELETE ON matches BEGIN
    UPDATE match_total SET matches = matches - 1 WHERE one = 1;
END;
"""

RECOUNT = "UPDATE match_total SET matches = (SELECT COUNT(*) FROM matches) WHERE one = 1"


def add_match_total(conn: Conn) -> None:
    run_script(conn, TOTAL)
    conn.execute(RECOUNT)  # a database made before this step has its matches already
