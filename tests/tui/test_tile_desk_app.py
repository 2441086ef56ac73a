"""The phone's entry desk and the tile board record the same: the same facts typed on the board
(Pilot, its real keys) and tapped on the desk give the same log and the same turn."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Match, Mode
from scorekeeper.session import MatchSession
from tests.tui.tui_helpers import MakeApp, board

TWO = ("Anna", "Boris")

SAME_FACTS = [
    (
        "six-matador-expert",
        # Anna leads 1:3; Boris 0:6 across the right 3, its 6 outward; Anna 0:2, its 0 on the
        # 6 (0 + 6 = 6); Boris passes (no stock: nothing asked); undone and redone
        ["1", "3", "0", "6", "right", "6", "0", "2", "p", "u", "ctrl+y"],
        [
            {"do": "tile", "tile": "1-3"},
            {"do": "tile", "tile": "0-6", "end": "right", "half": 6},
            {"do": "tile", "tile": "0-2"},
            {"do": "pass"},
            {"do": "undo"},
            {"do": "redo"},
        ],
    ),
    (
        "matador-classic",
        # Anna leads 3:5 typed high half first (5 left, 3 right); Boris lays the matador 3:4
        # lengthwise, its 4 on the right 3 (4 + 3 = 7); Anna draws, then passes with 13 tiles
        # in the stock (draw = until-fits: asked, and confirmed)
        ["5", "3", "3", "4", "minus", "d", "p", "enter"],
        [
            {"do": "tile", "tile": "5-3"},
            {"do": "tile", "tile": "3-4", "across": False},
            {"do": "draw"},
            {"do": "pass", "sure": True},
        ],
    ),
]


@pytest.mark.parametrize(("preset", "keys", "taps"), SAME_FACTS)
async def test_the_board_and_the_desk_record_the_same(
    make_app: MakeApp, catalog: Catalog, preset: str, keys: list[str], taps: list[dict[str, Any]]
) -> None:
    desk = EntryDesk(MatchSession(Match(TWO, catalog.presets[preset], mode=Mode.TILES)))
    for number, tap in enumerate(taps):
        answer = desk.tap({"id": str(number), **tap})
        assert answer["kept"], answer["refusal"]
    app = make_app(preset, players=TWO, mode=Mode.TILES)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        assert desk.match.entry_count == 4  # four facts (the pass undone, then redone)
        assert board(app).session.match.log == desk.match.log
        assert TWO[board(app).current] == desk.current()
