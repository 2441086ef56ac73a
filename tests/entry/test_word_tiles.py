"""The opponents' word tile by tile (issue 26 item 4): in tile mode a round ends by its last
tile or by a block, not by a round-end tap, so that tile is what is asked of the table. Until
another phone accepts it nothing is laid; the picker offers no tile (each says why); the
keeper's undo withdraws it. The accept lays it exactly as laying it directly would, and the
round's end told afterwards (who leads, the hands) moves no total and is not asked again.

The numbers, by hand from RULES.md:
- Six Matador (expert: 10 a matador, 1 a move, 5 an open six, -6 a pass with debts), the round
  of tests/model/test_line_six_matador.py: Anna 1:4 lead 0, Boris 2:5 +1, Anna 1:6 +1 +5 = 6,
  Boris 2:4 matador +10, Anna 0:6 matador + open six +15, Boris 2:2 +1, Anna 0:0 matador +10,
  Boris passes -6, Anna 4:6 +1 +5 = 6, Boris 3:3 matador +10. Before the last tile: Anna 0 + 6
  + 15 + 10 + 6 = 37, Boris 1 + 10 + 1 - 6 + 10 = 16. Anna's 0:5 on the left (0 + 6 = 6, leaves
  5) is a move, +1, and her sixth tile: she goes out, 38 to 16.
- Matador (classic: 10 a matador, sum 7): Anna leads the soap 0:0 +10, Boris 1:6 across it +10,
  Anna 2:5 across +10: 20 to 10, and no tile left in the set joins (the block of
  tests/entry/test_tile_desk.py). The block's tile earns Anna +10, Boris 0.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.entry.word import MemoryWord
from scorekeeper.model import Match, Mode
from scorekeeper.session import MatchSession

KEEPER = ("phone-anna", "Anna's phone")
WAITS = "The round's end waits for the table's word."

GOING_OUT: list[dict[str, Any]] = [
    {"do": "tile", "tile": "1-4"},
    {"do": "tile", "tile": "2-5", "end": "right"},
    {"do": "tile", "tile": "1-6", "end": "right"},
    {"do": "tile", "tile": "2-4", "end": "left", "half": 4},
    {"do": "tile", "tile": "0-6", "end": "right", "half": 6},
    {"do": "tile", "tile": "2-2", "end": "left"},
    {"do": "tile", "tile": "0-0", "end": "right"},
    {"do": "pass"},
    {"do": "tile", "tile": "4-6", "end": "left"},
    {"do": "tile", "tile": "3-3", "end": "right"},
]
LAST: dict[str, Any] = {"id": "last", "do": "tile", "tile": "0-5", "end": "left"}
BLOCK: list[dict[str, Any]] = [{"do": "tile", "tile": "0-0"}, {"do": "tile", "tile": "1-6"}]
BLOCKING: dict[str, Any] = {"id": "block", "do": "tile", "tile": "2-5"}


def table(preset: str, taps: list[dict[str, Any]], word: bool = True) -> EntryDesk:
    match = Match(("Anna", "Boris"), load_catalog().get(preset), mode=Mode.TILES)
    desk = EntryDesk(MatchSession(match), word=MemoryWord() if word else None)
    for number, tap in enumerate(taps):
        answer = desk.tap({"id": f"t{number}", **tap}, KEEPER)
        assert answer["kept"] and answer["pad"].get("word") is None, answer["refusal"]
    return desk


def accept(desk: EntryDesk, ask_id: str) -> dict[str, Any]:
    return desk.answer({"id": ask_id, "seat": 1, "answer": "accept"}, "phone-boris", False)


def test_the_last_tile_is_asked_not_laid_and_no_tile_is_offered_while_it_waits() -> None:
    desk = table("six-matador-expert", GOING_OUT)
    answer = desk.tap(LAST, KEEPER)
    assert answer["kept"] is True and answer["refusal"] is None
    assert desk.match.entry_count == 10 and desk.match.totals == [37, 16]  # nothing laid yet
    pad = desk.pad()
    word = pad["word"]
    assert word["title"] == "Round 1: Anna went out" and word["state"] == "asked"
    assert [(s["points"], s["total"]) for s in word["seats"]] == [("+1", 38), ("0", 16)]
    assert all(t["ways"] == [] and t["why"] == WAITS for t in pad["tiles"])
    assert pad["round"]["ended"] is None  # the round is not over until the word is given
    refused = desk.tap({"id": "other", "do": "tile", "tile": "5-5", "end": "right"}, KEEPER)
    assert refused["kept"] is False and refused["refusal"] == WAITS


def test_the_accepted_last_tile_is_laid_as_laying_it_directly_would() -> None:
    desk = table("six-matador-expert", GOING_OUT)
    direct = table("six-matador-expert", [*GOING_OUT, LAST], word=False)
    desk.tap(LAST, KEEPER)
    answer = accept(desk, "last")
    assert answer["kept"] is True and answer["refusal"] is None
    assert desk.match.log == direct.match.log and desk.match.closed_by_tile
    assert desk.match.totals == direct.match.totals == [38, 16]
    assert desk.current() == direct.current() == "Anna"  # who went out leads the next round
    assert answer["pad"]["word"]["status"] == "Round 1 accepted by Boris."
    assert answer["pad"]["round"]["ended"]["out"] == 0
    again = desk.tap(LAST, KEEPER)  # the keeper's answer lost and the tap sent again
    assert again["kept"] is True and again["again"] is True
    assert desk.match.log == direct.match.log


def test_a_block_is_asked_and_the_end_told_after_it_is_not_asked_again() -> None:
    desk = table("matador-classic", BLOCK)
    assert desk.tap(BLOCKING, KEEPER)["kept"] is True
    word = desk.pad()["word"]
    assert word["title"] == "Round 1: blocked"
    assert [(s["points"], s["total"]) for s in word["seats"]] == [("+10", 20), ("0", 10)]
    assert desk.match.entry_count == 2
    assert accept(desk, "block")["kept"] is True
    assert desk.match.entry_count == 3 and desk.match.totals == [20, 10]
    told = desk.tap({"id": "told", "do": "round_end", "leader": 1}, KEEPER)
    assert told["kept"] is True  # it moves nothing: not asked; the accept's notice stays
    assert told["pad"]["word"]["state"] == "accepted" and desk.match.entry_count == 3
    assert desk.current() == "Boris"  # Boris leads round 2, as told
    assert desk.tap({"id": "lead", "do": "tile", "tile": "1-2"}, KEEPER)["kept"] is True
    assert desk.match.log[-1].player == "Boris"  # type: ignore[union-attr]


def test_undo_withdraws_the_asked_tile_and_the_pad_is_free_again() -> None:
    desk = table("matador-classic", BLOCK)
    desk.tap(BLOCKING, KEEPER)
    withdrawn = desk.tap({"id": "u", "do": "undo"}, KEEPER)
    assert withdrawn["kept"] is True and withdrawn["pad"]["word"] is None
    assert desk.match.entry_count == 2 and desk.match.totals == [10, 10]  # 1:6 is still there
    assert any(t["ways"] for t in withdrawn["pad"]["tiles"])  # the picker is back
    late = accept(desk, "block")
    assert late["kept"] is False and "withdrawn" in (late["refusal"] or "")


def test_a_tile_that_ends_nothing_is_laid_at_once_and_a_refused_one_is_not_asked() -> None:
    desk = table("matador-classic", BLOCK[:1])
    assert desk.match.entry_count == 1 and desk.word is not None and desk.word.read() is None
    refused = desk.tap({"id": "bad", "do": "tile", "tile": "2-3"}, KEEPER)
    assert refused["kept"] is False and refused["refusal"]  # 2:3 joins no end of the soap
    assert desk.word.read() is None and desk.match.entry_count == 1
