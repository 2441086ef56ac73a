"""Issue 15 item 2: the event board on the table display, in a real Chromium: every table of
the round and the standings, an entry recorded at a table (another connection, as that
table's app records) shown without a reload, the token and GET only on its paths, hostile
names shown as text, and screenshots at phone and TV size that are not blank.

Prices are RULES.md section 4's for six-matador-expert: a matador +10, the lead 0 (ruling 2),
a pass −6 (into debt, ruling 5).
"""

from __future__ import annotations

import asyncio
import statistics
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page, expect

from scorekeeper.model import Lead, Matador, Pass
from scorekeeper.web.server import LOOPBACK, Address, TableServer
from tests.export.png_pixels import decode_png
from tests.web.club_setup import Night, club_night
from tests.web.test_safety import _ask


@dataclass
class Served:
    night: Night
    server: TableServer
    address: Address

    def url(self, path: str = "") -> str:
        return f"{self.address.url}club/{self.night.event_id}{path}"

    def path(self, tail: str) -> str:
        return f"/t/{self.address.token}/{tail}"


@pytest_asyncio.fixture(loop_scope="session")
async def served(tmp_path: Path) -> AsyncIterator[Served]:
    night = club_night(tmp_path / "club.db")
    server = TableServer(night.store.path)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    yield Served(night, server, address)
    await server.stop()
    night.store.close()


def first_round(night: Night) -> None:
    """Table 1: its first player leads (0), the second lays a matador (+10), the third passes
    (−6); table 2: its first player leads and the second passes (−6)."""
    one, two = night.seated(1), night.seated(2)
    for entry in (Lead(one[0]), Matador(one[1]), Pass(one[2])):
        night.sessions[1].record(entry)
    for entry in (Lead(two[0]), Pass(two[1])):
        night.sessions[2].record(entry)


async def opened(browser: Browser, served: Served, width: int = 1280, height: int = 800) -> Page:
    page = await browser.new_page(viewport={"width": width, "height": height})
    await page.goto(served.url())
    await page.evaluate("window.notReloaded = true")  # gone if the page were loaded again
    return page


async def test_every_table_and_the_standings_are_shown(browser: Browser, served: Served) -> None:
    first_round(served.night)
    page = await opened(browser, served)
    await expect(page.locator("article.table")).to_have_count(2)  # 8 players: two tables of 4
    one = served.night.seated(1)
    table = page.locator("#table-1")
    await expect(table.locator(".who")).to_have_text(list(one))
    # 0 for the lead, +10 for the matador, −6 for the pass (a debt of 6), 0 for the fourth
    await expect(table.locator(".points")).to_have_text(["0", "10", "debt 6", "0"])
    await expect(table.locator(".points.debt")).to_have_count(1)
    await expect(table.locator(".state")).to_contain_text("playing match")
    await expect(page.locator("#table-2 .points")).to_have_text(["0", "debt 6", "0", "0"])
    names = await page.locator("#standings tbody td:nth-child(2)").all_inner_texts()
    assert sorted(names) == sorted(served.night.board().players)
    assert names[0] == one[1]  # the matador's 10 leads the event
    await expect(page.locator("#club-status .facts")).to_contain_text("round 1")


async def test_an_entry_at_a_table_shows_without_a_reload(browser: Browser, served: Served) -> None:
    page = await opened(browser, served)
    two = served.night.seated(2)
    await expect(page.locator("#table-2 .points").nth(1)).to_have_text("0")
    served.night.sessions[2].record(Lead(two[0]))  # table 2's own connection
    served.night.sessions[2].record(Matador(two[1]))  # +10
    await expect(page.locator("#table-2 .points").nth(1)).to_have_text("10")
    first = page.locator("#standings tbody tr").first.locator("td").nth(1)
    await expect(first).to_have_text(two[1])
    served.night.sessions[2].undo()
    await expect(page.locator("#table-2 .points").nth(1)).to_have_text("0")
    assert await page.evaluate("window.notReloaded") is True


