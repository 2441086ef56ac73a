"""docs/club.md's roles for a club night, made on the tests' server: the organiser's login owns
the database; the tables' rights are a group role (``club_table``) that each table's own login
is a member of; ``club_logins`` says which table number each login is. Used by the tests of
what a table's login may do (test_table_rights.py, test_table_log.py, test_table_matches.py).
"""

from __future__ import annotations

import datetime as dt
import secrets

import psycopg
import pytest

from scorekeeper.model import Mode
from scorekeeper.store import Store
from tests.pg.server import PgServer

# docs/club.md's statements, with the names it uses
SETUP = """
CREATE ROLE {owner} LOGIN PASSWORD 'o';
CREATE ROLE {group} NOLOGIN;
CREATE ROLE {one} LOGIN PASSWORD 'secret one' IN ROLE {group};
CREATE ROLE {two} LOGIN PASSWORD 'p@ss:w rd' IN ROLE {group};
CREATE DATABASE {db} OWNER {owner};
"""
GRANTS = """
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO {group};
ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public
    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {group};
"""
LOGINS = "INSERT INTO club_logins (login, table_number) VALUES ('{one}', 1), ('{two}', 2)"
PASSWORDS = {"one": "secret one", "two": "p@ss:w rd"}
PRESET = "six-matador-expert"


def make_club(pg_server: PgServer) -> dict[str, str]:
    """The roles, and an event of six players drawn into tables 1 and 2 by the organiser."""
    tag = secrets.token_hex(3)
    names = {k: f"{k}_{tag}" for k in ("owner", "group", "one", "two", "db")}
    for statement in SETUP.format(**names).strip().split(";\n"):
        pg_server.sql(statement.strip().rstrip(";"))
    for statement in GRANTS.format(**names).strip().split(";\n"):
        pg_server.sql(statement.strip().rstrip(";"), names["db"])
    port = pg_server.port
    owner = f"postgresql://{names['owner']}:o@127.0.0.1:{port}/{names['db']}"
    with Store.open(owner) as organiser:  # the first start makes the tables
        event = organiser.club.create_event("Friday", PRESET, Mode.ONE_KEY, dt.date(2026, 12, 4))
        organiser.club.register(event.id, ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"])
        organiser.club.draw(event.id, seed=1)
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute(LOGINS.format(**names).encode())
    base = f"127.0.0.1:{port}/{names['db']}"
    return {
        "owner": owner,
        "event": str(event.id),
        "one": f"postgresql://{names['one']}@{base}",  # passwords from the environment
        "two": f"postgresql://{names['two']}@{base}",
        "one_name": names["one"],
        "owner_name": names["owner"],
        "db": names["db"],
        "port": str(port),
    }


@pytest.fixture
def club(pg_server: PgServer) -> dict[str, str]:
    """``make_club``'s roles and event, as a fixture (imported by the tests that use it)."""
    return make_club(pg_server)


def as_login(monkeypatch: pytest.MonkeyPatch, login: str) -> None:
    monkeypatch.setenv("PGPASSWORD", PASSWORDS[login])
