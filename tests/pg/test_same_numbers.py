"""Issue 23 item 7: the same numbers on both backends, and apps that start together.

A total past 2^31 (2,200 agreed adjustments of +1,000,000: a match SQLite holds) is held by
the server too (its integer columns are bigints since schema 11), in the match's line and
in the statistics. Four apps started at once on an empty database all start: one migrates,
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
from scorekeeper.store.schema import LATEST
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
