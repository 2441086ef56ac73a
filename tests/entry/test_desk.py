"""The entry desk: what a phone may tap (one-key mode), and each tap applied once."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.i18n import activate
from scorekeeper.model import Match, RuleError
from scorekeeper.session import MatchSession
from scorekeeper.tui.keys.actions import SCOREBOARD_ACTIONS

A, B = "Anna", "Boris"


def desk(preset: str, language: str = "en") -> EntryDesk:
    return EntryDesk(MatchSession(Match([A, B], load_catalog().get(preset))), language=language)


def prices(pad: dict[str, Any]) -> dict[str, str | None]:
    return {button["tap"]["do"]: button["price"] for button in pad["buttons"]}


# Prices from presets/*.toml and RULES.md: a round's first tile is its lead and earns nothing
# (ruling 2); a matador earns matador_points, a pass pass_points, an open six open_six_points,
# offered only where the sum is six or it pays (RULES.md 4), and priced only once a tile has
# left a six to claim (at a round's start its button is off: see the open six's own test);
# "−" is the real minus sign.
AT_START = [
    ("matador-classic", {"tile": "0", "matador": "+10", "pass": "0"}),
    ("matador-pips", {"tile": "0", "matador": "0", "pass": "0"}),
    ("six-matador-beginner", {"tile": "0", "matador": "+10", "pass": "0"}),
    ("six-matador-expert", {"tile": "0", "matador": "+10", "pass": "−6"}),
]
# After the lead a tile is a move by the sum: move_points (1 in expert, 0 elsewhere).
TILE_AFTER_LEAD = {
    "matador-classic": "0",
    "matador-pips": "0",
    "six-matador-beginner": "0",
    "six-matador-expert": "+1",
}


@pytest.mark.parametrize(("preset", "expected"), AT_START)
def test_pad_prices_each_fact_as_the_preset_does(preset: str, expected: dict[str, str]) -> None:
    pad = desk(preset).pad()
    assert pad["mode"] == "one-key"
    assert pad["revision"] == 0
    fact_prices = {do: price for do, price in prices(pad).items() if price is not None}
    assert fact_prices == expected
    enabled = {b["tap"]["do"]: b["enabled"] for b in pad["buttons"]}
    assert enabled["undo"] is False and enabled["redo"] is False and enabled["round_end"]


@pytest.mark.parametrize("preset", sorted(TILE_AFTER_LEAD))
def test_a_tile_after_the_lead_is_priced_as_a_move(preset: str) -> None:
    table = desk(preset)
    answer = table.tap({"id": "t1", "do": "tile"})
    assert answer["kept"] and answer["refusal"] is None
    assert prices(answer["pad"])["tile"] == TILE_AFTER_LEAD[preset]
    # the lead passed the turn to Boris
    assert [seat["turn"] for seat in answer["pad"]["seats"]] == [False, True]


def test_buttons_are_named_in_the_pages_language() -> None:
    names = {b["tap"]["do"]: b["name"] for b in desk("six-matador-expert", "ru").pad()["buttons"]}
    activate("en")
    assert names["pass"] != "pass" and names["undo"] != "undo"


def test_a_tap_id_is_applied_once_even_after_an_undo() -> None:
    table = desk("six-matador-expert")
    table.tap({"id": "p1", "do": "pass"})  # Anna: −6
    again = table.tap({"id": "p1", "do": "pass"})
    assert again["kept"] and again["again"]
    assert again["pad"]["seats"][0]["total"] == -6
    table.tap({"id": "u1", "do": "undo"})
    after_undo = table.tap({"id": "p1", "do": "pass"})
    assert after_undo["again"] and after_undo["pad"]["seats"][0]["total"] == 0
    assert table.session.match.log == []


def test_a_batch_stops_at_its_first_refusal() -> None:
    table = desk("six-matador-expert")
    answers = table.taps(
        [
            {"id": "a", "do": "matador"},
            {"id": "b", "do": "redo"},  # nothing was undone
            {"id": "c", "do": "pass"},
        ]
    )
    assert [(a["tap_id"], a["kept"]) for a in answers] == [("a", True), ("b", False)]
    assert "redo" in (answers[1]["refusal"] or "")
    assert len(table.session.match.log) == 1


@pytest.mark.parametrize(
    "bad",
    [
        {"id": "x", "do": "nope"},
        {"do": "pass"},
        {"id": "x", "do": "adjust", "seat": 0, "points": "many"},
        {"id": "x", "do": "pass", "extra": 1},
    ],
)
def test_a_bad_tap_is_refused_in_words(bad: dict[str, Any]) -> None:
    answer = desk("matador-classic").tap(bad)
    assert answer["kept"] is False and answer["refusal"], answer


@pytest.mark.parametrize(
    ("language", "words"), [("ru", "Нечего повторять."), ("pl", "Nie ma czego ponowić.")]
)
def test_a_refusal_is_in_the_pages_language(language: str, words: str) -> None:
    answer = desk("matador-classic", language).tap({"id": "r", "do": "redo"})
    assert answer["refusal"] == words


def test_a_seat_that_is_not_at_the_table_is_refused() -> None:
    answer = desk("matador-classic").tap({"id": "x", "do": "adjust", "seat": 3, "points": 5})
    assert answer["kept"] is False and "4" in (answer["refusal"] or "")


_KEYS = {action.name: action for action in SCOREBOARD_ACTIONS if action.records is not None}
_DOS = ["tile", "matador", "pass", "open_six", "undo", "redo"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_DOS), max_size=25))
def test_taps_store_what_the_apps_keys_store(dos: list[str]) -> None:
    """The same facts through the app's key records (``TableAction.records``) and the session
    give exactly the log the taps give."""
    table = desk("six-matador-expert")
    keys = MatchSession(Match([A, B], load_catalog().get("six-matador-expert")))
    for number, do in enumerate(dos):
        table.tap({"id": str(number), "do": do})
        if do in ("undo", "redo"):
            keys.undo() if do == "undo" else keys.redo()
            continue
        player = keys.match.next_player() or A
        records = _KEYS[do].records
        assert records is not None
        with contextlib.suppress(RuleError):  # a refused key changes nothing, as a refused tap
            keys.record(records(keys.match, player))
    assert table.session.match.log == keys.match.log
    assert table.session.redo_entries == keys.redo_entries


@pytest.mark.parametrize(
    ("language", "words"),
    [("ru", "Игрока 4 нет за столом."), ("pl", "Przy stole nie ma gracza 4.")],
)
def test_the_desks_own_refusals_are_translated(language: str, words: str) -> None:
    table = desk("matador-classic", language)
    answer = table.tap({"id": "x", "do": "adjust", "seat": 3, "points": 5})
    assert answer["refusal"] == words


def test_a_refused_tap_is_not_taken_as_applied() -> None:
    table = desk("six-matador-expert")
    assert table.tap({"id": "r", "do": "redo"})["kept"] is False
    table.tap({"id": "m", "do": "matador"})
    table.tap({"id": "u", "do": "undo"})
    sent_again = table.tap({"id": "r", "do": "redo"})  # fits now: applied, not "again"
    assert sent_again["kept"] and not sent_again["again"]
    assert sent_again["pad"]["seats"][0]["total"] == 10  # the matador is back: +10


def test_a_turn_tap_chooses_who_leads() -> None:
    table = desk("six-matador-expert")
    table.tap({"id": "t", "do": "turn", "seat": 1})
    answer = table.tap({"id": "p", "do": "pass"})  # Boris passes: −6 (pass_points)
    assert [seat["total"] for seat in answer["pad"]["seats"]] == [0, -6]


def test_a_round_end_tap_is_priced_by_the_preset() -> None:
    table = desk("matador-pips")
    table.tap({"id": "1", "do": "tile"})
    # matador-pips: who went out scores the pips left in the other hands (RULES.md): 12
    answer = table.tap({"id": "2", "do": "round_end", "out": 0, "pips": {"1": 12}})
    assert answer["kept"], answer["refusal"]
    assert [seat["total"] for seat in answer["pad"]["seats"]] == [12, 0]


def test_a_round_end_the_rules_refuse_is_refused_in_their_words() -> None:
    table = desk("matador-pips")
    table.tap({"id": "1", "do": "tile"})
    answer = table.tap({"id": "2", "do": "round_end", "out": 0, "pips": {"0": 3}})
    assert answer["kept"] is False and "Anna" in (answer["refusal"] or "")
    assert len(table.session.match.log) == 1


def test_an_open_six_is_offered_only_where_it_would_be_kept() -> None:
    """six-matador-expert: an open six is +5 (RULES.md), and it must directly follow the tile
    that left the six, so at a round's start its button is off with the rules' words, even
    though a price could be worked out; after Anna's lead it is hers, +5."""
    table = desk("six-matador-expert")
    six = next(b for b in table.pad()["buttons"] if b["tap"]["do"] == "open_six")
    assert six["enabled"] is False and six["price"] is None
    assert six["why"] == "an open six must directly follow the tile that left the six"
    table.tap({"id": "lead", "do": "tile"})
    six = next(b for b in table.pad()["buttons"] if b["tap"]["do"] == "open_six")
    assert six["enabled"] is True and six["price"] == "+5"
    assert table.tap({"id": "six", "do": "open_six"})["refusal"] is None
