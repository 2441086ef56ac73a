"""A club night under docs/club.md's roles: the organiser (owner) makes the event and
draws and says which table number each table's login is, a table's role starts its table's match
and records, the hall's display reads the board."""

from __future__ import annotations

import datetime as dt
import secrets

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode, TableState
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.model import Lead, Matador, Mode
from scorekeeper.store import Store
from tests.pg.server import PgServer
from tests.pg.test_roles import GRANTS, SETUP


@pytest.fixture
def roles(pg_server: PgServer) -> dict[str, str]:
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


def test_a_club_night_with_the_least_rights(roles: dict[str, str], catalog: Catalog) -> None:
    with Store.open(roles["owner"]) as organiser:
        event = organiser.club.create_event(
            "Friday", "six-matador-expert", Mode.ONE_KEY, dt.date.today()
        )
        organiser.club.register(event.id, ["Anna", "Boris", "Vera"])
        organiser.club.draw(event.id, seed=1)
    with psycopg.connect(roles["owner"], autocommit=True) as conn:  # the table's login is table 1
        login = roles["table"].split("//")[1].split(":")[0]
        conn.execute("INSERT INTO club_logins (login, table_number) VALUES (%s, 1)", (login,))
    code = TableCode(event.id, 1, 1)
    with Store.open(roles["table"]) as table:
        match_id = start_club_table(table, code, catalog)  # new --club-table's own part
        first, second, _third = table.club.table(code).players
        session = table.load_session(match_id)
        session.record(Lead(first))
        session.record(Matador(second))  # six-matador-expert: 10
    with Store.open(roles["viewer"], read_only=True) as display:
        board = display.club.board(event.id)
    assert board.tables[0].state is TableState.PLAYING
    assert board.tables[0].totals == (0, 10, 0)
    assert board.standings[0].name == second  # 2 lower totals: 2 points
