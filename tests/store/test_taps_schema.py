"""Schema 13 on a database made by the release before it: migrated, its match goes on with taps
stored; on a server the recording function is the new one alone.

Prices: six-matador-expert (RULES.md section 4): the lead 0, a matador +10.
"""

from __future__ import annotations

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Lead, Matador
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.dialect import schema_version
from scorekeeper.store.pg_record import _TYPES
from scorekeeper.store.pg_record_sql import FUNCTION
from scorekeeper.store.rows import dump_entry, dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate
from tests.store.store_helpers import RawConn, raw
from tests.store.test_taps import taps_of


def schema_twelve(db: DbTarget, catalog: Catalog) -> None:
    """A database as schema 12 left it: a match and the lead of its log (the index is filled
    by the migration's rebuild)."""
    conn = raw(db)
    migrate(conn, MIGRATIONS[:12])
    conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at)"
        " VALUES (?, ?, NULL, NULL, '2026-11-27T18:00:00.000000+00:00',"
        " '2026-11-27T18:05:00.000000+00:00')",
        (dump_json(catalog.get("six-matador-expert").to_json()), dump_json(["Anna", "Boris"])),
    )
    conn.execute(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (1, 1, ?, 0)",
        (dump_entry(Lead("Anna")),),
    )
    if isinstance(db, str):
        _release_12_function(conn)
    assert schema_version(conn) == 12
    conn.close()


def _release_12_function(conn: RawConn) -> None:
    """Today's schema steps make today's function: put back the one schema 12 made (no tap)."""
    conn.execute(f"DROP FUNCTION scorekeeper_record({_TYPES.replace(' ', ', ')})")
    tap = FUNCTION.index("    IF p_tap IS NOT NULL")
    old = FUNCTION[:tap] + FUNCTION[FUNCTION.index("    END IF;\n", tap) + len("    END IF;\n") :]
    conn.execute(old.replace("\n    p_tap text, OUT", "\n    OUT"))
    assert "p_tap" not in conn.execute(_ARGUMENTS).fetchone()[0]


_ARGUMENTS = (
    "SELECT pg_get_function_identity_arguments(oid) FROM pg_proc"
    " WHERE proname = 'scorekeeper_record'"
)


def test_a_schema_12_database_stores_taps_once_migrated(
    db_path: DbTarget, catalog: Catalog
) -> None:
    schema_twelve(db_path, catalog)
    with Store.open(db_path) as store:
        session = store.load_session(1)
        desk = EntryDesk(session, taps=store.tap_ledger(session))
        assert desk.tap({"id": "t-1", "do": "matador", "seat": 1})["refusal"] is None
        assert store.summary(1).totals == (0, 10)
    assert taps_of(db_path, 1) == [("t-1", 2, "entry")]
    conn = raw(db_path)
    assert schema_version(conn) == LATEST == 16
    if isinstance(db_path, str):  # the old function is gone: one, with the tap's argument
        found = conn.execute(_ARGUMENTS).fetchall()
        assert len(found) == 1 and "p_seats bigint[], p_tap text," in found[0][0]
        widths = conn.execute(
            "SELECT column_name, data_type FROM information_schema.columns"
            " WHERE table_name = 'taps' AND data_type LIKE '%int%' ORDER BY column_name"
        ).fetchall()
        assert [tuple(row) for row in widths] == [("match_id", "bigint"), ("seq", "bigint")]
    conn.close()
    with Store.open(db_path) as again:
        stored = again.load_match(1).match
        assert stored.log == [Lead("Anna"), Matador("Boris")]
