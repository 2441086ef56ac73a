"""Snapshots at 80x24 of issue 26's screens in the app: the board while a phone keeps the score
(the line saying who, the footer offering only what a view may do) and the watch dialog with
the entry address, its QR code and the words saying which code it is. Deterministic: a fixed
host and fixed tokens, no clock. Six-matador-expert: Anna leads (0, ruling 2), Boris lays a
matador (+10)."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.entry_keeper import AppKeeper
from scorekeeper.tui.screens.watch_dialog import WatchDialog
from tests.tui.tui_helpers import MakeApp, SnapCompare

VIEW = "http://127.0.0.1:8765/t/VIEWTOKEN-0123456789abcdef/"
ENTRY = "http://127.0.0.1:8765/e/ENTRYTOKEN-0123456789abcdef/"


def test_the_board_while_a_phone_keeps_the_score(
    snap_compare: SnapCompare, make_app: MakeApp
) -> None:
    app = make_app(players=("Anna", "Boris", "Vera"))

    async def phone_taps(pilot: Pilot[Any]) -> None:
        assert isinstance(app, ScorekeeperApp)
        keeper = AppKeeper(app, app._board, host="host-1")
        keeper.claim("device-anna", "Anna's phone", take_over=True)
        keeper.tap("device-anna", {"id": "1", "do": "tile"})
        keeper.tap("device-anna", {"id": "2", "do": "matador"})
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=phone_taps)


def test_the_watch_dialog_with_the_entry_address(
    snap_compare: SnapCompare, make_app: MakeApp
) -> None:
    app = make_app()

    async def watching(pilot: Pilot[Any]) -> None:
        await pilot.app.push_screen(WatchDialog(VIEW, entry=ENTRY, entry_first=True))
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=watching)
