"""Benchmark (issue 23 item 1): the server's own work for one recorded entry, whatever the load.

A latency under load (``bench_pg_tables.py``) moves with whatever else the machine runs; the
server's work per entry does not. One table records ``--entries`` entries through
``MatchSession.record`` (the server's ``scorekeeper_record``, one round trip each) against a
durable server of its own (``club_server.py``), after ``--warm`` entries not counted; then a
bare ``INSERT`` and its commit, as many times, over the same kind of connection. Figures per
entry:

- the server's CPU: what the scheduler charged the server processes of the benchmark's
  database (``/proc/<pid>/schedstat``, nanoseconds on a core; waiting for a core or the disk
  is not in it), so a busy machine makes it no larger;
- WAL bytes (``pg_current_wal_lsn()`` before and after; every record, commits included) and,
  with ``pg_waldump --stats``, the WAL records by kind (heap rows, index entries, commits),
  of the go with the least (a checkpoint in a go adds whole pages: the server is durable);
- statements run (``pg_stat_statements`` with nested statements tracked: the function's, the
  triggers', the row-level security's functions, and the round trip's own), buffers dirtied;
- rows written per table (``pg_stat_user_tables``: inserted, updated (HOT: no index entry),
  deleted).

Two logins record: the superuser (as ``bench_pg_tables.py`` does) and a table's login (docs/
club.md's roles: row-level security checks every row it writes), into its own club table's
match (the only one it may create, schema 16: the superuser draws a table of three first).
The statement counts come from a pass with ``pg_stat_statements`` tracking every statement;
the CPU from ``--goes`` passes where it tracks none (its own bookkeeping is not the store's),
interleaved, and the least of them given (a loaded machine's shared caches and cores only add
to a process's CPU time: the medians moved by 30 % at a load average of 20). No verdict, exit
status 0.

Run:  .venv/bin/python bench/bench_pg_work.py           (300 entries a login, 5 goes: ~1 min)
      .venv/bin/python bench/bench_pg_work.py --quick   (20 entries, no per-statement list)
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import psycopg

from bench_club_tables import PRESET, entries, new_match  # the sibling module (run as a script)
from club_server import pg_server
from scorekeeper.club import TableCode
from scorekeeper.model import Mode
from scorekeeper.store import Store

if TYPE_CHECKING:  # club_server.py makes the tests importable
    from tests.pg.server import PgServer

TABLE_LOGIN, TABLE_PASSWORD, GROUP = "bench_table", "bench", "bench_tables"
ROLES = (
    f"CREATE ROLE {GROUP} NOLOGIN",
    f"CREATE ROLE {TABLE_LOGIN} LOGIN PASSWORD '{TABLE_PASSWORD}' IN ROLE {GROUP}",
)
GRANTS = (  # docs/club.md's, for the tables' group
    f"GRANT USAGE ON SCHEMA public TO {GROUP}",
    f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {GROUP}",
)
TABLES = ("matches", "entries", "match_players", "player_stats", "leases", "rating_queue", "bare")


@dataclass
class Work:
    """What one way of writing cost the server, summed over ``count`` writes."""

    count: int
    cpu_goes: list[int] = field(default_factory=list)  # nanoseconds, one a go
    wal_bytes: int = 0
    wal_records: dict[str, int] = field(default_factory=dict)
    statements: list[tuple[str, int, int, int, int, float]] = field(default_factory=list)
    rows: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)

    def per(self, value: float) -> float:
        return value / self.count

    @property
    def cpu_ns(self) -> int:
        """The least of the goes: a busy machine only adds to it (caches, shared cores)."""
        return min(self.cpu_goes)


Mark = Callable[[str], None]  # told "begin" and "end" around the measured writes
Writer = Callable[[str, int, Mark], None]  # url, count, the marks


def record_entries(warm: int, owner: str | None = None) -> Writer:
    """``owner``: the writer is table 1's login, which starts the table the owner drew."""

    def write(url: str, count: int, mark: Mark) -> None:
        stream = entries(1, warm + count)
        code = None if owner is None else drawn_table(owner)
        with Store.open(url) as store:
            match = new_match(1)
            match_id = (
                store.create_match(match) if code is None else store.club.start_table(code, match)
            )
            session = store.load_session(match_id)
            store.claim(match_id)
            for entry in stream[:warm]:
                session.record(entry)
            mark("begin")
            for entry in stream[warm:]:
                session.record(entry)
            mark("end")

    return write


def drawn_table(owner: str) -> TableCode:
    """A new event's one table of three (number 1), waiting for table 1's login."""
    with Store.open(owner) as organiser:
        event = organiser.club.create_event("bench", PRESET.id, Mode.ONE_KEY, dt.date.today())
        organiser.club.register(event.id, new_match(1).players)
        organiser.club.draw(event.id, seed=1)
    return TableCode(event.id, 1, 1)


def bare_inserts(warm: int) -> Writer:
    def write(url: str, count: int, mark: Mark) -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            for n in range(warm + count):
                if n == warm:
                    mark("begin")
                conn.execute("INSERT INTO bare (n, entry) VALUES (%s, %s)", (n, "x" * 60))
            mark("end")

    return write


