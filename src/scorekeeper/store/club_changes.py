"""The club's SQL for what an organiser changes after the draw (schema 10, schema_club_log.py):
the organiser's log, withdrawals, byes, and taking a round back before it starts.

Functions over a ``Conn``, inside the transactions ``club_book.py`` and ``club_desk.py`` open;
portable SQL only (store/sql.py).
"""

from __future__ import annotations

import datetime as dt
import getpass
import socket
from collections.abc import Sequence

from scorekeeper.club.board import LogLine
from scorekeeper.store.rows import now_utc
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import name_key


def who(conn: Conn, server: bool) -> str:
    """``user@host``: the database role on a server (what its rights are checked by), the
    machine's login on a file."""
    host = socket.gethostname()
    if server:
        return f"{conn.execute('SELECT current_user').fetchone()[0]}@{host}"
    try:
        return f"{getpass.getuser()}@{host}"
    except (KeyError, OSError):  # no login name in a bare container
        return f"?@{host}"


def log(conn: Conn, event_id: int, by: str, action: str, detail: str) -> None:
    conn.execute(
        "INSERT INTO club_log (event_id, at, who, action, detail) VALUES (?, ?, ?, ?, ?)",
        (event_id, now_utc(), by, action, detail),
    )


def read_log(conn: Conn, event_id: int) -> list[LogLine]:
    rows = conn.execute(
        "SELECT at, who, action, detail FROM club_log WHERE event_id = ? ORDER BY id",
        (event_id,),
    ).fetchall()
    return [LogLine(dt.datetime.fromisoformat(row[0]), row[1], row[2], row[3]) for row in rows]


def seated(conn: Conn, event_id: int, round_: int) -> list[str]:
    """The registered players a round seats: everyone not withdrawn by then."""
    rows = conn.execute(
        "SELECT name FROM club_players WHERE event_id = ?"
        " AND (withdrawn IS NULL OR withdrawn > ?) ORDER BY n",
        (event_id, round_),
    ).fetchall()
    return [row[0] for row in rows]


def withdraw(conn: Conn, event_id: int, name: str, from_round: int) -> bool:
    """Seat the player no more from ``from_round`` on; False where not registered (or gone)."""
    done = conn.execute(
        "UPDATE club_players SET withdrawn = ? WHERE event_id = ? AND name_key = ?"
        " AND withdrawn IS NULL",
        (from_round, event_id, name_key(name)),
    )
    return done.rowcount == 1


def withdrawn(conn: Conn, event_id: int) -> list[str]:
    rows = conn.execute(
        "SELECT name FROM club_players WHERE event_id = ? AND withdrawn IS NOT NULL ORDER BY n",
        (event_id,),
    ).fetchall()
    return [row[0] for row in rows]


def insert_byes(conn: Conn, event_id: int, round_: int, names: Sequence[str]) -> None:
    conn.executemany(
        "INSERT INTO club_byes (event_id, round, name) VALUES (?, ?, ?)",
        [(event_id, round_, name) for name in names],
    )


def byes(conn: Conn, event_id: int) -> list[tuple[int, str]]:
    """Every bye of the event: the round and the player, round by round."""
    rows = conn.execute(
        "SELECT round, name FROM club_byes WHERE event_id = ? ORDER BY round, name",
        (event_id,),
    ).fetchall()
    return [(int(row[0]), row[1]) for row in rows]


def delete_round(conn: Conn, event_id: int, round_: int) -> None:
    """Take a round back (its tables, their seats and its byes); the caller checked that no
    table of it has a match."""
    conn.execute(
        "DELETE FROM club_seats WHERE table_id IN"
        " (SELECT id FROM club_tables WHERE event_id = ? AND round = ?)",
        (event_id, round_),
    )
    conn.execute("DELETE FROM club_tables WHERE event_id = ? AND round = ?", (event_id, round_))
    conn.execute("DELETE FROM club_byes WHERE event_id = ? AND round = ?", (event_id, round_))
