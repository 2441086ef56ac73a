"""A custom preset for tests: Six Matador's expert prices, but a pass never goes below zero."""

from __future__ import annotations

from typing import Any

from scorekeeper.model import Preset, preset_from_data

NO_DEBTS: dict[str, Any] = {
    "id": "no-debts",
    "name": "Passes cost 6, never below zero",
    "sum": 6,
    "matadors": ["0:0", "0:6", "1:5", "2:4", "3:3"],
    "matador_points": 10,
    "move_points": 1,
    "open_six_points": 5,
    "pass_points": -6,
    "debts": False,
    "pip_scoring": False,
    "settlement": "differential",
    "hand_sizes": {"2": 6, "3": 6, "4": 7},
}


def custom_preset(**changes: Any) -> Preset:
    """``NO_DEBTS`` with ``changes``, validated like any custom preset file."""
    return preset_from_data({**NO_DEBTS, **changes})
