"""Changes made to a stored match from the history: renaming a player, deleting the match."""

from __future__ import annotations

from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, RuleError, replay
from scorekeeper.model.kinds import renamed
from scorekeeper.model.players import clean_name, name_problem
from scorekeeper.store.database import Database
from scorekeeper.store.rating_queue import queue, queue_if_rated, settle, settle_now
from scorekeeper.store.rewrite_rows import rename_in_rewrites
from scorekeeper.store.rows import dump_entry, dump_json, read_log, read_match_row
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import write_summary


def rename_player(db: Database, match_id: int, old: str, new: str) -> None:
    """Give a seat a new name, in the match and in every entry of its log (redo chain too).

    Raises ``RuleError`` for a name the table would refuse; the log is replayed under the
    new names before anything is written.
    """
    with db.changing(match_id) as conn:
        row = read_match_row(conn, match_id)
        assert row is not None  # ``changing`` has checked that the match exists
        old, new = _checked(row.players, match_id, old, new)
        players = [new if name == old else name for name in row.players]
        active, undone = read_log(conn, match_id)
        active = [renamed(entry, old, new) for entry in active]
        undone = [renamed(entry, old, new) for entry in undone]
        match = replay(players, row.preset, active, row.target, row.rounds_limit, row.mode)
        conn.execute(
            "UPDATE matches SET players = ?, turn = CASE WHEN turn = ? THEN ? ELSE turn END"
            " WHERE id = ?",
            (dump_json(players), old, new, match_id),
        )
        _rewrite_entries(conn, match_id, [*active, *undone])
        rename_in_rewrites(conn, match_id, lambda entry: renamed(entry, old, new))
        write_summary(conn, match_id, match)
        queued = queue_if_rated(conn, match_id, match.finished)  # a new name: another rating
    if queued:
        settle(db)


def _checked(players: tuple[str, ...], match_id: int, old: str, new: str) -> tuple[str, str]:
    old, new = clean_name(old), clean_name(new)
    if old not in players:
        raise RuleError(_("'{name}' does not play in match {id}").format(name=old, id=match_id))
    problem = name_problem(new, [name for name in players if name != old])
    if problem:
        raise RuleError(problem)
    return old, new


def _rewrite_entries(conn: Conn, match_id: int, entries: list[LogEntry]) -> None:
    """Each row gets its new text and keeps its number and its undone flag."""
    found = conn.execute("SELECT seq FROM entries WHERE match_id = ? ORDER BY seq", (match_id,))
    seqs = [seq for (seq,) in found]
    conn.executemany(
        "UPDATE entries SET entry = ? WHERE match_id = ? AND seq = ?",
        [(dump_entry(entry), match_id, seq) for seq, entry in zip(seqs, entries, strict=True)],
    )


def delete_match(db: Database, match_id: int) -> None:
    """Remove the match, its log, its taps and its index rows (refused while another app has
    it open)."""
    with db.changing(match_id) as conn:
        for table in ("leases", "entries", "rewrites", "taps", "match_players"):
            conn.execute(f"DELETE FROM {table} WHERE match_id = ?", (match_id,))
        queue(conn, match_id)  # without seats it is no result: the ratings after it move
        settle_now(conn)  # before its rows go (they are referenced)
        conn.execute("DELETE FROM matches WHERE id = ?", (match_id,))