class Probe:
    """The benchmark database's server processes, its WAL position and statistics."""

    def __init__(self, server: PgServer, database: str) -> None:
        self.server, self.database = server, database
        self.conn = psycopg.connect(server.url(database), autocommit=True)

    def backends(self) -> list[int]:
        found = self.conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()"
            " AND backend_type = 'client backend'",
            (self.database,),
        )
        return [pid for (pid,) in found]

    def lsn(self) -> str:
        return str(_one(self.conn.execute("SELECT pg_current_wal_lsn()").fetchone()))

    def wal_between(self, start: str, end: str) -> int:
        row = self.conn.execute("SELECT pg_wal_lsn_diff(%s, %s)", (end, start)).fetchone()
        return int(_one(row))

    def rows(self) -> dict[str, tuple[int, int, int, int]]:
        self.conn.execute("SELECT pg_stat_clear_snapshot()")
        found = self.conn.execute(
            "SELECT relname, n_tup_ins, n_tup_upd, n_tup_hot_upd, n_tup_del"
            " FROM pg_stat_user_tables WHERE relname = ANY(%s)",
            (list(TABLES),),
        )
        return {name: (ins, upd, hot, dele) for name, ins, upd, hot, dele in found}

    def close(self) -> None:
        self.conn.close()


def _one(row: tuple[Any, ...] | None) -> Any:
    assert row is not None  # a SELECT of one value
    return row[0]


def cpu_ns(pids: list[int]) -> int:
    """Nanoseconds on a core so far, summed over the processes (gone ones count 0)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except FileNotFoundError:
            pass
    return total


def waldump(server: PgServer, start: str, end: str) -> dict[str, int]:
    """WAL records by kind between two positions (``pg_waldump --stats=record``)."""
    wal = server.data / "pg_wal"
    command = [str(server.bin / "pg_waldump"), "-p", str(wal), "-s", start, "-e", end]
    done = subprocess.run(
        [*command, "--stats=record"], capture_output=True, text=True, timeout=60, check=False
    )
    kinds: dict[str, int] = {}
    for line in done.stdout.splitlines():
        found = re.match(r"^(\w+/\w+)\s+(\d+)\s", line.strip())
        if found:
            kinds[found.group(1)] = int(found.group(2))
    return kinds


def cpu_go(server: PgServer, url: str, database: str, write: Writer, work: Work) -> None:
    """One go with no statement tracked: the server processes' CPU, the WAL and its records."""
    probe = Probe(server, database)
    try:
        server.sql(f"ALTER DATABASE {database} SET pg_stat_statements.track = 'none'")
        marks: dict[str, Any] = {}

        def mark(at: str) -> None:
            if at == "begin":
                marks["pids"] = probe.backends()
                marks["cpu"], marks["lsn"] = cpu_ns(marks["pids"]), probe.lsn()
            else:  # read while the writer's processes still run
                work.cpu_goes.append(cpu_ns(marks["pids"]) - marks["cpu"])
                marks["end"] = probe.lsn()

        write(url, work.count, mark)
        wal = probe.wal_between(marks["lsn"], marks["end"])
        if not work.wal_records or wal < work.wal_bytes:  # the go no checkpoint fell in
            work.wal_bytes = wal  # (its first change of each page is written whole)
            work.wal_records = waldump(server, marks["lsn"], marks["end"])
    finally:
        probe.close()


def statements_go(server: PgServer, url: str, database: str, write: Writer, work: Work) -> None:
    """One go with every statement tracked (its own bookkeeping is not the store's CPU)."""
    probe = Probe(server, database)
    try:
        server.sql(f"ALTER DATABASE {database} SET pg_stat_statements.track = 'all'")
        marks: dict[str, Any] = {}

        def mark(at: str) -> None:
            if at == "begin":  # the writer idle long enough to have given in its figures
                time.sleep(1.1)
                marks["rows"] = probe.rows()
                probe.conn.execute("SELECT pg_stat_statements_reset()")

        write(url, work.count, mark)
        time.sleep(1.0)  # the writer's processes have ended and given in their figures
        work.rows = _difference(probe.rows(), marks["rows"])
        work.statements = list(
            probe.conn.execute(
                "SELECT query, calls, rows, shared_blks_dirtied, wal_bytes, total_exec_time"
                " FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database"
                " WHERE datname = %s) AND query NOT LIKE %s ORDER BY calls DESC, query",
                (database, "%pg_stat%"),
            )
        )
    finally:
        probe.close()


def _difference(
    after: dict[str, tuple[int, int, int, int]], before: dict[str, tuple[int, int, int, int]]
) -> dict[str, tuple[int, int, int, int]]:
    zero = (0, 0, 0, 0)
    return {
        name: (
            now[0] - before.get(name, zero)[0],
            now[1] - before.get(name, zero)[1],
            now[2] - before.get(name, zero)[2],
            now[3] - before.get(name, zero)[3],
        )
        for name, now in after.items()
    }


