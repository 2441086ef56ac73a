"""Issue 15 item 2: the event board's parts as HTML, from a hand-made board (the store's side
is tested with the store, tests/web/test_club_board.py): every table and standing is there,
debts are marked, names are text, half placement points are shown as halves."""

from __future__ import annotations

from scorekeeper import club_words
from scorekeeper.web.club_parts import club_parts, gone_parts
from tests.web.club_boards import board


def test_every_table_and_every_standing_is_on_the_board() -> None:
    parts = club_parts(board())
    tables = parts.blocks["tables"]
    assert tables.count('<article class="table ') == 3
    assert '<article class="table finished" id="table-1">' in tables
    assert '<article class="table playing" id="table-2">' in tables
    assert '<article class="table waiting" id="table-3">' in tables
    assert "match 11 finished, Anna won" in tables
    assert "playing match 12, 1 round played" in tables
    assert "waiting for its match" in tables and "3/2/3" in tables
    assert parts.blocks["standings"].count("<tr class=") == 3
    assert "round 2: 1 of 3 tables finished" in parts.blocks["club-status"]


def test_a_debt_is_in_words_and_marked() -> None:
    tables = club_parts(board()).blocks["tables"]
    # Vera's total −6 is a debt of 6 (ruling 5)
    assert '<span class="points debt">debt 6</span>' in tables
    assert '<span class="points">21</span>' in tables


def test_names_are_text_never_markup() -> None:
    parts = club_parts(board())
    html = "".join(parts.blocks.values()) + parts.title
    assert "<script>" not in html and "<b>" not in html
    assert "&lt;script&gt;x()&lt;/script&gt;" in parts.blocks["tables"]
    assert "Friday &lt;b&gt;night&lt;/b&gt;" in parts.blocks["club-status"]


def test_a_shared_place_shows_its_half_point() -> None:
    # 6 quarters are 1½ points; a margin of −12 sixths is −2.0
    cells = club_words.standing_cells(board().standings[1], rated=False)
    assert cells[:3] == ("2*", "<script>x()</script>", "1½")  # provisional: a table plays
    assert cells[3] == "−2.0"  # a real minus sign


def test_a_missing_event_has_a_page_that_says_so() -> None:
    assert "not in the database" in gone_parts().blocks["club-status"]
