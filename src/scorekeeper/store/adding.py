"""Adding a match to the store: a new one, or an imported one with the dates it was played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.model import Match
from scorekeeper.store.errors import same_match_stored
from scorekeeper.store.locks import IMPORT, lock_key
from scorekeeper.store.rating_queue import queue
from scorekeeper.store.rows import insert_entries, insert_match_row, now_utc, utc_text
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import write_summary

if TYPE_CHECKING:
    from scorekeeper.matchfile import Played


def add_match(
    conn: Conn, match: Match, played: Played | None, unless_stored: bool, word: bool = False
) -> int:
    """Insert ``match``, its log and its index rows (call inside a write transaction).

    With ``unless_stored`` the same match stored already is refused (``SameMatch``) in the
    same transaction, so two imports of one file at once cannot both get in. ``word``: its
    round ends entered from a phone wait for the table's word (schema 14, ``word.py``).
    """
    if unless_stored:
        from scorekeeper.store.fingerprint import same_match  # an import's check: not at `new`

        lock_key(conn, IMPORT)  # two imports of one file at once: the second finds the first
        if (same := same_match(conn, match)) is not None:
            raise same_match_stored(same)
    if played is None:
        stamp = now_utc()
        match_id = insert_match_row(conn, match, stamp, stamp)
    else:
        match_id = insert_match_row(conn, match, utc_text(played.start), utc_text(played.end))
    if word:
        from scorekeeper.store.word import set_word  # a phone's round ends wait: rare

        set_word(conn, match_id, True)
    insert_entries(conn, match_id, match.log, first_seq=1, undone=0)
    write_summary(conn, match_id, match)
    if match.finished:  # rated after the write (rating_queue.settle), once for a whole batch
        queue(conn, match_id, live=False)  # in order of its own end (an import's: played)
    return match_id
