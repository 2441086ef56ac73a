"""Issue 14 items 3 and 5: the page in a real Chromium shows the right names and totals, and
follows entries recorded through the store (another connection, as the app in another process
records) without a reload, and the final standings once the match is finished.

Prices are RULES.md section 4's for six-matador-expert: a matador +10, a move +1, the lead 0
(ruling 2), a pass −6 (a debt below zero, ruling 5); it settles by the differential (ruling 6).
"""

from __future__ import annotations

from playwright.async_api import Browser, Page, expect

from scorekeeper.model import Finish, Lead, Matador, Move, Pass
from tests.web.conftest import Table


async def opened(browser: Browser, table: Table, width: int = 1280, height: int = 800) -> Page:
    page = await browser.new_page(viewport={"width": width, "height": height})
    await page.goto(table.address.url)
    await page.evaluate("window.notReloaded = true")  # gone if the page were loaded again
    return page


async def test_the_cards_show_each_name_and_total(browser: Browser, table: Table) -> None:
    for entry in (Lead("Anna"), Matador("Boris"), Pass("Vera"), Move("Anna")):
        table.session.record(entry)
    page = await opened(browser, table)
    # Anna 0 + 1 = 1; Boris +10; Vera −6, a debt of 6
    await expect(page.locator(".seat0 .name")).to_have_text("Anna")
    await expect(page.locator(".seat0 .total")).to_have_text("1")
    await expect(page.locator(".seat1 .total")).to_have_text("10")
    await expect(page.locator(".seat2 .total")).to_have_text("debt 6")
    await expect(page.locator(".seat2 .total")).to_have_class("total debt")
    # after Anna's move the turn is Boris's; he leads by 10 − (1 − 6) = 15
    await expect(page.locator(".card.turn .name")).to_have_text("Boris")
    await expect(page.locator(".card.leader .name")).to_have_text("Boris")
    await expect(page.locator("#status .verdict")).to_have_text("Leader: Boris · differential 15")
    await expect(page.locator("#events li")).to_have_count(4)


async def test_an_entry_recorded_elsewhere_shows_without_a_reload(
    browser: Browser, table: Table
) -> None:
    table.session.record(Lead("Anna"))
    page = await opened(browser, table)
    await expect(page.locator(".seat1 .total")).to_have_text("0")
    table.session.record(Matador("Boris"))  # the app's connection, not the view's
    await expect(page.locator(".seat1 .total")).to_have_text("10")
    await expect(page.locator("#events li").last).to_contain_text("Boris")
    table.session.undo()
    await expect(page.locator(".seat1 .total")).to_have_text("0")
    assert await page.evaluate("window.notReloaded") is True


async def test_the_rounds_table_grows_and_shrinks_in_place(browser: Browser, table: Table) -> None:
    page = await opened(browser, table)
    await expect(page.locator("#rounds tr")).to_have_count(0)
    table.session.record(Lead("Anna"))
    await expect(page.locator("#rounds tr")).to_have_count(1)
    table.session.undo()
    await expect(page.locator("#rounds tr")).to_have_count(0)
    assert await page.evaluate("window.notReloaded") is True


async def test_the_final_standings_after_a_finish(browser: Browser, table: Table) -> None:
    page = await opened(browser, table)
    await expect(page.locator("#final")).to_be_hidden()
    for entry in (Lead("Anna"), Matador("Boris"), Pass("Vera"), Finish()):
        table.session.record(entry)
    await expect(page.locator("#final")).to_be_visible()
    await expect(page.locator("#final .verdict")).to_have_text("Winner: Boris")
    # best first: Boris 10, Anna 0, Vera −6 (a debt of 6)
    await expect(page.locator("#final li .who")).to_have_text(["Boris", "Anna", "Vera"])
    await expect(page.locator("#final li .points")).to_have_text(["10", "0", "debt 6"])
    await expect(page.locator(".card.turn")).to_have_count(0)  # nobody plays on


async def test_the_page_reconnects_after_the_server_went_away(
    browser: Browser, table: Table
) -> None:
    page = await opened(browser, table)
    port, token = table.address.port, table.address.token
    await table.server.stop()
    await expect(page.locator("body.offline")).to_have_count(1)
    notice = page.locator("#notice")  # said in plain words, in a big banner (issue 24 item 2)
    await expect(notice).to_be_visible()
    await expect(notice.locator(".lost")).to_contain_text("Connection lost")
    await expect(notice.locator(".gone")).to_be_hidden()
    assert await notice.locator("time").inner_text()  # the time of the last update
    table.session.record(Lead("Anna"))
    table.session.record(Matador("Boris"))  # recorded while no view was served
    again = await table.server.start("127.0.0.1", port, "127.0.0.1")
    assert again.token == token  # kept for this database and view (issue 24 item 2)
    await expect(page.locator(".seat1 .total")).to_have_text("10", timeout=10_000)
    await expect(page.locator("body.offline")).to_have_count(0)
    await expect(notice).to_be_hidden()
    assert await page.evaluate("window.notReloaded") is True
