"""docs/club.md's roles, tried on a real server: the owner makes the tables, a table has no right
to change them nor to make a match but its table's, the hall's display only reads."""

from __future__ import annotations

import secrets

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match
from scorekeeper.store import Store, StoreError
from tests.pg.server import PgServer

# the statements docs/club.md gives the operator, with the names it uses
SETUP = """
CREATE ROLE {owner} LOGIN PASSWORD 'o';
CREATE ROLE {table} LOGIN PASSWORD 't';
CREATE ROLE {viewer} LOGIN PASSWORD 'v';
CREATE DATABASE {db} OWNER {owner};
"""
GRANTS = """
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO {table}, {viewer};
ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public
    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {table};
ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public GRANT SELECT ON TABLES TO {viewer};
"""


@pytest.fixture
def club(pg_server: PgServer) -> dict[str, str]:
    tag = secrets.token_hex(3)
    names = {k: f"{k}_{tag}" for k in ("owner", "table", "viewer", "db")}
    for statement in SETUP.format(**names).strip().split(";\n"):
        pg_server.sql(statement.strip().rstrip(";"))
    for statement in GRANTS.format(**names).strip().split(";\n"):
        with psycopg.connect(pg_server.url(names["db"]), autocommit=True) as conn:
            conn.execute(statement.strip().rstrip(";").encode())
    port = pg_server.port
    return {
        role: f"postgresql://{names[role]}:{role[0]}@127.0.0.1:{port}/{names['db']}"
        for role in ("owner", "table", "viewer")
    }


def test_a_table_makes_no_match_of_its_own_and_drops_no_table(
    club: dict[str, str], catalog: Catalog
) -> None:
    """Its rights are its own table's match alone (tests/pg/test_club_roles.py records it, once
    ``club_logins`` gives its number): a match of its own choosing is refused at commit."""
    Store.open(club["owner"]).close()  # the organiser's first start makes the tables
    with (
        Store.open(club["table"]) as table,
        pytest.raises(StoreError, match="starts only its own waiting table's match"),
    ):
        table.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    with Store.open(club["owner"]) as owner:
        assert owner.history() == []
    with (
        psycopg.connect(club["table"], autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        conn.execute("DROP TABLE entries")


def test_the_display_reads_and_cannot_write(club: dict[str, str], catalog: Catalog) -> None:
    with Store.open(club["owner"]) as owner:
        owner.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    with Store.open(club["viewer"], read_only=True) as viewer:
        assert len(viewer.history()) == 1
    viewer = Store.open(club["viewer"])
    with pytest.raises(StoreError, match="cannot write the database"):
        viewer.create_match(Match(["Vera", "Gleb"], catalog.get("matador-classic")))
    viewer.close()


def test_a_table_cannot_make_the_tables_and_says_so(club: dict[str, str]) -> None:
    with pytest.raises(StoreError) as refused:
        Store.open(club["table"])
    assert "cannot write the database" in str(refused.value)
    assert ":t@" not in str(refused.value)  # the password is never shown
