"""A club night's results out: the standings and the tables as Markdown, CSV and a printable
page (docs/club.md, "Results out"); the commands in tests/cli/test_club_results_out.py."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from playwright.async_api import Browser

from scorekeeper.export.club_pages import standings_sheet, tables_sheet
from scorekeeper.export.club_sheet import sheet_csv, sheet_html, sheet_markdown
from tests.export.png_pixels import Image
from tests.export.test_export_chromium import screenshot
from tests.web.club_boards import board


def test_the_standings_in_markdown() -> None:
    text = sheet_markdown(standings_sheet(board()))
    lines = text.splitlines()
    assert lines[0] == "# Friday \\<b\\>night\\</b\\>, round 2: standings"
    assert "| Rank | Player | Points | Head to head | Margin | Total | Tables | Wins |" in lines
    # the hand-built board: Anna 15 quarters (3¾), margin 81 sixths (13.5); the second line a
    # name that is markup, escaped, and a table still playing (*)
    assert "| 1 | Anna | 3¾ | 0 | 13.5 | 40 | 2 | 1 |" in lines
    assert "| 2 | \\<script\\>x()\\</script\\> \\* | 1½ | 0 | −2.0 | 14 | 2 | 0 |" in lines
    assert lines[-1] == "\\* a table of the player is still playing: the line can change."


def test_the_standings_in_csv_keep_numbers_and_make_names_inert() -> None:
    rows = list(csv.reader(io.StringIO(sheet_csv(standings_sheet(board())))))
    assert rows[0] == ["Friday <b>night</b>, round 2: standings"]
    assert rows[1:4] == [
        [],
        ["Standings"],
        ["Rank", "Player", "Points", "Head to head", "Margin", "Total", "Tables", "Wins"],
    ]
    assert rows[4] == ["1", "Anna", "3¾", "0", "13.5", "40", "2", "1"]
    assert rows[5][5] == "14" and rows[6][4] == "−2.0"  # shown as the standings show it


def test_the_page_escapes_what_players_typed() -> None:
    page = sheet_html(tables_sheet(board(), board().tables))
    assert "<script>" not in page and "&lt;script&gt;x()&lt;/script&gt;" in page
    assert "@page { size: A4" in page  # the match page's print style
    assert "<h2>Round 2</h2>" in page


async def test_the_page_prints_as_drawn(browser: Browser, tmp_path: Path) -> None:
    page = tmp_path / "standings.html"
    page.write_text(sheet_html(standings_sheet(board())), encoding="utf-8")
    image: Image = await screenshot(browser, page, tmp_path)
    inked = sum(1 for pixel in image.pixels if max(pixel) < 160)  # dark: text and rules
    assert inked > 3000, f"only {inked} dark pixels: no standings drawn"
