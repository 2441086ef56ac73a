"""Issue 26 item 4, the opponents' word, on two phones (two Chromium contexts with phone
emulation, each its own device id) at one entry address served for real (``TableServer`` and
its ``StoreKeeper`` under uvicorn): the keeper enters a round end on the touch page, the other
phone shows it priced and accepts or queries it; what the store holds is read with a ``Store``.

The numbers, by hand from RULES.md: matador-pips prices no tile (section 4); the player who went
out scores the pips left in the other hands (ruling 7). Anna has led (0); she goes out with Boris
holding 12 pips and Vera 7: Anna +19, totals 19, 0, 0, round 1.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from playwright.async_api import Browser, BrowserContext, Page, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, RoundEnd
from tests.web.entry_browser import phone, served
from tests.web.entry_serving import EntryTable
from tests.web.test_entry_touch import measured

ENDED = RoundEnd("Anna", {"Boris": 12, "Vera": 7})


async def enter_round_end(page: Page) -> None:
    """The keeper's round end, as a hand enters it: end, who went out, the pips, End round."""
    await page.get_by_role("button", name="end", exact=True).tap()
    await page.get_by_role("button", name="Anna went out").tap()
    await page.get_by_label("Boris", exact=True).fill("12")
    await page.get_by_label("Vera", exact=True).fill("7")
    await page.get_by_role("button", name="End round").tap()


async def two_phones(browser: Browser, url: str) -> tuple[Page, Page, list[BrowserContext]]:
    keeper_context, keeper = await phone(browser, url, "Anna's phone")
    await expect(keeper.locator("#keeper")).to_have_text("This phone keeps the score.")
    other_context, other = await phone(browser, url, "Boris's phone")
    await expect(other.locator("#keeper")).to_contain_text("Anna's phone keeps the score")
    return keeper, other, [keeper_context, other_context]


async def as_player(page: Page, name: str, answer: str) -> None:
    word = page.locator("#word")
    await word.get_by_role("button", name=name, exact=True).tap()
    await word.get_by_role("button", name=answer, exact=True).tap()


@asynccontextmanager
async def asked(
    browser: Browser, folder: Path, catalog: Catalog
) -> AsyncIterator[tuple[EntryTable, Page, Page]]:
    """Anna's lead stored, two phones at the entry address, the keeper's round end entered
    (asked of the table); the phones closed at the end."""
    async with served(
        folder, catalog, preset="matador-pips", entries=(Lead("Anna"),), word=True
    ) as table:
        keeper, other, contexts = await two_phones(browser, table.url)
        try:
            await enter_round_end(keeper)
            yield table, keeper, other
        finally:
            for context in contexts:
                await context.close()


async def test_the_keepers_round_end_waits_for_another_phone_and_counts_on_its_accept(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with asked(browser, tmp_path, catalog) as (table, keeper, other):
        await expect(keeper.locator("#word .state")).to_have_text("Waiting for the table's word.")
        await expect(keeper.locator("#status .kept")).to_have_count(0)  # asked, not "Kept:"
        await expect(keeper.locator("button.seat")).to_have_count(0)  # no lead offered now
        word = other.locator("#word")
        await expect(word.locator("h2")).to_have_text("Round 1: Anna went out")
        await expect(word.locator(".figures li").first).to_have_text("Anna+19total 19")
        assert table.stored_log() == [Lead("Anna")]  # asked, not counted
        refused = keeper.get_by_role("button", name="tile", exact=True)
        await expect(refused).to_be_disabled()  # the pad waits behind the ask
        await expect(word.get_by_role("button", name="Accept")).to_be_disabled()  # no seat yet
        await as_player(other, "Boris", "Accept")
        for page in (keeper, other):
            await expect(page.locator("#word .state")).to_have_text("Round 1 accepted by Boris.")
            await expect(page.locator(".seat .total").first).to_have_text("19")
        await expect(keeper.locator("button.seat")).to_have_count(3)  # who leads round 2
        assert table.stored_log() == [Lead("Anna"), ENDED]


async def test_a_query_reaches_the_keeper_who_withdraws_it(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with asked(browser, tmp_path, catalog) as (table, keeper, other):
        await as_player(other, "Vera", "Query")
        await expect(keeper.locator("#word .state")).to_have_text("Queried by Vera.")
        await expect(other.locator("#word .state")).to_have_text("Queried by Vera.")
        await keeper.locator("#word").get_by_role("button", name="Withdraw").tap()
        await expect(keeper.locator("#word")).to_be_hidden()
        await expect(other.locator("#word")).to_be_hidden()
        assert table.stored_log() == [Lead("Anna")]  # nothing counted, nothing undone
        await expect(keeper.get_by_role("button", name="tile", exact=True)).to_be_enabled()


async def test_a_server_restarted_while_an_ask_waits_brings_both_pages_back_to_it(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with asked(browser, tmp_path, catalog) as (table, keeper, other):
        await expect(other.locator("#word h2")).to_have_text("Round 1: Anna went out")
        await table.stop()
        await table.start()  # a new server's memory, the same database and address
        await keeper.reload()
        await other.reload()
        await expect(keeper.locator("#keeper")).to_have_text("This phone keeps the score.")
        await expect(keeper.locator("#word .state")).to_have_text("Waiting for the table's word.")
        await expect(other.locator("#word h2")).to_have_text("Round 1: Anna went out")
        await as_player(other, "Boris", "Accept")
        await expect(keeper.locator("#word .state")).to_have_text("Round 1 accepted by Boris.")
        assert table.stored_log() == [Lead("Anna"), ENDED]


async def test_the_words_panel_is_named_thumb_sized_and_readable_on_both_phones(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """48 x 48 CSS px targets and WCAG AA contrast (``test_entry_touch.measured``) in each
    state: asked (the keeper's Withdraw; the other's seats, Accept, Query), queried, accepted;
    the buttons found by their words."""
    async with asked(browser, tmp_path, catalog) as (_table, keeper, other):
        await expect(other.locator("#word h2")).to_be_visible()
        await measured(keeper, "asked, the keeper")
        await measured(other, "asked, another phone")
        await other.locator("#word").get_by_role("button", name="Vera", exact=True).tap()
        await expect(other.get_by_role("button", name="Accept")).to_be_enabled()
        await other.get_by_role("button", name="Query").tap()
        await expect(keeper.locator("#word .state")).to_have_text("Queried by Vera.")
        await measured(keeper, "queried, the keeper")
        await measured(other, "queried, another phone")
        await other.get_by_role("button", name="Accept").tap()
        await expect(other.locator("#word .state")).to_have_text("Round 1 accepted by Vera.")
        await measured(other, "accepted")
