"""Helpers for driving the app with Textual's Pilot."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import MakeApp

EXPERT = "six-matador-expert"
PLAYERS = ("Anna", "Boris", "Vera")


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog(Path("/nonexistent-user-presets"))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.load(tmp_path / "settings.json")


@pytest.fixture
def make_app(catalog: Catalog, settings: Settings) -> MakeApp:
    """An app that opens straight on a new match's scoreboard (or the home screen)."""

    def make(
        preset: str | None = EXPERT,
        players: tuple[str, ...] = PLAYERS,
        target: int | None = None,
        rounds: int | None = None,
        mode: Mode = Mode.ONE_KEY,
    ) -> ScorekeeperApp:
        request = NewMatchRequest(players, preset, target, rounds, mode) if preset else None
        start = Start(new_match=request) if request else None
        return ScorekeeperApp(catalog, settings, start=start)

    return make
