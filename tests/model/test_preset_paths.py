"""The built-in presets are read without the pydantic schema at start-up (it costs a fifth of
the app's start), so this holds every built-in file to the schema, and a stored preset's JSON
to its round trip."""

from __future__ import annotations

import subprocess
import sys

import pytest

from scorekeeper.catalog import BUILT_IN_ORDER, built_in_dir, load_catalog
from scorekeeper.model import Preset, preset_from_data, preset_from_toml
from scorekeeper.model.preset_reading import trusted_preset_from_toml


@pytest.mark.parametrize("preset_id", BUILT_IN_ORDER)
def test_a_built_in_read_without_the_schema_equals_the_validated_one(preset_id: str) -> None:
    text = (built_in_dir() / f"{preset_id}.toml").read_text(encoding="utf-8")
    assert trusted_preset_from_toml(text) == preset_from_toml(text)


@pytest.mark.parametrize("preset_id", BUILT_IN_ORDER)
def test_json_round_trip_with_and_without_the_schema(preset_id: str) -> None:
    preset = load_catalog().get(preset_id)
    assert Preset.from_json(preset.to_json()) == preset
    assert preset_from_data(preset.to_json()) == preset


@pytest.mark.parametrize(
    "damage",
    [{"matadors": ["9:9"]}, {"settlement": "half"}, {"hand_sizes": "x"}, {"sum": None, "x": 1}],
)
def test_damaged_stored_json_raises_a_plain_error(damage: dict[str, object]) -> None:
    data = {**load_catalog().get("matador-classic").to_json(), **damage}
    with pytest.raises((KeyError, TypeError, ValueError)):
        Preset.from_json(data)


def test_opening_the_catalog_does_not_load_pydantic() -> None:
    code = (
        "import sys; from scorekeeper.catalog import load_catalog; load_catalog(); "
        "print('pydantic' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False", result.stderr
