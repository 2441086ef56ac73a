"""Schema 15 (issue 23 item 1): less of the server's work for each recorded entry.

Nothing stored changes; what each entry makes the database do does (figures in
docs/performance.md, "The server's work per entry"; ``bench/bench_pg_work.py``):

- both backends: the trigger that moves ``player_stats`` when a seat row changes fires only
  when the row changed something a statistic reads (``MOVED``). Most entries move nothing but
  an unfinished match's total, which no statistic holds: six statements a seat for nothing;
- PostgreSQL: where the trigger does fire for the same player and preset (every entry's
  case), its function moves the row by the difference in one statement, and looks the maxima
  up again only where they can have moved (a finished row, a debt changed); otherwise, or
  where the row is missing, the six statements as before;
- PostgreSQL: ``scorekeeper_may_write`` (row-level security) in PL/pgSQL, whose plan the
  session keeps (``pg_rights.py``), and ``scorekeeper_record`` leaner: the match's row locked,
  checked and moved on in one statement, the seat rows in one (``pg_record_sql.py``);
- PostgreSQL: both functions plan their statements once a session (``plan_cache_mode =
  force_generic_plan``): a statement whose parameters fold into a custom plan that looks
  cheaper than the generic one was planned again at every call (``perf`` on the server
  process: the plan cache's share of an entry's CPU from 12 % to 5 %).
"""

from __future__ import annotations

from scorekeeper.store.dialect import is_pg, run_script
from scorekeeper.store.schema_counts import CHANGED
from scorekeeper.store.sql import Conn

_READ = ("finished", "won", "matadors", "passes", "debt", "laid", "drawn", "open_sixes", "tiles")

# what a statistic reads of a seat row: its key, the counts, and the total of a finished one
MOVED = (
    "OLD.name_key <> NEW.name_key OR OLD.preset_id <> NEW.preset_id OR "
    + " OR ".join(f"OLD.{name} <> NEW.{name}" for name in _READ)
    + " OR (NEW.finished <> 0 AND OLD.total <> NEW.total)"
)

TRIGGER = f"""
DROP TRIGGER match_player_changed;
CREATE TRIGGER match_player_changed AFTER UPDATE ON match_players WHEN {MOVED}
BEGIN{CHANGED}END;
"""

_SAME = "name_key = NEW.name_key AND preset_id = NEW.preset_id"
_DIFFERENCE = ", ".join(
    f"{stat} = {stat} - OLD.{row} + NEW.{row}"
    for stat, row in (
        ("finished", "finished"),
        ("wins", "won"),
        ("matadors", "matadors"),
        ("passes", "passes"),
        ("laid", "laid"),
        ("drawn", "drawn"),
        ("open_sixes", "open_sixes"),
        ("tiles_matches", "tiles"),
    )
)
_OF_KEY = "p.name_key = player_stats.name_key AND p.preset_id = player_stats.preset_id"


def _changed_fn(schema: str) -> str:
    from scorekeeper.store.pg_sql import trigger_body

    return f"""
CREATE OR REPLACE FUNCTION match_player_changed_fn() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = pg_catalog, {schema}
SET plan_cache_mode = force_generic_plan AS $body$
BEGIN
    IF NEW.name_key = OLD.name_key AND NEW.preset_id = OLD.preset_id THEN
        UPDATE player_stats SET {_DIFFERENCE},
            finished_total = finished_total - OLD.finished * OLD.total
                + NEW.finished * NEW.total,
            best_total = CASE WHEN OLD.finished = 0 AND NEW.finished = 0 THEN best_total
                ELSE (SELECT MAX(total) FROM match_players AS p
                      WHERE {_OF_KEY} AND p.finished = 1) END,
            largest_debt = CASE WHEN OLD.debt = NEW.debt THEN largest_debt
                ELSE COALESCE((SELECT MAX(debt) FROM match_players AS p WHERE {_OF_KEY}), 0) END
        WHERE {_SAME};
        IF FOUND THEN
            RETURN NULL;
        END IF;
    END IF;
    {trigger_body(CHANGED)}
    RETURN NULL;
END $body$
"""


def lighten_entries(conn: Conn) -> None:
    run_script(conn, TRIGGER)
    if is_pg(conn):
        from scorekeeper.store.pg_record_sql import add_functions
        from scorekeeper.store.pg_rights import MAY_WRITE

        (schema,) = conn.execute("SELECT current_schema()").fetchone()
        conn.execute(_changed_fn(schema))  # the owner's rights, as pg_rights.py gives them
        conn.execute(MAY_WRITE)
        add_functions(conn)
