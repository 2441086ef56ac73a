"""The schema on a real PostgreSQL server: the same migrations, stamped, refused when foreign.

The store suite runs on both backends (conftest); these are what only a server has: the
schema table that stands in for SQLite's pragmas, transactional DDL, and other programs'
databases on the same server.
"""

from __future__ import annotations

import psycopg
import pytest

from scorekeeper.store import EmptyDatabase, Store, StoreError
from scorekeeper.store.dialect import application_id, run_script, schema_version
from scorekeeper.store.header import APPLICATION_ID
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.pg_record_sql import FUNCTION
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate
from scorekeeper.store.sql import Conn
from tests.pg.server import PgServer
from tests.store.store_helpers import digest


def test_a_new_database_is_stamped_with_our_id_and_the_latest_version(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()
    conn = PgConnection(url)
    assert (application_id(conn), schema_version(conn)) == (APPLICATION_ID, LATEST)
    conn.close()


def test_a_failing_step_leaves_the_server_at_its_version(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()

    def broken(conn: Conn) -> None:
        conn.execute("CREATE TABLE half_done (x INTEGER)")
        raise RuntimeError("the step fails halfway")

    conn = PgConnection(url)
    with pytest.raises(RuntimeError):
        migrate(conn, (*MIGRATIONS, broken))
    assert schema_version(conn) == LATEST
    assert conn.execute("SELECT to_regclass('half_done')").fetchone() == (None,)
    conn.close()


def test_a_new_step_runs_once_on_the_server(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()

    def notes(conn: Conn) -> None:
        run_script(conn, "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);")

    conn = PgConnection(url)
    assert migrate(conn, (*MIGRATIONS, notes)) == LATEST
    assert migrate(conn, (*MIGRATIONS, notes)) == LATEST + 1
    # the id became an identity column: rows get their ids as on SQLite
    first = conn.execute("INSERT INTO notes (text) VALUES (?) RETURNING id", ("a",)).fetchone()
    assert first == (1,)
    conn.close()


def test_another_programs_database_is_refused_and_left_alone(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    with psycopg.connect(url, autocommit=True) as other:
        other.execute("CREATE TABLE invoices (n INTEGER)")
        other.execute("INSERT INTO invoices VALUES (7)")
    before = digest(url)
    with pytest.raises(StoreError, match="not a scorekeeper database"):
        Store.open(url)
    assert digest(url) == before


def test_a_newer_schema_is_refused(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    Store.open(url).close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE scorekeeper_schema SET version = version + 1")
    with pytest.raises(StoreError, match=f"schema {LATEST + 1}, this one reads up to {LATEST}"):
        Store.open(url)


def test_reading_an_empty_database_creates_nothing(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    with pytest.raises(EmptyDatabase):
        Store.open(url, read_only=True)
    assert schema_version(PgConnection(url)) == 0


def test_the_password_never_shows_in_a_message(pg_server: PgServer) -> None:
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        assert "table-night" not in str(store.path)
        with pytest.raises(StoreError) as refused:
            store.load_match(99)
    assert "table-night" not in str(refused.value)
    assert str(refused.value).startswith(f"postgresql://postgres@127.0.0.1:{pg_server.port}/")


def test_a_schema_11_server_gets_the_function_that_queues_a_match_waiting(
    pg_server: PgServer,
) -> None:
    """Schema 12 remakes the recording function of a server migrated to 11 before the race was
    found: afterwards a write to a match still waiting in the queue queues it again."""
    url = pg_server.fresh_url()
    conn = PgConnection(url)
    migrate(conn, MIGRATIONS[:11])
    waiting = "\n        OR EXISTS (SELECT 1 FROM rating_queue WHERE match_id = p_match)"
    assert waiting in FUNCTION
    conn.execute(FUNCTION.replace(waiting, ""))  # the function as the last release made it
    body = "SELECT prosrc FROM pg_proc WHERE proname = 'scorekeeper_record'"
    assert "rating_queue WHERE match_id = p_match)" not in conn.execute(body).fetchone()[0]
    conn.close()
    Store.open(url).close()  # the app's open migrates the rest
    conn = PgConnection(url)
    assert schema_version(conn) == LATEST == 16
    assert "rating_queue WHERE match_id = p_match)" in conn.execute(body).fetchone()[0]
    conn.close()
