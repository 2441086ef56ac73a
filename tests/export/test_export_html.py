"""The HTML page parsed with the standard library: user text is escaped, nothing runs or loads."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_html
from scorekeeper.model import Adjust, Lead, LogEntry, Matador, Match, Move, Pass, RoundEnd
from tests.export.export_helpers import GOLDEN_INFO, build

HOSTILE = ["<script>alert(1)", '"><svg onload=f()>', "Tom & 'Jerry'", "Zofia Żółć"]
HOSTILE_NOTE = "<script>alert(1)</script> & \"double\" 'single'"
ALLOWED_TAGS = {
    "html", "head", "meta", "title", "style", "body", "main", "header", "h1", "h2", "dl", "div",
    "dt", "dd", "section", "p", "table", "thead", "tbody", "tr", "th", "td", "figure", "svg",
    "line", "text", "g", "polyline", "circle", "rect", "polygon", "ul", "li", "footer",
}  # fmt: skip


class Page(HTMLParser):
    """Every start tag with its attributes, and all text, as a browser's parser would see it."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def names(self, tag: str) -> list[dict[str, str | None]]:
        return [attrs for name, attrs in self.tags if name == tag]


@pytest.fixture
def hostile_match(catalog: Catalog) -> Match:
    a, b, c, d = HOSTILE
    entries: list[LogEntry] = [
        Lead(a),
        Matador(b),
        Move(c),
        Pass(d),
        Adjust(a, 3, HOSTILE_NOTE),
        RoundEnd(b),
    ]
    return build(catalog, "six-matador-expert", HOSTILE, entries)


def test_hostile_names_and_notes_come_back_as_plain_text(hostile_match: Match) -> None:
    page = Page(to_html(hostile_match, GOLDEN_INFO))
    text = "".join(page.text)
    for name in HOSTILE:
        assert name in text  # the parser unescaped it back: it was text, not markup
    assert HOSTILE_NOTE in text


def test_only_known_tags_and_no_script_or_handler(hostile_match: Match) -> None:
    page = Page(to_html(hostile_match, GOLDEN_INFO))
    tags = {name for name, _ in page.tags}
    assert "script" not in tags
    assert tags <= ALLOWED_TAGS, tags - ALLOWED_TAGS
    attributes = {key for _, attrs in page.tags for key in attrs}
    assert not {key for key in attributes if key.startswith("on")}, attributes
    assert page.names("svg") and page.names("svg")[0]["role"] == "img"


def test_nothing_is_fetched_from_elsewhere(hostile_match: Match) -> None:
    html = to_html(hostile_match, GOLDEN_INFO)
    page = Page(html)
    for _, attrs in page.tags:
        assert "src" not in attrs and "href" not in attrs
        assert not any("http" in (value or "") for key, value in attrs.items() if key != "xmlns")
    assert "url(" not in html and "@import" not in html
    assert not page.names("link") and not page.names("img") and not page.names("iframe")


def test_raw_markup_of_user_text_never_appears(hostile_match: Match) -> None:
    html = to_html(hostile_match, GOLDEN_INFO)
    assert "<script" not in html
    assert "<svg onload" not in html
    assert "&lt;script&gt;alert(1)" in html
    assert "Tom &amp; &#x27;Jerry&#x27;" in html


def test_one_line_per_player_and_a_zero_line_for_debts(hostile_match: Match) -> None:
    page = Page(to_html(hostile_match, GOLDEN_INFO))
    assert len(page.names("polyline")) == 4
    dashes = {attrs["stroke-dasharray"] for attrs in page.names("polyline")}
    colours = {attrs["stroke"] for attrs in page.names("polyline")}
    assert len(dashes) == len(colours) == 4  # tells players apart in colour and in grey print
    assert any(attrs.get("class") == "zero" for attrs in page.names("line"))  # Zofia's debt


def test_no_zero_line_without_debts(catalog: Catalog) -> None:
    match = build(catalog, "six-matador-beginner", ["A", "B"], [Matador("A"), RoundEnd("A")])
    page = Page(to_html(match, GOLDEN_INFO))
    assert not any(attrs.get("class") == "zero" for attrs in page.names("line"))
    legend = [text for text in page.text if text in {"A", "B"}]
    assert legend.count("A") >= 2  # the legend and the tables name each player


def test_each_polyline_has_a_point_per_round_and_the_start(golden_match: Match) -> None:
    page = Page(to_html(golden_match, GOLDEN_INFO))
    for attrs in page.names("polyline"):
        assert len((attrs["points"] or "").split()) == 4  # start + 3 rounds


def test_the_page_prints(golden_match: Match) -> None:
    html = to_html(golden_match, GOLDEN_INFO)
    assert "@media print" in html and "@page" in html
    assert html.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in html
