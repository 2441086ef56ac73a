"""The command line on a club's server: import, history, stats and export read and write it
as they do a file (the store suite covers the rest on both backends)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fixture_types import RunScorekeeper
from tests.pg.server import PgServer

CLASSIC = Path(__file__).parents[1] / "data" / "classic-finished.json"  # Анна 30 beats Łucja 10


def test_import_then_export_from_the_server(
    run_scorekeeper: RunScorekeeper, pg_server: PgServer, tmp_path: Path
) -> None:
    url = pg_server.fresh_url()
    done = run_scorekeeper("--db", url, "import", CLASSIC)
    assert (done.returncode, done.stdout) == (0, f"Imported {CLASSIC} as match 1.\n")
    again = run_scorekeeper("--db", url, "import", CLASSIC)  # the fingerprint works there too
    assert again.returncode == 2 and "stored already, as match 1" in again.stderr
    out = tmp_path / "result.json"
    exported = run_scorekeeper("--db", url, "export", "--last", "--format", "json", "-o", out)
    assert exported.returncode == 0, exported.stderr
    # the exported file is the imported match: the same file scored gives the same standings
    assert (
        run_scorekeeper("score", out, "--json").stdout
        == run_scorekeeper("score", CLASSIC, "--json").stdout
    )
    stats = json.loads(run_scorekeeper("--db", url, "stats", "--json").stdout)
    assert {row["name"]: row["wins"] for row in stats} == {"Анна": 1, "Łucja": 0}
