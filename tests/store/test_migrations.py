"""Forward migrations: a schema-1 file (the log only) opens as schema 2 with its index rebuilt;
a migration that fails leaves the file at the version it had."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, LogEntry, Matador, Move, Pass, RoundEnd
from scorekeeper.store import Store
from scorekeeper.store.header import APPLICATION_ID
from scorekeeper.store.rows import dump_entry, dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate, schema_version
from scorekeeper.store.sql import Conn


def pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.sqlite_only
def test_a_new_database_is_stamped_and_in_wal_mode(db_path: Path) -> None:
    Store.open(db_path).close()
    assert pragma(db_path, "user_version") == LATEST == 16
    assert pragma(db_path, "application_id") == APPLICATION_ID
    assert pragma(db_path, "journal_mode") == "wal"


def schema_one_file(path: Path, catalog: Catalog) -> None:
    """A file as schema 1 wrote it: a match row and its log rows, the last one undone."""
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, MIGRATIONS[:1])
    preset = dump_json(catalog.get("six-matador-expert").to_json())
    conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at)"
        " VALUES (?, ?, NULL, NULL, '2024-05-01T18:00:00.000000+00:00',"
        " '2024-05-01T19:00:00.000000+00:00')",
        (preset, dump_json(["Anna", "Boris"])),
    )
    log: list[LogEntry] = [
        Lead("Anna"),
        Matador("Boris"),
        Pass("Anna"),
        RoundEnd("Boris"),
        Move("Anna"),
    ]
    conn.executemany(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (1, ?, ?, ?)",
        [(seq, dump_entry(entry), int(seq == 5)) for seq, entry in enumerate(log, start=1)],
    )
    conn.close()


@pytest.mark.sqlite_only
def test_a_schema_one_file_is_migrated_and_indexed(db_path: Path, catalog: Catalog) -> None:
    schema_one_file(db_path, catalog)
    assert pragma(db_path, "user_version") == 1
    with Store.open(db_path) as store:
        (summary,) = store.history()
        # six-matador-expert: Anna lead 0, Boris matador +10, Anna pass -6, Boris out
        assert (summary.players, summary.totals, summary.rounds) == (("Anna", "Boris"), (-6, 10), 1)
        (anna, _boris) = store.player_stats()
        assert (anna.name, anna.passes, anna.largest_debt) == ("Anna", 1, 6)
        session = store.load_session(1)
        assert session.redo_entries == [Move("Anna")]
        assert store.load_match(1).created_at.year == 2024
    assert pragma(db_path, "user_version") == LATEST


def test_a_failing_migration_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "scorekeeper.db"
    Store.open(path).close()

    def broken(conn: Conn) -> None:
        conn.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("the step fails halfway")

    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(RuntimeError):
        migrate(conn, (*MIGRATIONS, broken))
    assert schema_version(conn) == LATEST
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
    assert "half_done" not in tables
    conn.close()


def test_only_the_missing_steps_run(tmp_path: Path) -> None:
    path = tmp_path / "scorekeeper.db"
    Store.open(path).close()
    runs: list[int] = []

    def notes(conn: Conn) -> None:
        runs.append(schema_version(conn))
        conn.execute("CREATE TABLE notes (match_id INTEGER, text TEXT)")

    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, (*MIGRATIONS, notes)) == LATEST  # it started at the latest
    assert migrate(conn, (*MIGRATIONS, notes)) == LATEST + 1  # and now has nothing to do
    assert runs == [LATEST]
    assert schema_version(conn) == LATEST + 1
    conn.close()
