"""Issue 26 item 2, tile mode: the tile picker on a phone keeps a match tile by tile through the
real TableServer and its StoreKeeper; the store's log is the entries the tile board records for
the same keys (the entries tests/entry/test_tile_desk.py and tests/tui/test_tile_desk_app.py
show it records); a tile that fits nowhere is never sent and says why; tiles tapped offline;
every tile a 48 px target at 360 px; names in the page's language. The round end's hands:
test_entry_hands.py.

Scores worked by hand from RULES.md: matador-classic (sum seven, matadors 10, 6.3-6.5, a stock
drawn until a tile fits, 6.6-6.7).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Draw, End, Match, Mode, Pass, Tile, TilePlay
from tests.web.entry_browser import phone, served
from tests.web.entry_picker import kept, tile, tiles_match
from tests.web.test_entry_touch import SMALL, TARGETS, measured


async def test_a_lead_a_tile_with_two_ways_a_draw_and_a_pass_are_the_boards_entries(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-classic")) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#picker .ends")).to_have_text(
            "No tile on the line yet: any tile leads the round."
        )
        # any tile leads (a dot), 1:3 one way, lengthwise: 0
        await expect(tile(page, "1-3")).to_have_accessible_description("leads the round: 0")
        await tile(page, "1-3").tap()  # one way: sent at once
        await kept(page, "1-3")
        await expect(page.locator("#picker .ends")).to_have_text("Open ends: left 1 · right 3")
        # 2:5 is a matador (2 + 5 = 7): across either end, +10 each (6.3), so the end is asked
        two = tile(page, "2-5")
        await expect(two).to_have_accessible_description("fits both ends: +10")
        await two.tap()
        await expect(page.locator(".ask h2")).to_have_text("2:5 fits both ends:")
        right = page.locator(".ask").get_by_role("button", name="right 3", exact=True)
        await expect(right).to_have_accessible_description("+10; that end then shows soap only")
        await right.tap()
        await kept(page, "2-5 right 3")
        # Anna draws (the turn stays, 6.6), then passes with 13 tiles in the stock: the pad's
        # pass asks first (6.7); confirmed, it is sent with "sure"
        await page.get_by_role("button", name="draw", exact=True).tap()
        await kept(page, "draw")
        await page.get_by_role("button", name="pass", exact=True).tap()
        await expect(page.locator(".ask p")).to_have_text(
            "The stock holds 13 tiles: Anna draws until one fits. Pass anyway?"
        )
        assert len(table.stored_log()) == 3  # asked, not sent
        await page.get_by_role("button", name="Yes: pass", exact=True).tap()
        await kept(page, "pass")
        assert table.stored_log() == [
            TilePlay("Anna", Tile(1, 3)),
            TilePlay("Boris", Tile(2, 5), End.RIGHT),
            Draw("Anna"),
            Pass("Anna"),
        ]
        # Boris's matador 10; a draw and a pass with a stock earn nothing in classic
        await expect(page.locator(".seat .total")).to_have_text(["0", "10"])
        await expect(tile(page, "2-5")).to_have_accessible_description("on the line")
        await context.close()


async def test_a_tile_that_fits_nowhere_is_not_sent_and_says_why(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-classic")) as table:
        context, page = await phone(browser, table.url)
        await tile(page, "1-3").tap()
        await kept(page, "1-3")
        why = "0:1 fits no end: left shows 1 (needs 6), right shows 3 (needs 4)"
        nowhere = tile(page, "0-1")
        await expect(nowhere).to_have_attribute("aria-disabled", "true")
        await expect(nowhere).to_have_accessible_description(why)
        await nowhere.tap(force=True)  # dimmed, yet a tap says why
        await expect(page.locator("#picker .why")).to_have_text(why)
        await expect(page.locator(".status .waiting")).to_have_count(0)
        await expect(page.locator(".ask")).to_be_hidden()
        assert table.stored_log() == [TilePlay("Anna", Tile(1, 3))]
        await context.close()


async def test_every_tile_is_a_48_px_target_at_360_px_in_each_state(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-classic")) as table:
        context, page = await phone(browser, table.url, viewport=SMALL)
        await expect(page.locator("#picker .tile")).to_have_count(28)
        await measured(page, "tiles before the lead")
        await tile(page, "1-3").tap()
        await kept(page, "1-3")
        await measured(page, "tiles after the lead")
        await tile(page, "3-4").tap()  # across either end, or lengthwise: asked
        await expect(page.locator(".ask .way")).to_have_count(3)
        await measured(page, "the ways asked")
        await page.get_by_role("button", name="Cancel").tap()
        await page.get_by_role("button", name="end", exact=True).tap()
        await measured(page, "the hands picked")
        assert await page.evaluate(TARGETS) == []
        await context.close()


@pytest.mark.parametrize("players", [("Anna", "Boris"), ("Anna", "Boris", "Vera", "Gleb")])
async def test_draw_and_pass_are_on_a_360_by_780_screen_without_scrolling(
    browser: Browser, tmp_path: Path, catalog: Catalog, players: tuple[str, ...]
) -> None:
    """One hand holds the phone: the picker's 28 tiles (six 48 px columns, five rows) leave
    draw and pass on the screen, two seats or four; with two seats nothing scrolls at all."""
    match = Match(players, catalog.get("matador-classic"), mode=Mode.TILES)
    async with served(tmp_path, catalog, match=match) as table:
        context, page = await phone(browser, table.url, viewport=SMALL)
        await tile(page, "1-3").tap()
        await kept(page, "1-3")
        await page.evaluate("window.scrollTo(0, 0)")
        for name in ("draw", "pass"):
            box = await page.get_by_role("button", name=name).bounding_box()
            assert box is not None and box["y"] + box["height"] <= SMALL["height"], name
        columns = await page.evaluate(
            "new Set([...document.querySelectorAll('#picker .tile')].map(t => t.offsetLeft)).size"
        )
        assert columns == 6
        if len(players) == 2:
            assert await page.evaluate("document.documentElement.scrollHeight") <= 780
        assert await page.evaluate(TARGETS) == []  # still 48 px targets
        await context.close()


SPOKEN = {  # the catalogs' words: the doubles' names, then the descriptions and the ends
    "ru": ("дубль 6", "дубль-пусто", "открывает раунд: 0", "Открытые концы: слева 1 · справа 3",
           "подходит к обоим концам: +10", "уже на линии"),
    "pl": ("dublet 6", "pusty dublet", "otwiera rundę: 0",
           "Otwarte końce: z lewej 1 · z prawej 3", "pasuje do obu końców: +10", "już na linii"),
}  # fmt: skip


@pytest.mark.parametrize("language", list(SPOKEN))
async def test_the_tiles_names_and_descriptions_in_the_pages_language(
    browser: Browser, tmp_path: Path, catalog: Catalog, language: str
) -> None:
    six, blank, leads, ends, both, laid = SPOKEN[language]
    match = tiles_match(catalog, "matador-classic")
    async with served(tmp_path, catalog, language=language, match=match) as table:
        context, page = await phone(browser, table.url)
        await expect(tile(page, six)).to_have_count(1)
        await expect(tile(page, blank)).to_have_count(1)
        await expect(tile(page, "1-3")).to_have_accessible_description(leads)
        await tile(page, "1-3").tap()
        await expect(page.locator("#picker .ends")).to_have_text(ends)
        # 2:5, a matador across either end: +10 (6.3)
        await expect(tile(page, "2-5")).to_have_accessible_description(both)
        await expect(tile(page, "1-3")).to_have_accessible_description(laid)
        await context.close()


async def test_tiles_tapped_offline_wait_and_the_server_finds_their_way(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Behind a waiting tap the pad is stale: the next tile goes as its halves alone."""
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-classic")) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        await context.set_offline(True)
        await tile(page, "1-3").tap()
        await expect(page.locator(".status .waiting")).to_have_text("1 tap not sent yet")
        await tile(page, "2-6").tap()  # the pad still shows no line: nothing asked
        await expect(page.locator(".status .waiting")).to_have_text("2 taps not sent yet")
        assert table.stored_log() == []
        await context.set_offline(False)
        await kept(page, "2-6")
        # after 1:3 only the left 1 takes 2:6 (its 6: 6 + 1 = 7), leaving the 2 outward
        assert table.stored_log() == [
            TilePlay("Anna", Tile(1, 3)),
            TilePlay("Boris", Tile(2, 6), End.LEFT, 2),
        ]
        await context.close()
