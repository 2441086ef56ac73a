"""The trigger by which PostgreSQL tells listeners which match changed (``pg_listen.py``)."""

from __future__ import annotations

from scorekeeper.store.sql import Conn

CHANNEL = "scorekeeper_changes"  # what the listeners LISTEN on (payload: the match id)
CLUB_CHANGED = 0  # the payload when a club night's tables changed, not a match
CLUB_TABLES = ("club_events", "club_players", "club_tables", "club_seats")

# Set (transaction-local) by a recorded entry, which says its match after its commit
# (``pg_record.py``): a NOTIFY takes one lock for the whole server from before the commit's
# flush to disk until its end, so every table's entries would queue through one fsync each.
LATER = "scorekeeper.notify_later"

# Made again at every migration (CREATE OR REPLACE): a statement-level trigger would say
# "something changed"; a row-level one says which match, which the club's board uses.
NOTIFY_DDL = (
    "CREATE OR REPLACE FUNCTION scorekeeper_notify() RETURNS trigger LANGUAGE plpgsql AS $body$"
    f" BEGIN IF current_setting('{LATER}', true) = 'on' THEN RETURN NULL; END IF;"
    f" PERFORM pg_notify('{CHANNEL}', COALESCE(NEW.id, OLD.id)::text); RETURN NULL;"
    " END $body$",
    "DROP TRIGGER IF EXISTS matches_notify ON matches",
    "CREATE TRIGGER matches_notify AFTER INSERT OR UPDATE OR DELETE ON matches"
    " FOR EACH ROW EXECUTE FUNCTION scorekeeper_notify()",
    # a club night's draw or registration changes no match: it says "0" (no match)
    "CREATE OR REPLACE FUNCTION scorekeeper_notify_club() RETURNS trigger LANGUAGE plpgsql"
    f" AS $body$ BEGIN PERFORM pg_notify('{CHANNEL}', '{CLUB_CHANGED}'); RETURN NULL; END $body$",
)


def _club_triggers(table: str) -> tuple[str, str]:
    return (
        f"DROP TRIGGER IF EXISTS {table}_notify ON {table}",
        f"CREATE TRIGGER {table}_notify AFTER INSERT OR UPDATE OR DELETE ON {table}"
        " FOR EACH STATEMENT EXECUTE FUNCTION scorekeeper_notify_club()",
    )


def add_notify(conn: Conn) -> None:
    """At every migration's end; the club's tables only where the schema has them yet."""
    for statement in NOTIFY_DDL:
        conn.execute(statement)
    for table in CLUB_TABLES:
        if conn.execute(f"SELECT to_regclass('{table}')").fetchone()[0] is not None:
            for statement in _club_triggers(table):
                conn.execute(statement)
