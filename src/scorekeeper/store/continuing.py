"""A match file that continues a stored match goes back into it (issue 23 item 3).

The rescue file a table writes when it quits while the server is out of reach
(``tui/board/unsaved.rescue_file``) holds the whole match: the stored match's entries and the
ones the server never got. Imported, it must land in that match (the club table's, linked to
it), not become a second one. A stored match is continued by a file where both have the same
players, preset (the whole preset), target, rounds limit and mode, and the stored active log
is a strict beginning of the file's. The entries after it are added in one transaction on the
match (refused while another running app has it open), and the stored redo chain ends there,
as a new entry at the table would end it.
"""

from __future__ import annotations

from scorekeeper.model import LogEntry, Match
from scorekeeper.store.database import Database
from scorekeeper.store.errors import changed_elsewhere
from scorekeeper.store.rating_queue import queue_if_rated, settle
from scorekeeper.store.rows import dump_json, insert_entries, read_log, read_match_row
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import write_summary


def continued(conn: Conn, match: Match) -> tuple[int, list[LogEntry]] | None:
    """The newest stored match the file continues, and its active log, or None."""
    found = conn.execute(
        "SELECT id FROM matches WHERE players = ? AND preset_id = ? ORDER BY id DESC",
        (dump_json(list(match.players)), match.preset.id),
    ).fetchall()
    for (match_id,) in found:
        row = read_match_row(conn, match_id)
        if row is None or row.preset.to_json() != match.preset.to_json():
            continue
        if (row.target, row.rounds_limit, row.mode) != (
            match.start_target,
            match.start_rounds_limit,
            match.mode,
        ):
            continue
        active, _undone = read_log(conn, match_id)
        if len(active) < len(match.log) and match.log[: len(active)] == active:
            return match_id, active
    return None


def continue_match(db: Database, match: Match) -> tuple[int, int] | None:
    """Add what the file holds beyond the stored match it continues: (its id, entries added),
    or None where it continues none."""
    with db.reading() as conn:
        found = continued(conn, match)
    if found is None:
        return None
    match_id, active = found
    with db.changing(match_id) as conn:
        if read_log(conn, match_id)[0] != active:  # changed since it was read
            raise changed_elsewhere(match_id)
        conn.execute("DELETE FROM entries WHERE match_id = ? AND undone = 1", (match_id,))
        conn.execute("DELETE FROM rewrites WHERE match_id = ? AND undone = 1", (match_id,))
        (last,) = conn.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE match_id = ?", (match_id,)
        ).fetchone()
        added = match.log[len(active) :]
        insert_entries(conn, match_id, added, first_seq=last + 1, undone=0)
        write_summary(conn, match_id, match)
        queued = queue_if_rated(conn, match_id, match.finished)
    if queued:
        settle(db)
    return match_id, len(added)
