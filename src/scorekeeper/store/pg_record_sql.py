"""The server's function that records one entry (``pg_record.py`` calls it; schema 15 makes it).

Its steps are ``StoreJournal.recorded``'s on SQLite (since schema 13 with the id of the phone's
tap that made the entry, when one did, into ``taps``: store/taps.py); its refusals have
SQLSTATEs of their own: SK404 no such match, SK403 another club table's (row-level security hid
it), SK409 changed since it was read, SK423 open in another running app (the caller decides
whether that app is gone, as ``leases.is_stale`` does, and calls again with ``p_force``).
"""

from __future__ import annotations

from scorekeeper.store import leases
from scorekeeper.store.pg_notify import LATER
from scorekeeper.store.sql import Conn

SERVER_NOW = "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US+00:00')"
_SEAT = ("finished", "won", "total", "debt", "matadors", "passes", "laid", "drawn", "open_sixes")
_SET = ", ".join(f"{name} = p_seats[seat * 9 + {n + 1}]" for n, name in enumerate(_SEAT))
_NEW = ", ".join(f"p_seats[seat * 9 + {n + 1}]" for n in range(len(_SEAT)))

FRESH_LEASE_SECONDS = 10  # a lease renewed this recently is not renewed by an entry

FUNCTION = f"""
CREATE OR REPLACE FUNCTION scorekeeper_record(
    p_match bigint, p_revision bigint, p_holder text, p_pid bigint, p_host text,
    p_clock double precision, p_force bigint, p_entry text, p_now text, p_preset_id text,
    p_preset_name text, p_rounds bigint, p_finished bigint, p_winner text, p_seats bigint[],
    p_tap text, OUT new_revision bigint, OUT queued boolean) LANGUAGE plpgsql
    SET plan_cache_mode = force_generic_plan AS $body$
DECLARE
    found bigint;
    lease record;
    last bigint;
BEGIN
    -- the boards hear of it after the commit, from the caller (pg_record.py)
    PERFORM set_config('{LATER}', 'on', true);
    -- the match's row: locked, checked and moved on in one statement (schema 15)
    UPDATE matches SET preset_id = p_preset_id, preset_name = p_preset_name, rounds = p_rounds,
        finished = p_finished, winner = p_winner, revision = revision + 1, updated_at = p_now,
        fingerprint = NULL WHERE id = p_match AND revision = p_revision
        RETURNING revision INTO new_revision;
    IF new_revision IS NULL THEN  -- why not: gone, another table's, or changed since
        SELECT revision INTO found FROM matches WHERE id = p_match FOR UPDATE;
        IF found IS NULL AND EXISTS (SELECT 1 FROM matches WHERE id = p_match) THEN
            RAISE EXCEPTION 'match % is another table''s', p_match USING ERRCODE = 'SK403';
        ELSIF found IS NULL THEN
            RAISE EXCEPTION 'no match %', p_match USING ERRCODE = 'SK404';
        END IF;
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
    IF p_tap IS NOT NULL THEN  -- the phone's tap that made the entry (store/taps.py)
        INSERT INTO taps (match_id, tap_id, seq, change, at)
            VALUES (p_match, p_tap, last + 1, 'entry', p_now);
    END IF;
    -- the seat rows that changed, in one statement (each seat's numbers at seat * 9 + 1..9)
    UPDATE match_players SET {_SET} WHERE match_id = p_match
        AND seat < COALESCE(array_length(p_seats, 1), 0) / 9
        AND ({", ".join(_SEAT)}) <> ({_NEW});
    -- the lease is ours already and fresh: left as it is (the app renews it every ~30 s);
    -- a row rewritten at every entry is a tuple and its WAL for nothing
    IF lease.holder IS DISTINCT FROM p_holder OR lease.pid <> p_pid OR lease.host <> p_host
            OR p_clock - lease.heartbeat > {FRESH_LEASE_SECONDS} THEN
        INSERT INTO leases (match_id, holder, pid, host, heartbeat)
            VALUES (p_match, p_holder, p_pid, p_host, p_clock)
            ON CONFLICT (match_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid,
            host = excluded.host, heartbeat = excluded.heartbeat;
    END IF;
    queued := p_finished = 1 OR EXISTS (SELECT 1 FROM rated_matches WHERE match_id = p_match)
        OR EXISTS (SELECT 1 FROM rating_queue WHERE match_id = p_match);
    IF queued THEN
        INSERT INTO rating_queue (match_id, at) VALUES (p_match, {SERVER_NOW});
    END IF;
END $body$
"""


def add_functions(conn: Conn) -> None:
    conn.execute(FUNCTION)
