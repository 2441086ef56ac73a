"""Issue 26: the app's match taken over by another scorekeeper (``scorekeeper serve`` keeping
for a phone takes the match's lease). Here the other one is a second ``Store`` on the same
SQLite file, with a lease of its own: the app's next key is refused by the store, the board
says who keeps the score now, offers no key that records, follows the other's entries live,
and ``k`` takes the lease back (after asking) with the match read again as stored. Prices:
RULES.md section 4, six-matador-expert: the lead 0 (ruling 2), a matador +10, a pass -6."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.model import Matador, Pass
from scorekeeper.settings import Settings
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.tui.tui_helpers import board

PLAYERS = ("Anna", "Boris", "Vera")


async def until(pilot: Pilot[None], done: Callable[[], bool]) -> bool:
    """Let the app run (its poll of the store, on the library's thread) until ``done``."""
    for _ in range(200):
        if done():
            return True
        await pilot.pause(0.05)
    return done()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "matches.db"


@pytest.fixture
def app(catalog: Catalog, tmp_path: Path, db: Path) -> ScorekeeperApp:
    request = NewMatchRequest(PLAYERS, "six-matador-expert", None, None)
    settings = Settings.load(tmp_path / "settings.json")
    return ScorekeeperApp(catalog, settings, start=Start(request), store=Store.open(db))


async def test_the_board_follows_the_other_keeper_and_takes_the_match_back(
    app: ScorekeeperApp, db: Path
) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("space")  # Anna leads: 0
        match_id = board(app).match_id
        assert match_id is not None
        with Store.open(db) as other:
            assert other.claim(match_id, force=True)  # the phone's server takes it over
            elsewhere = other.load_session(match_id)
            elsewhere.record(Matador("Boris"))  # +10
            await pilot.press("p")  # the app's next key: refused by the store
            shown = board(app)
            who = f"scorekeeper on {socket.gethostname()} (process {os.getpid()})"
            assert await until(pilot, lambda: board(app).kept_by == who)
            assert await until(pilot, lambda: board(app).session.match.totals == [0, 10, 0])
            elsewhere.record(Pass("Vera"))  # -6: the board follows it live
            assert await until(pilot, lambda: board(app).session.match.totals == [0, 10, -6])
            await pilot.press("space")  # still a view: refused, and says who keeps it
            said = shown.query_one(MessageLine).said
            assert said.startswith(who + " keeps the score")
            assert board(app).session.match.entry_count == 3
            await pilot.press("k")
            await pilot.click("#accept")
            assert await until(pilot, lambda: board(app).kept_by is None)
            await pilot.press("m")  # Anna's matador, kept here again: +10
            assert board(app).session.match.totals == [10, 10, -6]
            with pytest.raises(StoreError):  # the other's next entry is refused in its turn
                elsewhere.record(Pass("Boris"))
        with Store.open(db, read_only=True) as reading:
            assert reading.load_match(match_id).match.totals == [10, 10, -6]


async def test_a_take_over_shows_on_the_board_without_a_key(
    app: ScorekeeperApp, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The board looks at the match's lease while it keeps it (``LEASE_LOOK_SECONDS``, made
    short here): a phone's server taking the match over turns it into a view at once, with no
    key refused first; its own lease, looked at many times, never does."""
    from scorekeeper.tui.board import keeping

    monkeypatch.setattr(keeping, "LEASE_LOOK_SECONDS", 0.05)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("space")  # Anna leads: 0
        match_id = board(app).match_id
        assert match_id is not None
        await pilot.pause(0.5)  # ten looks at its own lease
        assert board(app).kept_by is None
        await pilot.press("m")  # Boris's matador, kept here: +10
        assert board(app).session.match.totals == [0, 10, 0]
        with Store.open(db) as other:
            assert other.claim(match_id, force=True)  # the phone's server takes it over
            who = f"scorekeeper on {socket.gethostname()} (process {os.getpid()})"
            assert await until(pilot, lambda: board(app).kept_by == who)
            other.load_session(match_id).record(Pass("Vera"))  # -6, followed live
            assert await until(pilot, lambda: board(app).session.match.totals == [0, 10, -6])


async def test_a_database_moved_away_is_not_made_again_empty_where_it_was(
    app: ScorekeeperApp, db: Path
) -> None:
    """The file moved before the board first looks at the lease (``LEASE_LOOK_SECONDS`` after
    the start, on the library's own connection, opened then): the board says it is not there
    any more, in one line naming it, and no new, empty database is made at the old path
    (SQLite would make one: a view started then would show an empty library, and the user's
    file would look lost). The file's own side files are SQLite's, left as they are."""
    async with app.run_test(size=(100, 30)) as pilot:
        db.rename(db.with_name("moved.db"))
        line = board(app).query_one(MessageLine)
        assert await until(pilot, lambda: "not there any more" in line.said)
        assert line.said == (
            f"{db}: the database is not there any more (moved or deleted while the app had it open)"
        )
        assert not db.exists()
