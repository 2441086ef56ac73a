"""Schema 15 (issue 23 item 1, ``schema_entry_work.py``): less work an entry, nothing stored
otherwise. A database the release before made (schema 14) is migrated to exactly the schema a
new database gets (its triggers, functions and policies), and its statistics stay right.

Prices: six-matador-expert (RULES.md section 4): the lead 0, a matador +10, a pass with debts
-6 (here none: 0).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Lead, Matador, Match
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.dialect import schema_version
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate
from tests.pg.server import PgServer
from tests.store.store_helpers import RawConn, raw

# schema 11's row-level security function as the release before kept it (an SQL function)
_OLD_MAY_WRITE = """
CREATE OR REPLACE FUNCTION scorekeeper_may_write(p_match bigint) RETURNS boolean
LANGUAGE sql STABLE AS $body$
    SELECT EXISTS (SELECT 1 FROM club_tables AS t JOIN club_logins AS l
                   ON l.table_number = t.number AND l.login = current_user
                   WHERE t.match_id = p_match)
        OR (EXISTS (SELECT 1 FROM matches AS m WHERE m.id = p_match AND m.made_by = current_user)
            AND NOT EXISTS (SELECT 1 FROM club_tables AS t WHERE t.match_id = p_match))
$body$
"""

_SQLITE = "SELECT type, name, sql FROM sqlite_master ORDER BY type, name"
_PG = (
    "SELECT 'function', p.proname, pg_get_functiondef(p.oid) FROM pg_proc AS p"
    " WHERE p.pronamespace = current_schema()::regnamespace"
    " UNION ALL SELECT 'trigger', t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger AS t"
    " WHERE NOT t.tgisinternal"
    " UNION ALL SELECT 'policy', tablename || '.' || policyname,"
    " cmd || ' ' || COALESCE(qual, '') || ' ' || COALESCE(with_check, '') FROM pg_policies"
    " UNION ALL SELECT 'index', indexname, indexdef FROM pg_indexes"
    " WHERE schemaname = current_schema() ORDER BY 1, 2"
)


def _schema(db: DbTarget) -> list[tuple[str, str, str]]:
    conn = raw(db)
    try:
        rows = conn.execute(_PG if isinstance(db, str) else _SQLITE).fetchall()
        return [tuple(row) for row in rows]
    finally:
        conn.close()


def _schema_fourteen(db: DbTarget) -> None:
    conn: RawConn = raw(db)
    migrate(conn, MIGRATIONS[:14])
    if isinstance(db, str):
        conn.execute(_OLD_MAY_WRITE)
    assert schema_version(conn) == 14
    conn.close()


def _other(db: DbTarget, tmp_path: Path, request: pytest.FixtureRequest) -> DbTarget:
    if isinstance(db, Path):
        return tmp_path / "new.db"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.fresh_url()


def test_a_schema_14_database_migrated_has_a_new_ones_schema(
    db_path: DbTarget, tmp_path: Path, request: pytest.FixtureRequest, catalog: Catalog
) -> None:
    _schema_fourteen(db_path)
    before = _schema(db_path)
    Store.open(db_path).close()
    new = _other(db_path, tmp_path, request)
    Store.open(new).close()
    migrated = _schema(db_path)
    assert migrated != before  # the step changed something
    assert migrated == _schema(new)
    conn = raw(db_path)
    assert schema_version(conn) == LATEST == 16
    conn.close()


def test_a_migrated_database_keeps_its_statistics_right(
    db_path: DbTarget, catalog: Catalog
) -> None:
    _schema_fourteen(db_path)
    with Store.open(db_path) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("six-matador-expert")))
        session = store.load_session(match_id)
        for entry in (Lead("Anna"), Matador("Boris"), Matador("Boris"), Finish()):
            session.record(entry)
        assert store.summary(match_id).totals == (0, 20)
        stats = {row.name: row for row in store.player_stats()}
        assert (stats["Boris"].matches, stats["Boris"].matadors) == (1, 2)
        assert stats["Anna"].matadors == 0
        session.undo()  # the matador taken back: the sums follow
        assert {row.name: row.matadors for row in store.player_stats()}["Boris"] == 2
        session.undo()
        assert {row.name: row.matadors for row in store.player_stats()}["Boris"] == 1
