"""The club tables' SQL (schema_club.py): events, registrations, draws, links and the board.

Functions over a ``Conn``, called inside the transactions ``club_book.py`` opens; portable
SQL only (store/sql.py). The board reads the index (``matches``, ``match_players``), never a
log, so it costs a few indexed queries however long the matches are.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from scorekeeper.club import ClubEvent, TableCode, TableNow
from scorekeeper.model import Mode
from scorekeeper.store.rows import now_utc
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import name_key

_EVENT = "SELECT id, name, preset_id, mode, day, language, word FROM club_events"


def insert_event(conn: Conn, event: ClubEvent) -> int:
    row = conn.execute(
        "INSERT INTO club_events (name, name_key, preset_id, mode, day, created_at, language,"
        " word) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        (
            event.name,
            name_key(event.name),
            event.preset_id,
            event.mode.value,
            event.day.isoformat(),
            now_utc(),
            event.language,
            int(event.word),
        ),
    ).fetchone()
    return int(row[0])


def event_by_id(conn: Conn, event_id: int) -> ClubEvent | None:
    row = conn.execute(f"{_EVENT} WHERE id = ?", (event_id,)).fetchone()
    return _event(row) if row else None


def event_by_name(conn: Conn, name: str) -> ClubEvent | None:
    """The newest event of that name (a club's "Friday" is tonight's)."""
    row = conn.execute(
        f"{_EVENT} WHERE name_key = ? ORDER BY id DESC LIMIT 1", (name_key(name),)
    ).fetchone()
    return _event(row) if row else None


def all_events(conn: Conn) -> list[ClubEvent]:
    return [_event(row) for row in conn.execute(f"{_EVENT} ORDER BY id DESC").fetchall()]


def _event(row: Any) -> ClubEvent:
    day = dt.date.fromisoformat(row[4])
    return ClubEvent(row[0], row[1], row[2], Mode(row[3]), day, row[5], bool(row[6]))


def registered(conn: Conn, event_id: int) -> list[str]:
    rows = conn.execute(
        "SELECT name FROM club_players WHERE event_id = ? ORDER BY n", (event_id,)
    ).fetchall()
    return [row[0] for row in rows]


def register(conn: Conn, event_id: int, names: Sequence[str]) -> None:
    row = conn.execute(
        "SELECT COALESCE(MAX(n), 0) FROM club_players WHERE event_id = ?", (event_id,)
    ).fetchone()
    conn.executemany(
        "INSERT INTO club_players (event_id, n, name, name_key) VALUES (?, ?, ?, ?)",
        [(event_id, row[0] + 1 + k, name, name_key(name)) for k, name in enumerate(names)],
    )


def latest_round(conn: Conn, event_id: int) -> int:
    row = conn.execute(
        "SELECT COALESCE(MAX(round), 0) FROM club_tables WHERE event_id = ?", (event_id,)
    ).fetchone()
    return int(row[0])


def insert_round(conn: Conn, event_id: int, round_: int, tables: Sequence[Sequence[str]]) -> None:
    for number, players in enumerate(tables, start=1):
        row = conn.execute(
            "INSERT INTO club_tables (event_id, round, number) VALUES (?, ?, ?) RETURNING id",
            (event_id, round_, number),
        ).fetchone()
        conn.executemany(
            "INSERT INTO club_seats (table_id, seat, name) VALUES (?, ?, ?)",
            [(row[0], seat, name) for seat, name in enumerate(players)],
        )


def table_id(conn: Conn, code: TableCode) -> tuple[int, int | None] | None:
    """The table's row id and its match (None while it waits); None where there is no such
    table."""
    row = conn.execute(
        "SELECT id, match_id FROM club_tables WHERE event_id = ? AND round = ? AND number = ?",
        (code.event_id, code.round, code.table),
    ).fetchone()
    return (int(row[0]), row[1]) if row else None


def link(conn: Conn, table: int, match_id: int) -> bool:
    """Link the match to a table that waits; False where another got there first."""
    done = conn.execute(
        "UPDATE club_tables SET match_id = ? WHERE id = ? AND match_id IS NULL",
        (match_id, table),
    )
    return done.rowcount == 1


def event_tables(conn: Conn, event_id: int) -> list[TableNow]:
    """Every table of the event, round by round, with its players and the match as it stands."""
    tables = conn.execute(
        "SELECT t.id, t.round, t.number, t.match_id, m.finished, m.rounds, m.winner"
        " FROM club_tables AS t LEFT JOIN matches AS m ON m.id = t.match_id"
        " WHERE t.event_id = ? ORDER BY t.round, t.number, t.id",
        (event_id,),
    ).fetchall()
    seats = _by_key(
        conn,
        "SELECT s.table_id, s.name FROM club_seats AS s JOIN club_tables AS t"
        " ON t.id = s.table_id WHERE t.event_id = ? ORDER BY s.table_id, s.seat",
        event_id,
    )
    totals = _by_key(
        conn,
        "SELECT p.match_id, p.total, p.name FROM match_players AS p JOIN club_tables AS t"
        " ON t.match_id = p.match_id WHERE t.event_id = ? ORDER BY p.match_id, p.seat",
        event_id,
    )
    return [_table_now(event_id, row, seats, totals) for row in tables]


def _by_key(conn: Conn, sql: str, event_id: int) -> dict[int, list[tuple[Any, ...]]]:
    found: dict[int, list[tuple[Any, ...]]] = {}
    for row in conn.execute(sql, (event_id,)).fetchall():
        found.setdefault(row[0], []).append(tuple(row[1:]))
    return found


def _table_now(
    event_id: int,
    row: Any,
    seats: dict[int, list[tuple[Any, ...]]],
    totals: dict[int, list[tuple[Any, ...]]],
) -> TableNow:
    players = tuple(seat[0] for seat in seats.get(row[0], []))
    code = TableCode(event_id, row[1], row[2])
    if row[3] is None:
        return TableNow(code, players)
    played = totals.get(row[3], [])
    # the event knows its players by their registered names; the match may have renamed one
    in_match = [name for _total, name in played]
    winner = players[in_match.index(row[6])] if row[6] in in_match else None
    return TableNow(
        code,
        players,
        match_id=row[3],
        totals=tuple(total for total, _name in played),
        rounds=row[5],
        finished=row[4] == 1,
        winner=winner,
    )
