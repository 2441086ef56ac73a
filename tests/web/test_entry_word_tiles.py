"""Issue 26 item 4 tile by tile, on two phones (two Chromium contexts with phone emulation) at
one entry address served for real (``TableServer`` and its ``StoreKeeper``): in tile mode the
tile that ends the round is what the table is asked about. The keeper taps it; it is not laid
(the store holds the two tiles before it) and no tile can be tapped behind it; the other phone
shows it priced and accepts; then it is laid, as tapping it with no word asked would lay it.

Numbers by hand from RULES.md (matador-classic, 10 a matador, sum 7): Anna leads the soap 0:0
+10, Boris 1:6 across it +10, Anna 2:5 across +10, and no tile in the set joins either end (a
block, 6.8): the round closes at 20 to 10; the asked tile is Anna's +10.
"""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import TilePlay
from scorekeeper.session import MatchSession
from tests.web.entry_browser import served
from tests.web.entry_picker import kept, tile, tiles_match
from tests.web.test_entry_word import as_player, two_phones


async def test_the_tile_that_blocks_the_round_waits_for_another_phones_word(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    laid = EntryDesk(MatchSession(tiles_match(catalog, "matador-classic")))
    for number, name in enumerate(("0-0", "1-6", "2-5")):
        assert laid.tap({"id": f"t{number}", "do": "tile", "tile": name})["kept"]
    first, second, blocking = laid.match.log
    assert isinstance(blocking, TilePlay)
    match = tiles_match(catalog, "matador-classic")
    async with served(tmp_path, catalog, match=match, entries=(first, second), word=True) as table:
        keeper, other, contexts = await two_phones(browser, table.url)
        await tile(keeper, "2-5").tap()
        await expect(keeper.locator("#word .state")).to_have_text("Waiting for the table's word.")
        await expect(keeper.locator(".status .kept")).to_have_count(0)  # asked, not "Kept:"
        await expect(tile(keeper, "double 5")).to_have_attribute("aria-disabled", "true")
        await expect(tile(keeper, "double 5")).to_have_accessible_description(
            "The round's end waits for the table's word."
        )
        word = other.locator("#word")
        await expect(word.locator("h2")).to_have_text("Round 1: blocked")
        await expect(word.locator(".figures li").first).to_have_text("Anna+10total 20")
        assert table.stored_log() == [first, second]  # asked, not laid
        await as_player(other, "Boris", "Accept")
        for page in (keeper, other):
            await expect(page.locator("#word .state")).to_have_text("Round 1 accepted by Boris.")
            await expect(page.locator(".seat .total")).to_have_text(["20", "10"])
        assert table.stored_log() == [first, second, blocking]  # as the tap alone lays it
        await tile(keeper, "1-2").tap()  # round 2 leads at once: nothing waits any more
        await kept(keeper, "1-2")
        for context in contexts:
            await context.close()
