"""The tables, and the forward migrations that bring any older database up to date.

``PRAGMA user_version`` holds the schema number. ``MIGRATIONS[n]`` brings a database from
version ``n`` to ``n + 1``; all the steps a file needs run in one transaction, so a
migration that fails leaves the file at the version it had.

Schema 1 is the log itself. Schema 2 adds the index derived from it (match summaries,
per-player rows, statistics kept by triggers, leases, whose turn it is). Schema 3 lets a seat
row be updated in place (one entry moves only its own seats: a trigger keeps the statistics)
and adds the match's fingerprint (to refuse importing the same match twice). Schema 4 keeps
the match's edits (``rewrites``), so that undo and redo of an edit survive a restart. Schema 5
adds the match's mode (one-key or tiles: RULES.md section 6), which the replay needs. Schema 6
adds the tile counts (tiles laid and drawn, open sixes: ``schema_counts.py``). After any
migration the whole index is rebuilt by replaying every log with today's code and the
statistics are summed afresh, so a step only has to change tables, never to fill them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeeper.store.dialect import is_pg, run_script, stamp
from scorekeeper.store.dialect import schema_version as schema_version  # re-exported
from scorekeeper.store.locks import MIGRATION, MIGRATION_LOCK_TIMEOUT_MS, lock_key
from scorekeeper.store.schema_club import add_club
from scorekeeper.store.schema_club_log import add_club_log
from scorekeeper.store.schema_counts import EXTREMES, add_counts
from scorekeeper.store.schema_entry_work import lighten_entries
from scorekeeper.store.schema_number import LATEST as LATEST  # re-exported
from scorekeeper.store.schema_own_table import own_table_only
from scorekeeper.store.schema_queue import add_queue, requeue_reopened
from scorekeeper.store.schema_ratings import add_ratings
from scorekeeper.store.schema_total import add_match_total
from scorekeeper.store.schema_word import add_word
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import rebuild_all
from scorekeeper.store.taps import add_taps

Migration = Callable[[Conn], None]

_LOG = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused, even after a delete
    preset TEXT NOT NULL,                  -- the whole preset as played (JSON)
    players TEXT NOT NULL,                 -- names in seating order (JSON list)
    target INTEGER,                        -- as the match started; reopens are in the log
    rounds_limit INTEGER,
    created_at TEXT NOT NULL,              -- UTC, ISO 8601
    updated_at TEXT NOT NULL
);
CREATE TABLE entries (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,                   -- matchfile.entry_to_data as JSON
    undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
"""

_INDEX = """
ALTER TABLE matches ADD COLUMN preset_id TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN preset_name TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN finished INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN winner TEXT;
ALTER TABLE matches ADD COLUMN turn TEXT;        -- who plays or leads next (app state)
ALTER TABLE matches ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE INDEX matches_unfinished ON matches(finished, updated_at);
CREATE INDEX matches_by_update ON matches(updated_at);
CREATE INDEX matches_by_preset ON matches(preset_id);

CREATE TABLE match_players (                     -- rewritten from the log on every write
    match_id INTEGER NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,                      -- casefolded, to match names across matches
    preset_id TEXT NOT NULL,
    finished INTEGER NOT NULL,
    won INTEGER NOT NULL,
    total INTEGER NOT NULL,
    matadors INTEGER NOT NULL,
    passes INTEGER NOT NULL,
    debt INTEGER NOT NULL,                       -- deepest the total went below zero
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_players_by_name ON match_players(name_key, match_id);
CREATE INDEX match_players_best ON match_players(name_key, preset_id, finished, total);
CREATE INDEX match_players_debt ON match_players(name_key, preset_id, debt);

CREATE TABLE player_stats (                      -- sums of match_players, kept by triggers
    name_key TEXT NOT NULL,
    preset_id TEXT NOT NULL,
    matches INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0,
    wins INTEGER NOT NULL DEFAULT 0,
    finished_total INTEGER NOT NULL DEFAULT 0,
    best_total INTEGER,
    matadors INTEGER NOT NULL DEFAULT 0,
    passes INTEGER NOT NULL DEFAULT 0,
    largest_debt INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (name_key, preset_id)
) WITHOUT ROWID;

CREATE TRIGGER match_player_added AFTER INSERT ON match_players BEGIN
    INSERT OR IGNORE INTO player_stats (name_key, preset_id) VALUES (NEW.name_key, NEW.preset_id);
    UPDATE player_stats SET
        matches = matches + 1, finished = finished + NEW.finished, wins = wins + NEW.won,
        finished_total = finished_total + NEW.finished * NEW.total,
        matadors = matadors + NEW.matadors, passes = passes + NEW.passes
    WHERE name_key = NEW.name_key AND preset_id = NEW.preset_id;
    UPDATE player_stats SET {extremes}
    WHERE name_key = NEW.name_key AND preset_id = NEW.preset_id;
END;

CREATE TRIGGER match_player_removed AFTER DELETE ON match_players BEGIN
    UPDATE player_stats SET
        matches = matches - 1, finished = finished - OLD.finished, wins = wins - OLD.won,
        finished_total = finished_total - OLD.finished * OLD.total,
        matadors = matadors - OLD.matadors, passes = passes - OLD.passes
    WHERE name_key = OLD.name_key AND preset_id = OLD.preset_id;
    UPDATE player_stats SET {extremes}
    WHERE name_key = OLD.name_key AND preset_id = OLD.preset_id;
    DELETE FROM player_stats
    WHERE name_key = OLD.name_key AND preset_id = OLD.preset_id AND matches = 0;
END;

CREATE TABLE leases (                            -- which running app has a match open
    match_id INTEGER PRIMARY KEY REFERENCES matches(id),
    holder TEXT NOT NULL,                        -- one Store object: random token
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    heartbeat REAL NOT NULL                      -- unix time of the last sign of life
);
"""

