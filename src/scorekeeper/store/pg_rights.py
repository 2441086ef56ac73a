"""A table can touch only its table (issue 23 item 4): row-level security on the server.

The database's owner (the organiser's login, and whoever migrates) is not bound by any of
this. Every other login reads everything it is granted, and writes only:

- the rows of a match it may write (``scorekeeper_may_write``): one linked to a club table
  whose number ``club_logins`` gives this login, or one it started itself (``made_by``) that
  no club table has;
- a new match (made by itself), and the link of its own table number's waiting table to it
  (since schema 16 a match it creates must be so linked by its transaction's end, and the only
  line it adds to the organiser's log is that table's start: ``schema_own_table.py``);
- the rating queue's rows of those matches;
- the taps of those matches (schema 13: ``add_tap_rights``), as their entries.

The statistics and the number of matches are kept by the triggers, which run with the
owner's rights (``SECURITY DEFINER``): no other login writes them itself. The ratings, the
club's events, registrations and draws are written by the owner alone (the organiser's app
catches the ratings up). docs/club.md gives the roles and the statements that make them.
"""

from __future__ import annotations

from scorekeeper.store.sql import Conn

LOGINS = """
CREATE TABLE club_logins (
    login TEXT PRIMARY KEY,
    table_number BIGINT NOT NULL
)
"""

# PL/pgSQL since schema 15: its plan is kept by the session. An SQL function with subqueries
# cannot be inlined into the policy, and was planned afresh for every statement that called
# it (eight an entry, two thirds of a table login's entry: docs/performance.md).
MAY_WRITE = """
CREATE OR REPLACE FUNCTION scorekeeper_may_write(p_match bigint) RETURNS boolean
LANGUAGE plpgsql STABLE AS $body$
BEGIN
    RETURN EXISTS (SELECT 1 FROM club_tables AS t JOIN club_logins AS l
                   ON l.table_number = t.number AND l.login = current_user
                   WHERE t.match_id = p_match)
        OR (EXISTS (SELECT 1 FROM matches AS m WHERE m.id = p_match AND m.made_by = current_user)
            AND NOT EXISTS (SELECT 1 FROM club_tables AS t WHERE t.match_id = p_match));
END $body$
"""

MY_NUMBER = "(SELECT l.table_number FROM club_logins AS l WHERE l.login = current_user)"

_BY_MATCH = ("entries", "rewrites", "match_players", "leases")
_READ_ONLY = (
    "player_stats",
    "match_total",
    "ratings",
    "rating_steps",
    "rated_matches",
    "club_events",
    "club_players",
    "club_seats",
    "club_logins",
    "club_byes",
)
_TRIGGERS = (
    "match_player_added_fn",
    "match_player_removed_fn",
    "match_player_changed_fn",
    "match_counted_fn",
    "match_uncounted_fn",
)


def add_rights(conn: Conn) -> None:
    conn.execute(LOGINS)
    conn.execute("ALTER TABLE matches ADD COLUMN made_by TEXT DEFAULT current_user")
    conn.execute(MAY_WRITE)
    for table in (*_BY_MATCH, "matches", "rating_queue", "club_tables", *_READ_ONLY):
        conn.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        conn.execute(f"CREATE POLICY reading ON {table} FOR SELECT USING (true)")
    for table in _BY_MATCH:
        _writes(conn, table, "scorekeeper_may_write(match_id)")
    _writes(conn, "matches", "scorekeeper_may_write(id)", inserted="made_by = current_user")
    conn.execute("ALTER TABLE club_log ENABLE ROW LEVEL SECURITY")
    conn.execute("CREATE POLICY reading ON club_log FOR SELECT USING (true)")
    # a table's start is logged by its own login; no login but the owner changes the log
    conn.execute("CREATE POLICY logging ON club_log FOR INSERT WITH CHECK (true)")
    conn.execute(
        "CREATE POLICY queueing ON rating_queue FOR INSERT"
        " WITH CHECK (scorekeeper_may_write(match_id))"
    )
    conn.execute(
        f"CREATE POLICY linking ON club_tables FOR UPDATE"
        f" USING (number = {MY_NUMBER} AND match_id IS NULL)"
        f" WITH CHECK (number = {MY_NUMBER} AND scorekeeper_may_write(match_id))"
    )
    (schema,) = conn.execute("SELECT current_schema()").fetchone()
    for function in _TRIGGERS:  # the sums are the owner's to write, whoever's entry moved them
        conn.execute(
            f"ALTER FUNCTION {function}() SECURITY DEFINER SET search_path = pg_catalog, {schema}"
        )


def add_tap_rights(conn: Conn) -> None:
    """Schema 13's table, bound as the entries are: read by all, written for a match this
    login may write (the recording function runs with the caller's rights: bound too)."""
    conn.execute("ALTER TABLE taps ENABLE ROW LEVEL SECURITY")
    conn.execute("CREATE POLICY reading ON taps FOR SELECT USING (true)")
    _writes(conn, "taps", "scorekeeper_may_write(match_id)")


def _writes(conn: Conn, table: str, may: str, inserted: str | None = None) -> None:
    conn.execute(f"CREATE POLICY adding ON {table} FOR INSERT WITH CHECK ({inserted or may})")
    conn.execute(f"CREATE POLICY changing ON {table} FOR UPDATE USING ({may}) WITH CHECK ({may})")
    conn.execute(f"CREATE POLICY removing ON {table} FOR DELETE USING ({may})")