def prepared(server: PgServer) -> tuple[str, str, str]:
    """The benchmark's database, migrated; the superuser's and a table login's addresses."""
    server.sql("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'")
    server.restart()
    url = server.fresh_url()
    database = url.rsplit("/", 1)[1]
    for statement in ROLES:
        server.sql(statement)
    Store.open(url).close()  # the schema made once, before anything is measured
    for statement in (*GRANTS, "CREATE EXTENSION pg_stat_statements"):
        server.sql(statement, database)
    server.sql(f"INSERT INTO club_logins VALUES ('{TABLE_LOGIN}', 1)", database)
    server.sql("CREATE TABLE bare (n BIGINT NOT NULL, entry TEXT NOT NULL)", database)
    table = server.url(database, TABLE_LOGIN, TABLE_PASSWORD)
    return url, table, database


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="20 entries, no statement list")
    parser.add_argument("--entries", type=int, default=300, help="measured, per writer")
    parser.add_argument("--warm", type=int, default=20, help="entries first, not measured")
    parser.add_argument("--goes", type=int, default=5, help="of the CPU pass, interleaved")
    args = parser.parse_args()
    if args.quick:
        args.entries, args.warm, args.goes = 20, 3, 1
    with pg_server() as server:
        url, table, database = prepared(server)
        writers = {
            "entry, superuser": (url, record_entries(args.warm)),
            "entry, a table's login": (table, record_entries(args.warm, owner=url)),
            "bare INSERT + COMMIT": (url, bare_inserts(args.warm)),
        }
        found = {what: Work(args.entries) for what in writers}
        for _ in range(args.goes):  # interleaved: the machine's noise hits every writer
            for what, (address, write) in writers.items():
                cpu_go(server, address, database, write, found[what])
        for what, (address, write) in writers.items():
            statements_go(server, address, database, write, found[what])
    report(found, full=not args.quick)
    if args.quick:
        print("--quick: sizes too small to judge; no verdict")
    return 0


def report(found: dict[str, Work], full: bool) -> None:
    print(
        "| writer | writes | server CPU µs/write (least of the goes) | median of the goes"
        " | WAL bytes/write | WAL records/write | statements/write | buffers dirtied/write |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for what, work in found.items():
        calls = sum(row[1] for row in work.statements)
        dirtied = sum(row[3] for row in work.statements)
        print(
            f"| {what} | {work.count} | {work.per(work.cpu_ns) / 1000:.0f} |"
            f" {work.per(statistics.median(work.cpu_goes)) / 1000:.0f} |"
            f" {work.per(work.wal_bytes):.0f} | {work.per(sum(work.wal_records.values())):.1f} |"
            f" {work.per(calls):.1f} | {work.per(dirtied):.1f} |"
        )
    bare = found["bare INSERT + COMMIT"]
    for what, work in found.items():
        if work is not bare:
            print(
                f"ratio {what} / bare INSERT: server CPU {work.cpu_ns / max(bare.cpu_ns, 1):.2f},"
                f" WAL bytes {work.wal_bytes / max(bare.wal_bytes, 1):.2f}"
            )
    _records(found)
    if full:
        _statements(found)


def _records(found: dict[str, Work]) -> None:
    kinds = sorted({kind for work in found.values() for kind in work.wal_records})
    print()
    print("| WAL records per write | " + " | ".join(found) + " |")
    print("|---|" + "---:|" * len(found))
    for kind in kinds:
        cells = " | ".join(
            f"{work.per(work.wal_records.get(kind, 0)):.2f}" for work in found.values()
        )
        print(f"| {kind} | {cells} |")
    print()
    print("| rows per write: inserted / updated (HOT) / deleted | " + " | ".join(found) + " |")
    print("|---|" + "---:|" * len(found))
    for name in TABLES:
        row = []
        for work in found.values():
            ins, upd, hot, dele = work.rows.get(name, (0, 0, 0, 0))
            row.append(
                f"{work.per(ins):.2f} / {work.per(upd):.2f} ({work.per(hot):.2f}) / "
                f"{work.per(dele):.2f}"
            )
        print(f"| {name} | " + " | ".join(row) + " |")


def _statements(found: dict[str, Work]) -> None:
    for what, work in found.items():
        print()
        print(f"### Statements of one write: {what}")
        print(
            "| calls/write | rows/write | dirtied/write | WAL bytes/write | µs/write (wall,"
            " nested ones in their caller's) | statement |"
        )
        print("|---:|---:|---:|---:|---:|---|")
        for query, calls, rows, dirtied, wal, took in work.statements:
            if calls < work.count // 2:
                continue
            text = " ".join(query.split())[:110].replace("|", "/")
            print(
                f"| {work.per(calls):.2f} | {work.per(rows):.2f} | {work.per(dirtied):.2f} |"
                f" {work.per(wal):.0f} | {work.per(took) * 1000:.0f} | `{text}` |"
            )


if __name__ == "__main__":
    sys.exit(main())