_EXTREMES = EXTREMES  # in schema_counts.py, where schema 6 makes the triggers again


_SUMS = """matches = matches {op} 1, finished = finished {op} {row}.finished,
        wins = wins {op} {row}.won,
        finished_total = finished_total {op} {row}.finished * {row}.total,
        matadors = matadors {op} {row}.matadors, passes = passes {op} {row}.passes"""

_KEY = "name_key = {row}.name_key AND preset_id = {row}.preset_id"

_STEPS = f"""
ALTER TABLE matches ADD COLUMN fingerprint TEXT;  -- NULL until asked (see fingerprint.py)
CREATE INDEX matches_by_fingerprint ON matches(fingerprint);

CREATE TRIGGER match_player_changed AFTER UPDATE ON match_players BEGIN
    UPDATE player_stats SET {_SUMS.format(op="-", row="OLD")} WHERE {_KEY.format(row="OLD")};
    INSERT OR IGNORE INTO player_stats (name_key, preset_id) VALUES (NEW.name_key, NEW.preset_id);
    UPDATE player_stats SET {_SUMS.format(op="+", row="NEW")} WHERE {_KEY.format(row="NEW")};
    UPDATE player_stats SET {_EXTREMES} WHERE {_KEY.format(row="NEW")};
    UPDATE player_stats SET {_EXTREMES} WHERE {_KEY.format(row="OLD")};
    DELETE FROM player_stats WHERE {_KEY.format(row="OLD")} AND matches = 0;
END;
"""


# One row per edit, in order (``n``); undone edits are the redo chain, always the highest
# numbers of the match (a new change deletes them first), like undone entries.
_REWRITES = """
CREATE TABLE rewrites (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    n INTEGER NOT NULL,
    change TEXT NOT NULL,                  -- index, at, removed and inserted entries (JSON)
    undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    PRIMARY KEY (match_id, n)
) WITHOUT ROWID;
"""

_MODE = """
ALTER TABLE matches ADD COLUMN mode TEXT NOT NULL DEFAULT 'one-key';  -- 'one-key' or 'tiles'
"""


def _create_log(conn: Conn) -> None:
    run_script(conn, _LOG)


def _add_index(conn: Conn) -> None:
    run_script(conn, _INDEX.replace("{extremes}", _EXTREMES))


def _add_steps(conn: Conn) -> None:
    run_script(conn, _STEPS)


def _add_rewrites(conn: Conn) -> None:
    run_script(conn, _REWRITES)


def _add_mode(conn: Conn) -> None:
    run_script(conn, _MODE)


MIGRATIONS: tuple[Migration, ...] = (
    _create_log,
    _add_index,
    _add_steps,
    _add_rewrites,
    _add_mode,
    add_counts,
    add_club,  # schema 7: club nights (schema_club.py)
    add_match_total,  # schema 8: the number of matches (schema_total.py)
    add_ratings,  # schema 9: the ratings (schema_ratings.py)
    add_club_log,  # schema 10: club language, log, withdrawals, byes (schema_club_log.py)
    add_queue,  # schema 11: ratings after the write; a server's bigints (schema_queue.py)
    requeue_reopened,  # schema 12: a match reopened mid-rating is queued again (the same)
    add_taps,  # schema 13: the phones' taps, each with its change (taps.py)
    add_word,  # schema 14: the opponents' word: the setting, the asked round end (schema_word.py)
    lighten_entries,  # schema 15: less work an entry (schema_entry_work.py)
    own_table_only,  # schema 16: a table's login, its own log line and match (schema_own_table.py)
)
if len(MIGRATIONS) != LATEST:  # a step added without moving the number would never run
    raise ImportError(f"schema_number.LATEST is {LATEST}, but there are {len(MIGRATIONS)} steps")


def migrate(conn: Conn, steps: Sequence[Migration] = MIGRATIONS) -> int:
    """Run the steps the database lacks, all or none; returns the version it started at.

    The caller has already refused a version newer than ``len(steps)``.
    """
    found = schema_version(conn)
    if found >= len(steps):
        return found
    conn.execute("BEGIN IMMEDIATE")
    try:
        _queue_behind_others(conn)
        found = schema_version(conn)  # another process may have migrated meanwhile
        if found >= len(steps):
            conn.execute("ROLLBACK")
            return found
        for step in steps[found:]:
            step(conn)
        if found and len(steps) >= LATEST:  # a partial list (tests) has no index to fill
            rebuild_all(conn)
        stamp(conn, len(steps))
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return found


def _queue_behind_others(conn: Conn) -> None:
    """On a server, apps starting at once on an empty database migrate one after another (the
    others find it done); SQLite's ``BEGIN IMMEDIATE`` queues them already."""
    if is_pg(conn):
        conn.execute(f"SET LOCAL lock_timeout = {MIGRATION_LOCK_TIMEOUT_MS}")
        lock_key(conn, MIGRATION)
