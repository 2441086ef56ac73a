"""The preset fields ``matador_leaves`` and ``draw`` (RULES.md 6.4, 6.7)."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from scorekeeper.catalog import Catalog, built_in_dir
from scorekeeper.model import RuleError, preset_from_data
from scorekeeper.model.preset import DrawRule, MatadorLeaves, Preset
from tests.model.model_helpers import NO_DEBTS

# RULES.md section 6, last paragraph: Six Matador half/none; Matador (both) soap/until-fits.
RULES = {
    "six-matador-beginner": ("half", "none"),
    "six-matador-expert": ("half", "none"),
    "matador-classic": ("soap", "until-fits"),
    "matador-pips": ("soap", "until-fits"),
}


@pytest.mark.parametrize("preset_id", list(RULES))
def test_the_built_ins_say_what_rules_md_says(catalog: Catalog, preset_id: str) -> None:
    preset = catalog.get(preset_id)
    assert (preset.matador_leaves.value, preset.draw.value) == RULES[preset_id]
    raw = tomllib.loads((built_in_dir() / f"{preset_id}.toml").read_text(encoding="utf-8"))
    assert (raw["matador_leaves"], raw["draw"]) == RULES[preset_id]  # written, not defaulted


@pytest.mark.parametrize("preset_id", list(RULES))
def test_a_preset_stored_without_the_fields_gets_its_games_rule(
    catalog: Catalog, preset_id: str
) -> None:
    stored = catalog.get(preset_id).to_json()
    del stored["matador_leaves"], stored["draw"]  # as a match stored before the fields existed
    for preset in (preset_from_data(stored), Preset.from_json(stored)):
        assert (preset.matador_leaves.value, preset.draw.value) == RULES[preset_id]


def test_a_custom_preset_may_choose_either(catalog: Catalog) -> None:
    custom = preset_from_data({**NO_DEBTS, "matador_leaves": "soap", "draw": "one"})
    assert (custom.matador_leaves, custom.draw) == (MatadorLeaves.SOAP, DrawRule.ONE)
    assert preset_from_data(custom.to_json()) == custom
    assert Preset.from_json(custom.to_json()) == custom
    # left out, a sum other than 6 plays ordinary Matador's rules
    other = preset_from_data({**NO_DEBTS, "sum": 8})
    assert (other.matador_leaves, other.draw) == (MatadorLeaves.SOAP, DrawRule.UNTIL_FITS)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"matador_leaves": "lengthwise"}, "field matador_leaves"),
        ({"matador_leaves": 1}, "field matador_leaves"),
        ({"draw": "two"}, "field draw"),
        ({"draw": True}, "field draw"),
    ],
)
def test_bad_values_are_refused_naming_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleError) as refused:
        preset_from_data({**NO_DEBTS, **changes})
    assert str(refused.value).startswith(f"{field}: ")
