"""Schema 10: a club night's language, the organiser's log, withdrawals and byes (issue 23
items 5 and 6; docs/club.md).

``club_events.language`` is the language the event's exports speak (the one ``club new`` ran
in). ``club_log`` keeps who changed what in an event, one row per change: when (UTC), who
(the database role and the machine's user, as ``role@host`` or ``user@host``), the action
(``new``, ``add``, ``draw``, ...) and its detail in plain words. ``club_players.withdrawn`` is
the first round a withdrawn player is not seated in (NULL: plays on); ``club_byes`` the
players a round left out (one row per player and round). Portable SQL only (store/sql.py).
"""

from __future__ import annotations

from scorekeeper.store.dialect import run_script
from scorekeeper.store.sql import Conn

CLUB_LOG = """
ALTER TABLE club_events ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE club_players ADD COLUMN withdrawn INTEGER;
CREATE TABLE club_log (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES club_events(id),
    at TEXT NOT NULL,                       -- UTC, ISO 8601
    who TEXT NOT NULL,                      -- user@host
    action TEXT NOT NULL,                   -- new, add, draw, undraw, seat, result, withdraw
    detail TEXT NOT NULL
);
CREATE INDEX club_log_by_event ON club_log(event_id, id);
CREATE TABLE club_byes (
    event_id INTEGER NOT NULL REFERENCES club_events(id),
    round INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (event_id, round, name)
);
"""


def add_club_log(conn: Conn) -> None:
    run_script(conn, CLUB_LOG)
