"""The HTML page rendered by a real headless Chromium: the screenshot must show the page and the
chart's lines. CI installs the Debian package ``chromium`` (see .ci/run); the pages open in the
worker's one browser (the session's ``browser``, tests/chromium.py), not a Chromium of their own."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_html
from scorekeeper.export.chart import COLOURS
from scorekeeper.model import Lead, LogEntry, Matador, Match, Move, Pass, RoundEnd
from tests.export.export_helpers import GOLDEN_INFO, A, L, Z, build
from tests.export.png_pixels import Image, decode_png

WIDTH, HEIGHT = 1000, 1400


async def screenshot(browser: Browser, page: Path, workdir: Path) -> Image:
    """The page as Chromium draws it in a window of WIDTH x HEIGHT (written to page.png)."""
    shot = workdir / "page.png"
    context = await browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    try:
        tab = await context.new_page()
        await tab.goto(page.as_uri())
        data = await tab.screenshot(path=shot)
    finally:
        await context.close()
    return decode_png(data)


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def columns_in(image: Image, colour: str, tolerance: int = 24) -> set[int]:
    """The x positions of pixels drawn in (about) ``colour``."""
    want = hex_rgb(colour)
    close = {
        pixel
        for pixel in set(image.pixels)
        if all(abs(a - b) <= tolerance for a, b in zip(pixel, want, strict=True))
    }
    return {index % image.width for index, pixel in enumerate(image.pixels) if pixel in close}


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def golden_shot(
    browser: Browser, tmp_path_factory: pytest.TempPathFactory, catalog: Catalog
) -> Image:
    from tests.export.export_helpers import golden_entries

    match = build(catalog, "six-matador-expert", [A, L, Z], golden_entries())
    workdir = tmp_path_factory.mktemp("chromium")
    page = workdir / "match.html"
    page.write_text(to_html(match, GOLDEN_INFO), encoding="utf-8")
    image = await screenshot(browser, page, workdir)
    if keep := os.environ.get("KEEP_SCREENSHOTS"):
        shutil.copy(workdir / "page.png", Path(keep) / "golden.png")
    return image


def test_the_page_is_drawn_not_blank(golden_shot: Image) -> None:
    assert (golden_shot.width, golden_shot.height) == (WIDTH, HEIGHT)
    colours = set(golden_shot.pixels)
    inked = sum(1 for pixel in golden_shot.pixels if max(pixel) < 160)  # dark: text and lines
    assert len(colours) > 200, "a blank or nearly blank screenshot"
    assert inked > 5000, f"only {inked} dark pixels: no text was drawn"


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_each_players_line_is_visible_across_the_chart(golden_shot: Image, seat: int) -> None:
    # a legend swatch is 34 px wide; a line across three rounds spans most of the plot's width
    xs = columns_in(golden_shot, COLOURS[seat])
    assert xs, f"no pixel in {COLOURS[seat]}"
    assert max(xs) - min(xs) > 500, f"{COLOURS[seat]} spans only {max(xs) - min(xs)} px"


async def test_four_players_over_many_rounds_render(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    names = ["Анна-Мария Щербакова", "Łukasz Wróblewski", "Zofia Żółć", "Bob"]
    entries: list[LogEntry] = []
    for number in range(30):
        leader = names[number % 4]
        entries += [Lead(leader), Matador(names[(number + 1) % 4]), Move(names[(number + 2) % 4])]
        entries += [Pass(names[3]), RoundEnd(leader)]
    match: Match = build(catalog, "six-matador-expert", names, entries)
    page = tmp_path / "four.html"
    page.write_text(to_html(match, GOLDEN_INFO), encoding="utf-8")
    image = await screenshot(browser, page, tmp_path)
    if keep := os.environ.get("KEEP_SCREENSHOTS"):  # to look at the page by eye
        shutil.copy(tmp_path / "page.png", Path(keep) / "four-players.png")
    for colour in COLOURS:
        xs = columns_in(image, colour)
        assert xs and max(xs) - min(xs) > 500, f"{colour} line missing or short"


FACE = "#fffdf7"  # a domino's face (page_style.py), on the band behind the line


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Consecutive row numbers grouped as (first, last)."""
    runs: list[tuple[int, int]] = []
    for row in sorted(rows):
        if runs and row == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


async def test_the_tiles_match_draws_each_rounds_line_of_tiles(
    browser: Browser, tmp_path: Path, catalog: Catalog
) -> None:
    """export_helpers.golden_tiles_entries: round 1's eight tiles laid by both players, round
    2's six all by Анна. Each round's line is a band of domino faces; under each tile a bar in
    its player's colour (Анна the chart's first, Łukasz its second)."""
    from scorekeeper.model import Mode
    from tests.export.export_helpers import golden_tiles_entries

    match = build(catalog, "six-matador-expert", [A, L], golden_tiles_entries(), Mode.TILES)
    page = tmp_path / "tiles.html"
    page.write_text(to_html(match, GOLDEN_INFO), encoding="utf-8")
    image = await screenshot(browser, page, tmp_path)
    if keep := os.environ.get("KEEP_SCREENSHOTS"):
        shutil.copy(tmp_path / "page.png", Path(keep) / "tiles.png")
    face = hex_rgb(FACE)
    rows = sorted(
        {
            index // image.width
            for index, pixel in enumerate(image.pixels)
            if all(abs(a - b) <= 2 for a, b in zip(pixel, face, strict=True))
        }
    )
    bands = [run for run in _runs(rows) if run[1] - run[0] >= 20]  # a tile is 26 or 52 high
    assert len(bands) == 2, f"face rows {_runs(rows)}"
    for (first, last), seats in zip(bands, [(0, 1), (0,)], strict=True):
        under = Image(image.width, 30, image.pixels[(last + 1) * image.width : (last + 31)
                      * image.width])  # fmt: skip
        for seat in range(2):
            found = bool(columns_in(under, COLOURS[seat]))
            assert found is (seat in seats), (first, seat)
