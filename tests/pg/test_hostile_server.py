"""Issue 21 item 1 on a PostgreSQL server: what the server says reaches the screen escaped. A
trigger that refuses every entry with terminal controls in its message (as a stranger with
rights on the club's database could add), and the path of the file a match is rescued into
when the server is gone (a data folder whose name holds OSC 0): the board's line, the "Not
saved" notice and the quit question show them as escapes, and Textual's output holds none.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import psycopg
import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Match
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.text import escape
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.dialogs import Confirm
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.hostile_data import FOLDER, OSC, leaks
from tests.pg.server import PgServer
from tests.tui.recording import recording
from tests.tui.tui_helpers import board, settle

PLAYERS = ("Anna", "Boris", "Vera")
REFUSAL = "refused" + OSC + "\x9b2J\u202e\x1b[2J"  # what the trigger says
TRIGGER = """
CREATE FUNCTION hostile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '%', 'refused' || chr(27) || ']0;PWNED' || chr(7) || chr(27)
        || ']52;c;SGVsbG8=' || chr(7) || chr(155) || '2J' || chr(8238) || chr(27) || '[2J';
END $$;
CREATE TRIGGER hostile BEFORE INSERT ON entries FOR EACH ROW EXECUTE FUNCTION hostile();
"""


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.load(tmp_path / "settings.json")


def _stored(url: str, catalog: Catalog) -> int:
    with Store.open(url) as store:
        return store.create_match(Match(PLAYERS, catalog.get("six-matador-expert")))


async def _notices(pilot: Pilot[None]) -> list[str]:
    await settle(pilot)
    return [notice.message for notice in pilot.app._notifications]


async def test_a_server_message_with_terminal_controls_is_shown_escaped(
    pg_server: PgServer, catalog: Catalog, settings: Settings
) -> None:
    url = pg_server.fresh_url()
    match_id = _stored(url, catalog)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(TRIGGER.encode())
    store = Store.open(url)
    app = ScorekeeperApp(catalog, settings, start=Start(match_id=match_id), store=store)
    written = recording(app)
    try:
        async with app.run_test(headless=False, notifications=True) as pilot:
            await settle(pilot)
            await pilot.press("space")  # Anna leads: the server refuses the entry
            notices = await _notices(pilot)
            await pilot.pause(0.2)
            said = board(app).query_one(MessageLine).said
            assert board(app).session.match.log == []  # refused, not kept
    finally:
        store.close()
    assert escape(REFUSAL) in said  # the board's line: the server's words, escaped
    assert any(escape(REFUSAL) in notice for notice in notices)  # "Not saved", whole
    assert not leaks("".join(written))


async def test_the_file_a_match_is_rescued_into_is_named_escaped(
    running: PgServer,
    catalog: Catalog,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    data = tmp_path / FOLDER  # platformdirs' data folder, under a name that holds OSC 0
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    url = running.fresh_url()
    match_id = _stored(url, catalog)
    store = Store.open(url)
    app = ScorekeeperApp(catalog, settings, start=Start(match_id=match_id), store=store)
    written = recording(app)
    try:
        async with app.run_test(headless=False, notifications=True) as pilot:
            await settle(pilot)
            await asyncio.to_thread(running.stop)
            await pilot.press("space")  # kept here: the server is gone
            await pilot.press("q")
            await settle(pilot)
            await pilot.pause(0.2)
            assert isinstance(app.screen, Confirm), "quitting asks while a change waits"
            question = str(app.screen.query_one(".dialog-title").render())
            assert board(app).session.match.log == [Lead("Anna")]
    finally:
        await asyncio.to_thread(running.start)
        store.close()
    (kept,) = data.rglob("unsaved-match-*.json")
    assert escape(str(kept)) in question.replace("\n", "")  # the path, escaped, and whole
    assert not leaks("".join(written))
