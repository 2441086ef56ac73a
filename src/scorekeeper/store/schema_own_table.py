"""Schema 16 (issue 23 items 4 and 7): a table's login adds only its own line to the
organiser's log and creates only its own table's match; every column as wide as SQLite's.

SQLite has nothing to change (one machine's file has no logins to tell apart). On a server:

- the organiser's log: a line's ``at`` is the server's clock and its ``who`` the login that
  writes it (the ``@host`` after it is what the machine says of itself), whatever the client
  sent (``LOG_LINE``: a table machine's clock an hour behind no longer puts its line out of
  the server's order). A login other than the owner adds a line only as ``start_table``
  does: a ``start`` line of an event, in the transaction that linked this login's own table
  of that event to its match (``LOGGING``); no other action, no other event, and no change to
  a line;
- a login other than the owner creates a match only as the match of its own waiting table:
  linked to it by the transaction's end (``OWN_TABLE``, checked at commit, since the link
  follows the match's row). ``new`` or ``import`` of any other match (which would move every
  player's statistics and ratings) is refused as ``NOT_OWN_TABLE``, one line
  (``pg_errors.from_pg``);
- the columns schema 13 to 15 added as ``integer`` become ``bigint`` (``widen``; the DDL is
  written as ``bigint`` from now on: ``pg_sql.ddl``).
"""

from __future__ import annotations

from scorekeeper.store.dialect import is_pg
from scorekeeper.store.pg_record_sql import SERVER_NOW
from scorekeeper.store.pg_rights import MY_NUMBER
from scorekeeper.store.schema_queue import widen
from scorekeeper.store.sql import Conn

NOT_OWN_TABLE = "SK001"  # our own SQLSTATE: a class PostgreSQL does not use

LOG_LINE = f"""
CREATE OR REPLACE FUNCTION scorekeeper_log_line() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
    NEW.at := {SERVER_NOW};
    NEW.who := current_user || coalesce(substring(NEW.who from '@[^@]*$'), '');
    RETURN NEW;
END $body$
"""

# xmin: the row version this transaction wrote (the app's write has no savepoint)
LOGGING = f"""
CREATE POLICY logging ON club_log FOR INSERT WITH CHECK (
    action = 'start' AND EXISTS (
        SELECT 1 FROM club_tables AS t
        WHERE t.event_id = club_log.event_id AND t.number = {MY_NUMBER}
        AND t.match_id IS NOT NULL AND t.xmin = pg_current_xact_id()::xid))
"""

OWN_TABLE = f"""
CREATE OR REPLACE FUNCTION scorekeeper_own_table_match() RETURNS trigger
LANGUAGE plpgsql AS $body$
BEGIN
    IF pg_has_role(current_user, (SELECT c.relowner FROM pg_class AS c WHERE c.oid = TG_RELID),
                   'MEMBER')
       OR EXISTS (SELECT 1 FROM club_tables AS t
                  WHERE t.match_id = NEW.id AND t.number = {MY_NUMBER}) THEN
        RETURN NULL;
    END IF;
    RAISE EXCEPTION 'match % is not the match of this login''s own club table', NEW.id
        USING ERRCODE = '{NOT_OWN_TABLE}';
END $body$
"""


def own_table_only(conn: Conn) -> None:
    if not is_pg(conn):
        return
    widen(conn)
    conn.execute(LOG_LINE)
    conn.execute(
        "CREATE TRIGGER club_log_line BEFORE INSERT ON club_log"
        " FOR EACH ROW EXECUTE FUNCTION scorekeeper_log_line()"
    )
    conn.execute("DROP POLICY logging ON club_log")
    conn.execute(LOGGING)
    conn.execute(OWN_TABLE)
    conn.execute(
        "CREATE CONSTRAINT TRIGGER match_of_own_table AFTER INSERT ON matches"
        " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW"
        " EXECUTE FUNCTION scorekeeper_own_table_match()"
    )
