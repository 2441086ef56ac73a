"""Issue 20 item 3, as the app sees a server that is slow or gone: the history, the statistics
and the club night ask the backend off the app's thread, so the screen stays to hand (a key is
handled while the server keeps the answer), keeps what it showed, says it is waiting, says in
one line that the server does not answer, and shows the data once the server is back, without
a key pressed. Real servers (``own_server``: stopped and started mid-test).

Prices: RULES.md section 4's for six-matador-expert, a matador +10 and the lead 0 (ruling 2).
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, LogEntry, Matador, Match, Mode
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.club import ClubScreen
from scorekeeper.tui.widgets.line_table import LineTable
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.pg.server import PgServer

AWAY = "cannot reach the database server"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.load(tmp_path / "settings.json")


@pytest.fixture
def url(running: PgServer, catalog: Catalog) -> str:
    """A database with two matches: Anna, Boris and Vera's (Boris 10), Dora and Emil's."""
    address = running.fresh_url()
    with Store.open(address) as store:
        played: list[tuple[list[str], list[LogEntry]]] = [
            (["Anna", "Boris", "Vera"], [Lead("Anna"), Matador("Boris")]),
            (["Dora", "Emil"], [Lead("Dora")]),
        ]
        for players, events in played:
            match = Match(players, catalog.get("six-matador-expert"))
            for event in events:
                match.record(event)
            store.create_match(match)
    return address


def _said(app: ScorekeeperApp) -> str:
    lines = app.screen.query(MessageLine)  # none while the screen is still being put up
    return lines.first().said if lines else ""


def _rows(app: ScorekeeperApp, table: str) -> int:
    tables = app.screen.query(table).results(LineTable)
    return sum(found.row_count for found in tables)


async def _until(pilot: Pilot[None], done: Callable[[], object], seconds: float = 20) -> None:
    for _ in range(int(seconds / 0.1)):
        if done():
            return
        await pilot.pause(0.1)
    raise AssertionError("the screen never showed it")


@pytest.mark.parametrize(("action", "table"), [("history", "#matches"), ("stats", "#players")])
async def test_a_server_gone_is_said_and_its_data_shows_once_it_is_back(
    running: PgServer,
    url: str,
    catalog: Catalog,
    settings: Settings,
    action: str,
    table: str,
) -> None:
    store = Store.open(url)
    assert store.claim(1)  # this machine kept Anna's match: home asks the server about it
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await asyncio.to_thread(running.stop)
        await app.run_action(action)
        await _until(pilot, lambda: AWAY in _said(app))
        assert "the server does not answer" in _said(app)
        assert _rows(app, table) == 0  # nothing read, nothing made up
        await pilot.press("slash", "D")  # the app is to hand: the keys reach the filter
        assert app.screen.query_one("#player-filter", Input).value == "D"
        await pilot.press("backspace")
        await asyncio.to_thread(running.start)
        await _until(pilot, lambda: _rows(app, table) > 0)  # asked again, no key pressed
        assert AWAY not in _said(app)
        # the history: both matches; the statistics: the five players
        assert _rows(app, table) == (2 if action == "history" else 5)
        await pilot.press("escape", "escape")  # home: its resume offer asks the app's store,
        await pilot.pause()  # whose connection the restart cut: said, and the home screen shows
        assert app.screen.name == "home"
        assert any(AWAY in note.message for note in app._notifications)
    assert app.store is not None
    app.store.close()


async def test_a_slow_server_leaves_the_screen_to_hand_showing_what_it_showed(
    running: PgServer, url: str, catalog: Catalog, settings: Settings
) -> None:
    app = ScorekeeperApp(catalog, settings, store=Store.open(url))
    async with app.run_test(size=(100, 30)) as pilot:
        await app.run_action("history")
        await _until(pilot, lambda: _rows(app, "#matches") == 2)
        with psycopg.connect(url) as holder:  # a transaction that keeps every reader waiting
            holder.execute("LOCK TABLE matches IN ACCESS EXCLUSIVE MODE")
            await pilot.press("slash", *"Dora")  # each key asks for the filtered list anew
            await _until(pilot, lambda: _said(app) == "Reading the database…")
            assert app.screen.query_one("#player-filter", Input).value == "Dora"
            assert _rows(app, "#matches") == 2  # what was shown stays while the server waits
            holder.rollback()  # the server answers
        await _until(pilot, lambda: _rows(app, "#matches") == 1)
        assert _said(app) == "1 of 1 match"
    assert app.store is not None
    app.store.close()


async def test_the_club_board_says_the_server_is_gone_and_follows_it_back(
    running: PgServer, url: str, catalog: Catalog, settings: Settings
) -> None:
    with Store.open(url) as organiser:
        day = dt.date(2026, 12, 4)
        event = organiser.club.create_event("Friday", "six-matador-expert", Mode.ONE_KEY, day)
        organiser.club.register(event.id, ["Anna", "Boris", "Vera", "Gleb"])
        organiser.club.draw(event.id, seed=7)
    app = ScorekeeperApp(catalog, settings, store=Store.open(url))
    async with app.run_test(size=(100, 30)) as pilot:
        await app.run_action("club")
        await _until(pilot, lambda: _rows(app, "#events") == 1)
        await pilot.press("enter")
        await _until(pilot, lambda: isinstance(app.screen, ClubScreen) and app.screen.board)
        assert _rows(app, "#club-tables") == 1  # one table of four
        await asyncio.to_thread(running.stop)
        await _until(pilot, lambda: AWAY in _said(app))  # the next poll says so
        assert _rows(app, "#club-tables") == 1  # the board as it was, still shown
        await asyncio.to_thread(running.start)
        await _until(pilot, lambda: AWAY not in _said(app))  # a poll answered: back
        assert isinstance(app.screen, ClubScreen) and app.screen.board is not None
        assert app.screen.board.event.name == "Friday"
    assert app.store is not None
    app.store.close()
