"""One recorded entry, one round trip (issue 23 item 1): a server-side function does it all.

``scorekeeper_record`` is what ``StoreJournal.recorded`` does on SQLite, in one statement
and so in one transaction of its own: the match's row lock and revision check, the lease,
the statistics keys (``locks.py``), the redo chain ended, the entry inserted, the summary
moved by the step and the revision on (one new version of the match's row, one notice to
the boards), the seat rows that changed, the lease renewed, and the match
queued for its rating where it is finished (``schema_queue.py``; at the server's time). A
refusal is an error of its own SQLSTATE, said here as the store says it on SQLite.
"""

from __future__ import annotations

import json
import time

import psycopg

from scorekeeper.model import LogEntry, Match
from scorekeeper.store import leases
from scorekeeper.store.database import Database
from scorekeeper.store.errors import another_table, busy_match, changed_elsewhere, unknown_match
from scorekeeper.store.rows import dump_entry, now_utc
from scorekeeper.store.sql import Conn

SERVER_NOW = "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US+00:00')"
_SEAT = ("finished", "won", "total", "debt", "matadors", "passes", "laid", "drawn", "open_sixes")
_SET = ", ".join(f"{name} = p_seats[i * 9 + {n + 1}]" for n, name in enumerate(_SEAT))
_NEW = ", ".join(f"p_seats[i * 9 + {n + 1}]" for n in range(len(_SEAT)))

FUNCTION = f"""
CREATE OR REPLACE FUNCTION scorekeeper_record(
    p_match bigint, p_revision bigint, p_holder text, p_pid bigint, p_host text,
    p_clock double precision, p_force bigint, p_entry text, p_now text, p_preset_id text,
    p_preset_name text, p_rounds bigint, p_finished bigint, p_winner text, p_seats bigint[],
    OUT new_revision bigint, OUT queued boolean) LANGUAGE plpgsql AS $body$
DECLARE
    found bigint;
    lease record;
    last bigint;
BEGIN
    SELECT revision INTO found FROM matches WHERE id = p_match FOR UPDATE;
    IF found IS NULL AND EXISTS (SELECT 1 FROM matches WHERE id = p_match) THEN
        RAISE EXCEPTION 'match % is another table''s', p_match USING ERRCODE = 'SK403';
    ELSIF found IS NULL THEN
        RAISE EXCEPTION 'no match %', p_match USING ERRCODE = 'SK404';
    ELSIF found <> p_revision THEN
        RAISE EXCEPTION 'match % changed', p_match USING ERRCODE = 'SK409';
    END IF;
    SELECT holder, pid, host, heartbeat INTO lease FROM leases WHERE match_id = p_match;
    IF lease.holder IS NOT NULL AND lease.holder <> p_holder AND p_force = 0
            AND (p_clock - lease.heartbeat <= {leases.LEASE_SECONDS} OR lease.host = p_host) THEN
        RAISE EXCEPTION 'match % is open elsewhere', p_match USING ERRCODE = 'SK423',
            DETAIL = json_build_array(lease.holder, lease.pid, lease.host, lease.heartbeat);
    END IF;
    PERFORM pg_advisory_xact_lock(1, h) FROM (SELECT DISTINCT
        hashtext(name_key || '/' || preset_id) AS h FROM match_players
        WHERE match_id = p_match ORDER BY h) AS s;
    DELETE FROM rewrites WHERE match_id = p_match AND undone = 1;
    last := COALESCE((SELECT seq FROM entries WHERE match_id = p_match AND undone = 0
        ORDER BY seq DESC LIMIT 1), 0);
    DELETE FROM entries WHERE match_id = p_match AND seq > last;
    INSERT INTO entries (match_id, seq, entry, undone) VALUES (p_match, last + 1, p_entry, 0);
    UPDATE matches SET preset_id = p_preset_id, preset_name = p_preset_name, rounds = p_rounds,
        finished = p_finished, winner = p_winner, revision = revision + 1, updated_at = p_now,
        fingerprint = NULL WHERE id = p_match RETURNING revision INTO new_revision;
    FOR i IN 0 .. COALESCE(array_length(p_seats, 1), 0) / 9 - 1 LOOP
        UPDATE match_players SET {_SET} WHERE match_id = p_match AND seat = i
            AND ({", ".join(_SEAT)}) <> ({_NEW});
    END LOOP;
    INSERT INTO leases (match_id, holder, pid, host, heartbeat)
        VALUES (p_match, p_holder, p_pid, p_host, p_clock)
        ON CONFLICT (match_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid,
        host = excluded.host, heartbeat = excluded.heartbeat;
    queued := p_finished = 1 OR EXISTS (SELECT 1 FROM rated_matches WHERE match_id = p_match);
    IF queued THEN
        INSERT INTO rating_queue (match_id, at) VALUES (p_match, {SERVER_NOW});
    END IF;
END $body$
"""

_TYPES = (
    "bigint bigint text bigint text float8 bigint text text text text bigint bigint text bigint[]"
)
_CALL = (
    "SELECT new_revision, queued FROM scorekeeper_record("
    + ", ".join(f"?::{kind}" for kind in _TYPES.split())
    + ")"
)


def add_functions(conn: Conn) -> None:
    conn.execute(FUNCTION)


def record(db: Database, match_id: int, revision: int, entry: LogEntry, match: Match) -> bool:
    """Record ``entry`` (``match`` is the match after it); True where the match waits for its
    rating. Raises as ``Database.changing`` refuses: gone, changed since, open elsewhere."""
    force = False
    while True:
        with db.reading() as conn:
            try:
                row = conn.execute(_CALL, _arguments(db, match_id, revision, entry, match, force))
                return bool(row.fetchone()[1])
            except psycopg.Error as error:
                if error.sqlstate == "SK404":
                    raise unknown_match(db.path, match_id) from None
                if error.sqlstate == "SK403":
                    raise another_table(db.path, match_id) from None
                if error.sqlstate == "SK409":
                    raise changed_elsewhere(match_id) from None
                if error.sqlstate != "SK423" or force:
                    raise
                lease = leases.Lease(*json.loads(error.diag.message_detail or "[]"))
                if not leases.is_stale(lease, db.me):
                    raise busy_match(match_id, lease.pid, lease.host) from None
                force = True  # a dead app's lease on this machine: taken over, as on SQLite


def _arguments(
    db: Database, match_id: int, revision: int, entry: LogEntry, match: Match, force: bool
) -> tuple[object, ...]:
    winner = match.standings().winner
    seats: list[int] = []
    for seat, (name, counts) in enumerate(zip(match.players, match.counts, strict=True)):
        seats += [int(match.finished), int(name == winner), match.totals[seat]]
        seats += [-match.lowest[seat], counts.matadors, counts.passes]
        seats += [counts.laid, counts.drawn, counts.open_sixes]
    me = db.me
    return (
        match_id,
        revision,
        me.token,
        me.pid,
        me.host,
        time.time(),
        force,
        dump_entry(entry),
        now_utc(),
        match.preset.id,
        match.preset.name,
        match.rounds_counted,
        int(match.finished),
        winner,
        seats,
    )
