"""The entry desk tile by tile: the tile board's pad and taps, for every preset (all four keep
tile mode). Every number is worked by hand from RULES.md sections 4 to 6; the arithmetic is in
the comments. Prices are as the footer says them: "−" is the real minus sign."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Draw, End, Match, Mode, Pass, RoundEnd, Tile, TilePlay
from scorekeeper.session import MatchSession

A, B = "Anna", "Boris"
EXPERT, BEGINNER = "six-matador-expert", "six-matador-beginner"
CLASSIC, PIPS = "matador-classic", "matador-pips"


def desk(preset: str, language: str = "en") -> EntryDesk:
    match = Match([A, B], load_catalog().get(preset), mode=Mode.TILES)
    return EntryDesk(MatchSession(match), language=language)


def tiles(pad: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {tile["tile"]: tile for tile in pad["tiles"]}


def buttons(pad: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {button["tap"]["do"]: button for button in pad["buttons"]}


_IDS = itertools.count()


def kept(table: EntryDesk, *taps: dict[str, Any]) -> dict[str, Any]:
    """Apply ``taps`` (each a fresh id), each to be kept; the pad after them."""
    for tap in taps:
        answer = table.tap({"id": f"k{next(_IDS)}", **tap})
        assert answer["kept"] and not answer["again"], answer["refusal"]
    return table.pad()


# Before the lead. Hands: sum-6 presets deal 6 each to two players, sum-7 presets 7 (RULES.md 4);
# the stock is the rest of the 28: 16 and 14. Six Matador plays without a stock (draw = none:
# "16 tiles not dealt", no draw button), Matador draws until a tile fits (6.7).
# Lead prices (ruling 2, 6.5): a matador lead earns the matador points, and a lead showing a six
# on either end the open six. Six: 0:6 is a matador (0 + 6 = 6): 10 + 5 in expert; 1:6 is not,
# its 6 end earns the six alone (5 in expert, 0 in beginner). Matador: 1:6 is a matador
# (1 + 6 = 7) that may lead across (10, ends take only the soap) or lengthwise (0, ends 1 and
# 6); matador-pips pays 0 for matadors. 2:3 is an ordinary lead everywhere: 0.
AT_START = [
    (EXPERT, 6, "16 tiles not dealt", False, {"0:6": ["+15"], "1:6": ["+5"], "2:3": ["0"]}),
    (BEGINNER, 6, "16 tiles not dealt", False, {"0:6": ["+10"], "1:6": ["0"], "2:3": ["0"]}),
    (CLASSIC, 7, "stock 14 tiles", True, {"0:6": ["0"], "1:6": ["+10", "0"], "2:3": ["0"]}),
    (PIPS, 7, "stock 14 tiles", True, {"0:6": ["0"], "1:6": ["0", "0"], "2:3": ["0"]}),
]


@pytest.mark.parametrize(("preset", "hand", "stock", "draws", "leads"), AT_START)
def test_the_pad_before_the_lead(
    preset: str, hand: int, stock: str, draws: bool, leads: dict[str, list[str]]
) -> None:
    pad = desk(preset).pad()
    assert pad["mode"] == "tiles" and pad["line"]["started"] is False
    assert [seat["tiles"] for seat in pad["seats"]] == [hand, hand]
    assert pad["stock"]["words"] == stock and pad["stock"]["draws"] is draws
    assert pad["round"] == {"number": 1, "started": False, "pips_score": preset == PIPS,
                            "ended": None}  # fmt: skip
    assert len(pad["tiles"]) == 28 and all(t["fits"] == ["lead"] for t in pad["tiles"])
    for tile, prices in leads.items():
        assert [way["price"] for way in tiles(pad)[tile]["ways"]] == prices, tile
    # nobody passes or draws before a lead (tile_close.py): offered, but not enabled
    shown = buttons(pad)
    assert ("draw" in shown) is draws and shown["pass"]["enabled"] is False
    assert shown["pass"]["why"] == "a round begins with its lead: nobody passes or draws before it"
    assert pad["seats"][0]["turn"] is True  # Anna leads the first round


def test_six_matador_after_a_lead_every_tile_as_the_board_finds_it() -> None:
    # Anna leads 1:3: the left end shows 1, the right 3 (6.1). Sum six (6.2):
    pad = kept(table := desk(EXPERT), {"do": "tile", "tile": "1-3"})
    assert pad["line"]["ends"] == {"left": {"shows": 1, "words": "1"},
                                   "right": {"shows": 3, "words": "3"}}  # fmt: skip
    found = tiles(pad)
    assert (
        found["1:3"]["on_line"] and found["1:3"]["why"] == "1:3 is on the line already this round"
    )
    # 5:5 joins the 1 (5 + 1), leaves 5: a move, +1 (move_points 1)
    assert [(w["end"], w["leaves"], w["price"]) for w in found["5:5"]["ways"]] == [
        ("left", "5", "+1")
    ]
    # 2:3: its 3 on the right 3 (3 + 3), leaves 2: +1
    assert [(w["end"], w["half"], w["price"]) for w in found["2:3"]["ways"]] == [("right", 2, "+1")]
    # 0:1 fits neither: the left 1 needs a 5, the right 3 a 3
    assert found["0:1"]["why"] == "0:1 fits no end: left shows 1 (needs 5), right shows 3 (needs 3)"
    # 0:6, a matador across either end, either half outward (matador_leaves = half): 10, and
    # +5 where its 6 faces out (6.5): four ways, the board asks the end first
    ways = found["0:6"]["ways"]
    assert found["0:6"]["ask"] == "0:6 fits both ends:" and found["0:6"]["fits"] == [
        "left",
        "right",
    ]
    assert [(w["words"], w["price"]) for w in ways] == [
        ("left 1, 0 outward", "+10"),
        ("left 1, 6 outward", "+15"),
        ("right 3, 0 outward", "+10"),
        ("right 3, 6 outward", "+15"),
    ]
    # each way's tap lays exactly it
    pad = kept(table, ways[3]["tap"])
    assert table.match.log[-1] == TilePlay(B, Tile(0, 6), End.RIGHT, 6)
    assert [seat["total"] for seat in pad["seats"]] == [0, 15]


def test_matador_after_a_lead_across_or_lengthwise() -> None:
    pad = kept(desk(CLASSIC), {"do": "tile", "tile": "1-3"})  # ends 1 and 3; sum seven
    found = tiles(pad)
    # 0:6: its 6 on the left 1 (6 + 1 = 7), leaves a blank
    assert [(w["end"], w["leaves"]) for w in found["0:6"]["ways"]] == [("left", "blank")]
    # 2:5, a matador: across either end (+10, the end then takes only the soap); lengthwise
    # it would need a 6 or a 4 against 1 and 3: no
    assert [(w["words"], w["leaves"], w["price"]) for w in found["2:5"]["ways"]] == [
        ("left 1", "soap only", "+10"),
        ("right 3", "soap only", "+10"),
    ]
    # 3:4 across either end, or lengthwise its 4 on the right 3 (4 + 3), leaving 3: 0
    assert found["3:4"]["ask"] == "3:4 across, or lengthwise?"
    assert [(w["words"], w["price"]) for w in found["3:4"]["ways"]] == [
        ("across, left 1", "+10"),
        ("across, right 3", "+10"),
        ("lengthwise", "0"),
    ]


# Taps the way the board types them, each the entry the board records (RULES.md 6.1-6.5)
TAPS = [
    # a lead typed high half first lies with its low half at the right (placements.py)
    (EXPERT, [{"do": "tile", "tile": "5-3"}], TilePlay(A, Tile(3, 5), None, 3)),
    (CLASSIC, [{"do": "tile", "tile": "3-5"}], TilePlay(A, Tile(3, 5))),
    # 2:3 after the lead 1:3 fits one way only: no end or half needed
    (EXPERT, [{"do": "tile", "tile": "1-3"}, {"do": "tile", "tile": "3-2"}],
     TilePlay(B, Tile(2, 3), End.RIGHT, 2)),
    # matador lengthwise under the soap rule, answered in the tap
    (CLASSIC, [{"do": "tile", "tile": "1-3"}, {"do": "tile", "tile": "3-4", "across": False}],
     TilePlay(B, Tile(3, 4), End.RIGHT, 3, across=False)),
    # a line showing 3 at both ends: the board lays on the left (mirror images, placements.py),
    # so a tap naming the right is the same tile on the left
    (CLASSIC, [{"do": "tile", "tile": "3-3"}, {"do": "tile", "tile": "1-4", "end": "right"}],
     TilePlay(B, Tile(1, 4), End.LEFT, 1)),
    # the soap led "lengthwise" makes the line across makes: the board has it across (+10)
    (CLASSIC, [{"do": "tile", "tile": "0-0", "across": False}], TilePlay(A, Tile(0, 0))),
    # Matador draws until a tile fits: a draw, the turn stays (6.6)
    (CLASSIC, [{"do": "tile", "tile": "1-3"}, {"do": "draw"}], Draw(B)),
    # a pass with tiles in the stock, confirmed (6.7)
    (CLASSIC, [{"do": "tile", "tile": "1-3"}, {"do": "pass", "sure": True}], Pass(B)),
    # Six Matador has no stock: a pass is what the rules expect, nothing to confirm
    (EXPERT, [{"do": "tile", "tile": "1-3"}, {"do": "pass"}], Pass(B)),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "taps", "last"), TAPS)
def test_each_tap_is_the_entry_the_board_records(
    preset: str, taps: list[dict[str, Any]], last: object
) -> None:
    table = desk(preset)
    kept(table, *taps)
    assert table.match.log[-1] == last


REFUSED = [
    (EXPERT, [{"do": "tile", "tile": "1-3"}], {"do": "tile", "tile": "0-6"},
     # the end first, each with its range: 10, or 15 with the 6 outward (the board's words say
     # "six" only where every way left opens one)
     "0:6 fits both ends: left 1 +10…+15, right 3 +10…+15"),
    (EXPERT, [{"do": "tile", "tile": "1-3"}], {"do": "tile", "tile": "0-6", "end": "right"},
     "0:6: which half outward? 0 outward +10, 6 outward +15 six"),
    (CLASSIC, [{"do": "tile", "tile": "1-3"}], {"do": "tile", "tile": "3-4"},
     "3:4 across, or lengthwise? across +10, lengthwise 0"),
    (EXPERT, [{"do": "tile", "tile": "1-3"}], {"do": "tile", "tile": "2-3", "half": 3},
     "2:3 laid there leaves 2 outward, not 3"),
    (EXPERT, [{"do": "tile", "tile": "1-3"}], {"do": "tile", "tile": "5-5", "end": "right"},
     "5:5 does not fit there: right shows 3 (needs 3)"),
    (EXPERT, [], {"do": "tile", "tile": "1-3", "end": "left"},
     "the lead opens the line; it is laid on no end"),
    (EXPERT, [], {"do": "tile", "tile": "7-3"},
     "'7-3' is not a tile: a half shows 0 to 6 pips, not 7"),
    (EXPERT, [{"do": "tile", "tile": "1-3"}], {"do": "draw"},
     "Six Matador (expert) plays without a stock: nobody draws"),
    (CLASSIC, [{"do": "tile", "tile": "1-3"}], {"do": "pass"},
     "The stock holds 14 tiles: Boris draws until one fits. Pass anyway?"),
    (CLASSIC, [], {"do": "pass", "sure": True},
     "a round begins with its lead: nobody passes or draws before it"),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "before", "tap", "words"), REFUSED)
def test_a_tap_the_board_would_refuse_or_ask_about_is_refused_in_its_words(
    preset: str, before: list[dict[str, Any]], tap: dict[str, Any], words: str
) -> None:
    table = desk(preset)
    kept(table, *before)
    answer = table.tap({"id": "x", **tap})
    assert (answer["kept"], answer["refusal"]) == (False, words)
    assert table.match.entry_count == len(before)


def test_the_pass_button_carries_the_question_it_asks() -> None:
    pad = kept(desk(CLASSIC), {"do": "tile", "tile": "1-3"})
    shown = buttons(pad)
    assert (
        shown["pass"]["ask"] == "The stock holds 14 tiles: Boris draws until one fits. Pass anyway?"
    )
    assert shown["pass"]["price"] == "0" and shown["draw"]["price"] is None  # a draw: no price
    expert = buttons(kept(desk(EXPERT), {"do": "tile", "tile": "1-3"}))
    assert expert["pass"]["ask"] is None and expert["pass"]["price"] == "−6"  # pass_points −6
    assert "draw" not in expert


# A provable block in three tiles under the soap rule (6.3, 6.4, 6.8): the soap leads (blanks
# at both ends), 1:6 and 2:5 across the two blanks, each end then takes only the soap, which is
# on the line. Matadors 10 each in classic: Anna 0:0 and 2:5 = 20, Boris 1:6 = 10 (0 in pips).
BLOCK = [{"do": "tile", "tile": "0-0"}, {"do": "tile", "tile": "1-6"},
         {"do": "tile", "tile": "2-5"}]  # fmt: skip


def test_a_block_closes_a_classic_round_and_its_hands_may_be_told() -> None:
    table = desk(CLASSIC)
    pad = kept(table, *BLOCK)
    assert [seat["total"] for seat in pad["seats"]] == [20, 10]
    # the round closed itself (no pips scored): Anna holds 7 − 2 = 5, Boris 7 − 1 = 6
    assert pad["round"]["ended"] == {"round": 1, "out": None, "waits": False, "held": [5, 6],
                                     "laid": ["0:0", "1:6", "2:5"]}  # fmt: skip
    assert pad["round"]["number"] == 2 and pad["round"]["started"] is False
    # told again as the tile made it: nothing recorded twice, the leader chosen
    kept(table, {"do": "round_end", "leader": 1})
    assert table.match.entry_count == 3 and table.current() == B
    hands = {0: ["3:6", "4:4", "4:5", "5:5", "5:6"], 1: ["0:1", "0:2", "0:3", "0:4", "0:5", "0:6"]}
    pad = kept(table, {"do": "round_end", "hands": hands, "leader": 1})
    typed = {name: tuple(Tile.parse(t) for t in hands[seat]) for seat, name in enumerate((A, B))}
    assert table.match.log[-1] == RoundEnd(None, {}, typed)
    assert [seat["total"] for seat in pad["seats"]] == [20, 10]  # kept, not scored (5.3)


def test_a_pips_round_waits_for_its_end_and_scores_the_hands() -> None:
    table = desk(PIPS)
    pad = kept(table, *BLOCK)
    assert pad["round"]["ended"] == {"round": 1, "out": None, "waits": True, "held": [5, 6],
                                     "laid": ["0:0", "1:6", "2:5"]}  # fmt: skip
    over = "the round is over: the line is blocked (no tile can join either end)"
    assert all(tile["why"] == over for tile in pad["tiles"])
    # Anna's hand 3:6 4:4 4:5 5:5 5:6 = 9 + 8 + 9 + 10 + 11 = 47; Boris's 0:1 … 0:6 = 21:
    # blocked, the fewest pips (Boris) scores the other's (ruling 7): +47
    hands = {0: ["3:6", "4:4", "4:5", "5:5", "5:6"], 1: ["0:1", "0:2", "0:3", "0:4", "0:5", "0:6"]}
    short = table.tap({"id": "s", "do": "round_end", "hands": {**hands, 0: ["3:6"]}})
    assert short["refusal"] == "Anna holds 5 tiles by the app's count; the hand typed has 1"
    pad = kept(table, {"do": "round_end", "hands": hands})
    assert [seat["total"] for seat in pad["seats"]] == [0, 47]
    assert table.current() == B  # the winner leads the next round
    assert pad["round"] == {"number": 2, "started": False, "pips_score": True, "ended": None}


def test_a_hand_with_a_bad_tile_is_refused_naming_the_player() -> None:
    table = desk(PIPS)
    kept(table, *BLOCK)
    answer = table.tap({"id": "b", "do": "round_end", "hands": {1: ["0:1", "9:1"]}})
    assert answer["refusal"] == "Boris: '9:1' is not a tile: a half shows 0 to 6 pips, not 9"


def test_undo_gives_the_turn_back_and_a_turn_tap_picks_who_leads() -> None:
    table = desk(EXPERT)
    kept(table, {"do": "turn", "seat": 1}, {"do": "tile", "tile": "1-3"})
    assert table.match.log == [TilePlay(B, Tile(1, 3))] and table.current() == A
    pad = kept(table, {"do": "undo"})
    assert table.current() == B and pad["line"]["started"] is False


REFUSED_IN = [
    ("ru", {"do": "tile", "tile": "0-1"},
     "0:1 никуда не подходит: слева 1 (нужно 5), справа 3 (нужно 3)"),
    ("pl", {"do": "tile", "tile": "0-1"},
     "0:1 nigdzie nie pasuje: z lewej 1 (trzeba 5), z prawej 3 (trzeba 3)"),
    ("ru", {"do": "tile", "tile": "0-6", "end": "left"},
     "0:6: какой половинкой наружу? 0 наружу +10, 6 наружу +15 с шестёркой"),
    ("pl", {"do": "tile", "tile": "0-6", "end": "left"},
     "0:6: którą połówką na zewnątrz? 0 na zewnątrz +10, 6 na zewnątrz +15 z szóstką"),
    ("ru", {"do": "tile", "tile": "0-6"},
     "0:6 подходит к обоим концам: слева 1 +10…+15, справа 3 +10…+15"),
    ("pl", {"do": "tile", "tile": "0-6"},
     "0:6 pasuje do obu końców: z lewej 1 +10…+15, z prawej 3 +10…+15"),
]  # fmt: skip


@pytest.mark.parametrize(("language", "tap", "words"), REFUSED_IN)
def test_tile_refusals_in_the_pages_language(
    language: str, tap: dict[str, Any], words: str
) -> None:
    table = desk(EXPERT, language)
    kept(table, {"do": "tile", "tile": "1-3"})
    assert table.tap({"id": "x", **tap})["refusal"] == words


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("ru", "раунд начинается с захода: до него никто не пасует и не добирает"),
        ("pl", "runda zaczyna się od otwarcia: przed nim nikt nie pasuje ani nie dobiera"),
    ],
)
def test_a_pass_before_the_lead_is_refused_in_the_pages_language(language: str, words: str) -> None:
    answer = desk(CLASSIC, language).tap({"id": "p", "do": "pass", "sure": True})
    assert answer["refusal"] == words
    assert buttons(answer["pad"])["pass"]["why"] == words


def test_a_finished_match_offers_no_tile() -> None:
    # target 10 (ruling 8: reached at a round end): the block above closes round 1 with
    # Anna on 20, Boris on 10, so the match is over
    match = Match([A, B], load_catalog().get(CLASSIC), target=10, mode=Mode.TILES)
    table = EntryDesk(MatchSession(match))
    pad = kept(table, *BLOCK)
    finished = "the match is finished; reopen it to record more"
    assert pad["finished"] and all(tile["why"] == finished for tile in pad["tiles"])
    shown = buttons(pad)
    assert (shown["pass"]["enabled"], shown["pass"]["why"]) == (False, finished)
    assert not shown["draw"]["enabled"] and shown["undo"]["enabled"]
    assert table.tap({"id": "late", "do": "tile", "tile": "3-4"})["refusal"] == finished
