"""The tile board's typing, without the screen: the questions asked in order (across or
lengthwise, the end, the half outward), the answers each allows, and the line's words."""

from __future__ import annotations

from scorekeeper.catalog import Catalog
from scorekeeper.entry.tile_entry import LENGTHWISE, Question, TileEntry
from scorekeeper.model import End, Match, Mode, Tile, TilePlay
from scorekeeper.model.placements import options
from scorekeeper.table_view import table_view
from scorekeeper.tui.board.tile_line import line_text
from scorekeeper.tui.board.tile_words import prompt


def _entry(match: Match, typed: str) -> TileEntry:
    assert match.table is not None
    tile = Tile.parse(typed)
    return TileEntry(tile=tile, options=options(match.table, "Boris", tile, match.preset))


def test_the_questions_come_one_at_a_time_until_one_way_is_left(catalog: Catalog) -> None:
    match = Match(("Anna", "Boris"), catalog.presets["matador-classic"], mode=Mode.TILES)
    match.record(TilePlay("Anna", Tile(1, 3)))
    entry = _entry(match, "3:4")  # across either end, or lengthwise on the 3 (3 + 4 = 7)
    assert entry.question is Question.WAY
    lengthwise = entry.answer(LENGTHWISE)
    assert lengthwise is not None and lengthwise.chosen is not None
    assert lengthwise.chosen.play == TilePlay("Boris", Tile(3, 4), End.RIGHT, 3, across=False)
    across = entry.answer(None)
    assert across is not None and across.question is Question.END
    left = across.answer(End.LEFT)
    assert left is not None and left.chosen is not None and left.chosen.points(match.preset) == 10
    assert across.answer(7) is None  # no answer to this question
    assert "3:4 across, or lengthwise?" in prompt(entry, "Boris", match)


def test_half_rule_asks_the_end_then_the_half(catalog: Catalog) -> None:
    match = Match(("Anna", "Boris"), catalog.presets["six-matador-expert"], mode=Mode.TILES)
    match.record(TilePlay("Anna", Tile(1, 3)))
    entry = _entry(match, "0:6")
    assert entry.question is Question.END
    right = entry.answer(End.RIGHT)
    assert right is not None and right.question is Question.OUTWARD
    assert set(right.answers()) == {0, 6}
    words = prompt(right, "Boris", match)
    # 6 outward opens a six: 10 for the matador + 5 (six-matador-expert)
    assert "0 outward +10" in words and "6 outward +15 six" in words


def test_the_line_keeps_both_ends_and_cuts_the_middle(catalog: Catalog) -> None:
    match = Match(("Anna", "Boris"), catalog.presets["six-matador-expert"], mode=Mode.TILES)
    plays = [
        TilePlay("Anna", Tile(1, 3)),  # lead: 1 left, 3 right
        TilePlay("Boris", Tile(3, 3), End.RIGHT, 3),  # a matador across the 3, leaves 3
        TilePlay("Anna", Tile(2, 5), End.LEFT, 2),  # 5 touches the 1 (5 + 1), leaves 2
        TilePlay("Boris", Tile(4, 4), End.LEFT, 4),  # 4 + 2, a double leaves 4
    ]
    for play in plays:
        match.record(play)
    view = table_view(match)
    assert view is not None
    assert view.chain == ("4:4", "2:5", "1:3", "|3:3|")  # left to right, as they lie
    wide = line_text(view, 80)
    assert wide == "left 4 │ 4:4 2:5 1:3 |3:3| │ right 3 · 16 tiles not dealt"
    narrow = line_text(view, 44)
    assert narrow.startswith("left 4 │ 4:4 … |3:3| │ right 3")
    assert view.held == (4, 4)  # six dealt to each of two, two laid each
