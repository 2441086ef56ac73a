"""Schema 7: club nights (issue 15 item 2; docs/club.md).

An event (``club_events``) has its registered players (``club_players``) and, round by round,
its tables (``club_tables``: a round is the tables drawn with its number) with their seats
(``club_seats``, the registered names in seating order). A table's match is linked by
``match_id`` once it is started; deleting that match (an abandoned table) sets the link back
to NULL, so the table can be started again. Portable SQL only (store/sql.py): each statement
runs as it is on SQLite and PostgreSQL.
"""

from __future__ import annotations

from scorekeeper.store.schema_counts import run_script
from scorekeeper.store.sql import Conn

CLUB = """
CREATE TABLE club_events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,                 -- casefolded, to find the event by its name
    preset_id TEXT NOT NULL,                -- every table plays this preset
    mode TEXT NOT NULL,                     -- 'one-key' or 'tiles', for every table
    day TEXT NOT NULL,                      -- the evening, ISO 8601 date
    created_at TEXT NOT NULL                -- UTC, ISO 8601
);
CREATE INDEX club_events_by_name ON club_events(name_key, id);
CREATE TABLE club_players (
    event_id INTEGER NOT NULL REFERENCES club_events(id),
    n INTEGER NOT NULL,                     -- registration order
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,                 -- casefolded: one registration per player
    PRIMARY KEY (event_id, name_key),
    UNIQUE (event_id, n)
);
CREATE TABLE club_tables (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES club_events(id),
    round INTEGER NOT NULL,                 -- the round of play, from 1
    number INTEGER NOT NULL,                -- the table, from 1
    match_id INTEGER UNIQUE REFERENCES matches(id) ON DELETE SET NULL,  -- indexed: UNIQUE
    UNIQUE (event_id, round, number)
);
CREATE TABLE club_seats (
    table_id INTEGER NOT NULL REFERENCES club_tables(id),
    seat INTEGER NOT NULL,                  -- from 0, the match's seating order
    name TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
"""


def add_club(conn: Conn) -> None:
    # the shared run_script rewrites the DDL for PostgreSQL (an id becomes an identity column)
    run_script(conn, CLUB)  # type: ignore[arg-type]  # it takes a Conn once the PG store lands
