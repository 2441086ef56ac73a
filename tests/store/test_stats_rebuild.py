"""Statistics cannot drift: a rebuild, and every migration, sums them afresh from the seat
rows, which are replayed from the logs; what the index held before does not survive."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Lead, LogEntry, Matador, Match, Move, Pass
from scorekeeper.store import Store
from scorekeeper.store.queries import tallies_from_scratch
from scorekeeper.store.rows import dump_entry, dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate, schema_version
from tests.store.store_helpers import raw
from tests.store.store_workload import apply, new_match, plan

# six-matador-expert: a lead makes 0, a move +1, a matador +10, a pass -6 (debts allowed)
LOG: list[LogEntry] = [Lead("Anna"), Matador("Boris"), Pass("Anna")]
Rows = dict[tuple[str, str], tuple[object, ...]]


def kept_and_fresh(path: Path) -> tuple[Rows, Rows]:
    """``player_stats`` as stored, and the same summed afresh from ``match_players``."""
    conn = raw(path)
    try:
        kept: Rows = {
            (key, preset): tuple(row)
            for key, preset, *row in conn.execute("SELECT * FROM player_stats")
        }
        fresh: Rows = {
            key: tuple(vars(t).values()) for key, t in tallies_from_scratch(conn).items()
        }
    finally:
        conn.close()
    return kept, fresh


def corrupt(path: Path) -> None:
    """+5 matadors for Boris and a wrong total in a seat row, behind the store's back."""
    conn = raw(path)
    conn.execute("UPDATE player_stats SET matadors = matadors + 5 WHERE name_key = 'boris'")
    conn.execute("UPDATE match_players SET total = 99 WHERE name_key = 'anna'")
    conn.commit()
    conn.close()


def test_a_rebuild_repairs_statistics_that_were_tampered_with(
    db_path: Path, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        session = store.load_session(store.create_match(_match(catalog)))
        entries: list[LogEntry] = [*LOG, Finish()]
        for entry in entries:
            session.record(entry)
    corrupt(db_path)
    kept, fresh = kept_and_fresh(db_path)
    assert kept != fresh  # the tampering shows against a fresh aggregate
    with Store.open(db_path) as store:
        store.rebuild_index()
        anna, boris = sorted(store.player_stats(), key=lambda stats: stats.name)
    # Boris: one matador (+10), the finished match's only leader; Anna: 0 - 6 = -6, debt 6
    assert (boris.matadors, boris.wins, boris.best_total) == (1, 1, 10)
    assert (anna.passes, anna.finished_total, anna.largest_debt) == (1, -6, 6)
    kept, fresh = kept_and_fresh(db_path)
    assert kept == fresh


def _match(catalog: Catalog) -> Match:
    return Match(["Anna", "Boris"], catalog.get("six-matador-expert"))


def schema_two_file(path: Path, catalog: Catalog) -> None:
    """A file as schema 2 left it: the log, seat rows that disagree with it (6 matadors for
    Boris where the log has 1), and statistics the v2 triggers summed from those, +5 more."""
    conn = raw(path)
    migrate(conn, MIGRATIONS[:2])
    preset = catalog.get("six-matador-expert")
    conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at,"
        " preset_id, preset_name) VALUES (?, ?, NULL, NULL, '2025-03-01T18:00:00.000000+00:00',"
        " '2025-03-01T19:00:00.000000+00:00', ?, ?)",
        (dump_json(preset.to_json()), dump_json(["Anna", "Boris"]), preset.id, preset.name),
    )
    conn.executemany(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (1, ?, ?, 0)",
        [(seq, dump_entry(entry)) for seq, entry in enumerate(LOG, start=1)],
    )
    conn.executemany(
        "INSERT INTO match_players VALUES (1, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?)",
        [
            (0, "Anna", "anna", preset.id, -6, 0, 1, 6),
            (1, "Boris", "boris", preset.id, 10, 6, 0, 0),
        ],
    )
    conn.execute("UPDATE player_stats SET matadors = matadors + 5 WHERE name_key = 'boris'")
    conn.close()


def test_a_schema_two_file_is_migrated_and_its_statistics_summed_afresh(
    db_path: Path, catalog: Catalog
) -> None:
    schema_two_file(db_path, catalog)
    conn = raw(db_path)
    assert schema_version(conn) == 2
    conn.close()
    with Store.open(db_path) as store:
        (boris,) = store.player_stats("Boris")
        assert boris.matadors == 1  # the log's one matador: neither the 6 nor the +5 survive
        session = store.load_session(1)
        session.record(Move("Boris"))  # schema 3 moves the seat row in place: 10 + 1
        assert store.history()[0].totals == (-6, 11)
        assert store.load_match(1).created_at.year == 2025
    conn = raw(db_path)
    assert schema_version(conn) == LATEST == 16
    conn.close()
    kept, fresh = kept_and_fresh(db_path)
    assert kept == fresh


def index_snapshot(path: Path) -> tuple[list[tuple[object, ...]], ...]:
    """Every index row: the matches' summary columns, the seat rows, the statistics."""
    conn = raw(path)
    try:
        return tuple(
            list(conn.execute(sql))
            for sql in (
                "SELECT id, preset_id, preset_name, rounds, finished, winner FROM matches"
                " ORDER BY id",
                "SELECT * FROM match_players ORDER BY match_id, seat",
                "SELECT * FROM player_stats ORDER BY name_key, preset_id",
            )
        )
    finally:
        conn.close()


@pytest.mark.parametrize("seed", [3, 4])
def test_writes_step_by_step_leave_the_index_a_rebuild_would_make(db_path: Path, seed: int) -> None:
    """Record, undo, redo, finish and reopen move the index by each step alone; checked against
    a rebuild from the logs every 30 operations (so finishes and their undos are covered)."""
    with Store.open(db_path) as store:
        session = store.load_session(store.create_match(new_match()))
        other = store.load_session(store.create_match(new_match()))  # the stats sum two
        for op in plan(seed + 10, 60):
            apply(other, op)
        for number, op in enumerate(plan(seed, 300), start=1):
            apply(session, op)
            if number % 30 == 0:
                stepped = index_snapshot(db_path)
                store.rebuild_index()
                assert index_snapshot(db_path) == stepped, f"after operation {number}"
