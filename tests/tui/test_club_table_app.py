"""``new --club-table`` opens the app on the table's match: Start(match_id=...)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.model import FROM_PRESET, Match, Mode
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from tests.tui.tui_helpers import settle, totals


async def test_the_app_opens_on_the_club_tables_match(
    tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    store = Store.open(tmp_path / "club.db")
    event = store.club.create_event("Friday", "six-matador-expert", Mode.ONE_KEY, dt.date.today())
    store.club.register(event.id, ["Anna", "Boris", "Vera"])
    store.club.draw(event.id, seed=1)
    code = TableCode(event.id, 1, 1)
    players = store.club.table(code).players
    preset = catalog.get("six-matador-expert")
    match_id = store.club.start_table(code, Match(list(players), preset, FROM_PRESET, FROM_PRESET))
    app = ScorekeeperApp(catalog, settings, start=Start(match_id=match_id), store=store)
    async with app.run_test() as pilot:
        await settle(pilot)
        assert app.screen.name == "scoreboard"
        assert list(totals(app)) == list(players)  # the drawn seats, in their order
        await pilot.press("m")  # the first seat's matador: 10 (six-matador-expert)
        await settle(pilot)
    assert store.club.table(code).totals[0] == 10  # recorded into the linked match
    store.close()
