"""Issue 14 items 3 and 5: the page without scripts, its screenshots at phone and TV size (not
blank, checked pixel by pixel), a match kept tile by tile, and the app's language."""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import End, Lead, Matador, Match, Mode, Move, Pass, Tile, TilePlay
from tests.export.png_pixels import decode_png
from tests.web.conftest import PLAYERS, Table, serve_match


async def test_without_scripts_the_page_still_shows_the_standings(
    browser: Browser, table: Table
) -> None:
    for entry in (Lead("Anna"), Matador("Boris"), Pass("Vera")):
        table.session.record(entry)
    context = await browser.new_context(java_script_enabled=False)
    page = await context.new_page()
    await page.goto(table.address.url)
    # Boris +10, Anna 0 (the lead), Vera −6: as served, no script ran to fill it in
    totals = await page.locator(".card .total").all_inner_texts()
    assert totals == ["0", "10", "debt 6"]
    assert await page.locator("#rounds tr").count() == 1
    await context.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1920, 1080)])
async def test_a_screenshot_is_not_blank(
    browser: Browser, table: Table, width: int, height: int, tmp_path: Path
) -> None:
    for entry in (Lead("Anna"), Matador("Boris"), Pass("Vera"), Move("Anna")):
        table.session.record(entry)
    page = await browser.new_page(viewport={"width": width, "height": height})
    await page.goto(table.address.url)
    await expect(page.locator(".seat1 .total")).to_have_text("10")
    image = decode_png(await page.screenshot(path=tmp_path / f"{width}.png"))
    assert (image.width, image.height) == (width, height)
    brightness = [sum(pixel) / 3 for pixel in image.pixels[::7]]
    assert statistics.pvariance(brightness) > 300, "a blank or nearly blank screenshot"
    bright = sum(1 for level in brightness if level > 180)  # light text on the dark theme
    assert bright > len(brightness) // 200, f"only {bright} light pixels: no text was drawn"
    # nothing wider than the screen: a phone scrolls down, never sideways
    assert await page.evaluate("document.documentElement.scrollWidth") <= width


async def test_a_match_kept_tile_by_tile_shows_the_open_ends_and_tile_counts(
    browser: Browser, db: Path, catalog: Catalog
) -> None:
    match = Match(PLAYERS[:2], catalog.get("matador-classic"), mode=Mode.TILES)
    table = await serve_match(db, match)
    try:
        table.session.record(TilePlay("Anna", Tile(2, 4)))
        page = await browser.new_page()
        await page.goto(table.address.url)
        # the lead 2:4 lies with both ends open; Anna holds 7 − 1 = 6 tiles, Boris 7
        await expect(page.locator("#line .ends")).to_have_text("Open ends: 2 and 4")
        await expect(page.locator(".card .held")).to_have_text(["6 tiles", "7 tiles"])
        # Boris's matador 1:6 across the 2 leaves that end to the soap alone: said in words,
        # as the tile board says it (not "None")
        table.session.record(TilePlay("Boris", Tile(1, 6), End.LEFT))
        await expect(page.locator("#line .ends")).to_have_text("Open ends: soap only and 4")
    finally:
        await table.server.stop()
        table.store.close()


@pytest.fixture
def russian() -> Iterator[None]:
    activate("ru")
    yield
    activate("en")


async def test_the_page_speaks_the_apps_language(
    browser: Browser, russian: None, table: Table
) -> None:
    table.session.record(Lead("Anna"))
    page = await browser.new_page()
    await page.goto(table.address.url)
    assert await page.get_attribute("html", "lang") == "ru"
    await expect(page.locator("#events h2")).not_to_have_text("This round")
    heading = await page.locator("#events h2").inner_text()
    assert any("а" <= char <= "я" for char in heading.lower()), heading
