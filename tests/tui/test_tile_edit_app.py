"""Issue 22 item 5 (Pilot): the event editor corrects a laid tile in place, its tile, its end and
the half turned outward; the replay re-checks what follows and names the first entry it makes
impossible, and then nothing changes. Six Matador (expert) for three, sum 6 (RULES.md 6.2)."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Select, Static

from scorekeeper.model import End, Mode, Tile, TilePlay
from scorekeeper.tui.screens.event_editor import EventEditor
from tests.tui.tui_helpers import MakeApp, board, totals

L, R = End.LEFT, End.RIGHT
# Anna leads 1:2 (ends 1 | 2); Boris 4:5 fits both ends: left, the 5 on the 1 (5 + 1 = 6)
# leaves 4, a move +1 (ends 4 | 2); Vera 0:4 on the right, the 4 on the 2, leaves 0, +1
KEYS = ("1", "2", "4", "5", "left", "0", "4")


async def edit_event(pilot: Pilot[None], row: int, **fields: str) -> str:
    """Open the editor on ``row`` of the edit screen, fill ``fields`` (by id), accept; what
    the edit screen (or the editor, if it refused) says."""
    app = pilot.app
    await pilot.press("e")
    await pilot.pause()
    app.screen.query_one(DataTable).move_cursor(row=row)
    await pilot.press("enter")
    await pilot.pause()
    editor = app.screen
    assert isinstance(editor, EventEditor)
    for name, value in fields.items():
        if name == "end":
            editor.query_one("#end", Select).value = value
        else:
            editor.query_one(f"#{name}", Input).value = value
    await pilot.pause()
    await pilot.click("#accept")
    await pilot.pause()
    if isinstance(app.screen, EventEditor):
        return str(app.screen.query_one("#error", Static).render())
    return str(app.screen.query_one("#message", Static).render())


async def test_a_tiles_end_corrected_is_replayed_and_what_follows_rechecked(
    make_app: MakeApp,
) -> None:
    app = make_app(mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press(*KEYS)
        match = board(app).session.match
        assert match.log[1] == TilePlay("Boris", Tile(4, 5), L, 4)
        # Boris's 4:5 on the right instead: the 4 on the 2 leaves 5 (ends 1 | 5); Vera's 0:4
        # was laid on the right, which then needs a 1: refused, naming her tile, the third
        said = await edit_event(pilot, 1, end="right", outward="5")
        assert said == (
            "Not changed: round 1, event 3: 0:4 does not fit there: right shows 5 (needs 1)"
        )
        assert board(app).session.match.log[1] == TilePlay("Boris", Tile(4, 5), L, 4)
        # the tile itself: 3:5 on the left, the 5 on the 1 leaves 3 (ends 3 | 2); Vera's 0:4
        # still fits the 2. Each a move: Anna 0, Boris 1, Vera 1, as before
        said = await edit_event(pilot, 1, **{"play-tile": "3:5", "outward": "3"})
        assert said.startswith("Changed"), said
        match = board(app).session.match
        assert match.log[1] == TilePlay("Boris", Tile(3, 5), L, 3)
        assert match.table is not None and (match.table.line.left, match.table.line.right) == (
            3,
            0,
        )
        assert totals(app) == {"Anna": 0, "Boris": 1, "Vera": 1}


async def test_a_matadors_outward_half_corrected_opens_a_six(make_app: MakeApp) -> None:
    """Anna leads 1:2; Boris 0:6, a matador, across on the left with 0 outward: +10. Turned
    6 outward it leaves a six on that end: +10 and the open six +5 = 15 (RULES.md 6.5)."""
    app = make_app(mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "2", "0", "6", "left", "0")
        assert totals(app)["Boris"] == 10
        said = await edit_event(pilot, 1, outward="6")
        assert said.startswith("Changed"), said
        assert board(app).session.match.log[1] == TilePlay("Boris", Tile(0, 6), L, 6)
        assert totals(app)["Boris"] == 15
        said = await edit_event(pilot, 1, outward="4")
        assert said == "The half outward is one of 0:6's halves, or blank."
