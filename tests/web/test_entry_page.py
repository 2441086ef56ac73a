"""Issue 26 items 2 and 3, the page side: the touch page keeps score on a phone, every tap
reaches the store once, in order, through a dropped Wi-Fi, a reload, a lost answer and a
restarted server; a refusal stops the queue and says which tap, in the page's language.

Real parts only: uvicorn on a free port, the real ``EntryDesk`` over a session of a SQLite
store, Debian's Chromium with phone emulation; what is stored is read from the store opened
anew. Scores: six-matador-expert (RULES.md section 4): matador +10, move +1, pass −6 with
debts, a round end scores no pips.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.async_api import Browser, Page, Route, expect

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Adjust, Lead, Matador, Match, Mode, Move, Pass, RoundEnd
from scorekeeper.session import MatchSession
from tests.web.entry_browser import PHONE, PLAYERS, phone, served
from tests.web.test_entry_touch import measured
from tests.web.test_readable import SHOTS


async def tap(page: Page, name: str) -> None:
    await page.get_by_role("button", name=name, exact=True).tap()


async def test_a_phone_asks_its_name_once_claims_and_its_taps_reach_the_store(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url, name=None)
        await page.get_by_label("What is this phone called?").fill("Anna's phone")
        await page.get_by_role("button", name="Keep score").tap()
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        for name in ("matador", "pass", "tile"):
            await tap(page, name)
            await expect(page.locator(".status .kept")).to_have_text(f"Kept: {name}")
        # Anna's matador +10 (the round's first tile); Boris passes −6: a debt; Vera's move +1
        assert table.stored_log() == [Matador("Anna"), Pass("Boris"), Move("Vera")]
        await expect(page.locator(".seat .total")).to_have_text(["10", "debt 6", "1"])
        await expect(page.locator(".seat.turn .name")).to_have_text("Anna")
        assert (await table.pad())["keeper"]["who"] == "Anna's phone"
        await page.reload()  # the name was asked once: kept on the phone
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        assert await page.get_by_label("What is this phone called?").count() == 0
        await context.close()


async def test_round_end_adjust_undo_redo_and_who_leads(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await page.locator(".seat", has_text="Boris").tap()  # Boris leads the round
        await expect(page.locator(".seat.turn .name")).to_have_text("Boris")
        await tap(page, "tile")
        await tap(page, "end")
        await page.get_by_role("button", name="Boris went out").tap()
        await page.get_by_label("Anna").fill("12")
        await page.get_by_label("Vera").fill("7")
        await page.get_by_role("button", name="End round").tap()
        await expect(page.locator(".status .kept")).to_have_text("Kept: round end")
        await tap(page, "adjust")
        await page.locator(".ask").get_by_role("button", name="Vera").tap()
        await page.get_by_label("Points").fill("-3")
        await page.get_by_label("Note").fill("miscount")
        await page.get_by_role("button", name="Adjust", exact=True).tap()
        await expect(page.locator(".status .kept")).to_have_text("Kept: adjust Vera -3")
        ended = RoundEnd("Boris", {"Anna": 12, "Vera": 7})
        assert table.stored_log() == [Lead("Boris"), ended, Adjust("Vera", -3, "miscount")]
        await expect(page.locator(".seat .total")).to_have_text(["0", "0", "debt 3"])
        await tap(page, "undo")
        await expect(page.locator(".seat .total")).to_have_text(["0", "0", "0"])
        assert table.stored_log() == [Lead("Boris"), ended]
        await tap(page, "redo")
        await expect(page.locator(".seat .total")).to_have_text(["0", "0", "debt 3"])
        assert table.stored_log() == [Lead("Boris"), ended, Adjust("Vera", -3, "miscount")]
        await context.close()


async def test_offline_taps_wait_in_order_and_are_stored_once_when_back(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        await context.set_offline(True)
        for _ in range(3):
            await tap(page, "pass")
        await expect(page.locator(".status .waiting")).to_have_text("3 taps not sent yet")
        await expect(page.locator(".status .offline")).to_be_visible()
        assert table.stored_log() == []  # nothing reached the store, nothing shown as kept
        assert await page.locator(".status .kept").count() == 0
        await context.set_offline(False)
        await expect(page.locator(".status .kept")).to_have_text("Kept: pass")
        await expect(page.locator(".status .waiting")).to_have_count(0)
        # each player's turn in order, each −6 (a debt of 6 each)
        assert table.stored_log() == [Pass("Anna"), Pass("Boris"), Pass("Vera")]
        await expect(page.locator(".seat .total")).to_have_text(["debt 6"] * 3)
        await context.close()


async def test_a_lost_answer_and_a_reload_store_each_tap_once(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """The first tap reaches the server but its answer is lost; a second waits behind it; the
    page is reloaded with both still waiting: both are sent again, the first kept only once."""
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        reached: list[str] = []

        async def lose_answers(route: Route) -> None:
            if not reached:
                await route.fetch()  # the server applies it; the phone never hears back
            reached.append(route.request.post_data or "")
            await route.abort()

        await page.route("**/tap", lose_answers)
        await tap(page, "matador")
        await expect(page.locator(".status .offline")).to_be_visible()  # its answer was lost
        await expect(page.locator(".status .waiting")).to_have_text("1 tap not sent yet")
        await tap(page, "pass")
        await expect(page.locator(".status .waiting")).to_have_text("2 taps not sent yet")
        assert table.stored_log() == [Matador("Anna")]
        await page.reload()  # still unanswered: the queue comes back from the phone's storage
        await expect(page.locator(".status .waiting")).to_have_text("2 taps not sent yet")
        await page.unroute("**/tap")  # the answers come through again: the timer resends
        await expect(page.locator(".status .kept")).to_have_text("Kept: pass")
        assert table.stored_log() == [Matador("Anna"), Pass("Boris")]
        # in order, one at a time: while the matador had no answer, only it was sent
        assert reached and all(json.loads(sent)["do"] == "matador" for sent in reached)
        assert len({json.loads(sent)["id"] for sent in reached}) == 1  # one id, however often
        await context.close()


async def test_a_restarted_server_gets_the_queue_and_the_page_claims_again(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await tap(page, "matador")
        await expect(page.locator(".status .kept")).to_have_text("Kept: matador")
        await table.stop()
        await tap(page, "pass")
        await tap(page, "tile")
        await expect(page.locator(".status .waiting")).to_have_text("2 taps not sent yet")
        await table.start()  # a new process's memory: nobody keeps the match
        await expect(page.locator(".status .kept")).to_have_text("Kept: tile")
        assert table.stored_log() == [Matador("Anna"), Pass("Boris"), Move("Vera")]
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        await context.close()


async def test_tile_mode_picks_tiles_asks_the_way_only_when_needed_and_stores_them(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Matador (sum 7, a matador is 10): Anna leads 1:3; Boris's 0:0 (the soap, a matador)
    fits both ends, so the page asks which; what is stored is what the same taps store
    through the desk itself, and Boris has 10."""
    match = Match(PLAYERS, catalog.get("matador-classic"), mode=Mode.TILES)
    async with served(tmp_path, catalog, match=match) as table:
        pad = await table.pad()
        assert pad["mode"] == "tiles"
        context, page = await phone(browser, table.url)
        for button in pad["buttons"]:  # draw, pass and the controls, by the pad's names
            await expect(
                page.get_by_role("button", name=button["name"], exact=True)
            ).to_be_visible()
        await expect(page.locator("#picker .tile")).to_have_count(28)  # any tile may lead
        await measured(page, "the tile picker")  # 48 px targets, AA contrast
        await page.screenshot(path=SHOTS / "entry-tiles.png")
        await page.locator("#picker").get_by_role("button", name="1-3", exact=True).tap()
        await expect(page.locator(".status .kept")).to_have_text("Kept: 1-3")
        await page.locator("#picker").get_by_role("button", name="double blank", exact=True).tap()
        await expect(page.locator(".ask h2")).to_have_text("0:0 fits both ends:")
        await page.locator(".ask .choice").first.tap()
        await expect(page.locator(".status .kept")).to_contain_text("Kept: double blank")
        await expect(page.locator(".seat .total")).to_have_text(["0", "10", "0"])
        same = EntryDesk(
            MatchSession(Match(PLAYERS, catalog.get("matador-classic"), mode=Mode.TILES))
        )
        same.tap({"id": "a", "do": "tile", "tile": "1-3"})
        way = same.pad()["tiles"][0]["ways"][0]["tap"]  # 0:0 is the set's first tile
        assert same.tap({"id": "b", **way})["kept"]
        assert table.stored_log() == same.match.log
        await context.close()


