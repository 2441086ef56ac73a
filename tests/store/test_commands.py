"""``scorekeeper import``, ``history`` and ``stats`` on a real database file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scorekeeper import cli
from tests.fixture_types import RunScorekeeper
from tests.store.store_helpers import digest

DATA = Path(__file__).parents[1] / "data"
ISSUE = DATA / "issue-example.json"  # six-matador-expert: Anna -9, Boris 1, Vera 15, open
CLASSIC = DATA / "classic-finished.json"  # matador-classic to 30: Анна 30 beats Łucja 10
TILES = DATA / "tiles-example.json"  # kept tile by tile: Anna 25, Boris 17 (match-format.md)


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_import_prints_the_new_id_and_history_lists_it(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "--db", db_path, "import", ISSUE) == (
        0,
        f"Imported {ISSUE} as match 1.\n",
        "",
    )
    assert run(capsys, "--db", db_path, "import", CLASSIC)[1] == (
        f"Imported {CLASSIC} as match 2.\n"
    )
    code, out, _err = run(capsys, "--db", db_path, "history", "--json")
    listed = json.loads(out)
    assert code == 0
    assert [(m["id"], m["preset"]["id"], m["winner"], m["finished"]) for m in listed] == [
        (2, "matador-classic", "Анна", True),
        (1, "six-matador-expert", None, False),
    ]
    assert listed[1]["players"] == [
        {"name": "Anna", "total": -9},
        {"name": "Boris", "total": 1},
        {"name": "Vera", "total": 15},
    ]
    assert listed[1]["rounds"] == 2
    assert [m["mode"] for m in listed] == ["one-key", "one-key"]


def test_history_shows_how_each_match_was_kept(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "--db", db_path, "import", ISSUE)
    run(capsys, "--db", db_path, "import", TILES)
    listed = json.loads(run(capsys, "--db", db_path, "history", "--json")[1])
    assert [(m["id"], m["mode"]) for m in listed] == [(2, "tiles"), (1, "one-key")]
    table = run(capsys, "--db", db_path, "history")[1].splitlines()
    cells = [re.split(r"\s{2,}", line.strip()) for line in table]
    assert cells[0][2:4] == ["Preset", "Kept"]
    assert cells[1][2:4] == ["Six Matador (expert)", "tile by tile"]
    assert cells[2][2:4] == ["Six Matador (expert)", "one key a fact"]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "scorekeeper.match/1", "preset": "no-such", "players": ["A", "B"]}',
        json.dumps(
            {
                "format": "scorekeeper.match/1",
                "preset": "matador-classic",
                "players": ["A", "B"],
                "rounds": [{"events": [{"type": "move", "player": "A"}]}],
            }
        ).encode(),
    ],
    ids=["bad JSON", "unknown preset", "breaks a rule"],
)
def test_import_refuses_what_score_refuses_with_the_same_words(
    tmp_path: Path, db_path: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    code, out, err = run(capsys, "--db", db_path, "import", bad)
    assert (code, out) == (2, "")
    assert err == run(capsys, "score", bad)[2]  # exactly what ``score`` says
    assert err.startswith(f"scorekeeper: {bad}: ")
    assert bad.read_bytes() == content
    assert run(capsys, "--db", db_path, "history", "--json")[1] == "[]\n"


def test_history_table_for_one_player(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "--db", db_path, "import", ISSUE)
    run(capsys, "--db", db_path, "import", CLASSIC)
    code, out, _err = run(capsys, "--db", db_path, "history", "--player", "АННА")
    header, row = out.splitlines()
    assert code == 0
    assert header.split() == ["Match", "Started", "Preset", "Kept", "Players", "Rounds", "Result"]
    assert row.split()[0] == "2"
    assert row.endswith(
        "Matador (classic)  one key a fact  Анна 30 · Łucja 10       2  won by Анна"
    )
    out = run(capsys, "--db", db_path, "history")[1]
    assert "Anna debt 9 · Boris 1 · Vera 15       2  in progress" in out


def test_stats_table(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "--db", db_path, "import", ISSUE)
    run(capsys, "--db", db_path, "import", CLASSIC)
    code, out, _err = run(capsys, "--db", db_path, "stats")
    # Анна: classic finished and won, total 30, matadors 1:6 5:2 3:4 = 3; Łucja: 0:0 = 1.
    # Anna: open match: no result; one pass; down to -9 (pass -6, adjust -3).
    # Tiles laid: Anna the lead, Boris a move, Vera a matador (and its open six), Łucja the lead
    # and 0:0, Анна three matadors; no tiles match, so no draws ("—").
    assert code == 0
    # Rating: the open match rates nobody (0); the classic one rates Łucja and Анна once each,
    # too few to show a rating ("—")
    assert out.splitlines()[:6] == [
        "Player  Rating  Matches  Finished  Wins  Win rate  Avg total  Best  Matadors"
        "  Passes/match  Largest debt  Tiles laid  Drawn  Open sixes",
        "Anna     — (0)        1         0     0         —          —     —         0"
        "           1.0             9           1      —           0",
        "Boris    — (0)        1         0     0         —          —     —         0"
        "           0.0             0           1      —           0",
        "Vera     — (0)        1         0     0         —          —     —         1"
        "           0.0             0           1      —           1",
        "Łucja    — (1)        1         1     0        0%       10.0    10         1"
        "           0.0             0           2      —           0",
        "Анна     — (1)        1         1     1      100%       30.0    30         3"
        "           0.0             0           3      —           0",
    ]
    assert "Анна    Matador (classic)           1         1     1      100%" in out


def test_stats_json_for_one_player(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "--db", db_path, "import", ISSUE)
    (anna,) = json.loads(run(capsys, "--db", db_path, "stats", "--json", "--player", "anna")[1])
    assert anna["name"] == "Anna"
    assert (anna["matches"], anna["wins"], anna["win_rate"], anna["largest_debt"]) == (
        1,
        0,
        None,
        9,
    )
    assert anna["presets"][0]["preset"] == {
        "id": "six-matador-expert",
        "name": "Six Matador (expert)",
    }


def test_stats_for_an_unknown_player_says_so(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "--db", db_path, "import", ISSUE)
    code, out, err = run(capsys, "--db", db_path, "stats", "--player", "Anja")
    assert code == 2
    assert out == ""
    assert err == "scorekeeper: stats: --player: no stored match has a player named Anja\n"
    code, out, _err = run(capsys, "--db", db_path, "stats", "--player", "ANNA")  # any case
    assert code == 0 and out.startswith("Player")


def test_listing_a_database_that_does_not_exist_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "typo.db"
    assert run(capsys, "--db", path, "history") == (0, "No matches stored yet.\n", "")
    assert run(capsys, "--db", path, "stats", "--json") == (0, "[]\n", "")
    assert not path.exists()


def test_the_default_database_lives_in_the_data_folder(
    _isolated_data: Path, run_scorekeeper: RunScorekeeper
) -> None:
    done = run_scorekeeper("import", ISSUE)
    assert (done.returncode, done.stderr) == (0, "")
    default = _isolated_data / "scorekeeper" / "scorekeeper.db"
    assert default.is_file()
    before = digest(ISSUE)
    listed = run_scorekeeper("history", "--json")
    assert [m["id"] for m in json.loads(listed.stdout)] == [1]
    assert digest(ISSUE) == before