async def test_without_scripts_the_board_is_complete(browser: Browser, served: Served) -> None:
    first_round(served.night)
    context = await browser.new_context(java_script_enabled=False)
    page = await context.new_page()
    await page.goto(served.url())
    points = await page.locator("#table-1 .points").all_inner_texts()
    assert points == ["0", "10", "debt 6", "0"]
    assert await page.locator("#standings tbody tr").count() == 8
    await context.close()


@pytest.mark.parametrize(
    ("tail", "status"),
    [
        ("club/", 200),
        ("club/{event}", 200),
        ("club/999", 404),  # no such event
        ("club/x", 404),
        ("club/{event}/anything", 404),
    ],
)
async def test_the_boards_paths(served: Served, tail: str, status: int) -> None:
    path = served.path(tail.format(event=served.night.event_id))
    found, headers, _body = await asyncio.to_thread(_ask, served.address.port, "GET", path)
    assert found == status
    assert headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize("tail", ["club/", "club/{event}", "club/{event}/events"])
async def test_a_wrong_token_and_other_methods_are_refused(served: Served, tail: str) -> None:
    tail = tail.format(event=served.night.event_id)
    found, _headers, body = await asyncio.to_thread(
        _ask, served.address.port, "GET", f"/t/not-the-token/{tail}"
    )
    assert found == 403 and served.address.token not in body
    found, _headers, _body = await asyncio.to_thread(
        _ask, served.address.port, "POST", served.path(tail)
    )
    assert found == 405


async def test_the_match_page_links_to_the_events(browser: Browser, served: Served) -> None:
    page = await browser.new_page()
    await page.goto(served.address.url)
    await page.locator(".club-link a").click()
    await page.locator(".events-index a", has_text="Friday night").click()
    await expect(page.locator("article.table")).to_have_count(2)
    assert page.url == served.url()


async def test_hostile_names_are_text(browser: Browser, tmp_path: Path) -> None:
    hostile = ("<script>pwn()</script>", '"onload="pwn()', "<b>Vera</b>", "Gleb")
    night = club_night(tmp_path / "club.db", hostile, name="<svg onload=pwn()>")
    server = TableServer(night.store.path)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        page = await browser.new_page()
        await page.add_init_script("window.pwned = 0; window.pwn = () => { window.pwned += 1; };")
        await page.goto(f"{address.url}club/{night.event_id}")
        await expect(page.locator("#table-1 .who")).to_have_text(list(night.seated(1)))
        await expect(page.locator("#club-status .verdict")).to_have_text("<svg onload=pwn()>")
        seated = night.seated(1)
        night.sessions[1].record(Lead(seated[0]))
        night.sessions[1].record(Matador(seated[1]))  # and through the stream
        await expect(page.locator("#table-1 .points").nth(1)).to_have_text("10")
        assert await page.locator("script").count() == 1  # ours only
        assert await page.locator("img, b, svg:not(#invite svg)").count() == 0  # but the QR
        assert await page.evaluate("window.pwned") == 0
    finally:
        await server.stop()
        night.store.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1920, 1080)])
async def test_a_screenshot_is_not_blank(
    browser: Browser, served: Served, width: int, height: int, tmp_path: Path
) -> None:
    first_round(served.night)
    page = await opened(browser, served, width, height)
    await expect(page.locator("#table-1 .points").nth(1)).to_have_text("10")
    image = decode_png(await page.screenshot(path=tmp_path / f"club-{width}.png"))
    assert (image.width, image.height) == (width, height)
    brightness = [sum(pixel) / 3 for pixel in image.pixels[::7]]
    assert statistics.pvariance(brightness) > 300, "a blank or nearly blank screenshot"
    bright = sum(1 for level in brightness if level > 180)  # light text on the dark theme
    assert bright > len(brightness) // 200, f"only {bright} light pixels: no text was drawn"
    assert await page.evaluate("document.documentElement.scrollWidth") <= width
    if width > 1000:  # on a TV the standings stand beside the tables, not under them
        tables = await page.locator("#tables").bounding_box()
        standings = await page.locator("#standings").bounding_box()
        assert tables is not None and standings is not None
        assert standings["x"] > tables["x"] + tables["width"] - 1
