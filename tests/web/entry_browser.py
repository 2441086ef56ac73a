"""A phone for the entry page's tests: a Chromium context with phone emulation (390x844, touch,
mobile), its own localStorage (so its own device id), and the name it keeps score under set
before the page loads, unless the test answers the page's question itself."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Page, ViewportSize

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match
from tests.web.entry_serving import EntryTable

PHONE: ViewportSize = {"width": 390, "height": 844}
PLAYERS = ("Anna", "Boris", "Vera")


@asynccontextmanager
async def served(
    folder: Path, catalog: Catalog, language: str = "en", players: tuple[str, ...] = PLAYERS,
    preset: str = "six-matador-expert", match: Match | None = None, entries: tuple[Any, ...] = (),
    word: bool = False,
) -> AsyncIterator[EntryTable]:  # fmt: skip
    """The match (``entries`` recorded first) served at its entry address, in ``language``;
    ``word``: its round ends wait for the table's word."""
    match = match or Match(players, catalog.get(preset))
    table = EntryTable(folder / "entry.db", match, language, word=word)
    table.create(*entries)
    await table.start()
    try:
        yield table
    finally:
        if table.running:
            await table.stop()


async def phone(
    browser: Browser, url: str, name: str | None = "Anna's phone",
    viewport: ViewportSize | None = None,
) -> tuple[BrowserContext, Page]:  # fmt: skip
    """A phone with the page open; ``name``: what it keeps score as (None: not asked yet)."""
    context = await browser.new_context(
        viewport=viewport or PHONE, has_touch=True, is_mobile=True, device_scale_factor=2
    )
    if name is not None:
        stored = json.dumps(json.dumps(name))  # the page keeps JSON in localStorage
        await context.add_init_script(
            f"if (!localStorage.getItem('scorekeeper.phone'))"
            f" localStorage.setItem('scorekeeper.phone', {stored});"
        )
    page = await context.new_page()
    page.set_default_timeout(10_000)
    await page.goto(url)
    return context, page
