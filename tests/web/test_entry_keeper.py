"""Issue 26 items 1-3, the page side: a refusal stops the queue at the tap it refused, in the
page's language (Russian here), and says which; two phones at one table: the second is a view
that says who keeps it, follows the first's taps, and takes over only after asking.

Scores: six-matador-expert (RULES.md section 4): matador +10; a round holds at most 5
matadors (RULES.md 5.1), so a sixth is refused.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.i18n import activate, ngettext
from scorekeeper.model import Matador, Match, Pass
from scorekeeper.session import MatchSession
from scorekeeper.store import MatchBusy, Store
from tests.web.entry_browser import PLAYERS, phone, served


def sixth_matador_refusal(catalog: Catalog) -> str:
    """The desk's own words for a sixth matador in one round, in Russian."""
    desk = EntryDesk(MatchSession(Match(PLAYERS, catalog.get("six-matador-expert"))), "ru")
    answers = desk.taps([{"id": f"m{n}", "do": "matador"} for n in range(6)])
    refusal = answers[-1]["refusal"]
    assert [a["kept"] for a in answers] == [True] * 5 + [False] and refusal
    return str(refusal)


def russian_waiting(count: int) -> str:
    activate("ru")
    try:
        return ngettext("{count} tap not sent yet", "{count} taps not sent yet", count).format(
            count=count
        )
    finally:
        activate("en")


