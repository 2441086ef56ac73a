"""Issue 23 item 4 on a real server with real roles: a table can touch only its table.

docs/club.md's setup: the organiser's login owns the database; the tables' rights are a group
role (``club_table``) that each table's own login is a member of; ``club_logins`` says which
table number each login is. Row-level security (store/pg_rights.py) then lets a table's login
start and record its own table's match and nothing else: not another table's match (through
the app or by hand in SQL), not the statistics, not the club's events or draws. Passwords come
from ``PGPASSWORD``, a password file or a service file, and are never printed.

Prices: six-matador-expert, the lead 0 and a matador +10 (RULES.md section 4).
"""

from __future__ import annotations

import os
from pathlib import Path

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.commands.common import BadInput
from scorekeeper.model import Finish, Lead, Matador
from scorekeeper.store import Store, StoreError
from tests.fixture_types import RunScorekeeper
from tests.pg.table_club import as_login
from tests.pg.table_club import club as club  # the roles, as a fixture here


def test_a_table_plays_its_own_table_and_no_other(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = int(club["event"])
    as_login(monkeypatch, "one")
    with Store.open(club["one"]) as one, pytest.raises(BadInput, match="not this login's table"):
        start_club_table(one, TableCode(event, 1, 2), catalog)  # refused: not its number
    as_login(monkeypatch, "two")
    with Store.open(club["two"]) as two:
        theirs = start_club_table(two, TableCode(event, 1, 2), catalog)
        two.load_session(theirs).record(Lead(two.club.table(TableCode(event, 1, 2)).players[0]))
    as_login(monkeypatch, "one")
    with Store.open(club["one"]) as one:
        mine = start_club_table(one, TableCode(event, 1, 1), catalog)
        first, second, _third = one.club.table(TableCode(event, 1, 1)).players
        session = one.load_session(mine)
        for entry in (Lead(first), Matador(second), Finish()):
            session.record(entry)
        assert session.unsaved is None
        assert one.summary(mine).totals == (0, 10, 0)  # its own entries are in
        stats = {row.name: row.matches for row in one.player_stats()}
        assert stats[second] == 1  # the triggers kept the sums with the owner's rights
        with pytest.raises(StoreError, match="is another club table's"):
            other = one.club.table(TableCode(event, 1, 2)).players[1]
            one.load_session(theirs).record(Matador(other))
        with pytest.raises(StoreError, match="cannot write the database"):
            one.club.register(event, ["Zoya"])  # the organiser's alone
        assert one.club.ratings_waiting() == 1  # the organiser's app rates it
    with Store.open(club["owner"]) as organiser:
        organiser.renew_claims()  # the organiser's app settles at its heartbeat
        assert organiser.club.ratings_waiting() == 0
        assert organiser.ratings_for([second])[second.casefold()].matches == 1
        assert organiser.load_match(theirs).match.log == [  # untouched by table 1
            Lead(organiser.club.table(TableCode(event, 1, 2)).players[0])
        ]


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE entries SET entry = '{{}}' WHERE match_id = {theirs}",
        "DELETE FROM entries WHERE match_id = {theirs}",
        "UPDATE matches SET winner = 'me' WHERE id = {theirs}",
        "DELETE FROM match_players WHERE match_id = {theirs}",
        "UPDATE player_stats SET wins = wins + 100",
        "UPDATE club_tables SET match_id = NULL",
        "DELETE FROM club_seats",
        "DELETE FROM ratings",
    ],
)
def test_by_hand_a_table_changes_no_other_row(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch, statement: str
) -> None:
    event = int(club["event"])
    as_login(monkeypatch, "two")
    with Store.open(club["two"]) as two:
        theirs = start_club_table(two, TableCode(event, 1, 2), catalog)
        two.load_session(theirs).record(Lead(two.club.table(TableCode(event, 1, 2)).players[0]))
        two.release(theirs)
    before = _rows(club["owner"])
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"], autocommit=True) as conn:
        try:
            done = conn.execute(statement.format(theirs=theirs).encode())
        except psycopg.errors.InsufficientPrivilege:
            pass  # refused outright (its own table's row may not be set so)
        else:
            assert done.rowcount == 0  # the rows are not its to change: none is touched
    assert _rows(club["owner"]) == before


def test_by_hand_a_table_adds_no_row_to_another_match(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = int(club["event"])
    as_login(monkeypatch, "two")
    with Store.open(club["two"]) as two:
        theirs = start_club_table(two, TableCode(event, 1, 2), catalog)
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"], autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO entries (match_id, seq, entry, undone) VALUES (%s, 99, '{}', 0)",
                (theirs,),
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO club_events (name, name_key, preset_id, mode, day,"
                         " created_at) VALUES ('x', 'x', 'p', 'one-key', 'd', 'c')")  # fmt: skip


def _rows(owner: str) -> list[tuple[object, ...]]:
    with psycopg.connect(owner) as conn:
        tables = ("entries", "matches", "leases", "player_stats", "club_tables", "club_seats")
        return [
            tuple(conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2".encode()).fetchall())
            for table in tables
        ]


def test_passwords_from_a_password_file_and_a_service_file(
    club: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PGPASSWORD", raising=False)
    passfile = tmp_path / "pgpass"
    passfile.write_text(f"127.0.0.1:{club['port']}:{club['db']}:{club['one_name']}:secret one\n")
    passfile.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(passfile))
    with Store.open(club["one"]) as store:
        assert store.count_matches() == 0
    services = tmp_path / "pg_service.conf"
    services.write_text(
        f"[club]\nhost=127.0.0.1\nport={club['port']}\nuser={club['one_name']}\n"
        f"dbname={club['db']}\n"
    )
    monkeypatch.setenv("PGSERVICEFILE", str(services))
    with Store.open("postgresql:///?service=club") as store:  # the password from the file
        assert store.count_matches() == 0
        assert str(store.path) == "postgresql:///?service=club"


def test_a_refused_password_is_never_printed(
    club: dict[str, str], run_scorekeeper: RunScorekeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    address = club["two"].replace("@", ":p%40ss%3Aw%20rd-wrong@", 1)
    for url, env in ((address, None), (club["two"], "p@ss:w rd-wrong")):
        if env is None:
            monkeypatch.delenv("PGPASSWORD", raising=False)
        else:
            monkeypatch.setenv("PGPASSWORD", env)
        done = run_scorekeeper("--db", url, "history")
        assert done.returncode == 2
        said = done.stdout + done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
        assert "the server refused the login" in said
        for secret in ("p@ss", "w rd", "p%40ss", "wrong"):
            assert secret not in said
    assert os.environ.get("PGPASSWORD") == "p@ss:w rd-wrong"


def test_the_password_from_the_default_password_file(
    club: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No ``PGPASSWORD``, no ``PGPASSFILE``: libpq reads ``~/.pgpass`` (HOME a folder of the
    test's, so the tester's own file is neither read nor needed)."""
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSERVICEFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(StoreError, match=r"refused the login \(no password given; set PGPASSWORD"):
        Store.open(club["one"])  # no file yet: no password (once said as the server away)
    passfile = tmp_path / ".pgpass"
    passfile.write_text(f"127.0.0.1:{club['port']}:{club['db']}:{club['one_name']}:secret one\n")
    passfile.chmod(0o600)
    with Store.open(club["one"]) as store:
        assert store.count_matches() == 0
