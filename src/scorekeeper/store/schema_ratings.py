"""Schema 7: the ratings (issue 15 item 3), derived from the index like ``player_stats``.

``rated_matches`` is the order the finished matches are rated in (when each finished, ties by
id); ``rating_steps`` every seat's rating after its match, so that a change far back in that
order can go back to the ratings before it without rating history from the start;
``ratings`` each player's latest, for reading. ``store/ratings.py`` keeps them; the step only
makes the tables (the migration's rebuild fills them).
"""

from __future__ import annotations

from scorekeeper.store.dialect import run_script
from scorekeeper.store.sql import Conn

RATINGS = """
CREATE TABLE rated_matches (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id),
    finished_at TEXT NOT NULL,                -- UTC ISO 8601: finished (imported: ended)
    rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))  -- 0: waits within a write
);
CREATE INDEX rated_matches_in_order ON rated_matches(rated, finished_at, match_id);

CREATE TABLE rating_steps (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    name_key TEXT NOT NULL,
    finished_at TEXT NOT NULL,                -- the match's, to go back along the order
    place INTEGER NOT NULL,                   -- 1 for the leaders; equal totals share it
    mu REAL NOT NULL,                         -- the rating after this match
    sigma REAL NOT NULL,
    matches INTEGER NOT NULL,                 -- matches rated so far, this one included
    PRIMARY KEY (match_id, name_key)
);
CREATE INDEX rating_steps_in_order ON rating_steps(finished_at, match_id);
CREATE INDEX rating_steps_by_player ON rating_steps(name_key, finished_at, match_id);

CREATE TABLE ratings (
    name_key TEXT PRIMARY KEY,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    matches INTEGER NOT NULL
);
"""


def add_ratings(conn: Conn) -> None:
    """Through the shared ``run_script``: on PostgreSQL a REAL becomes a double."""
    run_script(conn, RATINGS)
