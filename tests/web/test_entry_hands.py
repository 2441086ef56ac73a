"""Issue 26 item 2, tile mode's round end on the phone: the hands picked as tiles from the tile
picker's grid (or given as pips where the preset counts them), through the real TableServer and
its StoreKeeper; the store's round end is the one the board's round-end dialog makes of the
same hands (tests/entry/test_tile_desk.py).

Scores by hand from RULES.md: matador-pips scores the hands' pips at a block, the fewest pips
scoring the other's (ruling 7), matadors 0; matador-classic pays 10 a matador and scores no
pips (a round end's hands are kept, not scored: 5.3).
"""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import RoundEnd
from tests.web.entry_browser import phone, served
from tests.web.entry_picker import BLOCK, HANDS, kept, named, tile, tiles_match
from tests.web.test_entry_touch import measured


async def test_a_round_end_with_the_hands_picked_as_tiles(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-pips")) as table:
        context, page = await phone(browser, table.url)
        for name in BLOCK:
            await tile(page, name).tap()
            await kept(page, name)
        await expect(page.locator("#picker .why")).to_have_text(
            "The round is over: tap “end” and give each hand as tiles, or its pips."
        )
        await page.get_by_role("button", name="end", exact=True).tap()
        await expect(page.locator(".ask p").first).to_have_text("Blocked: nobody can move")
        # Anna laid two tiles of 7 and Boris one: 5 and 6 in hand by the app's count
        for name, picked in HANDS.items():
            await page.locator(".ask .hand", has_text=name).tap()
            for one in picked:
                await tile(page, one).tap()
            await expect(page.locator(".ask .hand", has_text=name)).to_have_text(
                f"{name}: {len(picked)} tiles / {len(picked)}"
            )
        await expect(tile(page, "0-1")).to_have_accessible_description("in the hand of Boris")
        await expect(tile(page, "double blank")).to_have_attribute("aria-disabled", "true")
        await page.get_by_role("button", name="End round", exact=True).tap()
        await kept(page, "round end")
        # pips: Anna 9 + 8 + 9 + 10 + 11 = 47, Boris 1 + 2 + 3 + 4 + 5 + 6 = 21; blocked, the
        # fewest (Boris) scores the other's 47 (ruling 7); the three matadors pay 0 here
        held = {name: tuple(map(named, picked)) for name, picked in HANDS.items()}
        assert table.stored_log()[-1] == RoundEnd(None, {"Anna": 47, "Boris": 21}, held)
        await expect(page.locator(".seat .total")).to_have_text(["0", "47"])
        await context.close()


async def test_a_hand_given_as_its_pips_beside_one_picked_as_tiles(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Where the preset scores pips a hand may be its count instead of its tiles."""
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-pips")) as table:
        context, page = await phone(browser, table.url)
        for name in BLOCK:
            await tile(page, name).tap()
            await kept(page, name)
        await page.get_by_role("button", name="end", exact=True).tap()
        await page.locator(".ask .hand", has_text="Anna").tap()
        for one in HANDS["Anna"]:
            await tile(page, one).tap()
        await expect(page.get_by_label("Boris: pips")).to_have_attribute("placeholder", "pips")
        await measured(page, "the hands, pips beside them")  # 48 px targets, AA contrast
        await page.get_by_label("Boris: pips").fill("21")
        await page.get_by_role("button", name="End round", exact=True).tap()
        await kept(page, "round end")
        # Anna's tiles count 47 (as above); Boris's 21 told: the fewest scores the other's 47
        anna = tuple(map(named, HANDS["Anna"]))
        ended = RoundEnd(None, {"Anna": 47, "Boris": 21}, {"Anna": anna})
        assert table.stored_log()[-1] == ended
        await expect(page.locator(".seat .total")).to_have_text(["0", "47"])
        await context.close()


async def test_a_round_closed_by_its_tiles_may_have_its_hands_told_unscored(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Classic scores no pips: the block closes the round itself; its hands are kept, not
    scored (RULES.md 5.3)."""
    async with served(tmp_path, catalog, match=tiles_match(catalog, "matador-classic")) as table:
        context, page = await phone(browser, table.url)
        for name in BLOCK:
            await tile(page, name).tap()
            await kept(page, name)
        # matadors 10 each: Anna the soap and 2:5 = 20, Boris 1:6 = 10
        await expect(page.locator(".seat .total")).to_have_text(["20", "10"])
        await expect(page.locator("#picker .why")).to_have_text(
            "The round is over. “end” tells its hands; the next tile leads."
        )
        await page.get_by_role("button", name="end", exact=True).tap()
        await expect(page.locator(".ask p").first).to_have_text("Blocked: nobody can move")
        assert await page.get_by_label("Anna: pips").count() == 0  # no pips scored here
        for name, picked in HANDS.items():
            await page.locator(".ask .hand", has_text=name).tap()
            for one in picked:
                await tile(page, one).tap()
        # the closed round's line (the pad's line is round 2's, empty): no hand holds these
        for laid in BLOCK:
            await expect(tile(page, laid)).to_have_attribute("aria-disabled", "true")
            await expect(tile(page, laid)).to_have_accessible_description("on the line")
        await tile(page, "2-5").tap(force=True)  # a thumb on the dimmed tile: into no hand
        await expect(page.locator(".ask .hand", has_text="Boris")).to_have_text(
            "Boris: 6 tiles / 6"
        )
        await page.get_by_role("button", name="End round", exact=True).tap()
        await kept(page, "round end")
        held = {name: tuple(map(named, picked)) for name, picked in HANDS.items()}
        assert table.stored_log()[-1] == RoundEnd(None, {}, held)
        await expect(page.locator(".seat .total")).to_have_text(["20", "10"])
        await context.close()
