"""``scorekeeper presets``: the list, ``--json``, ``check FILE``, and custom preset folders."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.catalog import built_in_dir, load_catalog
from tests.cli.cli_helpers import RunCli
from tests.fixture_types import WriteJson

BUILT_INS = ["six-matador-beginner", "six-matador-expert", "matador-classic", "matador-pips"]
PRESET_FIELDS = {
    "id",
    "name",
    "description",
    "sum",
    "matadors",
    "matador_points",
    "move_points",
    "open_six_points",
    "pass_points",
    "debts",
    "pip_scoring",
    "target",
    "rounds",
    "settlement",
    "hand_sizes",
    "matador_leaves",
    "draw",
}


def _toml(preset_id: str, **changes: str) -> str:
    """The expert preset's file under another id, with some lines replaced."""
    text = (built_in_dir() / "six-matador-expert.toml").read_text(encoding="utf-8")
    text = text.replace('id = "six-matador-expert"', f'id = "{preset_id}"')
    for key, value in changes.items():
        lines = [
            f"{key} = {value}" if line.startswith(f"{key} =") else line for line in text.split("\n")
        ]
        text = "\n".join(lines)
    return text


@pytest.fixture
def custom_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "my presets"
    folder.mkdir()
    (folder / "house.toml").write_text(_toml("house", pass_points="-3"), encoding="utf-8")
    (folder / "bad-sum.toml").write_text(_toml("bad-sum", sum="13"), encoding="utf-8")
    (folder / "clash.toml").write_text(_toml("matador-classic"), encoding="utf-8")
    (folder / "broken.toml").write_text("id = [unclosed\n", encoding="utf-8")
    (folder / "latin1.toml").write_bytes('name = "Łódź"'.encode("utf-16"))
    (folder / "notes.txt").write_text("not a preset", encoding="utf-8")
    return folder


def test_list_shows_the_four_built_ins(run_cli: RunCli) -> None:
    result = run_cli("presets")
    assert (result.returncode, result.stderr) == (0, "")
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "name", "rules"]
    assert [line.split()[0] for line in lines[1:]] == BUILT_INS
    expert = next(line for line in lines if line.startswith("six-matador-expert"))
    assert "+10/matador, +1/move, +5 open six, \u22126/pass, debts" in expert
    pips = next(line for line in lines if line.startswith("matador-pips"))
    assert "round winner scores others' pips, to 100" in pips


def test_list_json(run_cli: RunCli) -> None:
    result = run_cli("presets", "--json")
    assert (result.returncode, result.stderr) == (0, "")
    data = json.loads(result.stdout)
    assert set(data) == {"presets", "skipped"}
    assert data["skipped"] == []
    assert [p["id"] for p in data["presets"]] == BUILT_INS
    for item in data["presets"]:
        assert set(item) == PRESET_FIELDS | {"summary", "built_in"}
        assert item["built_in"] is True
    expert = data["presets"][1]
    assert (expert["pass_points"], expert["debts"], expert["hand_sizes"]) == (
        -6,
        True,
        {"2": 6, "3": 6, "4": 7},
    )


def test_check_a_valid_file(run_cli: RunCli, tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(_toml("mine", move_points="2"), encoding="utf-8")
    result = run_cli("presets", "check", path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith(f"{path}: preset 'mine' is valid: ")
    assert "+2/move" in result.stdout


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (_toml("mine", sum="13"), "field sum"),
        (_toml("mine", pass_points="5"), "field pass_points"),
        (_toml("mine", matadors='["2:4", "7:1"]'), "field matadors"),
        (_toml("Mine Two"), "field id"),
        ("id = [unclosed\n", "not valid TOML"),
    ],
)
def test_check_an_invalid_file(run_cli: RunCli, tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    result = run_cli("presets", "check", path)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert str(path) in lines[0] and says in lines[0]
    assert path.read_bytes() == before


def test_check_a_missing_file(run_cli: RunCli, tmp_path: Path) -> None:
    result = run_cli("presets", "check", tmp_path / "nope.toml")
    assert result.returncode == 2
    assert "nope.toml" in result.stderr and "cannot read" in result.stderr


def test_a_custom_folder_lists_good_files_and_reports_bad_ones(
    run_cli: RunCli, custom_dir: Path
) -> None:
    result = run_cli("--presets", custom_dir, "presets")
    assert result.returncode == 0  # bad files are skipped, never a crash
    ids = [line.split()[0] for line in result.stdout.splitlines()[1:]]
    assert ids == [*BUILT_INS, "house"]
    skipped = sorted(result.stderr.splitlines())
    assert "Traceback" not in result.stderr
    assert len(skipped) == 4
    assert skipped[0].startswith(f"skipped {custom_dir / 'bad-sum.toml'}: field sum")
    assert skipped[1].startswith(f"skipped {custom_dir / 'broken.toml'}: not valid TOML")
    assert skipped[2] == (
        f"skipped {custom_dir / 'clash.toml'}: "
        "id 'matador-classic' is already taken by another preset"
    )
    assert skipped[3].startswith(f"skipped {custom_dir / 'latin1.toml'}: cannot read")


def test_a_custom_preset_never_replaces_a_built_in(custom_dir: Path) -> None:
    catalog = load_catalog(custom_dir)
    assert catalog.get("matador-classic").pass_points == 0  # the built-in, not the clash
    assert catalog.get("house").pass_points == -3
    assert "house" not in catalog.built_in_ids


def test_a_custom_folder_in_json(run_in_process: RunCli, custom_dir: Path) -> None:
    result = run_in_process("--presets", custom_dir, "presets", "--json")
    data = json.loads(result.stdout)
    house = data["presets"][-1]
    assert (house["id"], house["built_in"], house["pass_points"]) == ("house", False, -3)
    assert sorted(Path(s["path"]).name for s in data["skipped"]) == [
        "bad-sum.toml",
        "broken.toml",
        "clash.toml",
        "latin1.toml",
    ]
    assert all(s["message"] for s in data["skipped"])


def test_the_users_config_folder_is_read(run_cli: RunCli, _isolated_config: Path) -> None:
    folder = _isolated_config / "scorekeeper" / "presets"
    folder.mkdir(parents=True)
    (folder / "kitchen.toml").write_text(_toml("kitchen-table"), encoding="utf-8")
    result = run_cli("presets")
    assert result.stdout.splitlines()[-1].startswith("kitchen-table")


def test_a_match_file_scored_with_a_custom_preset(
    run_cli: RunCli, custom_dir: Path, write_json: WriteJson
) -> None:
    path = write_json(
        {
            "format": "scorekeeper.match/1",
            "preset": "house",
            "players": ["Anna", "Boris"],
            "rounds": [
                {
                    "events": [
                        {"type": "lead", "player": "Anna"},
                        {"type": "pass", "player": "Boris"},
                    ]
                }
            ],
        }
    )
    result = run_cli("--presets", custom_dir, "score", path, "--json")
    assert result.returncode == 0, result.stderr
    # house: passes cost 3, with debts: Boris 0 - 3 = -3; differential 0 - (-3) = 3
    data = json.loads(result.stdout)
    assert [p["total"] for p in data["players"]] == [0, -3]
    assert data["differential"] == 3
    without = run_cli("score", path)
    assert without.returncode == 2 and "unknown preset 'house'" in without.stderr


def test_a_presets_folder_that_does_not_exist(run_cli: RunCli, tmp_path: Path) -> None:
    result = run_cli("--presets", tmp_path / "missing", "presets")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [result.stderr.strip()]
    assert "no such folder of presets" in result.stderr
