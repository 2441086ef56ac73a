"""Every export's standings carry what each player did (issue 11 item 4): tiles laid, open
sixes made, and tiles drawn where a match is kept tile by tile; the rounds table keeps its shape."""

from __future__ import annotations

import csv
import io
import json

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, export_text
from scorekeeper.matchfile import match_from_data
from scorekeeper.model import Draw, End, Match, Mode, Pass, RoundEnd, Tile, TilePlay

A, B = "Anna", "Boris"


def tiles_match(catalog: Catalog) -> Match:
    """matador-classic (matador 10, moves and open sixes 0), tile by tile; blocked at the end
    by the players' word. Anna: lead 0 + soap 10 = 10; Boris: 1:6 10 + 0 + 0 = 10."""
    match = Match([A, B], catalog.get("matador-classic"), None, None, Mode.TILES)
    for event in (
        TilePlay(A, Tile(2, 3)),  # lead: ends 2 | 3; Anna laid 1
        TilePlay(B, Tile(1, 6), End.LEFT),  # a matador across the 2: 10; Boris laid 1
        Draw(A),  # Anna drew 1
        Draw(A),  # Anna drew 2
        Pass(A),
        TilePlay(B, Tile(3, 4), End.RIGHT, across=False),  # 3+4=7 lengthwise, leaves 3; laid 2
        TilePlay(A, Tile(0, 0), End.LEFT),  # the soap on the soap-only end: 10; Anna laid 2
        TilePlay(B, Tile(4, 6), End.RIGHT),  # right 3: 3+4=7, leaves 6; Boris laid 3, a six
    ):
        match.record(event)
    match.record(RoundEnd(None))
    return match


def test_markdown_has_the_counts_and_the_drawn_column(catalog: Catalog) -> None:
    text = export_text(tiles_match(catalog), ExportInfo(), "md")
    assert "| Place | Player | Total | Tiles laid | Open sixes | Drawn |" in text
    assert "| Anna | 10 | 2 | 0 | 2 |" in text  # 2:3, 0:0 (the soap: 10); two draws
    assert "| Boris | 10 | 3 | 1 | 0 |" in text  # 1:6 (10), 3:4, 4:6 (its six)
    assert "| Round | Anna | Boris | End |" in text  # the rounds table as before


def test_a_one_key_match_has_no_drawn_column(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("matador-classic"), None, None)
    for text in (export_text(match, ExportInfo(), "md"), export_text(match, ExportInfo(), "html")):
        assert "Tiles laid" in text and "Drawn" not in text


def test_csv_carries_the_same_columns_in_both_modes(catalog: Catalog) -> None:
    one_key = Match([A, B], catalog.get("matador-classic"), None, None)
    for match, anna, boris in (
        (
            tiles_match(catalog),
            ["Anna", "10", "1", "2", "0", "2"],
            ["Boris", "10", "1", "3", "1", "0"],
        ),
        (one_key, ["Anna", "0", "1", "0", "0", ""], ["Boris", "0", "1", "0", "0", ""]),
    ):
        rows = list(csv.reader(io.StringIO(export_text(match, ExportInfo(), "csv"))))
        header = ["player", "total", "place", "tiles laid", "open sixes", "tiles drawn"]
        start = rows.index(header)
        assert sorted(rows[start + 1 : start + 3]) == [anna, boris]


def test_html_lists_the_counts_in_the_standings(catalog: Catalog) -> None:
    text = export_text(tiles_match(catalog), ExportInfo(), "html")
    assert '<th class="num">Drawn</th>' in text
    assert '<td>Anna</td><td class="num">10</td><td class="num">2</td>' in text


def test_the_json_export_is_the_match_file_with_the_facts(catalog: Catalog) -> None:
    # no derived counts in it (the reader refuses unknown fields; the log is the only truth):
    # each draw and tile is there, and reading the file back counts them again
    match = tiles_match(catalog)
    text = export_text(match, ExportInfo(), "json")
    data = json.loads(text)
    assert sum(event["type"] == "draw" for event in data["rounds"][0]["events"]) == 2
    assert match_from_data(data, catalog).counts == match.counts
