"""Benchmark (issue 15 item 5): history and standings at 100,000 matches vs 100, both backends.

The same queries the screens and commands make (``bench_store.SCREENS``: the history's first
page with its count, one player's, the statistics, one player's) against a database of 100
matches and one of 100,000, on SQLite and on a PostgreSQL server the script starts itself
(``club_server.py``); medians of interleaved repetitions, ratios in this one run, limit 1.5.

The large database is filled fast, from rows the store wrote: ``TEMPLATES`` matches go in
through ``Store.import_matches`` (the normal import path: logs, seat rows, statistics by the
triggers), then every table keyed by a match (its log, its seats, its edits) is copied onto
itself with ids moved on by ``TEMPLATES`` per copy, in one ``INSERT ... SELECT`` per table
(on SQLite the statistics triggers fire for every copied seat row, and the script checks
``player_stats`` against a fresh sum). On PostgreSQL the triggers are disabled for the copy
and ``player_stats`` (and ``match_total``) are summed afresh from the rows, as
``Store.rebuild_index`` does: row by row, 300,000 trigger runs in one transaction update the
same few dozen statistics rows over and over, and each update walks the row's growing
chain of dead versions (the fill did not end in 15 minutes). Then the id sequence is set
past the copies and the tables are ``VACUUM ANALYZE``d, as autovacuum does after a bulk
load; the SQLite file is left as the app leaves it (the app never runs ``ANALYZE``).

Run:  .venv/bin/python bench/bench_club_history.py           (full run: ~10 minutes, ~2 GB)
      .venv/bin/python bench/bench_club_history.py --quick   (tiny sizes; smoke test)
Exit status 1 when a ratio is above the limit (never with --quick).
"""

from __future__ import annotations

import argparse
import datetime
import random
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from time import perf_counter

from bench_store import POOL, RATIO_LIMIT, SCREENS, medians, random_match, report
from club_server import pg_server
from scorekeeper.catalog import load_catalog
from scorekeeper.model import Lead, Matador, Match, Mode
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.dialect import is_pg
from scorekeeper.store.pg_conn import PgConnection
from scorekeeper.store.queries import tallies_from_scratch
from scorekeeper.store.schema_total import RECOUNT
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import FRESH_TALLIES

FRIDAY = datetime.date(2026, 12, 4)
TEMPLATES = 200  # distinct matches in the large database; the rest are copies of them
QUICK_TEMPLATES = 20  # --quick: 20 distinct, copied 19 times onto 400 (the copying still runs)
QUERIES: dict[str, Callable[[Store, int], object]] = dict(SCREENS)


def import_matches(target: DbTarget, count: int, seed: int) -> None:
    rng = random.Random(seed)
    presets = list(load_catalog(Path("/nonexistent-custom-presets")).presets.values())
    with Store.open(target) as store:
        store.import_matches([random_match(rng, presets) for _ in range(count)])


