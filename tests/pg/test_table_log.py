"""Issue 23 items 4 and 6 on a real server: the organiser's log cannot be forged by a table.

A table's login writes one kind of line, its table's ``start`` (``ClubBook.start_table``), in
the transaction that links its own table; the server writes the line's time by its own clock
and its ``who`` as the login that writes it (schema 16, store/schema_own_table.py). Any other
line (another action, another event, a start with no table of its linked), and any change to
a line, is refused. The organiser's lines read as before.
"""

from __future__ import annotations

import datetime as dt
import socket

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.model import Mode
from scorekeeper.store import Store, club_changes
from scorekeeper.store.rows import utc_text
from tests.pg.table_club import PRESET, as_login
from tests.pg.table_club import club as club  # the roles, as a fixture here

LINE = "INSERT INTO club_log (event_id, at, who, action, detail) VALUES (%s, %s, %s, %s, %s)"
LONG_AGO = "1999-01-01T00:00:00.000000+00:00"


def _server_now(conn: psycopg.Connection[tuple[object, ...]]) -> dt.datetime:
    row = conn.execute("SELECT now()").fetchone()
    assert row is not None and isinstance(row[0], dt.datetime)
    return row[0]


def test_a_tables_start_line_is_its_login_at_the_servers_time(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = int(club["event"])
    as_login(monkeypatch, "one")
    an_hour_behind = dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)
    monkeypatch.setattr(club_changes, "now_utc", lambda: utc_text(an_hour_behind))
    with Store.open(club["one"]) as one:
        start_club_table(one, TableCode(event, 1, 1), catalog)
    monkeypatch.undo()  # the organiser's machine keeps the right time
    with Store.open(club["owner"]) as organiser:
        organiser.club.desk.withdraw(event, "Anna")
        lines = organiser.club.desk.log_lines(event)
    host = socket.gethostname()
    assert [(line.action, line.who) for line in lines] == [
        ("new", f"{club['owner_name']}@{host}"),  # the organiser's lines as before
        ("add", f"{club['owner_name']}@{host}"),
        ("draw", f"{club['owner_name']}@{host}"),
        ("start", f"{club['one_name']}@{host}"),
        ("withdraw", f"{club['owner_name']}@{host}"),
    ]
    times = [line.at for line in lines]
    assert times == sorted(times)  # the server's order, the table's clock an hour behind
    assert dt.datetime.now(dt.UTC) - times[3] < dt.timedelta(minutes=5)


def test_by_hand_the_server_writes_who_and_when(
    club: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start line as the app writes it, but with another's name and a time long ago: the
    line is kept with this login's name and the server's time."""
    event = int(club["event"])
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"]) as conn:
        match_id = _bare_match(conn)
        conn.execute(
            "UPDATE club_tables SET match_id = %s WHERE event_id = %s AND round = 1 AND number = 1",
            (match_id, event),
        )
        conn.execute(LINE, (event, LONG_AGO, "organiser@hall", "start", "1/1/1 as match 1"))
        now = _server_now(conn)
    with psycopg.connect(club["owner"]) as conn:
        at, who = _row(conn, "SELECT at, who FROM club_log ORDER BY id DESC LIMIT 1", ())
    assert who == f"{club['one_name']}@hall"  # the login's own name; the host as it says
    assert abs(dt.datetime.fromisoformat(str(at)) - now) < dt.timedelta(minutes=5)


@pytest.mark.parametrize(
    ("action", "other_event", "linked"),
    [
        ("draw", False, True),  # not a line a table writes
        ("start", True, True),  # not the event of the table it linked
        ("start", False, False),  # no table of its linked in this transaction
    ],
)
def test_by_hand_a_table_adds_no_other_line(
    club: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    action: str,
    other_event: bool,
    linked: bool,
) -> None:
    event = int(club["event"])
    with Store.open(club["owner"]) as organiser:
        other = organiser.club.create_event("Saturday", PRESET, Mode.ONE_KEY, dt.date(2026, 12, 5))
    before = _log(club["owner"])
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"]) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        if linked:
            match_id = _bare_match(conn)
            conn.execute(
                "UPDATE club_tables SET match_id = %s WHERE event_id = %s AND number = 1",
                (match_id, event),
            )
        line_event = other.id if other_event else event
        conn.execute(LINE, (line_event, LONG_AGO, "x@y", action, "Anna wins everything"))
    assert _log(club["owner"]) == before


def test_no_table_changes_or_removes_a_line(
    club: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _log(club["owner"])
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"], autocommit=True) as conn:
        changed = conn.execute("UPDATE club_log SET who = 'someone@else', detail = 'nothing'")
        removed = conn.execute("DELETE FROM club_log")
        assert (changed.rowcount, removed.rowcount) == (0, 0)  # the lines are not its own
    assert _log(club["owner"]) == before


def _bare_match(conn: psycopg.Connection[tuple[object, ...]]) -> object:
    """A match's row as a table's login may make it, for its own table to link."""
    columns = "(preset, players, created_at, updated_at)"
    sql = f"INSERT INTO matches {columns} VALUES ('{{}}', '[]', 'c', 'u') RETURNING id"
    return _row(conn, sql, ())[0]


def _row(
    conn: psycopg.Connection[tuple[object, ...]], sql: str, args: tuple[object, ...]
) -> tuple[object, ...]:
    row = conn.execute(sql.encode(), args).fetchone()
    assert row is not None
    return row


def _log(owner: str) -> list[tuple[object, ...]]:
    with psycopg.connect(owner) as conn:
        return conn.execute("SELECT * FROM club_log ORDER BY id").fetchall()
