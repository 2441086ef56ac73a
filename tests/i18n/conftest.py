"""Translations are process-wide: every test here starts and ends in English."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.i18n import activate

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))  # the extraction tool, imported by some tests


@pytest.fixture(autouse=True)
def _english_around_each_test() -> Iterator[None]:
    activate("en")
    yield
    activate("en")
