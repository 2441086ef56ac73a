"""Issue 11 item 1: RULES.md section 5 checked in every match, through ``Match.record``,
``replay`` (edits name the entry made impossible) and the match file (hands kept, v2)."""

from __future__ import annotations

import json

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.matchfile import FORMAT, FORMAT_HANDS, match_to_text, parse_match_text
from scorekeeper.model import (
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    RoundEnd,
    RuleError,
    Tile,
    replay,
)
from scorekeeper.model.kinds import renamed
from scorekeeper.session import MatchSession

A, B, V = "Anna", "Boris", "Vera"
T = Tile.parse


def test_no_more_matadors_a_round_than_the_set_has(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("matador-classic"))
    for _ in range(4):
        match.record(Matador(A))  # 4 x 10 = 40: the four matadors of Matador
    with pytest.raises(RuleError, match="the set has 4 matadors under Matador \\(classic\\)"):
        match.record(Matador(B))
    assert match.totals == [40, 0] and match.entry_count == 4  # nothing recorded
    match.undo()  # 30: one matador back in the players' hands, so one may be laid again
    match.record(Matador(B))
    match.record(RoundEnd(A))  # classic scores no pips: the end pays nothing
    match.record(Matador(B))  # a new round, a whole set again: Boris 10 + 10 = 20
    assert match.totals == [30, 20]


