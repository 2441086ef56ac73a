"""Fixtures of the export tests; the golden match and helpers live in ``export_helpers``."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.model import Match, Mode
from tests.chromium import in_the_browsers_loop
from tests.export.export_helpers import A, L, Z, build, golden_entries, golden_tiles_entries


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    in_the_browsers_loop(items, Path(__file__).parent)  # the screenshots' pages


@pytest.fixture(scope="session")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """The built-in presets only: an empty custom folder keeps the user's own presets out."""
    return load_catalog(tmp_path_factory.mktemp("no-custom-presets"))


@pytest.fixture
def golden_match(catalog: Catalog) -> Match:
    return build(catalog, "six-matador-expert", [A, L, Z], golden_entries())


@pytest.fixture
def golden_tiles(catalog: Catalog) -> Match:
    return build(catalog, "six-matador-expert", [A, L], golden_tiles_entries(), Mode.TILES)
