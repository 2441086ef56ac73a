"""The printable page of the tables' entry codes: a card a table, in order, each with its QR
code and address, and nothing typed by the organiser becoming markup."""

from __future__ import annotations

from scorekeeper.web.entry_sheet import entry_sheet
from scorekeeper.web.qr import qr_svg

URLS = [(1, "http://192.168.1.20:8765/e/aaaaaaaaaaaaaaaaaaaaaaaa/"), (2, "http://h/e/b&c/")]


def test_each_table_has_its_card_with_its_own_code_in_order() -> None:
    page = entry_sheet("Friday night", URLS)
    first, second = page.index("Table 1"), page.index("Table 2")
    assert first < page.index(qr_svg(URLS[0][1])) < second < page.index(qr_svg(URLS[1][1]))
    assert page.count('class="card"') == 2 and "http://h/e/b&amp;c/" in page
    assert "<script" not in page and "http" not in page.split("<main>")[0]  # nothing fetched


def test_the_event_name_is_text_never_markup() -> None:
    page = entry_sheet("<script>pwn()</script>", URLS[:1])
    assert "<script>" not in page and "&lt;script&gt;pwn()&lt;/script&gt;" in page
