"""Issue 23 item 2 on the hall's event board, in a real Chromium, on SQLite and on a real
PostgreSQL server: a table's finished match that nothing has rated yet is said under the
standings, in the club screen's words, and the note goes from the open page by itself (no
reload) once a settle rates it; the rating column follows.

Prices: six-matador-expert, a matador +10 and the lead 0 (RULES.md section 4, ruling 2).
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, expect

from scorekeeper.model import Finish, Lead, Matador
from scorekeeper.store import DbTarget
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.ratings_waiting import CATCHING_UP, nothing_rates
from tests.web.club_setup import Night, club_night


@pytest_asyncio.fixture(loop_scope="session")
async def night(club_db: DbTarget) -> AsyncIterator[tuple[Night, str]]:
    """The night and its board's address."""
    night = club_night(club_db)
    server = TableServer(night.store.target)  # a server's address with its password
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    yield night, f"{address.url}club/{night.event_id}"
    await server.stop()
    night.store.close()


async def test_the_board_says_ratings_are_caught_up_until_they_are(
    browser: Browser, night: tuple[Night, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club, url = night
    page = await browser.new_page()
    await page.goto(url)
    await page.evaluate("window.notReloaded = true")  # gone if the page were loaded again
    standings = page.locator("#standings")
    await expect(standings.locator("tbody tr")).to_have_count(8)
    note = standings.locator(".note.catching-up")
    await expect(note).to_have_count(0)  # nothing finished: nothing to catch up
    one = club.seated(1)
    with nothing_rates(monkeypatch):
        for entry in (Lead(one[0]), Matador(one[1]), Finish()):  # 0, +10, then finished
            club.sessions[1].record(entry)
        await expect(note).to_have_text(CATCHING_UP["en"][1])  # through the stream
        # no rating column yet: none of the eight has a rated match
        await expect(standings.locator("thead th")).not_to_contain_text(["Rating"])
    club.store.renew_claims()  # the next heartbeat settles: table 1's match rated
    await expect(note).to_have_count(0)
    # table 1's four players rated once each, too few to show a value
    await expect(standings.locator("thead th").last).to_have_text("Rating")
    await expect(standings.locator("tbody tr td:last-child", has_text="— (1)")).to_have_count(4)
    assert await page.evaluate("window.notReloaded") is True
