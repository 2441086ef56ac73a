"""The opponents' word at the desk (issue 26 item 4): a round end the keeper's phone enters is
asked of the table, not recorded; another phone's accept records it exactly as a direct round
end would, a query marks it, the keeper's undo withdraws it.

The numbers, by hand from RULES.md: matador-pips scores no tile, no matador and no pass (section
4: per matador 0, per move 0, per pass 0); the round's winner, the player who went out, scores
the pips left in the other hands (ruling 7). Anna leads a tile (0 points) and goes out with
Boris holding 12 pips and Vera 7: Anna +19, Boris 0, Vera 0, totals 19, 0, 0, in round 1.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.entry.word import MemoryWord
from scorekeeper.model import Lead, Match, Pass, RoundEnd
from scorekeeper.session import MatchSession

PLAYERS = ("Anna", "Boris", "Vera")
KEEPER = ("phone-anna", "Anna's phone")
END = {"id": "end-1", "do": "round_end", "out": 0, "pips": {"1": 12, "2": 7}}
RECORDED = RoundEnd("Anna", {"Boris": 12, "Vera": 7})


def table(word: bool = True) -> EntryDesk:
    match = Match(PLAYERS, load_catalog().get("matador-pips"))
    desk = EntryDesk(MatchSession(match), word=MemoryWord() if word else None)
    assert desk.tap({"id": "lead", "do": "tile"}, KEEPER)["kept"]
    return desk


def asked() -> EntryDesk:
    desk = table()
    answer = desk.tap(END, KEEPER)
    assert answer["kept"] is True and answer["refusal"] is None
    return desk


def totals(pad: dict[str, Any]) -> list[int]:
    return [seat["total"] for seat in pad["seats"]]


def test_a_round_end_is_asked_not_recorded_and_shown_priced() -> None:
    desk = asked()
    assert desk.match.log == [Lead("Anna")]  # nothing recorded yet
    pad = desk.pad()
    assert totals(pad) == [0, 0, 0]
    word = pad["word"]
    assert word["state"] == "asked" and word["id"] == "end-1"
    assert word["title"] == "Round 1: Anna went out"
    assert word["entered"] == "Entered by Anna's phone."
    assert word["status"] == "Waiting for the table's word."
    assert [(s["name"], s["points"], s["total"]) for s in word["seats"]] == [
        ("Anna", "+19", 19), ("Boris", "0", 0), ("Vera", "0", 0),
    ]  # fmt: skip


def test_a_resent_ask_is_answered_kept_once() -> None:
    desk = asked()
    assert desk.word is not None
    before = desk.word.read()
    again = desk.tap(END, KEEPER)
    assert again["kept"] is True and again["again"] is True
    assert desk.word.read() == before and desk.match.log == [Lead("Anna")]


@pytest.mark.parametrize(
    "tap",
    [
        {"id": "p", "do": "pass"},
        {"id": "t", "do": "turn", "seat": 1},
        {"id": "e2", "do": "round_end", "out": 1, "pips": {"0": 3, "2": 4}},
        {"id": "r", "do": "redo"},
    ],
)
def test_while_asked_the_keepers_other_taps_are_refused_inline(tap: dict[str, Any]) -> None:
    desk = asked()
    answer = desk.tap(tap, KEEPER)
    assert answer["kept"] is False
    assert answer["refusal"] == "The round's end waits for the table's word."
    assert desk.match.log == [Lead("Anna")]
    enabled = {b["tap"]["do"]: b["enabled"] for b in answer["pad"]["buttons"]}
    assert enabled.pop("undo") is True and not any(enabled.values())


def test_undo_withdraws_the_ask_and_undoes_nothing_else_even_sent_twice() -> None:
    desk = asked()
    withdrawn = desk.tap({"id": "u", "do": "undo"}, KEEPER)
    assert withdrawn["kept"] is True and withdrawn["pad"]["word"] is None
    assert desk.tap({"id": "u", "do": "undo"}, KEEPER)["again"] is True
    assert desk.match.log == [Lead("Anna")]  # the lead is still there
    late = desk.answer({"id": "end-1", "seat": 1, "answer": "accept"}, "phone-boris", False)
    assert late["kept"] is False and "withdrawn" in (late["refusal"] or "")
    assert desk.tap({"id": "p", "do": "pass"}, KEEPER)["kept"] is True  # the pad is free again
    assert desk.match.log == [Lead("Anna"), Pass("Boris")]


def test_an_accept_records_the_round_end_as_recording_it_directly_would() -> None:
    desk, direct = asked(), table(word=False)
    assert direct.tap(END, KEEPER)["kept"]
    answer = desk.answer({"id": "end-1", "seat": 1, "answer": "accept"}, "phone-boris", False)
    assert answer["kept"] is True and answer["refusal"] is None
    assert desk.match.log == direct.match.log == [Lead("Anna"), RECORDED]
    assert desk.match.totals == direct.match.totals == [19, 0, 0]
    assert desk.current() == direct.current() == "Anna"  # the round's winner leads the next
    assert answer["pad"]["word"]["status"] == "Round 1 accepted by Boris."
    resent = desk.tap(END, KEEPER)  # the keeper's lost answer: kept, once
    assert resent["kept"] is True and resent["again"] is True
    assert desk.match.log == [Lead("Anna"), RECORDED]
    second = desk.answer({"id": "end-1", "seat": 2, "answer": "accept"}, "phone-vera", False)
    assert second["refusal"] == "Round 1 was accepted already, by Boris."
    assert desk.tap({"id": "next", "do": "tile"}, KEEPER)["kept"] is True
    assert desk.pad()["word"] is None  # the match moved on: the notice is gone


def test_the_keepers_own_phone_may_not_accept() -> None:
    desk = asked()
    own = desk.answer({"id": "end-1", "seat": 1, "answer": "accept"}, KEEPER[0], False)
    keeping = desk.answer({"id": "end-1", "seat": 1, "answer": "accept"}, "phone-x", True)
    for refused in (own, keeping):
        assert refused["refusal"] == "The keeper's own phone cannot give the table's word."
    assert desk.match.log == [Lead("Anna")]


def test_a_query_marks_the_ask_and_the_keeper_withdraws_it() -> None:
    desk = asked()
    queried = desk.answer({"id": "end-1", "seat": 2, "answer": "query"}, "phone-vera", False)
    assert queried["kept"] is True
    word = desk.pad()["word"]
    assert word["state"] == "queried" and word["status"] == "Queried by Vera."
    assert desk.match.log == [Lead("Anna")]
    assert desk.tap({"id": "p", "do": "pass"}, KEEPER)["kept"] is False  # still waiting
    assert desk.tap({"id": "u", "do": "undo"}, KEEPER)["kept"] is True
    again = desk.tap({"id": "end-2", "do": "round_end", "out": 0, "pips": {"1": 10, "2": 7}})
    assert again["kept"] and desk.pad()["word"]["seats"][0]["points"] == "+17"  # 10 + 7


def test_a_round_end_the_rules_refuse_is_refused_and_not_asked() -> None:
    desk = table()
    # Anna went out, so her hand is empty (ruling 7): 3 pips there are refused
    answer = desk.tap({"id": "bad", "do": "round_end", "out": 0, "pips": {"0": 3}}, KEEPER)
    assert answer["kept"] is False and "Anna" in (answer["refusal"] or "")
    assert desk.word is not None and desk.word.read() is None


def test_answers_that_cannot_be_read_or_name_no_player_are_refused() -> None:
    desk = asked()
    bad = desk.answer({"id": "end-1", "seat": 1, "answer": "maybe"}, "phone-b", False)
    assert bad["kept"] is False and bad["refusal"]
    nobody = desk.answer({"id": "end-1", "seat": 3, "answer": "accept"}, "phone-b", False)
    assert nobody["refusal"] == "There is no player 4."
    other = desk.answer({"id": "other", "seat": 1, "answer": "accept"}, "phone-b", False)
    assert "no longer asked" in (other["refusal"] or "")


def test_an_ask_the_match_moved_past_is_none() -> None:
    desk = asked()
    desk.session.record(Pass("Boris"))  # the terminal recorded on, past the ask
    assert desk.pad()["word"] is None
    assert desk.tap({"id": "p2", "do": "pass"}, KEEPER)["kept"] is True


@pytest.mark.parametrize(
    ("language", "title", "status", "waits"),
    [
        ("ru", "Раунд 1: Anna — все кости выложены", "Ждём подтверждения игроков за столом.",
         "Конец раунда ждёт подтверждения игроков за столом."),
        ("pl", "Runda 1: Anna – wszystkie kamienie wyłożone",
         "Czekamy na potwierdzenie graczy przy stole.",
         "Koniec rundy czeka na potwierdzenie graczy przy stole."),
    ],
)  # fmt: skip
def test_the_word_is_said_in_the_pages_language(
    language: str, title: str, status: str, waits: str
) -> None:
    desk = asked()
    desk.language = language
    word = desk.pad()["word"]
    assert (word["title"], word["status"]) == (title, status)
    assert desk.tap({"id": "p", "do": "pass"}, KEEPER)["refusal"] == waits
