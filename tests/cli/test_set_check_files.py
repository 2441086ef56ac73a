"""Issue 11 item 1: a match file asking more of the set than it has is refused by ``score`` and
``import`` with exit 2 and one line naming the place (RULES.md section 5); nothing is stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.store import Store
from tests.cli.cli_helpers import RunCli

A, B, V = "Anna", "Boris", "Vera"


def _matador(player: str, tile: str | None = None) -> dict[str, Any]:
    return {"type": "matador", "player": player, **({"tile": tile} if tile else {})}


def _file(preset: str, events: list[dict[str, Any]], end: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "scorekeeper.match/2",
        "preset": preset,
        "players": [A, B, V],
        "rounds": [{"events": events, "end": end}],
    }


SIX = {"type": "open_six", "player": A}
CASES: list[tuple[str, dict[str, Any], str]] = [
    ("a fifth matador in Matador", _file("matador-classic", [_matador(A)] * 5, {"out": A}),
     "round 1, event 5: the set has 4 matadors under Matador (classic)"),
    ("a sixth in Six Matador", _file("six-matador-expert", [_matador(A)] * 6, {"out": A}),
     "round 1, event 6: the set has 5 matadors under Six Matador (expert)"),
    ("a named matador twice", _file("six-matador-expert", [_matador(A, "0:6"), _matador(B, "6:0")],
     {"out": A}), "round 1, event 2: 0:6 is laid already this round"),
    ("an open six after 2:4", _file("six-matador-expert", [_matador(A, "2:4"), SIX], {"out": A}),
     "round 1, event 2: 2:4 has no six half, so it cannot leave an open six"),
    ("an open six after a soap matador", _file("matador-classic", [_matador(A, "1:6"), SIX],
     {"out": A}), "round 1, event 2: 1:6 laid across leaves no number under the soap rule"),
    ("a tile in two hands", _file("matador-pips", [_matador(A)],
     {"out": A, "hands": {B: ["6:6"], V: ["6:6"]}}), "round 1, end: 6:6 is in two hands"),
    ("a laid tile in a hand", _file("matador-pips", [_matador(A, "2:5")],
     {"out": A, "hands": {B: ["5:2"], V: ["0:0"]}}),
     "round 1, end: 2:5 in Boris's hand was laid this round already"),
    ("an empty hand", _file("matador-pips", [_matador(A)],
     {"out": A, "hands": {B: [], V: ["1:1"]}}),
     "round 1, end: Boris's hand is typed empty"),
    ("two hands beside pips", _file("matador-pips", [_matador(A)],
     {"out": A, "pips": {B: 3, V: 2}, "hands": {B: ["1:1"], V: ["1:1"]}}),
     "round 1, end: 1:1 is in two hands"),
    ("pips not the hand's", _file("matador-pips", [_matador(A)],  # 6:6 holds 12, not 3
     {"out": A, "pips": {B: 3, V: 2}, "hands": {B: ["6:6"]}}),
     "round 1, end: Boris: the pips given (3) differ from the hand typed (12)"),
    ("a hand not a list", _file("matador-pips", [_matador(A)], {"out": A, "hands": {B: "6:6"}}),
     'round 1, end: Boris: a hand is a list of tiles, like ["6:5", "3:3"]'),
]  # fmt: skip


@pytest.mark.parametrize("command", ["score", "import"])
@pytest.mark.parametrize(
    ("data", "says"), [(d, s) for _, d, s in CASES], ids=[n for n, _, _ in CASES]
)
def test_the_set_is_checked_in_a_file(
    run_in_process: RunCli,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    data: dict[str, Any],
    says: str,
) -> None:
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "m.db"))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    result = run_in_process(command, path)
    assert result.returncode == 2
    assert result.stderr.startswith(f"scorekeeper: {path}: {says}"), result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.endswith("\n")  # one line
    assert path.read_bytes() == before
    if command == "import":  # nothing stored
        with Store.open(tmp_path / "m.db") as store:
            assert store.count_matches() == 0


def test_a_file_with_hands_scores(run_in_process: RunCli, tmp_path: Path) -> None:
    # Boris went out; Anna holds 6:5 3:3 = 17, Vera 0:1 = 1: Boris scores 17 + 1 = 18 (ruling 7)
    data = _file(
        "matador-pips", [_matador(A, "1:6")], {"out": B, "hands": {A: ["6:5", "3:3"], V: ["0:1"]}}
    )
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_in_process("score", path, "--json")
    assert result.returncode == 0, result.stderr
    players = json.loads(result.stdout)["players"]
    assert [player["total"] for player in players] == [0, 18, 0]


def _tiles_file(hands: dict[str, list[str]]) -> dict[str, Any]:
    # matador-pips deals 7 each to Anna and Boris; the lead 2:3 (ends 2 | 3) and Boris's 4:6 on
    # the right (3 + 4 = 7) leave 6 tiles in each hand, then the players declare a block
    events = [
        {"type": "tile", "player": A, "tile": "2:3"},
        {"type": "tile", "player": B, "tile": "4:6", "end": "right"},
    ]
    return {
        "format": "scorekeeper.match/2",
        "mode": "tiles",
        "preset": "matador-pips",
        "players": [A, B],
        "rounds": [{"events": events, "end": {"blocked": True, "hands": hands}}],
    }


ANNA = ["0:0", "0:1", "0:2", "0:3", "0:4", "0:5"]  # 0+1+2+3+4+5 = 15 pips
BORIS = ["1:1", "1:2", "1:3", "1:4", "1:5", "1:6"]  # 2+3+4+5+6+7 = 27 pips
TILE_CASES: list[tuple[str, dict[str, Any], str]] = [
    ("a tile on the line", _tiles_file({A: ANNA, B: [*BORIS[:-1], "6:4"]}),
     "round 1, end: 4:6 in Boris's hand was laid this round already"),
    ("a tile in two hands", _tiles_file({A: ANNA, B: [*BORIS[:-1], "0:5"]}),
     "round 1, end: 0:5 is in two hands: Anna's and Boris's"),
    ("a wrong count", _tiles_file({A: ANNA[:-1], B: BORIS}),
     "round 1, end: Anna holds 6 tiles by the app's count; the hand typed has 5"),
]  # fmt: skip


@pytest.mark.parametrize("command", ["score", "import"])
@pytest.mark.parametrize(
    ("data", "says"), [(d, s) for _, d, s in TILE_CASES], ids=[n for n, _, _ in TILE_CASES]
)
def test_a_tiles_files_hands_are_checked_against_the_line(
    run_in_process: RunCli,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    data: dict[str, Any],
    says: str,
) -> None:
    test_the_set_is_checked_in_a_file(run_in_process, tmp_path, monkeypatch, command, data, says)


def test_a_tiles_file_whose_hands_agree_scores(run_in_process: RunCli, tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(_tiles_file({A: ANNA, B: BORIS})), encoding="utf-8")
    result = run_in_process("score", path, "--json")
    assert result.returncode == 0, result.stderr
    players = json.loads(result.stdout)["players"]
    assert [player["total"] for player in players] == [27, 0]  # Anna fewest: Boris's 27
