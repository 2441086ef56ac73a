"""Issue 23's benchmark of many tables on one server still runs end to end (tiny sizes).

No timing is asserted: the figures of a --quick run mean nothing. It starts a PostgreSQL
server of its own (``bench/club_server.py``).
"""

from __future__ import annotations

import pytest

from tests.store.test_bench_club_smoke import quick

pytestmark = pytest.mark.bench


def test_pg_tables_bench_prints_both_nights_and_their_ratios() -> None:
    lines = quick("bench_pg_tables.py")
    heading = "| tables at once | pace per table | what | entries timed | median ms | p99 ms |"
    assert heading in lines
    for tables, pace, entries in ((1, 200, 3), (4, 200, 12), (1, 50, 4), (3, 50, 12)):
        for what in ("entry", "bare INSERT"):
            row = f"| {tables} | every {pace} ms | {what} | {entries} | "
            assert any(line.startswith(row) for line in lines), row
    for night in ("4/1 every 200 ms", "3/1 every 50 ms"):
        for what in ("entry", "bare INSERT"):
            assert any(line.startswith(f"ratio {night}, {what}: median ") for line in lines)
