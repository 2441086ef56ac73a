"""The four built-in presets against RULES.md section 4, and validation of custom presets."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.catalog import BUILT_IN_ORDER, Catalog, built_in_dir
from scorekeeper.model import RuleError, Settlement, Tile, preset_from_data, preset_from_toml

SIX = ("0:0", "0:6", "1:5", "2:4", "3:3")
SEVEN = ("0:0", "1:6", "2:5", "3:4")

# RULES.md section 4, copied by hand. a dash for debts reads as "no"; "no pip scoring" is False;
# "players decide" means neither a target nor a rounds limit; "target 100" is target 100.
# id: (sum, matadors, per matador, per move, open six, per pass, debts, pip scoring,
#      target, rounds, settlement)
RULES_TABLE: dict[str, tuple[Any, ...]] = {
    "six-matador-beginner": (6, SIX, 10, 0, 0, 0, False, False, None, None, "differential"),
    "six-matador-expert": (6, SIX, 10, 1, 5, -6, True, False, None, None, "differential"),
    "matador-classic": (7, SEVEN, 10, 0, 0, 0, False, False, 100, None, "none"),
    "matador-pips": (7, SEVEN, 0, 0, 0, 0, False, True, 100, None, "none"),
}
# "sum-6 presets deal 6/6/7 tiles for 2/3/4 players; sum-7 presets deal 7/6/5."
HANDS = {6: {2: 6, 3: 6, 4: 7}, 7: {2: 7, 3: 6, 4: 5}}


def test_the_four_built_ins_load_with_the_ids_of_rules_md(catalog: Catalog) -> None:
    assert list(catalog.presets) == list(RULES_TABLE)
    assert catalog.built_in_ids == frozenset(RULES_TABLE)
    assert tuple(RULES_TABLE) == BUILT_IN_ORDER


@pytest.mark.parametrize("preset_id", list(RULES_TABLE))
def test_every_field_matches_rules_md(catalog: Catalog, preset_id: str) -> None:
    preset = catalog.get(preset_id)
    actual = (
        preset.sum,
        tuple(str(tile) for tile in preset.matadors),
        preset.matador_points,
        preset.move_points,
        preset.open_six_points,
        preset.pass_points,
        preset.debts,
        preset.pip_scoring,
        preset.target,
        preset.rounds,
        preset.settlement.value,
    )
    assert actual == RULES_TABLE[preset_id]
    assert preset.hand_sizes == HANDS[preset.sum]
    assert preset.id == preset_id
    assert preset.name.strip()
    assert preset.description.strip()


@pytest.mark.parametrize("preset_id", list(RULES_TABLE))
def test_the_toml_file_itself_says_the_same(preset_id: str) -> None:
    """Read the raw TOML, not the model, so a default in the model cannot hide a missing field."""
    data = tomllib.loads((built_in_dir() / f"{preset_id}.toml").read_text(encoding="utf-8"))
    sum_, matadors, per_matador, per_move, open_six, per_pass, debts, pips, target, rounds, how = (
        RULES_TABLE[preset_id]
    )
    assert data["id"] == preset_id
    assert data["sum"] == sum_
    assert tuple(data["matadors"]) == matadors
    assert (data["matador_points"], data["move_points"]) == (per_matador, per_move)
    assert (data["open_six_points"], data["pass_points"]) == (open_six, per_pass)
    assert (data["debts"], data["pip_scoring"]) == (debts, pips)
    assert (data.get("target"), data.get("rounds")) == (target, rounds)
    assert data["settlement"] == how
    assert {int(k): v for k, v in data["hand_sizes"].items()} == HANDS[sum_]


@pytest.mark.parametrize("preset_id", list(RULES_TABLE))
def test_matador_membership(catalog: Catalog, preset_id: str) -> None:
    preset = catalog.get(preset_id)
    six = preset.sum == 6
    assert preset.is_matador(Tile.parse("4:2")) is six  # 2:4 is a six-matador only
    assert preset.is_matador(Tile.parse("6:1")) is not six  # 1:6 is a seven-matador only
    assert preset.is_matador(Tile.parse("0:0"))  # the "soap" is a matador in both games
    assert not preset.is_matador(Tile.parse("6:6"))


@pytest.mark.parametrize("preset_id", list(RULES_TABLE))
def test_json_form_reads_back_to_the_same_preset(catalog: Catalog, preset_id: str) -> None:
    preset = catalog.get(preset_id)
    assert preset_from_data(preset.to_json()) == preset


def _custom(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "house",
        "name": "House rules",
        "sum": 6,
        "matadors": list(SIX),
        "matador_points": 10,
        "move_points": 1,
        "open_six_points": 5,
        "pass_points": -6,
        "debts": False,
        "pip_scoring": False,
        "settlement": "differential",
        "hand_sizes": {"2": 6, "3": 6, "4": 7},
    }
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return data


def test_a_valid_custom_preset() -> None:
    preset = preset_from_data(_custom(rounds=5, matadors=["4:2", "0:0"]))
    assert preset.rounds == 5
    assert [str(tile) for tile in preset.matadors] == ["0:0", "2:4"]  # canonical and sorted
    assert preset.settlement is Settlement.DIFFERENTIAL


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"sum": 13}, "field sum"),
        ({"sum": -1}, "field sum"),
        ({"sum": ...}, "field sum"),
        ({"matadors": ["7:1"]}, "field matadors"),
        ({"matadors": ["x"]}, "field matadors"),
        ({"matadors": ["2:4", "4:2"]}, "field matadors"),
        ({"matadors": "2:4"}, "field matadors"),
        ({"matador_points": -10}, "field matador_points"),
        ({"move_points": "one"}, "field move_points"),
        ({"open_six_points": -5}, "field open_six_points"),
        ({"pass_points": 6}, "field pass_points"),
        ({"debts": "maybe"}, "field debts"),
        ({"pip_scoring": ...}, "field pip_scoring"),
        ({"settlement": "winner-takes-all"}, "field settlement"),
        ({"target": 0}, "field target"),
        ({"rounds": -2}, "field rounds"),
        ({"hand_sizes": {"2": 6, "3": 6}}, "field hand_sizes"),
        ({"hand_sizes": {"2": 6, "3": 6, "4": 8}}, "field hand_sizes"),  # 32 tiles > 28
        ({"hand_sizes": {"2": 0, "3": 6, "4": 7}}, "field hand_sizes"),
        ({"id": "Has Spaces"}, "field id"),
        ({"id": ...}, "field id"),
        ({"name": ""}, "field name"),
        ({"colour": "red"}, "field colour"),
        ({"pip_scoring": True}, "pip-scoring preset cannot also settle by differential"),
    ],
)
def test_an_invalid_custom_preset_names_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as caught:
        preset_from_data(_custom(**changes))
    assert field in str(caught.value)
    assert "\n" not in str(caught.value)


def test_invalid_toml_is_an_error_not_a_crash() -> None:
    with pytest.raises(RuleError, match="not valid TOML"):
        preset_from_toml("id = \n")


def test_custom_toml_round_trip(tmp_path: Path) -> None:
    text = (built_in_dir() / "six-matador-expert.toml").read_text(encoding="utf-8")
    preset = preset_from_toml(text.replace('id = "six-matador-expert"', 'id = "mine"'))
    assert preset.id == "mine"
    assert preset.pass_points == -6
