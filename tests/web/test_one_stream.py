"""Issue 24 item 5: one stream for every tab. A browser opens about six connections to one
server, and each open stream holds one, so a seventh tab never loaded: now the tabs of one
browser share one stream (a shared worker), counted here on the server as its busy
connections, while eight tabs of the match page and two club boards all follow the game. A
browser without shared workers opens that stream once per tab, for its own view.
Prices: RULES.md section 4, six-matador-expert (a matador +10, a pass −6, the lead 0)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest_asyncio
from playwright.async_api import Browser, BrowserContext, Page, expect

from scorekeeper.model import Lead, Matador, Pass
from scorekeeper.web.server import LOOPBACK, Address, TableServer
from tests.web.club_setup import Night, club_night


@dataclass
class Hall:
    night: Night
    server: TableServer
    address: Address

    def busy(self) -> int:
        """Connections with a request in flight: the streams (nothing else lingers)."""
        assert self.server.gate is not None
        return sum(1 for connection in self.server.gate.open if not connection.idle)


@pytest_asyncio.fixture(loop_scope="session")
async def hall(tmp_path: Path) -> AsyncIterator[Hall]:
    night = club_night(tmp_path / "club.db")
    server = TableServer(night.store.path)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    yield Hall(night, server, address)
    await server.stop()
    night.store.close()


async def tabs(context: BrowserContext, hall: Hall) -> list[Page]:
    """Eight tabs of the match page (the match changed last) and one of each club board."""
    urls = [hall.address.url] * 8 + [f"{hall.address.url}club/{hall.night.event_id}"] * 2
    pages = []
    for url in urls:
        page = await context.new_page()
        await page.goto(url, timeout=10_000)
        pages.append(page)
    return pages


async def settled(hall: Hall, count: int) -> None:
    for _ in range(100):
        if hall.busy() == count:
            return
        await asyncio.sleep(0.05)
    assert hall.busy() == count


async def test_ten_tabs_share_one_stream(browser: Browser, hall: Hall) -> None:
    context = await browser.new_context()
    pages = await tabs(context, hall)
    await settled(hall, 1)  # ten tabs, one stream
    one = hall.night.seated(1)
    hall.night.sessions[1].record(Lead(one[0]))
    hall.night.sessions[1].record(Matador(one[1]))  # +10 for the second seat of table 1
    for page in pages[:8]:  # the match page shows table 1's match, changed last
        await expect(page.locator(".seat1 .total")).to_have_text("10")
    for page in pages[8:]:
        await expect(page.locator("#table-1 .points").nth(1)).to_have_text("10")
    eleventh = await context.new_page()  # and one more still loads at once
    await eleventh.goto(hall.address.url, timeout=5_000)
    await expect(eleventh.locator(".seat1 .total")).to_have_text("10")
    await settled(hall, 1)
    hall.night.sessions[1].record(Pass(one[2]))  # −6 for the third seat
    await expect(eleventh.locator(".seat2 .total")).to_have_text("debt 6")
    await expect(pages[0].locator(".seat2 .total")).to_have_text("debt 6")
    await context.close()
    await settled(hall, 0)  # the tabs gone, so is the stream


async def test_without_shared_workers_each_tab_has_its_own(browser: Browser, hall: Hall) -> None:
    context = await browser.new_context()
    await context.add_init_script("delete window.SharedWorker;")
    pages = [await context.new_page() for _ in range(3)]
    for page in pages:
        await page.goto(hall.address.url)
    await settled(hall, 3)
    one = hall.night.seated(1)
    hall.night.sessions[1].record(Lead(one[0]))
    hall.night.sessions[1].record(Matador(one[1]))
    for page in pages:
        await expect(page.locator(".seat1 .total")).to_have_text("10")
    await context.close()