async def test_the_page_runs_under_its_policy_without_a_single_violation(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context = await browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
        page = await context.new_page()
        said: list[str] = []
        page.on("console", lambda message: said.append(message.text))
        answer = await page.goto(table.url)
        assert answer is not None
        assert "default-src 'none'" in answer.headers["content-security-policy"]
        await page.get_by_label("What is this phone called?").fill("Vera's phone")
        await page.get_by_label("What is this phone called?").press("Enter")
        await tap(page, "pass")
        await expect(page.locator(".status .kept")).to_have_text("Kept: pass")
        assert not [line for line in said if "Content Security Policy" in line], said
        await context.close()


async def test_a_replaced_entry_address_says_it_no_longer_works(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        table.new_entry_address()  # the old one is 403 at once
        await expect(page.locator(".status .gone")).to_have_text(
            "This entry address no longer works: ask the scorekeeper for the new one."
        )
        await expect(page.locator(".pad")).to_be_hidden()  # nothing left to tap here
        assert table.stored_log() == []
        await context.close()


async def test_a_tap_slowed_by_the_servers_pace_is_sent_again_not_refused(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Five taps queued offline; back online, the first two answers are the pace's 429 (as
    web/entry_routes.py sends beyond a burst): the page waits a second and sends them again;
    no refusal is shown and every tap is stored once, in order."""
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
        slowed: list[str] = []

        async def pace(route: Route) -> None:
            if len(slowed) < 2:
                slowed.append(route.request.post_data or "")
                await route.fulfill(status=429, body="Too many taps at once; wait a moment.")
            else:
                await route.continue_()

        await page.route("**/tap", pace)
        await context.set_offline(True)
        for _ in range(5):
            await tap(page, "pass")
        await expect(page.locator(".status .waiting")).to_have_text("5 taps not sent yet")
        await context.set_offline(False)
        await expect(page.locator(".status .kept")).to_have_text("Kept: pass")
        assert len(slowed) == 2 and await page.get_by_role("alert").count() == 0
        seats = ("Anna", "Boris", "Vera")
        assert table.stored_log() == [Pass(seats[n % 3]) for n in range(5)]
        await context.close()


async def test_a_round_end_with_pips_scores_them_where_the_preset_does(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog, preset="matador-pips") as table:
        context, page = await phone(browser, table.url)
        await tap(page, "tile")  # Anna leads
        await tap(page, "end")
        await page.get_by_role("button", name="Anna went out").tap()
        await page.get_by_label("Boris").fill("12")
        await page.get_by_label("Vera").fill("7")
        await page.get_by_role("button", name="End round").tap()
        await expect(page.locator(".status .kept")).to_have_text("Kept: round end")
        # ruling 7: who went out scores every other hand's pips, 12 + 7 = 19
        await expect(page.locator(".seat .total")).to_have_text(["19", "0", "0"])
        assert table.stored_log() == [Lead("Anna"), RoundEnd("Anna", {"Boris": 12, "Vera": 7})]
        await context.close()


async def test_a_tap_whose_answer_was_lost_is_kept_once_by_a_restarted_server(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """The matador reaches the store but its answer is lost; the server restarts (its memory
    gone, the store's ledger of tap ids kept): the page sends it again and it is kept once."""
    async with served(tmp_path, catalog) as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")

        async def lose_the_answer(route: Route) -> None:
            await route.fetch()
            await route.abort()

        await page.route("**/tap", lose_the_answer)
        await tap(page, "matador")
        await expect(page.locator(".status .offline")).to_be_visible()  # its answer was lost
        await expect(page.locator(".status .waiting")).to_have_text("1 tap not sent yet")
        assert table.stored_log() == [Matador("Anna")]
        await table.stop()
        await page.unroute("**/tap")
        await table.start()
        await expect(page.locator(".status .kept")).to_have_text("Kept: matador")
        assert table.stored_log() == [Matador("Anna")]
        await expect(page.locator(".seat .total")).to_have_text(["10", "0", "0"])
        await context.close()
