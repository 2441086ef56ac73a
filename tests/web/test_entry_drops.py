"""Issue 26 item 6: random taps on the phone's page through random network drops store exactly
what the same facts typed in the app store.

Each seed taps a random sequence on the real page (Chromium, phone emulation) against the real
server and its SQLite store, while the Wi-Fi drops at random (``context.set_offline``: the taps
wait on the phone) and some answers are lost on the way back (the server applied the tap, the
phone never heard: it sends the same id again). What the store holds at the end is compared
with the same facts recorded through the app's own key records (``TableAction.records``, the
entries the scoreboard's keys make) and its session's undo and redo: the same log and the
same redo chain, each tap once. While offline the page offers only what it knew last, so the
sequence taps undo, redo and the open six only while online; facts (tile, matador, pass) at
any time. Prices do not enter: six-matador-expert's entries are compared as entries.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, Route, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.tui.keys.actions import SCOREBOARD_ACTIONS
from tests.web.entry_browser import PLAYERS, phone, served

KEYS = {action.name: action for action in SCOREBOARD_ACTIONS if action.records is not None}
BUTTONS = {"tile": "tile", "matador": "matador", "pass": "pass", "open_six": "six"}
ALWAYS = ["tile", "matador", "pass"]  # legal at any time of a round in one-key mode
ONLINE_TOO = ["open_six", "undo", "redo"]  # only where the page's pad is the store's


def typed_in_the_app(catalog: Catalog, taps: list[str]) -> MatchSession:
    """The same facts as the scoreboard's keys record them, undo and redo as its session's."""
    keys = MatchSession(Match(PLAYERS, catalog.get("six-matador-expert")))
    for do in taps:
        if do in ("undo", "redo"):
            keys.undo() if do == "undo" else keys.redo()
            continue
        records = KEYS[do].records
        assert records is not None
        keys.record(records(keys.match, keys.match.next_player() or PLAYERS[0]))
    return keys


async def enabled(page: Page, name: str) -> bool:
    button = page.get_by_role("button", name=name, exact=True)
    return await button.count() == 1 and await button.is_enabled()


async def all_kept(page: Page) -> None:
    status = page.locator(".status")
    waiting = status.locator(".waiting")
    for _ in range(200):
        if not await waiting.count():
            break
        await page.wait_for_timeout(100)
    assert not await waiting.count(), await status.inner_text()
    await expect(page.locator(".status .kept")).to_be_visible()


@pytest.mark.parametrize("seed", [8, 21, 34])
async def test_random_taps_through_random_drops_store_what_the_app_stores(
    browser: Browser, tmp_path: Path, catalog: Catalog, seed: int
) -> None:
    rng, network = random.Random(seed), random.Random(-seed)  # the taps apart from the drops
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        lost = 0

        async def lose_some_answers(route: Route) -> None:
            nonlocal lost
            if lost < 3 and network.random() < 0.2:  # the server applies it; the answer is lost
                lost += 1
                await route.fetch()
                await route.abort()
            else:
                await route.continue_()

        await page.route("**/tap", lose_some_answers)
        sent: list[str] = []
        offline, offline_taps = False, 0
        for _ in range(14):
            if rng.random() < 0.25:  # the Wi-Fi drops, or comes back
                offline = not offline
                await context.set_offline(offline)
                if not offline:
                    await all_kept(page)  # back: what waited is sent, the pad is the store's
            choices = ALWAYS if offline else ALWAYS + ONLINE_TOO
            do = rng.choice(choices)
            if not await enabled(page, BUTTONS.get(do, do)):
                continue  # nothing to undo or redo, or no open six to claim: not offered
            await page.get_by_role("button", name=BUTTONS.get(do, do), exact=True).tap()
            sent.append(do)
            offline_taps += offline
            if not offline:
                await all_kept(page)
        await context.set_offline(False)
        await all_kept(page)
        await page.unroute("**/tap")
        # the seed did drop answers, tapped while offline, and tapped a round's worth
        assert lost and offline_taps and len(sent) >= 8, (lost, offline_taps, sent)
        assert {"undo", "redo"} & set(sent), sent  # and took some back
        expected = typed_in_the_app(catalog, sent)
        with Store.open(table.db, read_only=True) as store:
            stored = store.load_match(table.match_id)
        assert list(stored.match.log) == list(expected.match.log)
        assert list(stored.redo) == list(expected.redo_entries)
        await context.close()
