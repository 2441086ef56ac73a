"""The trigger by which PostgreSQL tells listeners which match changed (``pg_listen.py``)."""

from __future__ import annotations

from scorekeeper.store.sql import Conn

CHANNEL = "scorekeeper_changes"  # what the listeners LISTEN on (payload: the match id)

# Made again at every migration (CREATE OR REPLACE): a statement-level trigger would say
# "something changed"; a row-level one says which match, which the club's board uses.
NOTIFY_DDL = (
    "CREATE OR REPLACE FUNCTION scorekeeper_notify() RETURNS trigger LANGUAGE plpgsql AS $body$"
    f" BEGIN PERFORM pg_notify('{CHANNEL}', COALESCE(NEW.id, OLD.id)::text); RETURN NULL;"
    " END $body$",
    "DROP TRIGGER IF EXISTS matches_notify ON matches",
    "CREATE TRIGGER matches_notify AFTER INSERT OR UPDATE OR DELETE ON matches"
    " FOR EACH ROW EXECUTE FUNCTION scorekeeper_notify()",
)


def add_notify(conn: Conn) -> None:
    for statement in NOTIFY_DDL:
        conn.execute(statement)