async def test_the_first_refusal_stops_the_queue_and_says_which_tap_in_russian(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    refused = sixth_matador_refusal(catalog)
    async with served(tmp_path, catalog, language="ru") as table:
        context, page = await phone(browser, table.url)
        await expect(page.locator("#keeper")).to_have_text("Счёт ведёт этот телефон.")
        await context.set_offline(True)
        for name in ["матадор"] * 6 + ["пас"]:
            await page.get_by_role("button", name=name, exact=True).tap()
        await expect(page.locator(".status .waiting")).to_have_text(russian_waiting(7))
        assert russian_waiting(7) == "7 записей ещё не отправлено"
        await context.set_offline(False)
        alert = page.get_by_role("alert")
        await expect(alert).to_contain_text(refused)
        await expect(alert).to_contain_text("Не записано: матадор (запись от ")
        # the five matadors kept in turn (10 each), the sixth and the pass after it wait
        await expect(page.locator(".status .waiting")).to_have_text(russian_waiting(2))
        assert table.stored_log() == [Matador(p) for p in PLAYERS + PLAYERS[:2]]
        await expect(page.locator(".seat .total")).to_have_text(["20", "20", "10"])
        assert await page.get_by_role("button", name="пас", exact=True).is_disabled()
        await page.get_by_role("button", name="Попробовать снова").tap()  # refused again
        await expect(alert).to_contain_text(refused)
        await page.get_by_role("button", name="Отбросить: 2 записи").tap()
        await expect(page.locator(".status .waiting")).to_have_count(0)
        await expect(alert).to_have_count(0)
        await page.get_by_role("button", name="пас", exact=True).tap()  # the queue moves again
        await expect(page.locator(".status .kept")).to_have_text("Записано: пас")
        assert table.stored_log()[5:] == [Pass("Vera")]
        await page.reload()  # nothing discarded comes back; Vera's pass: 10 − 6 = 4
        await expect(page.locator(".seat .total")).to_have_text(["20", "20", "4"])
        assert len(table.stored_log()) == 6
        await context.close()


async def test_a_second_phone_is_a_view_until_it_takes_over_after_asking(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        anna, first = await phone(browser, table.url, "Anna's phone")
        await expect(first.locator("#keeper")).to_have_text("This phone keeps the score.")
        boris, second = await phone(browser, table.url, "Boris's phone")
        keeper = "Anna's phone keeps the score; this phone follows it."
        await expect(second.locator("#keeper")).to_contain_text(keeper)
        assert await second.get_by_role("button", name="pass", exact=True).count() == 0
        await first.get_by_role("button", name="matador", exact=True).tap()
        await expect(second.locator(".seat .total")).to_have_text(["10", "0", "0"])  # followed
        await second.get_by_role("button", name="Take over").tap()
        await expect(second.locator(".ask")).to_contain_text("Take over from Anna's phone?")
        await second.get_by_role("button", name="Cancel").tap()
        assert (await table.pad())["keeper"]["who"] == "Anna's phone"  # asked, not done
        await second.get_by_role("button", name="Take over").tap()
        await second.locator(".ask").get_by_role("button", name="Take over").tap()
        await expect(second.locator("#keeper")).to_have_text("This phone keeps the score.")
        await expect(first.locator("#keeper")).to_contain_text("Boris's phone keeps the score")
        assert await first.get_by_role("button", name="pass", exact=True).count() == 0
        await second.get_by_role("button", name="pass", exact=True).tap()
        await expect(second.locator(".status .kept")).to_have_text("Kept: pass")
        assert table.stored_log() == [Matador("Anna"), Pass("Boris")]
        await anna.close()
        await boris.close()


async def test_a_phone_that_lost_the_keeping_keeps_its_taps_until_it_takes_over(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """Anna's phone is offline when Boris's takes over; back online, it learns who keeps it now
    and its queued tap waits on the phone, unsent, until Anna's phone takes the keeping back."""
    async with served(tmp_path, catalog) as table:
        anna, first = await phone(browser, table.url, "Anna's phone")
        await expect(first.locator("#keeper")).to_have_text("This phone keeps the score.")
        await anna.set_offline(True)
        await first.get_by_role("button", name="pass", exact=True).tap()
        await expect(first.locator(".status .waiting")).to_have_text("1 tap not sent yet")
        boris, second = await phone(browser, table.url, "Boris's phone")
        await second.get_by_role("button", name="Take over").tap()
        await second.locator(".ask").get_by_role("button", name="Take over").tap()
        await expect(second.locator("#keeper")).to_have_text("This phone keeps the score.")
        await anna.set_offline(False)
        await expect(first.locator("#keeper")).to_contain_text("Boris's phone keeps the score")
        await expect(first.locator(".status .waiting")).to_have_text("1 tap not sent yet")
        assert table.stored_log() == []
        await first.get_by_role("button", name="Take over").tap()  # Anna's phone takes it back
        await first.locator(".ask").get_by_role("button", name="Take over").tap()
        await expect(first.locator(".status .kept")).to_have_text("Kept: pass")  # sent at last
        assert table.stored_log() == [Pass("Anna")]
        await anna.close()
        await boris.close()


async def test_the_terminal_keeps_it_the_page_follows_its_keys_and_takes_over_after_asking(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    async with served(tmp_path, catalog) as table:
        terminal = Store.open(table.db)  # the app, with the match open: it holds the lease
        try:
            assert terminal.claim(table.match_id)
            session = terminal.load_session(table.match_id)
            context, page = await phone(browser, table.url)
            keeps = f"the terminal at {socket.gethostname()} keeps the score"
            await expect(page.locator("#keeper")).to_contain_text(keeps)
            session.record(Matador("Anna"))  # a key in the app: +10, shown within a poll
            await expect(page.locator(".seat .total")).to_have_text(["10", "0", "0"])
            await page.get_by_role("button", name="Take over").tap()
            await expect(page.locator(".ask")).to_contain_text("Take over from the terminal at")
            await page.locator(".ask").get_by_role("button", name="Take over").tap()
            await expect(page.locator("#keeper")).to_have_text("This phone keeps the score.")
            await page.get_by_role("button", name="pass", exact=True).tap()
            await expect(page.locator(".status .kept")).to_have_text("Kept: pass")
            with pytest.raises(MatchBusy):  # the app's next key: open elsewhere now
                terminal.load_session(table.match_id).record(Pass("Vera"))
            await context.close()
        finally:
            terminal.close()
        assert table.stored_log() == [Matador("Anna"), Pass("Boris")]
