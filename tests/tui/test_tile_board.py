"""The tile board, driven by its keys (Pilot): tiles typed as halves, the questions it asks with
their prices in the footer, refusals in one line, draws, passes, going out, a provable block.

Every number is worked out by hand from RULES.md sections 4 and 6 (arithmetic in comments).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Label, Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Draw, End, Match, Mode, Pass, RoundEnd, Tile, TilePlay
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board.tiles import TileBoardScreen
from scorekeeper.tui.screens.round_end import RoundEndScreen
from tests.tui.tui_helpers import MakeApp, board, totals

EXPERT, CLASSIC, PIPS = "six-matador-expert", "matador-classic", "matador-pips"
TWO = ("Anna", "Boris")


def message(app: ScorekeeperApp) -> str:
    return str(board(app).query_one("#message", Static).render())


def footer(app: ScorekeeperApp) -> dict[str, str]:
    """What the footer shows now: each shown key with its label."""
    shown = app.screen.active_bindings.values()
    return {
        active.binding.key_display or active.binding.key: active.binding.description
        for active in shown
        if active.binding.show
    }


def tile_board(app: ScorekeeperApp) -> TileBoardScreen:
    screen = board(app)
    assert isinstance(screen, TileBoardScreen)
    return screen


async def test_six_matador_tiles_asked_priced_refused_and_undone(make_app: MakeApp) -> None:
    app = make_app(EXPERT, mode=Mode.TILES)
    async with app.run_test(size=(120, 40)) as pilot:  # wide enough for the footer's words
        match = board(app).session.match
        await pilot.press("2", "4")  # Anna leads 2:4, a matador: 10, no sum (ruling 2)
        assert match.log == [TilePlay("Anna", Tile(2, 4))]
        # the lead's low half is the left end: 2 left, 4 right; a matador is across
        shown = tile_board(app).view.table
        assert shown is not None and (shown.left, shown.right) == (2, 4)
        await pilot.press("1", "5")  # Boris: 1:5, a matador, wild on either end
        # each end named by its number (issue 22 item 7): 2 at the left, 4 at the right
        assert footer(app)["←"] == "left 2 +10" and footer(app)["→"] == "right 4 +10"
        await pilot.press("right")  # then which half faces outward (matador_leaves = half)
        assert footer(app)["1"] == "outward +10" and footer(app)["5"] == "outward +10"
        assert "0-6" not in footer(app)  # the digits answer now
        await pilot.press("5")  # right end shows 5; +10 across, no six
        assert match.log[-1] == TilePlay("Boris", Tile(1, 5), End.RIGHT, 5)
        await pilot.press("3", "6")  # Vera: 3:6 needs a 4 on the left or a 1 on the right
        assert message(app) == "3:6 fits no end: left shows 2 (needs 4), right shows 5 (needs 1)"
        assert match.entry_count == 2  # nothing recorded
        await pilot.press("1", "6")  # the 1 touches the right 5 (1 + 5 = 6), leaves 6
        # a move +1, and it leaves a six on that end: +5 (RULES.md 6.5) = +6
        assert totals(app) == {"Anna": 10, "Boris": 10, "Vera": 6}
        assert match.log[-1] == TilePlay("Vera", Tile(1, 6), End.RIGHT, 6)
        await pilot.press("u")  # undo gives Vera her turn back
        assert totals(app)["Vera"] == 0 and board(app).current == 2
        await pilot.press("ctrl+y")
        assert totals(app)["Vera"] == 6 and board(app).current == 0  # Anna's turn again


async def test_typing_can_be_cancelled_and_seats_picked_with_s(make_app: MakeApp) -> None:
    app = make_app(EXPERT, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("2")
        assert "Anna lays 2:_" in tile_board(app).view.prompt
        await pilot.press("escape")
        assert tile_board(app).view.prompt == ""
        await pilot.press("7")
        assert message(app) == "A half shows 0 to 6 pips: there is no 7."
        await pilot.press("s")
        assert footer(app)["1-3"] == "player"  # the seats' numbers, for three players
        await pilot.press("3")
        assert board(app).current == 2  # Vera
        await pilot.press("s", "4")
        assert message(app) == "There is no player 4: this match has 3 players."
        assert board(app).session.match.entry_count == 0


async def test_going_out_ends_the_round_at_once(make_app: MakeApp) -> None:
    """Anna lays all six tiles of her hand (six-matador-expert deals 6 to each of two players);
    Boris passes each time (draw = none: a pass needs no question)."""
    app = make_app(EXPERT, players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        match = board(app).session.match
        await pilot.press("1", "2", "p")  # lead 1:2: ends 1 and 2; 0 points; Boris -6
        await pilot.press("0", "0", "left", "p")  # the soap across on 1, leaves 0: +10; -6
        await pilot.press("0", "6", "right", "6", "p")  # across on 2, 6 outward: 10 + 5; -6
        await pilot.press("1", "5", "left", "5", "p")  # across on the blank, 5 out: +10; -6
        await pilot.press("2", "4", "left", "4", "p")  # across on 5, 4 outward: +10; -6
        assert match.table is not None and match.table.holds("Anna") == 1
        await pilot.press("3", "3", "right")  # her last tile, across on the 6: +10, and out
        # Anna 0 + 10 + 15 + 10 + 10 + 10 = 55; Boris five passes at -6 with debts = -30
        assert totals(app) == {"Anna": 55, "Boris": -30}
        assert match.rounds[0].end == RoundEnd("Anna")
        assert match.round_in_progress is None
        assert board(app).current == 0  # who went out leads the next round
        assert message(app) == "Anna went out: the round is over."
        await pilot.press("u")  # one undo takes the tile and the round end back
        assert match.round_in_progress is not None and totals(app)["Anna"] == 45


async def test_matador_classic_asks_across_or_lengthwise_draws_and_asks_before_a_pass(
    make_app: MakeApp,
) -> None:
    app = make_app(CLASSIC, players=TWO, mode=Mode.TILES)
    async with app.run_test(size=(120, 40)) as pilot:  # wide enough for the footer's words
        match = board(app).session.match
        await pilot.press("1", "6")  # a matador: across (10) or lengthwise (an ordinary lead, 0)
        assert footer(app)["m"] == "across +10" and footer(app)["-"] == "lengthwise 0"
        await pilot.press("m")  # across: both ends take only the soap now (soap rule)
        assert totals(app) == {"Anna": 10, "Boris": 0}
        await pilot.press("3", "4")
        assert message(app) == (
            "3:4 fits no end: left takes only the soap, right takes only the soap"
        )
        await pilot.press("d")  # Boris draws: the stock 28 - 2 x 7 = 14 goes to 13
        assert match.table is not None and (match.table.stock, match.table.holds("Boris")) == (
            13,
            8,
        )
        assert board(app).current == 1  # a draw leaves the turn with Boris
        await pilot.press("p")  # draw = until-fits with 13 in the stock: asked first
        assert "The stock holds 13 tiles" in str(app.screen.query_one(Label).render())
        await pilot.press("enter")
        assert match.log[-2:] == [Draw("Boris"), Pass("Boris")]


async def test_a_soap_chain_ends_in_a_provable_block(make_app: MakeApp) -> None:
    """Matador (classic): 1:6 across leaves both ends to the soap; the soap leaves a blank; 2:5
    across the blank leaves the soap's end again, and the soap is laid: no tile can join. The
    round closes with that tile (RULES.md 6.8); the dialog asks only who leads next."""
    app = make_app(CLASSIC, players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        await pilot.press("1", "6", "m")  # Anna +10
        await pilot.press("0", "0")  # Boris, the soap: both ends alike, no question; +10
        await pilot.press("2", "5")  # Anna: only across on the blank (no sum with 0): +10
        await pilot.pause()
        match = board(app).session.match
        assert match.rounds[0].end == RoundEnd(None) and match.round_in_progress is None
        assert isinstance(app.screen, RoundEndScreen)  # who leads next, blocked chosen
        assert message(app) == "Blocked: no tile left in the set can join either end. Round over."
        await pilot.press("ctrl+s")
        assert match.entry_count == 3  # the end the tile made is not recorded again
        assert totals(app) == {"Anna": 20, "Boris": 10}


async def test_a_pip_round_waits_for_the_pips_of_the_other_hand(make_app: MakeApp) -> None:
    """Matador (Polish, pips), two players with seven tiles each: Anna lays 1:1, 6:6, 1:2, 5:5,
    2:3, 4:4, 3:5, each joining the left end by seven (none is a matador); Boris passes, asked
    each time (13 or 14 tiles in the stock under until-fits)."""
    app = make_app(PIPS, players=TWO, mode=Mode.TILES)
    async with app.run_test() as pilot:
        for number, halves in enumerate(("11", "66", "12", "55", "23", "44", "35")):
            await pilot.press(*halves)
            if number < 6:
                await pilot.press("p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)  # Anna went out, already chosen
        await pilot.press(*"40", "ctrl+s")  # Boris's seven tiles hold 40 pips
        match = board(app).session.match
        assert match.rounds[0].end == RoundEnd("Anna", {"Boris": 40})
        assert totals(app) == {"Anna": 40, "Boris": 0}  # ruling 7: the others' pips


@pytest.mark.parametrize("preset", [CLASSIC, PIPS])
async def test_a_blocked_match_resumed_offers_its_round_end_where_it_waits(
    tmp_path: Path, catalog: Catalog, settings: Settings, preset: str
) -> None:
    """The soap chain of test_a_soap_chain_ends_in_a_provable_block, stored and then resumed:
    under pips the round waits for its pips, and the board says the line is blocked and offers
    the round end again; under classic the block closed the round, which stays closed."""
    match = Match(TWO, catalog.presets[preset], mode=Mode.TILES)
    for play in (
        TilePlay("Anna", Tile(1, 6)),
        TilePlay("Boris", Tile(0, 0), End.LEFT, 0),
        TilePlay("Anna", Tile(2, 5), End.LEFT),
    ):
        match.record(play)
    with Store.open(tmp_path / "scores.db") as store:
        store.create_match(match)
    store = Store.open(tmp_path / "scores.db")
    app = ScorekeeperApp(catalog, settings, start=Start(resume=True), store=store)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            kept = board(app).session.match
            if preset == PIPS:
                assert isinstance(app.screen, RoundEndScreen)
                assert message(app) == "Blocked: no tile left in the set can join either end."
            else:
                assert isinstance(app.screen, TileBoardScreen)
                assert kept.rounds[0].end == RoundEnd(None) and kept.round_in_progress is None
    finally:
        store.close()


async def test_help_lists_the_tile_boards_keys_and_the_language_switch_keeps_the_board(
    make_app: MakeApp,
) -> None:
    app = make_app(CLASSIC, players=TWO, mode=Mode.TILES)
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.press("question_mark")
        keys = app.screen.query_one("#keys", DataTable)
        first_column = [str(keys.get_row_at(row)[0]) for row in range(keys.row_count)]
        assert "0, 1, 2, 3, 4, 5, 6" in first_column and "d" in first_column
        assert "s" in first_column and "m" in first_column and "space" not in first_column
        await pilot.press("escape", "1")
        await app.change_language("ru")
        await pilot.pause()
        assert isinstance(app.screen, TileBoardScreen)
        await pilot.press("6", "m")  # the board works on in Russian: 1:6 across
        assert totals(app) == {"Anna": 10, "Boris": 0}
        await app.change_language("en")
