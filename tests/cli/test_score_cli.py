"""``scorekeeper score FILE``: the table, the exact ``--json`` object, and ``--preset``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.cli.cli_helpers import RunCli
from tests.fixture_types import WriteJson

DATA = Path(__file__).parents[1] / "data"

# The example of issue 2 item 5 under six-matador-expert, worked out by hand:
# round 1: Anna lead 0, pass -6, adjust -3          = -9
#          Boris move +1                            = 1
#          Vera matador 0:6 +10, open six +5        = 15; Vera went out: no pip scoring, +0
# round 2: blocked, pips written down but not scored = 0, 0, 0
# totals -9, 1, 15; Vera leads; differential 15 - (-9 + 1) = 15 + 8 = 23; not finished.
ISSUE_EXAMPLE_JSON = {
    "preset": "six-matador-expert",
    "players": [
        {"name": "Anna", "total": -9},
        {"name": "Boris", "total": 1},
        {"name": "Vera", "total": 15},
    ],
    "rounds": [{"Anna": -9, "Boris": 1, "Vera": 15}, {"Anna": 0, "Boris": 0, "Vera": 0}],
    "leaders": ["Vera"],
    "winner": None,
    "differential": 23,
    "finished": False,
}

# The same words as the app and the exports (scorekeeper.wording): round points signed, with a
# real minus sign; totals as players say them (a debt below zero).
ISSUE_EXAMPLE_TABLE = """\
Six Matador (expert) · players decide the end

Round    Anna  Boris  Vera
1          −9     +1   +15
2           0      0     0
Total  debt 9      1    15

Leader: Vera · differential 23 (in progress)
"""


def test_score_json_is_exactly_the_documented_object(run_cli: RunCli) -> None:
    result = run_cli("score", DATA / "issue-example.json", "--json")
    assert (result.returncode, result.stderr) == (0, "")
    assert json.loads(result.stdout) == ISSUE_EXAMPLE_JSON
    assert list(json.loads(result.stdout)) == list(ISSUE_EXAMPLE_JSON)  # and in that order


def test_score_table(run_cli: RunCli) -> None:
    result = run_cli("score", DATA / "issue-example.json")
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == ISSUE_EXAMPLE_TABLE


def test_a_finished_match_names_its_winner(run_cli: RunCli) -> None:
    # matador-classic, target 30: round 1 Анна 1:6 + 2:5 = 20, Łucja 0:0 = 10;
    # round 2 Анна 3:4 = 30 >= 30 at the round end: finished, Анна wins; settlement "none"
    result = run_cli("score", DATA / "classic-finished.json", "--json")
    assert result.returncode == 0
    assert json.loads(result.stdout) == {
        "preset": "matador-classic",
        "players": [{"name": "Анна", "total": 30}, {"name": "Łucja", "total": 10}],
        "rounds": [{"Анна": 20, "Łucja": 10}, {"Анна": 10, "Łucja": 0}],
        "leaders": ["Анна"],
        "winner": "Анна",
        "differential": None,
        "finished": True,
    }
    table = run_cli("score", DATA / "classic-finished.json")
    assert table.stdout.splitlines()[0] == "Matador (classic) · to 30 points"
    assert table.stdout.splitlines()[-1] == "Winner: Анна (finished: a total reached the target)"


def test_pip_scoring_blocked_rounds_and_a_round_in_progress(run_cli: RunCli) -> None:
    # round 1 blocked: Anna has the fewest (3) and scores 10 + 12 = 22
    # round 2 blocked: Anna and Boris share the fewest (5): nobody scores
    # round 3: Vera went out and scores 6 + 0 = 6; round 4 is in progress with 0 points
    result = run_cli("score", DATA / "pips-blocked.json", "--json")
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert data["players"] == [
        {"name": "Anna", "total": 22},
        {"name": "Boris", "total": 0},
        {"name": "Vera", "total": 6},
    ]
    assert [list(r.values()) for r in data["rounds"]] == [
        [22, 0, 0],
        [0, 0, 0],
        [0, 0, 6],
        [0, 0, 0],
    ]
    assert (data["leaders"], data["winner"], data["differential"]) == (["Anna"], None, None)


def test_rescore_under_another_preset(run_cli: RunCli) -> None:
    # the same facts under six-matador-beginner: only matadors pay (10)
    # Anna: pass 0, adjust -3 = -3; Boris: move 0 = 0; Vera: matador 10, open six 0 = 10
    # differential 10 - (-3 + 0) = 13
    result = run_cli(
        "score", DATA / "issue-example.json", "--json", "--preset", "six-matador-beginner"
    )
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert data["preset"] == "six-matador-beginner"
    assert [p["total"] for p in data["players"]] == [-3, 0, 10]
    assert data["differential"] == 13


def test_rescore_that_breaks_the_other_presets_rules_is_refused(run_cli: RunCli) -> None:
    result = run_cli("score", DATA / "issue-example.json", "--preset", "matador-classic")
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert "cannot re-score under matador-classic" in lines[0]
    assert "round 1, event 3" in lines[0] and "0:6 is not a matador" in lines[0]


def test_rescore_under_an_unknown_preset(run_cli: RunCli) -> None:
    result = run_cli("score", DATA / "issue-example.json", "--preset", "no-such-preset")
    assert result.returncode == 2
    assert "unknown preset 'no-such-preset'" in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_score_never_writes_to_the_file(run_in_process: RunCli, tmp_path: Path) -> None:
    path = Path(shutil.copy(DATA / "issue-example.json", tmp_path / "m.json"))
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    for args in (["--json"], [], ["--preset", "six-matador-beginner"]):
        assert run_in_process("score", path, *args).returncode == 0
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_rescore_takes_the_new_presets_default_end(run_cli: RunCli, write_json: WriteJson) -> None:
    facts = [
        {"events": [{"type": "matador", "player": "Anna", "tile": "0:0"}], "end": {"out": "Anna"}}
    ]
    classic = {"format": "scorekeeper.match/1", "preset": "matador-classic",
               "players": ["Anna", "Boris"], "rounds": facts}  # fmt: skip
    # no target in the file: classic plays to 100, beginner lets the players decide
    result = run_cli("score", write_json(classic), "--preset", "six-matador-beginner")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "Six Matador (beginner) · players decide the end"
    # a target the file states is the players' choice and is kept
    result = run_cli("score", write_json({**classic, "target": 40}, "t.json"), "--preset",
                     "six-matador-beginner")  # fmt: skip
    assert result.stdout.splitlines()[0] == "Six Matador (beginner) · to 40 points"