def fill(target: DbTarget, count: int, templates: int = TEMPLATES) -> float:
    """``count`` matches: ``templates`` imported, copied onto themselves; seconds taken."""
    started = perf_counter()
    import_matches(target, min(count, templates), seed=count)
    if count > templates:
        conn = connect(target)
        try:
            copy_matches(conn, count // templates - 1, templates)
        finally:
            conn.close()
    return perf_counter() - started


def connect(target: DbTarget) -> Conn:
    import sqlite3

    if isinstance(target, str):
        return PgConnection(target)
    return sqlite3.connect(target, isolation_level=None)


def copy_matches(conn: Conn, copies: int, templates: int = TEMPLATES) -> None:
    """Copies 1..``copies`` of every match, ids ``templates * k`` on, in one transaction."""
    conn.execute("CREATE TEMP TABLE copies (k INTEGER PRIMARY KEY)")
    conn.execute("BEGIN")
    if is_pg(conn):  # see the module's docstring: the counts are made afresh below
        conn.execute("ALTER TABLE match_players DISABLE TRIGGER USER")
        conn.execute("ALTER TABLE matches DISABLE TRIGGER USER")
    conn.executemany("INSERT INTO copies (k) VALUES (?)", [(k,) for k in range(1, copies + 1)])
    for table, key in (("matches", "id"), ("entries", "match_id"), ("match_players", "match_id"),
                       ("rewrites", "match_id")):  # fmt: skip
        names = columns(conn, table)
        moved = ", ".join(f"t.{n} + c.k * {templates}" if n == key else f"t.{n}" for n in names)
        conn.execute(
            f"INSERT INTO {table} ({', '.join(names)}) SELECT {moved}"
            f" FROM {table} AS t CROSS JOIN copies AS c ORDER BY c.k, t.{key}"
        )
    if is_pg(conn):
        conn.execute("ALTER TABLE match_players ENABLE TRIGGER USER")
        conn.execute("ALTER TABLE matches ENABLE TRIGGER USER")
        conn.execute(RECOUNT)
        conn.execute("DELETE FROM player_stats")
        listed = ", ".join(columns(conn, "player_stats"))
        conn.execute(f"INSERT INTO player_stats ({listed}) {FRESH_TALLIES}")
    conn.execute("COMMIT")
    if is_pg(conn):
        conn.execute("SELECT setval(pg_get_serial_sequence('matches', 'id'), MAX(id)) FROM matches")
        conn.execute("VACUUM ANALYZE")


def columns(conn: Conn, table: str) -> list[str]:
    if isinstance(conn, PgConnection):
        cursor = conn.raw.execute(f"SELECT * FROM {table} LIMIT 0")
    else:
        cursor = conn.execute(f"SELECT * FROM {table} LIMIT 0")  # type: ignore[assignment]
    assert cursor.description is not None
    return [column[0] for column in cursor.description]


def consistent(target: DbTarget) -> None:
    """The copies' statistics, as the triggers kept them, equal a fresh sum of the seats."""
    conn = connect(target)
    try:
        kept = {
            (row[0], row[1]): tuple(row[2:])
            for row in conn.execute("SELECT * FROM player_stats").fetchall()
        }
        fresh = {key: tuple(vars(t).values()) for key, t in tallies_from_scratch(conn).items()}
    finally:
        conn.close()
    if kept != fresh:
        raise SystemExit(f"{target}: the copied statistics do not add up")


def measure(backend: str, targets: dict[int, DbTarget], repeats: int, quick: bool) -> bool:
    for size, target in targets.items():
        took = fill(target, size, QUICK_TEMPLATES if quick else TEMPLATES)
        consistent(target)
        print(f"{backend}: filled {size:,} matches in {took:.1f} s")
    events = {size: club_night(target) for size, target in targets.items()}
    stores = {size: Store.open(target) for size, target in targets.items()}
    try:
        figures = medians(stores, repeats)
        boards = board_medians(stores, events, repeats)
    finally:
        for store in stores.values():
            store.close()
    print(f"\n### {backend}")
    small, big = min(targets), max(targets)
    failed = report(figures, small, big, quick)
    ratio = boards[big] / boards[small]
    verdict = "" if quick else (" ok" if ratio <= RATIO_LIMIT else " TOO SLOW")
    print(
        f"club standings (8 tables, 32 players): {boards[small] * 1000:.3f} ms at {small},"
        f" {boards[big] * 1000:.3f} ms at {big}; ratio {ratio:.2f}{verdict}"
    )
    return failed or ratio > RATIO_LIMIT


def club_night(target: DbTarget) -> int:
    """A club night in the database as filled: 32 players (the matches' own names first, so
    their ratings come from every stored match) at 8 tables, each table's match started and
    recording. The event board is what the club screen and the hall's display read."""
    catalog = load_catalog(Path("/nonexistent-custom-presets"))
    names = [*POOL, *(f"Guest {n}" for n in range(32 - len(POOL)))][:32]
    with Store.open(target) as store:
        event = store.club.create_event("Friday", "six-matador-expert", Mode.ONE_KEY, FRIDAY)
        store.club.register(event.id, names)
        for table in store.club.draw(event.id, seed=1):
            match = Match(list(table.players), catalog.get("six-matador-expert"))
            session = store.load_session(store.club.start_table(table.code, match))
            session.record(Lead(table.players[0]))
            session.record(Matador(table.players[1]))
    return event.id


def board_medians(
    stores: dict[int, Store], events: dict[int, int], repeats: int
) -> dict[int, float]:
    """Seconds for the event's board (its tables' totals, the standings with the ratings),
    the sizes interleaved."""
    samples: dict[int, list[float]] = {size: [] for size in stores}
    for _ in range(repeats):
        for size, store in stores.items():
            started = perf_counter()
            store.club.board(events[size])
            samples[size].append(perf_counter() - started)
    return {size: statistics.median(values) for size, values in samples.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes; no verdict")
    parser.add_argument("--large", type=int, default=100_000, help="a multiple of 200")
    parser.add_argument("--repeats", type=int, default=40)
    parser.add_argument("--only", choices=["sqlite", "postgresql"], help="one backend")
    args = parser.parse_args()
    small, big, repeats = (20, 400, 3) if args.quick else (100, args.large, args.repeats)
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        files: dict[int, DbTarget] = {n: Path(folder) / f"{n}.db" for n in (small, big)}
        if args.only != "postgresql":
            failed |= measure("SQLite", files, repeats, args.quick)
        if args.only == "sqlite":
            return 1 if failed and not args.quick else 0
        with pg_server() as server:
            urls: dict[int, DbTarget] = {n: server.fresh_url() for n in (small, big)}
            failed |= measure("PostgreSQL", urls, repeats, args.quick)
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
        return 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
