"""Issue 24 item 4: readable from across the room, checked geometrically in real Chromium at
360, 390 and 414 px phones and 960x540 and 1920x1080 TVs, in en, ru and pl, with four players
of 24-character names and four-digit totals: no element wider than its card, nothing wider
than the screen, and on a TV nothing below the fold (the cards, the final standings, the last
round's row, the QR code); no empty chart in round 1, whose turn from the first entry, the
line drawn as tiles with "blank" for a blank half, the tab title as text, and every text at
WCAG AA contrast (computed here from the colours the browser resolved)."""

from __future__ import annotations

import os
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page, expect

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import Adjust, Finish, Lead, Match, Mode, RoundEnd, Tile, TilePlay
from scorekeeper.web.qr import qr_svg
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.web.club_setup import club_night
from tests.web.conftest import Table, serve_match

# four names of 24 characters each, one with "&" (an entity in HTML, never in the tab title)
NAMES = (
    "Aleksandra Konstantinova",
    "Bartholomew & Featherson",
    "Wojciech Brzęczyszczykie",
    "Ekaterina Svyatoslavovna",
)
SIZES = [(360, 780), (390, 844), (414, 896), (960, 540), (1920, 1080)]
LANGUAGES = ["en", "ru", "pl"]
CHECKS = (Path(__file__).parent / "readable_checks.js").read_text(encoding="utf-8")
SHOTS = Path(os.environ.get("SCOREKEEPER_SHOTS", "/tmp"))  # where a person can look at them


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(str(request.param))
    yield str(request.param)
    activate("en")


@pytest_asyncio.fixture(loop_scope="session")
async def crowded(tmp_path: Path, catalog: Catalog, language: str) -> AsyncIterator[Table]:
    table = await serve_match(tmp_path / "m.db", Match(NAMES, catalog.get("six-matador-expert")))
    yield table
    await table.server.stop()
    table.store.close()


def play_rounds(table: Table, count: int) -> None:
    """Round 1: corrections make four-digit totals (debt 8888, 9876, debt 1234, 4444); then
    ``count`` rounds, each led and ended at once (a round end pays nothing in this preset)."""
    big = (-8888, 9876, -1234, 4444)
    for number in range(count):
        lead = table.session.match.next_player() or NAMES[0]
        table.session.record(Lead(lead))
        if number == 0:
            for name, points in zip(NAMES, big, strict=True):
                table.session.record(Adjust(name, points, "agreed"))
        table.session.record(RoundEnd(out=lead))


async def opened(browser: Browser, table: Table, width: int, height: int) -> Page:
    page = await browser.new_page(viewport={"width": width, "height": height})
    await page.goto(table.address.url)
    page.set_default_timeout(10_000)
    return page


async def run_check(page: Page, name: str, *args: object) -> list[str]:
    """One of ``readable_checks.js``'s checks: what it found wrong (nothing: [])."""
    await page.evaluate(CHECKS)
    found: list[str] = await page.evaluate(f"(args) => window.__checks.{name}(...args)", list(args))
    return found


async def check_geometry(page: Page, width: int, height: int, finished: bool) -> None:
    assert await run_check(page, "wider") == []
    if width >= 900:  # the TV layouts: all on one screen
        wanted = [".card", "#rounds tr:last-child", "#invite svg", "#status"]
        if finished:
            wanted.append("#final")
        assert await run_check(page, "below", wanted) == []
    assert await run_check(page, "contrast") == []


@pytest.mark.parametrize(("width", "height"), SIZES)
async def test_a_crowded_match_fits_every_screen(
    browser: Browser, crowded: Table, width: int, height: int
) -> None:
    play_rounds(crowded, 9)  # nine rounds: the TV shows the last six
    crowded.session.record(Lead(crowded.session.match.next_player() or NAMES[0]))
    page = await opened(browser, crowded, width, height)
    await expect(page.locator(".card .total").first).to_have_text(
        await page.locator(".card .total").first.inner_text()
    )
    totals = await page.locator(".card .total").all_inner_texts()
    assert all(total.rstrip().endswith(("8888", "9876", "1234", "4444")) for total in totals)
    assert await page.locator(".card.turn").count() == 1
    await check_geometry(page, width, height, finished=False)
    crowded.session.record(Finish())
    await expect(page.locator("#final")).to_be_visible()
    await page.screenshot(path=SHOTS / f"{crowded.db.parent.name}-{width}x{height}.png")
    await check_geometry(page, width, height, finished=True)
    assert not re.search(r"&[#\w]+;", await page.title())  # no entity in the tab's title
    await page.close()


