"""Issue 15 item 2: the club screen at 80x24 in English, Russian and Polish, mid-round: two
tables of four playing (a matador +10, a pass −6 into debt, RULES.md section 4), one with a
24-character name, the standings under them. Deterministic: the draw has a fixed seed.

Update after a deliberate change with ``pytest tests/tui/test_club_snapshots.py
--snapshot-update`` and look at the pictures.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import Lead, Matador, Pass
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from tests.tui.tui_helpers import SnapCompare, settle
from tests.web.club_setup import Night, club_night

NAMES = (
    "Анна",
    "Łukasz",
    "Zofia",
    "Вера",
    "Bartholomew Alexandrovic",
    "Святослав",
    "Władysława",
    "Gleb",
)


@pytest.fixture(params=["en", "ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    made = club_night(tmp_path / "club.db", NAMES)
    for number, session in made.sessions.items():
        seated = made.seated(number)
        for entry in (Lead(seated[0]), Matador(seated[1]), Pass(seated[2])):
            session.record(entry)
    yield made
    made.store.close()


async def _open_club(pilot: Pilot[None]) -> None:
    pilot.app.action_club()  # type: ignore[attr-defined]
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


def test_club_screen(
    snap_compare: SnapCompare, night: Night, catalog: Catalog, settings: Settings, language: str
) -> None:
    store = Store.open(night.store.path)
    try:
        app = ScorekeeperApp(catalog, settings, store=store)
        assert snap_compare(app, terminal_size=(80, 24), run_before=_open_club)
    finally:
        store.close()
