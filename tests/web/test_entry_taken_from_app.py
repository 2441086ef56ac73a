"""Issue 26 item 3 with a second process: the app keeps a stored match; ``scorekeeper serve`` (a
real child process) gives out its entry address, and a phone takes the keeping over from the
terminal. The app's next key is refused by the store, its board says who keeps the score now
and follows the phone's taps live; ``k`` takes the match back (after asking), and the phone's
next tap is then refused with the terminal as who keeps it.

The match (``stored``): Anna and Boris under six-matador-expert, Anna's lead (0, ruling 2) and
Boris's matador (+10) already kept. Then Anna passes (-6: "crosses out 6"), Boris lays a tile
that makes the sum (+1) and Anna a matador (+10), RULES.md sections 1 and 4."""

from __future__ import annotations

import asyncio
import socket
import subprocess
from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from tests.tui.tui_helpers import board, settle
from tests.web.entry_phone import Phone
from tests.web.test_serve_command import ENTRY, free_port, start


async def until(pilot: Pilot[None], done: Callable[[], bool]) -> bool:
    for _ in range(300):
        if done():
            return True
        await pilot.pause(0.05)
    return done()


async def test_the_app_follows_a_phone_kept_by_serve_and_takes_the_match_back(
    serve: list[subprocess.Popen[str]], stored: Path, catalog: Catalog, tmp_path: Path
) -> None:
    with Store.open(stored, read_only=True) as reading:
        match_id = reading.last_match_id()
    assert match_id is not None
    settings = Settings.load(tmp_path / "settings.json")
    app = ScorekeeperApp(
        catalog, settings, start=Start(match_id=match_id), store=Store.open(stored)
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert board(app).match_id == match_id  # the app holds the match's lease
        child = start(serve, stored, "--match", str(match_id), "--port", str(free_port()))
        assert child.stdout is not None
        await asyncio.to_thread(child.stdout.readline)  # the view's address
        found = ENTRY.match((await asyncio.to_thread(child.stdout.readline)).rstrip("\n"))
        assert found
        phone = Phone(found.group(1), "anna-phone-7")
        asked = await phone.claim("Anna's phone")
        assert asked.status == 409  # the terminal keeps it: the page asks first
        assert (await phone.claim("Anna's phone", take_over=True)).status == 200
        assert (await phone.tap("t-1", "pass")).json()["kept"]  # Anna: -6
        await pilot.press("space")  # the app's next key: refused by the store
        who = f"scorekeeper on {socket.gethostname()} (process {child.pid})"
        assert await until(pilot, lambda: board(app).kept_by == who)
        assert await until(pilot, lambda: board(app).session.match.totals == [-6, 10])
        assert (await phone.tap("t-2", "tile")).json()["kept"]  # Boris: +1
        assert await until(pilot, lambda: board(app).session.match.totals == [-6, 11])
        assert board(app).check_action("matador", ()) is False  # a view offers no such key
        await pilot.press("k")
        await pilot.click("#accept")
        assert await until(pilot, lambda: board(app).kept_by is None)
        await pilot.press("m")  # Anna's matador, kept on the terminal again: +10
        assert board(app).session.match.totals == [4, 11]
        refused = await phone.tap("t-3", "pass")
        assert refused.status == 409
        assert refused.json()["who"] == f"the terminal at {socket.gethostname()}"
    with Store.open(stored, read_only=True) as reading:
        assert reading.load_match(match_id).match.totals == [4, 11]
