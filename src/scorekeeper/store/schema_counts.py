"""Schema 6: the tile counts in the index (issue 11 item 4): tiles laid, tiles drawn and open
sixes made per seat, and whether the match was kept tile by tile (draws exist only there).

``match_players`` gets the columns and ``player_stats`` their sums; the three triggers that
keep ``player_stats`` are made again with the new sums (a trigger cannot be altered). The
step only changes tables: the migration's rebuild fills them from the logs.
"""

from __future__ import annotations

from scorekeeper.store.dialect import run_script
from scorekeeper.store.sql import Conn

# A maximum cannot be taken back by subtraction: look it up again (one index probe each).
EXTREMES = """
        best_total = (SELECT MAX(total) FROM match_players AS p
                      WHERE p.name_key = player_stats.name_key
                        AND p.preset_id = player_stats.preset_id AND p.finished = 1),
        largest_debt = COALESCE((SELECT MAX(debt) FROM match_players AS p
                      WHERE p.name_key = player_stats.name_key
                        AND p.preset_id = player_stats.preset_id), 0)"""

_COLUMNS = """
ALTER TABLE match_players ADD COLUMN laid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN open_sixes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN tiles INTEGER NOT NULL DEFAULT 0;  -- kept tile by tile
ALTER TABLE player_stats ADD COLUMN laid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_stats ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_stats ADD COLUMN open_sixes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_stats ADD COLUMN tiles_matches INTEGER NOT NULL DEFAULT 0;
DROP TRIGGER match_player_added;
DROP TRIGGER match_player_removed;
DROP TRIGGER match_player_changed;
"""

_SUMS = """matches = matches {op} 1, finished = finished {op} {row}.finished,
        wins = wins {op} {row}.won,
        finished_total = finished_total {op} {row}.finished * {row}.total,
        matadors = matadors {op} {row}.matadors, passes = passes {op} {row}.passes,
        laid = laid {op} {row}.laid, drawn = drawn {op} {row}.drawn,
        open_sixes = open_sixes {op} {row}.open_sixes,
        tiles_matches = tiles_matches {op} {row}.tiles"""

_KEY = "name_key = {row}.name_key AND preset_id = {row}.preset_id"
_ADD = (
    "INSERT OR IGNORE INTO player_stats (name_key, preset_id) VALUES (NEW.name_key, NEW.preset_id);"
)

_TRIGGERS = f"""
CREATE TRIGGER match_player_added AFTER INSERT ON match_players BEGIN
    {_ADD}
    UPDATE player_stats SET {_SUMS.format(op="+", row="NEW")} WHERE {_KEY.format(row="NEW")};
    UPDATE player_stats SET {EXTREMES} WHERE {_KEY.format(row="NEW")};
END;

CREATE TRIGGER match_player_removed AFTER DELETE ON match_players BEGIN
    UPDATE player_stats SET {_SUMS.format(op="-", row="OLD")} WHERE {_KEY.format(row="OLD")};
    UPDATE player_stats SET {EXTREMES} WHERE {_KEY.format(row="OLD")};
    DELETE FROM player_stats WHERE {_KEY.format(row="OLD")} AND matches = 0;
END;

CREATE TRIGGER match_player_changed AFTER UPDATE ON match_players BEGIN{{changed}}END;
"""

# what a seat row's change does to the sums (schema 15 makes its trigger again, with a WHEN)
CHANGED = f"""
    UPDATE player_stats SET {_SUMS.format(op="-", row="OLD")} WHERE {_KEY.format(row="OLD")};
    {_ADD}
    UPDATE player_stats SET {_SUMS.format(op="+", row="NEW")} WHERE {_KEY.format(row="NEW")};
    UPDATE player_stats SET {EXTREMES} WHERE {_KEY.format(row="NEW")};
    UPDATE player_stats SET {EXTREMES} WHERE {_KEY.format(row="OLD")};
    DELETE FROM player_stats WHERE {_KEY.format(row="OLD")} AND matches = 0;
"""

COUNTS = _COLUMNS + _TRIGGERS.replace("{changed}", CHANGED)


def add_counts(conn: Conn) -> None:
    run_script(conn, COUNTS)
