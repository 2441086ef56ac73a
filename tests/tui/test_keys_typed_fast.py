"""Issue 22 item 6: no key is lost or sent to the wrong place when typed fast (Pilot).

Keys are typed the way a terminal sends them: each posted to the app as it comes, 30 ms apart
(or all at once), nothing waiting for the app to be through with the key before. The same
script typed slowly (``pilot.press``, which waits for the app after every key) must store the
same log: the issue's script, and random scripts over each board's keys and its dialogs'. The
same scripts through a real terminal are tests/e2e/test_real_terminal.py's.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot

from scorekeeper.model import End, Lead, Mode, Move, Pass, RoundEnd, Tile, TilePlay
from scorekeeper.tui.app import ScorekeeperApp
from tests.tui.tui_helpers import MakeApp, board

FOUR = ("Anna", "Boris", "Vera", "Gleb")
ISSUE_SCRIPT = ["space", "space", "space", "r", "3", "enter", "space", "space", "p"]
ONE_KEY_KEYS = [
    "space",
    "space",
    "space",
    "m",
    "p",
    "b",
    "r",
    "r",
    "1",
    "2",
    "3",
    "4",
    "enter",
    "enter",
    "escape",
    "tab",
    "u",
    "ctrl+y",
]
TILE_KEYS = [
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "6",
    "left",
    "right",
    "m",
    "minus",
    "escape",
    "p",
    "d",
    "s",
    "r",
    "enter",
    "u",
    "ctrl+y",
]


async def type_fast(pilot: Pilot[Any], keys: list[str], apart: float) -> None:
    """Each key posted as a terminal would send it, ``apart`` seconds after the one before,
    then wait until the app has handled every one."""
    app = pilot.app
    assert isinstance(app, ScorekeeperApp) and app._driver is not None
    for key in keys:
        character = " " if key == "space" else key if len(key) == 1 else None
        app._driver.send_message(events.Key(key, character))
        await asyncio.sleep(apart)
    for _ in range(200):  # until nothing is held (a bound: a lost wake fails, never hangs)
        await pilot.pause()
        if not app.typed.waiting:
            break
    await pilot.pause()


async def stored(make_app: MakeApp, keys: list[str], apart: float | None, **match: Any) -> Any:
    """The log (and what is on screen) after ``keys``: slowly where ``apart`` is None."""
    app = make_app(players=FOUR, **match)
    async with app.run_test() as pilot:
        await pilot.pause()
        if apart is None:
            for key in keys:
                await pilot.press(key)
        else:
            await type_fast(pilot, keys, apart)
        return board(app).session.match.log, type(app.screen).__name__


@pytest.mark.parametrize("apart", [0.0, 0.03])
async def test_the_issues_script_typed_fast_stores_every_entry(
    make_app: MakeApp, apart: float
) -> None:
    """Three tiles; r, Vera (3) went out, Enter ends the round and she leads; two tiles, then
    Anna passes. Nothing left open."""
    log, screen = await stored(make_app, ISSUE_SCRIPT, apart)
    assert log == [
        Lead("Anna"),
        Move("Boris"),
        Move("Vera"),
        RoundEnd("Vera"),
        Lead("Vera"),
        Move("Gleb"),
        Pass("Anna"),
    ]
    assert screen == "ScoreboardScreen"


def script(keys: list[str], seed: int, length: int = 30) -> list[str]:
    chosen = random.Random(seed)
    return [chosen.choice(keys) for _ in range(length)]


@pytest.mark.parametrize("seed", range(3))
async def test_random_scripts_fast_and_slow_store_the_same_log_one_key(
    make_app: MakeApp, seed: int
) -> None:
    keys = script(ONE_KEY_KEYS, seed)
    slow = await stored(make_app, keys, None)
    assert await stored(make_app, keys, 0.03) == slow, keys
    assert await stored(make_app, keys, 0.0) == slow, keys


@pytest.mark.parametrize("seed", range(3))
async def test_random_scripts_fast_and_slow_store_the_same_log_tile_by_tile(
    make_app: MakeApp, seed: int
) -> None:
    keys = script(TILE_KEYS, 100 + seed)
    match = {"preset": "matador-classic", "mode": Mode.TILES}
    slow = await stored(make_app, keys, None, **match)
    assert await stored(make_app, keys, 0.03, **match) == slow, keys
    assert await stored(make_app, keys, 0.0, **match) == slow, keys


async def test_a_pass_while_a_tile_asks_its_end_keeps_the_tile(make_app: MakeApp) -> None:
    """Six Matador (expert): Anna leads 1:2 (ends 1 and 2); Boris types 4:5, which fits both
    (5 on the 1 leaves 4; 4 on the 2 leaves 5). p then is refused, saying what waits; the tile
    stays asked, and ← lays it: 5 + 1 = 6, a move +1."""
    app = make_app(players=FOUR, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "2", "4", "5", "p")
        match = board(app).session.match
        assert match.log == [TilePlay("Anna", Tile(1, 2))]
        message = str(board(app).query_one("#message").render())
        assert message == "4:5 waits for an answer: ← → (Esc: never mind)."
        await pilot.press("3")  # a digit answers no end either
        assert match.entry_count == 1
        await pilot.press("left")
        assert match.log[-1] == TilePlay("Boris", Tile(4, 5), End.LEFT, 4)
        assert match.totals[1] == 1
        await pilot.press("2", "p", "d")  # a half typed waits for its other half
        message = str(board(app).query_one("#message").render())
        assert message == "2:_ waits for its other half (Esc: never mind)."
        assert match.entry_count == 2
        await pilot.press("escape", "j")
        message = str(board(app).query_one("#message").render())
        assert message == "j is not one of this board's keys: ? lists them."
