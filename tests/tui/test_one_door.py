"""The one door to storage covers the whole of tui/: every module there is either in the
import-linter contract that forbids it the store, or named as one that must reach it (the
backend, and the shell that opens the store and says its refusals). A new room of the app
left out of both would reach the store unseen."""

from __future__ import annotations

import tomllib
from pathlib import Path

import scorekeeper.tui

ROOT = Path(__file__).resolve().parents[2]
TUI = Path(scorekeeper.tui.__file__).parent
DOOR = "One door to storage"
# must import the store: the door itself, and the shell around it (pyproject.toml says why)
NAMED = {
    "backend",
    "launch",
    "app",
    "refusals",
    "exporting",
    "table_display",
}


def _contract() -> tuple[set[str], list[str]]:
    """The contract's rooms (``board``, ``screens``...) and what it forbids them."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    door = next(c for c in contracts if str(c["name"]).startswith(DOOR))
    rooms = {str(module).removeprefix("scorekeeper.tui.") for module in door["source_modules"]}
    return rooms, [str(module) for module in door["forbidden_modules"]]


def _rooms() -> set[str]:
    """The modules and folders right under tui/ (``__init__`` is the package itself)."""
    found = {path.stem for path in TUI.glob("*.py") if path.stem != "__init__"}
    return found | {path.name for path in TUI.iterdir() if (path / "__init__.py").exists()}


def test_every_room_of_the_app_is_behind_the_door_or_named() -> None:
    sources, forbidden = _contract()
    assert forbidden == ["scorekeeper.store"]
    assert not sources & NAMED  # a room is one or the other
    assert _rooms() - sources - NAMED == set(), "a room of tui/ in neither list"
    assert {"board", "screens", "widgets"} <= sources  # the boards and screens: behind it
