"""Issue 23 item 7: the same numbers on both backends, and apps that start together.

A total past 2^31 (2,200 agreed adjustments of +1,000,000: a match SQLite holds) is held by
the server too (its integer columns are bigints since schema 11), in the match's line and
in the statistics. No column of ours on a server is a 32-bit ``integer``: schema 14 added two,
schema 16 widens them on a server made before it, and the DDL writes ``bigint`` since
(store/pg_sql.py). Four apps started at once on an empty database all start: one migrates,
the others wait for it and find the schema made.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Adjust, Match
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate
from tests.pg.server import PgServer

ADJUSTMENTS = 2_200
BIG = ADJUSTMENTS * 1_000_000  # 2,200,000,000 > 2,147,483,647, the largest 32-bit integer


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> DbTarget:
    if request.param == "sqlite":
        return tmp_path / "big.db"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.fresh_url()


def test_a_total_past_two_to_the_31_is_held_on_both(target: DbTarget, catalog: Catalog) -> None:
    match = Match(["Anna", "Boris"], catalog.get("six-matador-expert"))
    for _ in range(ADJUSTMENTS):
        match.record(Adjust("Anna", 1_000_000, "agreed"))
    with Store.open(target) as store:
        match_id = store.import_matches([match])[0]
        assert store.summary(match_id).totals == (BIG, 0)
        session = store.load_session(match_id)
        session.record(Adjust("Anna", 1_000_000, "one more"))  # the server's function: bigints
        assert store.summary(match_id).totals == (BIG + 1_000_000, 0)
        stats = {row.name: row for row in store.player_stats("Anna")}
        assert [row.matches for row in stats.values()] == [1]


NARROW = (
    "SELECT c.table_name, c.column_name FROM information_schema.columns AS c"
    " JOIN information_schema.tables AS t USING (table_schema, table_name)"
    " WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'"
    " AND c.data_type IN ('smallint', 'integer') ORDER BY 1, 2"
)


def test_no_column_on_a_server_is_narrower_than_sqlites(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()
    conn = PgConnection(url)
    assert conn.execute(NARROW).fetchall() == []  # SQLite holds 64 bits in every one
    tables = conn.execute(
        "SELECT count(*) FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND data_type = 'bigint'"
    )
    assert tables.fetchone()[0] > 50  # the query reads our columns: most are bigints
    conn.close()


def test_a_server_at_schema_15_has_its_narrow_columns_widened(
    pg_server: PgServer, catalog: Catalog
) -> None:
    url = pg_server.fresh_url()
    conn = PgConnection(url)
    migrate(conn, MIGRATIONS[:15])
    conn.execute("BEGIN")  # the columns as schema 14 made them on a server, before bigint DDL
    for table in ("matches", "club_events", "scorekeeper_schema"):
        columns = {"scorekeeper_schema": ("application", "version")}.get(table, ("word",))
        changes = ", ".join(f"ALTER COLUMN {name} TYPE integer" for name in columns)
        conn.execute(f"ALTER TABLE {table} {changes}")
    conn.execute("COMMIT")
    narrow = conn.execute(NARROW).fetchall()
    assert ("matches", "word") in narrow and ("club_events", "word") in narrow
    conn.close()
    with Store.open(url) as store:  # the app's open migrates it
        match_id = store.create_match(
            Match(["Anna", "Boris"], catalog.get("matador-classic")), word=True
        )
    conn = PgConnection(url)
    assert conn.execute(NARROW).fetchall() == []
    assert conn.execute("SELECT word FROM matches WHERE id = ?", (match_id,)).fetchone() == (1,)
    conn.close()


_START = (
    "import sys; from scorekeeper.store import Store; s = Store.open(sys.argv[1]);"
    " print(s.count_matches()); s.close()"
)


def test_four_apps_at_once_on_an_empty_database_all_start(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    apps = [
        subprocess.Popen(
            [sys.executable, "-c", _START, url],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    said = [app.communicate(timeout=120) for app in apps]
    assert [app.returncode for app in apps] == [0, 0, 0, 0], [err for _out, err in said]
    assert [out.strip() for out, _err in said] == ["0"] * 4
    with Store.open(url) as store:
        assert store.count_matches() == 0
    import psycopg

    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT version FROM scorekeeper_schema").fetchall() == [(LATEST,)]


@pytest.mark.parametrize("before", [True, False], ids=["before the look", "after it"])
def test_a_first_migration_committed_while_the_open_looks_is_ours(
    pg_server: PgServer, monkeypatch: pytest.MonkeyPatch, before: bool
) -> None:
    """The interleavings that failed in loaded runs of the test above: this app read "no
    stamp" on the empty database, another app's first migration committed (just before this
    one looked for tables, or just after it found none), and this one then found tables and
    said the database was not a scorekeeper one. The other app's open runs right there, on
    the real server."""
    from scorekeeper.store import pg_connect
    from scorekeeper.store.dialect import has_tables as real_has_tables

    url = pg_server.fresh_url()
    others: list[Store] = []
    asked: list[object] = []

    def tables_made_meanwhile(conn: PgConnection) -> bool:
        if asked:  # the other app's own open looks as ever
            return real_has_tables(conn)
        asked.append(conn)
        found = None if before else real_has_tables(conn)
        others.append(Store.open(url))  # the other app: migrates and commits, now
        return real_has_tables(conn) if found is None else found

    monkeypatch.setattr(pg_connect, "has_tables", tables_made_meanwhile)
    with Store.open(url) as store:
        assert store.count_matches() == 0
    assert len(others) == 1
    others[0].close()
