"""Issue 26 item 2, for the hand and the eye: each button's accessible name is the fact's name
in the page's language (the price its description, not its name); every tap target at least
48x48 CSS px; the facts in the lower half of a 360 px phone, nothing wider than the screen;
every text at WCAG AA contrast, computed from the colours Chromium resolved
(``readable_checks.js``, as tests/web/test_readable.py does). Measured in each state the page
has: the pad, the round end and adjustment panels, the name question, a refusal, and the view
of a phone that does not keep the match, with four players of 24-character names and
four-digit totals and debts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, ViewportSize, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Adjust
from tests.web.entry_browser import phone, served
from tests.web.test_readable import NAMES, SHOTS, run_check

FACTS = {  # the catalogs' words for the pad's buttons, as the app's footer says them
    "en": ["tile", "matador", "pass", "six", "end", "adjust", "undo", "redo"],
    "ru": ["ход", "матадор", "пас", "шесть", "конец", "поправка", "отмена", "повтор"],
    "pl": ["ruch", "matador", "pas", "sześć", "koniec", "korekta", "cofnij", "ponów"],
}
SMALL: ViewportSize = {"width": 360, "height": 780}

TARGETS = """() => {
  const small = [];
  for (const el of document.querySelectorAll("button, input, [role=button]")) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;  // not shown
    const what = el.textContent.trim().slice(0, 20);
    if (box.width < 48 || box.height < 48) small.push(`${what} ${box.width}x${box.height}`);
  }
  const wide = document.documentElement.scrollWidth;
  if (wide > innerWidth) small.push("page " + wide);
  return small;
}"""
LOWER = """() => [...document.querySelectorAll(".pad button")].filter((el) => {
  const box = el.getBoundingClientRect();  // in the lower half, and on the screen unscrolled
  return box.top < innerHeight / 2 || box.bottom > innerHeight;
}).map((el) => el.textContent)"""


async def measured(page: Page, state: str) -> None:
    assert await page.evaluate(TARGETS) == [], state
    assert await run_check(page, "contrast") == [], state


@pytest.mark.parametrize("language", list(FACTS))
async def test_each_button_is_found_by_its_facts_name_and_says_its_price_apart(
    browser: Browser, tmp_path: Path, catalog: Catalog, language: str
) -> None:
    async with served(tmp_path, catalog, language=language) as table:
        context, page = await phone(browser, table.url)
        for name in FACTS[language]:
            await expect(page.get_by_role("button", name=name, exact=True)).to_have_count(1)
        matador = page.get_by_role("button", name=FACTS[language][1], exact=True)
        await expect(matador).to_have_accessible_description("+10")  # six-matador-expert
        await expect(matador).to_have_accessible_name(FACTS[language][1])
        await matador.tap()
        await expect(page.locator(".seat .total").first).to_have_text("10")
        await context.close()


# four-digit totals, two of them debts, recorded before the page opens
CROWDED = tuple(
    Adjust(name, points) for name, points in zip(NAMES, (-8888, 9876, -1234, 4444), strict=True)
)


@pytest.mark.parametrize("language", list(FACTS))
async def test_targets_contrast_and_one_hand_in_every_state(
    browser: Browser, tmp_path: Path, catalog: Catalog, language: str
) -> None:
    async with served(tmp_path, catalog, language, players=NAMES, entries=CROWDED) as table:
        context, page = await phone(browser, table.url, name=None, viewport=SMALL)
        await expect(page.locator(".ask input")).to_be_visible()
        await measured(page, "the name question")
        await page.locator(".ask input").fill("Telefon")
        await page.locator(".ask input").press("Enter")
        await expect(page.locator(".pad")).to_be_visible()  # the claim answered: this one keeps
        await expect(page.locator(".pad .fact")).to_have_count(4)
        await expect(page.locator(".seat .total.debt")).to_have_count(2)
        assert await page.evaluate(LOWER) == []  # the thumb's half of the screen, all of it in view
        await measured(page, "the pad")
        words = FACTS[language]
        await page.get_by_role("button", name=words[4], exact=True).tap()
        await page.locator(".ask .choice").first.tap()
        await measured(page, "the round end")
        await page.locator(".ask .cancel").tap()
        await page.get_by_role("button", name=words[5], exact=True).tap()
        await measured(page, "the adjustment")
        await page.locator(".ask .cancel").tap()
        await context.set_offline(True)
        await page.get_by_role("button", name=words[2], exact=True).tap()
        await page.get_by_role("button", name=words[7], exact=True).tap()  # nothing to redo
        await expect(page.locator(".status .waiting")).to_be_visible()
        await measured(page, "offline, a tap waiting")
        await context.set_offline(False)
        await expect(page.get_by_role("alert")).to_be_visible()
        await measured(page, "a refusal")
        other, view = await phone(browser, table.url, "Other", viewport=SMALL)
        await expect(view.locator("#keeper button")).to_be_visible()
        await measured(view, "a phone that only follows")
        await page.screenshot(path=SHOTS / f"entry-{language}.png")  # for a person to look at
        await other.close()
        await context.close()
