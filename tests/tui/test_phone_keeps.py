"""Issue 26: the phone at the table keeps the score through the app's own entry address. A tap
goes through the board's own session (``AppKeeper``), shows on the board at once and is in the
store; while the phone keeps the score the board refuses the keys that record and says who
keeps it; ``k`` takes the keeping back after asking. Prices: RULES.md section 4,
six-matador-expert: a round's first tile is its lead and earns 0 (ruling 2), a matador +10, a
pass -6, a tile that makes the sum +1."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board.entry_keeper import AppKeeper
from scorekeeper.tui.screens.dialogs import Confirm
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.tui.tui_helpers import board

PLAYERS = ("Anna", "Boris", "Vera")
PHONE = "device-anna-0001"


@pytest.fixture
def stored_app(catalog: Catalog, tmp_path: Path) -> ScorekeeperApp:
    request = NewMatchRequest(PLAYERS, "six-matador-expert", None, None)
    settings = Settings.load(tmp_path / "settings.json")
    store = Store.open(tmp_path / "matches.db")
    return ScorekeeperApp(catalog, settings, start=Start(request), store=store)


def keeper_of(app: ScorekeeperApp) -> AppKeeper:
    return AppKeeper(app, app._board, host="host-1")  # the board the app finds, as its view


def line(app: ScorekeeperApp, selector: str) -> str:
    return str(board(app).query_one(selector, Static).render())


async def test_a_tap_from_the_phone_shows_on_the_board_and_is_in_the_store(
    stored_app: ScorekeeperApp, tmp_path: Path
) -> None:
    app = stored_app
    async with app.run_test(size=(100, 30)) as pilot:
        keeper = keeper_of(app)
        kept, answer = keeper.claim(PHONE, "Anna's phone", take_over=False)
        assert not kept and answer["who"] == "the terminal at host-1"  # asked first, on the page
        kept, pad = keeper.claim(PHONE, "Anna's phone", take_over=True)
        assert kept and pad["keeper"] == {"you": True, "who": "Anna's phone"}
        ok, lead = keeper.tap(PHONE, {"id": "tap-1", "do": "tile"})  # Anna leads: 0
        assert ok and lead["kept"] and lead["pad"]["revision"] == 1
        ok, matador = keeper.tap(PHONE, {"id": "tap-2", "do": "matador"})  # Boris: +10
        assert ok and matador["kept"] and matador["refusal"] is None
        await pilot.pause()
        shown = board(app)
        assert shown.view.totals == (0, 10, 0)  # the board redrew from the phone's taps
        assert shown.current == 2  # Vera's turn, on the board and on the phone's pad alike
        assert [seat["turn"] for seat in matador["pad"]["seats"]] == [False, False, True]
        assert "Anna's phone keeps the score" in line(app, "#keeper")
        with Store.open(tmp_path / "matches.db", read_only=True) as other:
            assert other.load_match(shown.match_id or 0).match.totals == [0, 10, 0]
        ok, again = keeper.tap(PHONE, {"id": "tap-2", "do": "matador"})  # sent twice
        assert again["again"] and board(app).session.match.totals == [0, 10, 0]


async def test_while_the_phone_keeps_it_the_board_refuses_keys_and_says_who(
    stored_app: ScorekeeperApp,
) -> None:
    app = stored_app
    async with app.run_test(size=(100, 30)) as pilot:
        keeper = keeper_of(app)
        keeper.claim(PHONE, "Anna's phone", take_over=True)
        await pilot.pause()
        await pilot.press("space", "u")  # a tile and an undo, from the terminal: refused
        shown = board(app)
        assert shown.session.match.entry_count == 0
        said = shown.query_one(MessageLine)
        assert said.erring and said.said.startswith("Anna's phone keeps the score")
        assert shown.check_action("tile", ()) is False  # not offered, in the footer either
        assert shown.check_action("keep_here", ()) is True
        kept, other = keeper.claim("device-boris-02", "Boris's phone", take_over=False)
        assert not kept and other["who"] == "Anna's phone"
        kept, refused = keeper.tap("device-boris-02", {"id": "b-1", "do": "tile"})
        assert not kept and refused["who"] == "Anna's phone"
        assert shown.session.match.entry_count == 0  # nothing changed


async def test_keep_here_takes_the_keeping_back_after_asking(stored_app: ScorekeeperApp) -> None:
    app = stored_app
    async with app.run_test(size=(100, 30)) as pilot:
        keeper = keeper_of(app)
        app.web_view.keeper = keeper  # as the table display's start leaves it
        keeper.claim(PHONE, "Anna's phone", take_over=True)
        keeper.tap(PHONE, {"id": "tap-1", "do": "tile"})  # Anna leads: 0
        await pilot.pause()
        await pilot.press("k")
        assert isinstance(app.screen, Confirm)
        await pilot.press("escape")  # not now: the phone still keeps it
        assert board(app).kept_by == "Anna's phone"
        await pilot.press("k")
        await pilot.click("#accept")
        await pilot.pause()
        shown = board(app)
        assert shown.kept_by is None and keeper.phones.device is None
        assert line(app, "#keeper") == ""
        kept, answer = keeper.tap(PHONE, {"id": "tap-2", "do": "matador"})
        assert not kept and answer["who"] == "the terminal at host-1"  # the phone is a view
        await pilot.press("m")  # Boris, from the terminal: +10
        assert shown.session.match.totals == [0, 10, 0]
