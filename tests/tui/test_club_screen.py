"""Issue 15 item 2: the app's club screen, driven with Pilot on a real database: the event
picker, the round's tables and the standings, following another table's connection as it
records, the draw of the next round (asked first) and this machine's table's match started
from its assignment (as ``new --club-table`` does), each checked in the store.

Prices are RULES.md section 4's for six-matador-expert: a matador +10, the lead 0 (ruling 2).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableState
from scorekeeper.i18n import activate
from scorekeeper.model import Finish, Lead, Matador
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.screens.club import ClubScreen
from scorekeeper.tui.widgets.line_table import LineTable
from tests.pg.server import PgServer
from tests.ratings_waiting import CATCHING_UP, nothing_rates
from tests.tui.tui_helpers import settle
from tests.web.club_setup import Night, club_night, start_table


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    """Round 1 drawn (two tables of four), no table started: the app starts them."""
    made = club_night(tmp_path / "club.db", start=False)
    yield made
    made.store.close()


def app_on(night: Night, catalog: Catalog, settings: Settings) -> ScorekeeperApp:
    return ScorekeeperApp(catalog, settings, store=Store.open(night.store.path))


async def open_club(pilot: Pilot[None]) -> ClubScreen:
    """Home, Club night, the first event."""
    pilot.app.action_club()  # type: ignore[attr-defined]
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, ClubScreen)
    return screen


def rows(screen: ClubScreen, table: str) -> list[list[str]]:
    found = screen.query_one(table, LineTable)
    return [found.get_row_at(index) for index in range(found.row_count)]


async def test_the_club_night_is_on_the_home_screen(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        assert ("club", "Club night") in app.home_choices()
        await settle(pilot)
    assert app.store is not None
    app.store.close()


async def test_club_night_is_in_the_command_palette(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        commands = {command.title: command for command in app.get_system_commands(app.screen)}
        commands["Club night"].callback()
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ClubScreen)
        assert app.screen.board == night.board()  # the event's board as the store holds it
    assert app.store is not None
    app.store.close()


async def test_the_tables_and_standings_show_and_follow_another_table(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_club(pilot)
        tables = rows(screen, "#club-tables")
        assert [row[0] for row in tables] == ["1", "2"]
        assert all(row[1] == "waiting" for row in tables)
        assert night.seated(1)[0] in tables[0][2]
        session = start_table(night.store, night.board().tables[1].code)  # table 2's machine
        seated = night.seated(2)
        session.record(Lead(seated[0]))
        session.record(Matador(seated[1]))  # +10
        await pilot.pause(1.2)  # two polls of half a second
        tables = rows(screen, "#club-tables")
        assert tables[1][1] == "round 1"
        assert f"{seated[1]} 10" in tables[1][2]
        standings = rows(screen, "#club-standings")
        assert standings[0][1] == seated[1]  # the only points of the event so far
    assert app.store is not None
    app.store.close()


async def test_s_starts_this_machines_table_from_its_assignment(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_club(pilot)
        await pilot.press("down", "s")  # table 2
        await settle(pilot)
        await pilot.click("#accept")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        table = night.board().tables[1]
        assert table.state is TableState.PLAYING and table.match_id == app.screen.match_id
        assert app.screen.session.match.players == table.players
        assert night.board().tables[0].state is TableState.WAITING  # table 1 is not ours
    assert app.store is not None
    app.store.close()


async def test_a_started_table_is_refused_in_one_line(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    start_table(night.store, night.board().tables[0].code)  # started at its own machine
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_club(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert app.screen is screen  # nothing asked, nothing started
        assert "Table 1 has its match already." in str(screen.query_one("#message").render())
    assert app.store is not None
    app.store.close()


async def test_d_draws_the_next_round_after_asking(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    for table in night.board().tables:  # round 1 played to its end at both tables
        session = start_table(night.store, table.code)
        session.record(Finish())
    app = app_on(night, catalog, settings)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_club(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("escape")  # asked first: no, and nothing is drawn
        await settle(pilot)
        assert night.board().round == 1
        await pilot.press("d")
        await settle(pilot)
        await pilot.click("#accept")
        await settle(pilot)
        board = night.board()
        assert board.round == 2 and len(board.tables) == 2
        assert sorted(name for t in board.tables for name in t.players) == sorted(board.players)
        assert [row[1] for row in rows(screen, "#club-tables")] == ["waiting"] * 2
    assert app.store is not None
    app.store.close()


async def test_a_change_of_language_says_the_board_anew(
    night: Night, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(night, catalog, settings)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_club(pilot)
            await pilot.press("down")  # table 2 highlighted: kept through the change
            await app.change_language("ru")
            await settle(pilot)
            screen = app.screen  # type: ignore[assignment]
            assert isinstance(screen, ClubScreen)
            title = str(screen.query_one("#standings-title").render())
            assert any("а" <= char <= "я" for char in title.lower()), title
            assert screen.query_one("#club-tables", LineTable).cursor_row == 1
            assert rows(screen, "#club-tables")[0][1] == "ждёт"  # table 1 waits for its match
    finally:
        activate("en")
        assert app.store is not None
        app.store.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def either_night(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Night]:
    """As ``night``, on a file or on a database of its own on the session's real server."""
    if request.param == "sqlite":
        made = club_night(tmp_path / "club.db", start=False)
    else:
        server: PgServer = request.getfixturevalue("pg_server")
        made = club_night(server.fresh_url(), start=False)
    yield made
    made.store.close()


async def test_the_standings_say_ratings_are_caught_up_until_they_are(
    either_night: Night, catalog: Catalog, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23 item 2: another table's match finished and not rated yet (its app's settle
    never ran) is said after the standings' heading, and goes once a settle rates it (on a
    server, heard through the settle's notice: no match row changed)."""
    night = either_night
    app = ScorekeeperApp(catalog, settings, store=Store.open(night.store.target))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_club(pilot)
        title = screen.query_one("#standings-title")
        assert str(title.render()) == "Event standings"
        with nothing_rates(monkeypatch):
            session = start_table(night.store, night.board().tables[0].code)  # table 1's
            seated = night.seated(1)
            for entry in (Lead(seated[0]), Matador(seated[1]), Finish()):  # 0, +10, finished
                session.record(entry)
            await pilot.pause(1.2)  # two polls of half a second
            assert str(title.render()) == f"Event standings · {CATCHING_UP['en'][1]}"
        night.store.renew_claims()  # the next heartbeat settles
        await pilot.pause(1.2)
        assert str(title.render()) == "Event standings"
        assert rows(screen, "#club-standings")[0][-1] == "— (1)"  # rated once: too few to show
    assert app.store is not None
    app.store.close()
