"""Issue 22 item 8: the exports of a match kept tile by tile say how it was kept and draw each
round's line with who laid what (Markdown, CSV, HTML); a one-key match says how it was kept and
has no line. The golden tiles match is export_helpers.golden_tiles_entries, worked there.

Round 1's line, from its left end to its right, worked by hand from the order of play: the
soap leads (0 | 0); 0:6 left, 0 outward; 1:5 left, 5 outward (shown 5:1 from the left); 0:1 on
the 5 (its 1 inward, 0 outward); 2:4 right, 2 outward (4:2); 0:4 on the 2 (4:0); 3:3 left; 0:3
on the 3 (0:3 from the left). So: 0:3 |3:3| 0:1 |5:1| |0:6| |0:0| |4:2| 4:0, tiles number 8 7
4 3 2 1 5 6 in that order, both ends blank.
"""

from __future__ import annotations

import csv
import io
import re

from scorekeeper.catalog import Catalog
from scorekeeper.export import to_csv, to_html, to_markdown
from scorekeeper.model import End, Match, Mode, Tile, TilePlay
from scorekeeper.round_lines import round_lines
from tests.export.export_helpers import GOLDEN_INFO, A, L, build
from tests.model.model_helpers import custom_preset
from tests.model.test_tile_match import QUICK

ROUND_1 = "left blank │ 0:3 \\|3:3\\| 0:1 \\|5:1\\| \\|0:6\\| \\|0:0\\| \\|4:2\\| 4:0 │ right blank"


def test_markdown_says_how_it_was_kept_and_draws_each_line(golden_tiles: Match) -> None:
    text = to_markdown(golden_tiles, GOLDEN_INFO)
    assert "- **Kept:** tile by tile\n" in text
    assert f"**Round 1** (blocked): {ROUND_1}\n" in text
    # round 2: the lead 1:2, then the soap left, 0:6 right (6 out), 1:5 left (5 out), 2:4 left
    # (4 out), 3:3 right: from the left 4:2 5:1 0:0 1:2 0:6 3:3, the ends 4 and 3
    assert (
        "**Round 2** (Анна went out): left 4 │ \\|4:2\\| \\|5:1\\| \\|0:0\\| 1:2"
        " \\|0:6\\| \\|3:3\\| │ right 3\n"
    ) in text
    assert "| 2 | Łukasz | 0:6 left | +10 |" in text  # the soap's end, across: 10
    assert "| 3 | Анна | 0:6 right | +15 |" in text  # round 2: 10 and the open six 5
    assert "| 1 | Анна | lead 1:2 | 0 |" in text


def test_a_one_key_match_says_so_and_has_no_line(golden_match: Match) -> None:
    text = to_markdown(golden_match, GOLDEN_INFO)
    assert "- **Kept:** one key a fact\n" in text and "## The line" not in text
    assert 'class="tiles"' not in to_html(golden_match, GOLDEN_INFO)


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_csv_lists_every_tile_with_who_laid_it_and_where(golden_tiles: Match) -> None:
    rows = _rows(to_csv(golden_tiles, GOLDEN_INFO))
    start = rows.index(["round", "order", "player", "tile", "end", "place in line", "points"])
    assert rows[start - 2] == ["in progress", "", "112", "tiles"]  # 95 - (-17) = 112
    tiles = rows[start + 1 :]
    assert len(tiles) == 8 + 6
    # the places come from the line above: numbers 8 7 4 3 2 1 5 6 from the left
    assert [row[5] for row in tiles[:8]] == ["6", "5", "4", "3", "7", "8", "2", "1"]
    assert tiles[1] == ["1", "2", L, "0:6", "left", "5", "10"]
    assert tiles[8] == ["2", "1", A, "1:2", "lead", "4", "0"]
    assert tiles[10] == ["2", "3", A, "0:6", "right", "5", "15"]


def test_csv_tiles_table_keeps_formula_names_inert(catalog: Catalog) -> None:
    players = ["=CMD()", "@B"]
    match = build(catalog, "six-matador-beginner", players,
                  [TilePlay(players[0], Tile(2, 4)), TilePlay(players[1], Tile(2, 6), End.RIGHT)],
                  Mode.TILES)  # fmt: skip
    rows = _rows(to_csv(match, GOLDEN_INFO))
    tiles = rows[rows.index(["round", "order", "player", "tile", "end", "place in line",
                             "points"]) + 1 :]  # fmt: skip
    assert [row[2] for row in tiles] == ["'=CMD()", "'@B"]


def test_html_draws_every_tile_as_it_lies(golden_tiles: Match) -> None:
    page = to_html(golden_tiles, GOLDEN_INFO)
    assert "<dt>Kept:</dt><dd>tile by tile</dd>" in page
    tiles = re.findall(r'<li class="tile( across)?" title="([^"]*)">', page)
    assert len(tiles) == 14
    # every matador lies across under `half`: five a round
    assert sum(1 for across, _title in tiles if across) == 5 + 5
    assert [title for _across, title in tiles[:8]] == [
        "0:3, Łukasz", "3:3, Анна", "0:1, Łukasz", "5:1, Анна", "0:6, Łukasz", "0:0, Анна",
        "4:2, Анна", "4:0, Łukasz",
    ]  # fmt: skip
    ends = re.findall(r'<span class="open-end">([^<]*)</span>', page)
    assert ends == ["left blank", "right blank", "left 4", "right 3"]
    # the pips drawn: 0:3 has 3, the soap none; round 1 holds 3+6+1+6+6+0+6+4 = 32 pips
    first = page.index('title="0:3, Łukasz"')
    assert page[first : page.index("</svg>", first)].count('class="pip"') == 3
    round_1 = page[page.index('<ol class="tiles">') : page.index("</ol>", first)]
    assert round_1.count('class="pip"') == 32


def test_html_escapes_a_name_in_the_line(catalog: Catalog) -> None:
    name = '<b>"Ann"</b>'
    match = build(catalog, "six-matador-beginner", [name, "Bo"], [TilePlay(name, Tile(2, 4))],
                  Mode.TILES)  # fmt: skip
    page = to_html(match, GOLDEN_INFO)
    assert '<b>"Ann"</b>' not in page and "&lt;b&gt;&quot;Ann&quot;&lt;/b&gt;" in page


def test_a_tile_written_without_its_end_lies_where_the_match_laid_it() -> None:
    # QUICK (sum 7): the lead 2:3 (2 | 3); 4:6 fits the right only (3 + 4 = 7), leaving 6
    match = Match(["Anna", "Boris"], custom_preset(**QUICK), mode=Mode.TILES)
    match.record(TilePlay("Anna", Tile(2, 3)))
    match.record(TilePlay("Boris", Tile(4, 6)))  # no end, no outward half: no choice
    (line,) = round_lines(match)
    assert [laid.halves for laid in line.tiles] == [(2, 3), (4, 6)]
    assert line.tiles[1].play.end is End.RIGHT and (line.left, line.right) == (2, 6)
    assert "| 2 | Boris | 4:6 right | +6 |" in to_markdown(match, GOLDEN_INFO)  # move + six
