"""The tile picker's tests' helpers: a match kept tile by tile for two, a tile button found by
its name in the picker, the tile a name names, the page's "Kept" line, and a provable block."""

from __future__ import annotations

from playwright.async_api import Locator, Page, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Match, Mode, Tile

TWO = ("Anna", "Boris")


def tiles_match(catalog: Catalog, preset: str) -> Match:
    return Match(TWO, catalog.get(preset), mode=Mode.TILES)


def named(name: str) -> Tile:
    """The tile a button's name names: "3-6", or "double 4"."""
    if name.startswith("double "):
        half = int(name.removeprefix("double "))
        return Tile(half, half)
    return Tile.parse(name)


def tile(page: Page, name: str) -> Locator:
    return page.locator("#picker").get_by_role("button", name=name, exact=True)


async def kept(page: Page, words: str) -> None:
    await expect(page.locator(".status .kept")).to_have_text(f"Kept: {words}")


# the soap leads (both ends blank), 1:6 across the left, 2:5 across the right: each end takes
# only the soap, which is on the line: a provable block (6.3, 6.4, 6.8)
BLOCK = ("double blank", "1-6", "2-5")
HANDS = {"Anna": ("3-6", "double 4", "4-5", "double 5", "5-6"),
         "Boris": ("0-1", "0-2", "0-3", "0-4", "0-5", "0-6")}  # fmt: skip
