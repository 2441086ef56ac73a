"""Issue 15 item 4: twenty tables recording at once into one database lose nothing.

Twenty worker processes (``store_worker record``), each with a Store and a connection of its
own, each on its own match, record, undo and redo as fast as they can, all started together.
Afterwards every match holds exactly what its plan says (nothing lost, nothing doubled), its
index (the history's line: totals, rounds, winner, finished) equals a replay of its log, and
the statistics the triggers kept under all that concurrency equal the ones a rebuild sums
afresh from the logs. Once with players of their own at every table, once with tables that
share players (the same ``player_stats`` rows moved by several tables at once).
"""

from __future__ import annotations

import subprocess

import pytest

from scorekeeper.model import LogEntry, Match
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.queries import tallies_from_scratch
from tests.store.store_helpers import finish, raw, start_worker
from tests.store.store_workload import expected_states, new_match, plan, preset

TABLES = 20
COUNT = 40  # operations per table: 800 committed transactions in all
Rows = dict[tuple[str, str], tuple[object, ...]]
SHARED = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor")


def own_players(table: int) -> tuple[str, ...]:
    return (f"Anna{table}", f"Boris{table}", f"Vera{table}")


def shared_players(table: int) -> tuple[str, ...]:
    """Three of six names, a different three at neighbouring tables: every name plays at
    ten tables at once (``table + 0, 1, 3`` covers each name 3 times in 6 tables)."""
    return tuple(SHARED[(table + step) % len(SHARED)] for step in (0, 1, 3))


def start_tables(db: DbTarget, seats: list[tuple[str, ...]]) -> dict[int, subprocess.Popen[str]]:
    """One worker per match, each claimed and ready before any of them writes."""
    with Store.open(db) as store:
        ids = [store.create_match(new_match(players)) for players in seats]
    children = {
        match_id: start_worker("record", db, match_id, match_id, COUNT, "wait") for match_id in ids
    }
    for child in children.values():
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children.values():  # every table is open: let them all write at once
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    return children


def stored_rows(db: DbTarget) -> int:
    conn = raw(db)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
    finally:
        conn.close()


def replayed(players: tuple[str, ...], log: list[LogEntry]) -> Match:
    match = Match(players, preset())
    for entry in log:
        match.record(entry)
    return match


@pytest.mark.parametrize("seating", ["own players", "shared players"])
def test_twenty_tables_at_once_lose_nothing(db_path: DbTarget, seating: str) -> None:
    seat = own_players if seating == "own players" else shared_players
    seats = [seat(table) for table in range(TABLES)]
    children = start_tables(db_path, seats)
    for child in children.values():
        out, err = finish(child)
        assert child.returncode == 0, err
        assert out.splitlines()[-1] == "done", out[-200:]

    kept_rows, fresh_rows = kept_and_fresh(db_path)
    assert kept_rows == fresh_rows  # the triggers' sums, moved by many tables at once
    rows = 0
    with Store.open(db_path) as store:
        for (match_id, _child), players in zip(children.items(), seats, strict=True):
            expected = expected_states(plan(match_id, COUNT, players), players)[COUNT]
            stored = store.load_match(match_id)
            assert (stored.match.log, list(stored.redo)) == (expected.log, expected.redo)
            rows += len(expected.log) + len(expected.redo)
            check_index(store, match_id, replayed(players, expected.log))
        assert store.count_matches() == TABLES
        assert [m.id for m in store.history(limit=100)] == sorted(children, reverse=True)
        kept = store.player_stats()
        store.rebuild_index()  # every seat row and statistic summed afresh from the logs
        assert store.player_stats() == kept
    assert stored_rows(db_path) == rows  # no entry doubled (nor an undone row left over)
    names = {name.casefold() for players in seats for name in players}
    assert {stats.name.casefold() for stats in kept} == names


def check_index(store: Store, match_id: int, match: Match) -> None:
    """The history's line of the match, as the index holds it, against a replay."""
    line = store.summary(match_id)
    assert line.players == tuple(match.players)
    assert line.totals == tuple(match.totals)
    assert line.finished == match.finished
    assert line.winner == (match.standings().winner if match.finished else None)


def kept_and_fresh(db: DbTarget) -> tuple[Rows, Rows]:
    """``player_stats`` row by row as the triggers left it, and the same sums made afresh
    from the seat rows (a rebuild stores these)."""
    conn = raw(db)
    try:
        rows = conn.execute("SELECT * FROM player_stats ORDER BY name_key, preset_id")
        kept: Rows = {(key, preset_id): tuple(numbers) for key, preset_id, *numbers in rows}
        fresh: Rows = {
            key: tuple(vars(t).values()) for key, t in tallies_from_scratch(conn).items()
        }
    finally:
        conn.close()
    return kept, fresh
