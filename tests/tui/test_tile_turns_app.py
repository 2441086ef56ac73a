"""Issue 22 item 4 on the tile board (Pilot, on a real SQLite file): undo and redo of a round's
last tile, and a restart, keep the marker on who leads the next round. The property over random
sequences is tests/model/test_turn_properties.py; the rounds are test_tile_board.py's.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from scorekeeper.catalog import Catalog
from scorekeeper.model import Mode, RoundEnd
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.screens.round_end import RoundEndScreen
from scorekeeper.tui.widgets.player_card import PlayerCard
from tests.tui.tui_helpers import board, settle

TWO = ("Anna", "Boris")
# six-matador-expert for two deals 6 each: Anna lays all six, Boris passes between (draw = none)
ANNA_GOES_OUT = (
    *"12p",  # lead 1:2
    *("0", "0", "left", "p"),  # the soap across on the 1
    *("0", "6", "right", "6", "p"),  # 0:6 across on the 2, 6 outward
    *("1", "5", "left", "5", "p"),  # 1:5 across on the blank, 5 outward
    *("2", "4", "left", "4", "p"),  # 2:4 across on the 5, 4 outward
    *("3", "3", "right"),  # 3:3 across on the 6: her last tile, the round is over
)


def app_on(db: Path, catalog: Catalog, settings: Settings, preset: str) -> ScorekeeperApp:
    request = NewMatchRequest(TWO, preset, None, None, Mode.TILES)
    return ScorekeeperApp(catalog, settings, start=Start(new_match=request), store=Store.open(db))


def resumed(db: Path, catalog: Catalog, settings: Settings) -> ScorekeeperApp:
    return ScorekeeperApp(catalog, settings, start=Start(resume=True), store=Store.open(db))


def marked(app: ScorekeeperApp) -> list[str]:
    """The cards' titles: the marker ▶ stands on the seat whose turn it is."""
    return [str(card.border_title) for card in board(app).query(PlayerCard)]


def close(app: ScorekeeperApp) -> None:
    assert app.store is not None
    app.store.close()


async def test_undo_redo_and_a_restart_keep_who_went_out_leading(
    tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    db = tmp_path / "matches.db"
    app = app_on(db, catalog, settings, "six-matador-expert")
    async with app.run_test() as pilot:
        await pilot.press(*ANNA_GOES_OUT)
        match = board(app).session.match
        assert match.rounds[0].end == RoundEnd("Anna") and board(app).current == 0
        await pilot.press("u")  # her last tile back: her turn again
        assert board(app).current == 0 and board(app).session.match.round_in_progress
        await pilot.press("ctrl+y")  # the tile again: the round over, Anna leads the next
        assert board(app).session.match.round_in_progress is None
        assert board(app).current == 0 and marked(app) == ["▶ 1 Anna", "2 Boris"]
        await pilot.press("u", "u", "ctrl+y", "ctrl+y")  # Boris's pass and her tile, and back
        assert board(app).current == 0
    close(app)
    again = resumed(db, catalog, settings)
    async with again.run_test() as pilot:
        await settle(pilot)
        assert board(again).session.match.rounds[0].end == RoundEnd("Anna")
        assert board(again).current == 0 and marked(again) == ["▶ 1 Anna", "2 Boris"]
    close(again)


async def test_a_leader_chosen_after_a_block_survives_a_restart_and_undo_forgets_it(
    tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    """Matador (classic) for two: Anna 1:6 across, Boris the soap, Anna 2:5 across: blocked (the
    round closes itself). The dialog offers Boris, the seat after the last tile; the players say
    Anna."""
    db = tmp_path / "matches.db"
    app = app_on(db, catalog, settings, "matador-classic")
    async with app.run_test() as pilot:
        await pilot.press("1", "6", "m", "0", "0", "2", "5")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RoundEndScreen)
        assert dialog.query_one("#leader", Select).value == 1
        dialog.query_one("#leader", Select).value = 0
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert board(app).current == 0
    close(app)
    again = resumed(db, catalog, settings)
    async with again.run_test() as pilot:
        await settle(pilot)
        assert isinstance(board(again).session.match.rounds[0].end, RoundEnd)
        assert board(again).current == 0 and marked(again) == ["▶ 1 Anna", "2 Boris"]
        await pilot.press("u", "ctrl+y")  # the blocking tile again: the log tells Boris
        assert board(again).current == 1
    close(again)
    last = resumed(db, catalog, settings)
    async with last.run_test() as pilot:
        await settle(pilot)
        assert board(last).current == 1
    close(last)