def test_six_matador_has_five(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"))
    for _ in range(5):
        match.record(Matador(A))  # 5 x 10 = 50
    with pytest.raises(RuleError, match="the set has 5 matadors under Six Matador \\(expert\\)"):
        match.record(Matador(B))
    assert match.totals == [50, 0]


def test_a_named_matador_once_a_round(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("six-matador-expert"))
    match.record(Matador(A, T("0:6")))
    with pytest.raises(RuleError, match="0:6 is laid already this round"):
        match.record(Matador(B, T("6:0")))
    match.record(Matador(B))  # unnamed: it may be any of the four left
    match.record(RoundEnd(B))
    match.record(Matador(A, T("0:6")))  # round 2: 0:6 is back in the set
    assert match.totals == [20, 10]  # Anna 2 x 10, Boris 1 x 10


def test_an_open_six_only_after_a_tile_that_can_leave_one(catalog: Catalog) -> None:
    expert = Match([A, B], catalog.get("six-matador-expert"))
    expert.record(Matador(A, T("2:4")))
    with pytest.raises(RuleError, match="2:4 has no six half"):
        expert.record(OpenSix(A))
    expert.record(Matador(B, T("0:6")))  # its 6 half left outward ("half" rule)
    expert.record(OpenSix(B))  # 10 + 5 = 15
    expert.record(Move(A))  # recorded without its face: it may have left a six
    expert.record(OpenSix(A))  # Anna 10 + 1 + 5 = 16
    assert expert.totals == [16, 15]


def test_under_soap_a_named_matador_leaves_no_six(catalog: Catalog) -> None:
    classic = Match([A, B], catalog.get("matador-classic"))
    classic.record(Lead(A))
    classic.record(Matador(B, T("1:6")))
    with pytest.raises(RuleError, match="1:6 laid across leaves no number under the soap rule"):
        classic.record(OpenSix(B))
    classic.record(Matador(A))  # unnamed: the players' word stands
    classic.record(OpenSix(A))
    assert classic.log[-1] == OpenSix(A)


def test_typed_hands_are_checked_against_the_round(catalog: Catalog) -> None:
    pips = catalog.get("matador-pips")
    laid: list[LogEntry] = [Lead(A), Matador(B, T("1:6"))]
    refusals = [
        (RoundEnd(A, hands={B: (T("1:6"),), V: (T("0:1"),)}), "1:6 in Boris's hand was laid"),
        (RoundEnd(A, hands={B: (T("5:5"),), V: (T("5:5"),)}), "5:5 is in two hands"),
        (RoundEnd(A, hands={B: (), V: (T("0:1"),)}), "Boris's hand is typed empty"),
        # 5:5 holds 10 pips, not the 9 written beside it
        (
            RoundEnd(A, {B: 9, V: 1}, {B: (T("5:5"),), V: (T("0:1"),)}),
            r"Boris: the pips given \(9\) differ from the hand typed \(10\)",
        ),
    ]
    for end, says in refusals:
        match = replay([A, B, V], pips, laid)
        with pytest.raises(RuleError, match=says):
            match.record(end)
        assert match.rounds[0].end is None


def test_a_typed_hand_stands_for_its_pips(catalog: Catalog) -> None:
    match = replay([A, B, V], catalog.get("matador-pips"), [Lead(A), Matador(B, T("1:6"))])
    match.record(RoundEnd(A, hands={B: (T("6:6"), T("5:5")), V: (T("0:1"),)}))
    # ruling 7: Anna went out and scores the others' pips, (12 + 10) + 1 = 23;
    # matador-pips pays nothing for the matador itself
    assert match.totals == [23, 0, 0]
    end = match.rounds[0].end
    assert end is not None and end.pips == {B: 22, V: 1}


def test_hands_are_kept_where_pips_do_not_score(catalog: Catalog) -> None:
    match = Match([A, B], catalog.get("matador-classic"))
    match.record(Matador(A, T("1:6")))
    with pytest.raises(RuleError, match="1:6 in Boris's hand"):
        match.record(RoundEnd(A, hands={B: (T("1:6"),)}))
    match.record(RoundEnd(A, hands={B: (T("6:6"),)}))
    assert match.totals == [10, 0]  # the matador's 10; classic pays nothing for pips
    again = parse_match_text(match_to_text(match), catalog)
    assert again.log == match.log


def test_an_edit_that_makes_a_later_entry_impossible_names_it(catalog: Catalog) -> None:
    session = MatchSession(Match([A, B], catalog.get("six-matador-expert")))
    entries: list[LogEntry] = [Matador(A, T("0:6")), OpenSix(A), Matador(B, T("1:5"))]
    for entry in entries:
        session.record(entry)
    log = session.match.log
    with pytest.raises(RuleError) as refused:
        session.rewrite([Matador(A, T("1:5")), *log[1:]])  # the 1:5 then comes twice
    # the open six after 1:5 is refused first: event 2 is where the edit broke the round
    assert (
        str(refused.value)
        == "round 1, event 2: 1:5 has no six half, so it cannot leave an open six"
    )
    with pytest.raises(RuleError) as twice:
        session.rewrite([Matador(A, T("1:5")), log[2]])
    assert (
        str(twice.value)
        == "round 1, event 2: 1:5 is laid already this round; the set has one of each tile"
    )
    assert session.match.log == log  # nothing changed


def test_a_match_file_keeps_the_hands_as_v2(catalog: Catalog) -> None:
    match = replay([A, B, V], catalog.get("matador-pips"), [Lead(A)])
    plain = json.loads(match_to_text(match))
    assert plain["format"] == FORMAT  # no hands: a v1 file, as older versions read it
    match.record(RoundEnd(A, hands={B: (T("6:5"), T("3:3")), V: (T("0:1"),)}))
    data = json.loads(match_to_text(match))
    assert data["format"] == FORMAT_HANDS  # a v1 reader refuses it rather than drop the hands
    assert data["rounds"][0]["end"] == {
        "out": A,
        "pips": {B: 17, V: 1},  # 6 + 5 + 3 + 3 = 17, 0 + 1 = 1
        "hands": {B: ["5:6", "3:3"], V: ["0:1"]},
    }
    again = parse_match_text(json.dumps(data), catalog)
    assert again.log == match.log and again.totals == [18, 0, 0]  # 17 + 1


def test_a_file_refuses_what_the_set_cannot_hold(catalog: Catalog) -> None:
    rounds = [
        {
            "events": [{"type": "matador", "player": A, "tile": "1:6"}],
            "end": {"out": A, "hands": {B: ["6:1"]}},
        }
    ]
    text = json.dumps(
        {"format": FORMAT_HANDS, "preset": "matador-classic", "players": [A, B], "rounds": rounds}
    )
    with pytest.raises(RuleError) as refused:
        parse_match_text(text, catalog)
    assert str(refused.value) == "round 1, end: 1:6 in Boris's hand was laid this round already"


def test_a_renamed_player_keeps_the_hand() -> None:
    end = RoundEnd(A, hands={B: (T("6:6"),), V: (T("0:1"),)})
    again = renamed(end, B, "Bob")
    assert isinstance(again, RoundEnd)
    assert again.hands == {"Bob": (T("6:6"),), V: (T("0:1"),)}
    assert again.pips == {"Bob": 12, V: 1}  # the hands' pips: 6 + 6, 0 + 1