async def test_round_one_has_no_empty_chart_and_a_turn_from_the_first_entry(
    browser: Browser, crowded: Table
) -> None:
    page = await opened(browser, crowded, 1920, 1080)
    assert await page.locator(".progress").is_hidden()  # no chart frame with nothing in it
    crowded.session.record(Lead(NAMES[0]))
    await expect(page.locator(".card.turn .name")).to_have_text(NAMES[1])
    assert await page.locator(".progress").is_hidden()
    crowded.session.record(RoundEnd(out=NAMES[0]))
    await expect(page.locator(".progress svg")).to_be_visible()
    await page.close()


async def test_the_page_shows_the_qr_code_of_its_address(browser: Browser, crowded: Table) -> None:
    page = await opened(browser, crowded, 1920, 1080)
    drawn = await page.locator("#invite svg path.qrline").get_attribute("d")
    made = re.search(r'class="qrline"[^>]* d="([^"]+)"', qr_svg(crowded.address.url))
    assert made is not None and drawn == made.group(1)  # the modules of the page's address
    await expect(page.locator("#invite .url")).to_have_text(crowded.address.url)
    await page.close()


async def test_the_line_is_drawn_as_tiles_in_the_apps_words(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    match = Match(NAMES[:2], catalog.get("matador-classic"), mode=Mode.TILES)
    table = await serve_match(tmp_path / "t.db", match)
    try:
        table.session.record(TilePlay(NAMES[0], Tile(0, 4)))  # the lead: blank and four
        page = await opened(browser, table, 390, 844)
        tiles = page.locator("#line .tile")
        await expect(tiles).to_have_count(1)
        await expect(tiles.locator(".half")).to_have_count(2)
        assert await tiles.locator(".half.blank").count() == 1
        text = await page.locator("#line").text_content() or ""
        assert "blank" in text and "None" not in text and "0" not in text.replace("stock", ""), text
        await expect(page.locator("#line .ends")).to_have_text("Open ends: blank and 4")
        # matador-classic draws from the stock: 28 − 2 hands of 7 = 14 tiles in it
        await expect(page.locator("#line .stock")).to_have_text("stock 14 tiles")
        assert await run_check(page, "contrast") == []
        await page.close()
    finally:
        await table.server.stop()
        table.store.close()


async def test_the_tab_title_is_text_not_markup(browser: Browser, tmp_path: Path) -> None:
    night = club_night(tmp_path / "club.db", name="Pub & Club 'Domino'")
    server = TableServer(night.store.path, club=night.event_id)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        page = await browser.new_page()
        await page.goto(address.url)
        assert (await page.title()).startswith("Pub & Club 'Domino' · ")  # as served
        seats = night.seated(1)
        before = await page.locator("body").get_attribute("data-version")
        night.sessions[1].record(Lead(seats[0]))
        night.sessions[1].record(RoundEnd(out=seats[0]))  # the board moves: a new title sent
        await expect(page.locator("body")).not_to_have_attribute("data-version", before or "")
        assert (await page.title()).startswith("Pub & Club 'Domino' · ")  # and as streamed
        await page.close()
    finally:
        await server.stop()
        night.store.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1920, 1080)])
async def test_the_club_pages_and_their_link_meet_aa_contrast(
    browser: Browser, tmp_path: Path, width: int, height: int
) -> None:
    """The match page's "Club events" link read 1.97:1 (the browser's own blue on the dark
    theme); it, the events' index and a board are checked like the match page."""
    night = club_night(tmp_path / "club.db")
    seats = night.seated(1)
    night.sessions[1].record(Lead(seats[0]))
    server = TableServer(night.store.path)
    address = await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        page = await browser.new_page(viewport={"width": width, "height": height})
        for url in (address.url, f"{address.url}club/", f"{address.url}club/{night.event_id}"):
            await page.goto(url)
            assert await run_check(page, "contrast") == [], url
            assert await run_check(page, "wider") == [], url
        await page.goto(address.url)
        await expect(page.locator(".club-link a")).to_be_visible()
        await page.close()
    finally:
        await server.stop()
        night.store.close()
