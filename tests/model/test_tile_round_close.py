"""The umpire at a tiles round's edges (issue 22 items 1-3; RULES.md 5.3, 6.6, 6.8, 6.11).

After a player's last tile or a provable block nothing more is played in that round; where
the preset scores no pips the tile closes the round itself, where it does the round waits for
its end with the pips. The end of a round that closed itself may still be told in full, with
the hands, under every preset: so one log re-scores between matador-pips and matador-classic
either way. Every number below is worked by hand from RULES.md section 4's table.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    Event,
    Match,
    Mode,
    Pass,
    Preset,
    RoundEnd,
    RuleError,
    Tile,
    TilePlay,
    replay,
)
from tests.model.model_helpers import custom_preset
from tests.model.test_tile_match import QUICK

L, R = End.LEFT, End.RIGHT
A, B = "Anna", "Boris"
OUT = "the round is over: Anna went out"
BLOCKED = r"the round is over: the line is blocked \(no tile can join either end\)"


def t(text: str) -> Tile:
    return Tile.parse(text)


def hand(text: str) -> tuple[Tile, ...]:
    return tuple(t(part) for part in text.split())


def kept(preset: Preset, events: Sequence[Event], rounds: int | None = None) -> Match:
    match = Match([A, B], preset, target=None, rounds_limit=rounds, mode=Mode.TILES)
    for event in events:
        match.record(event)
    return match


# Six Matador (sum 6, `half`): both ends blank with all five matadors laid (RULES.md 6.8).
SIX_BLOCK: list[Event] = [
    TilePlay(A, t("0:0")),  # lead, the soap: ends 0 | 0; a matador
    TilePlay(B, t("0:6"), L, open=0),  # left blank: a matador across, 0 outward: 0 | 0
    TilePlay(A, t("1:5"), L, open=5),  # left blank: a matador, 5 outward: 5 | 0
    TilePlay(B, t("0:1"), L),  # left 5: 1+5=6, leaves 0: a move; 0 | 0
    TilePlay(A, t("2:4"), R, open=2),  # right blank: a matador, 2 outward: 0 | 2
    TilePlay(B, t("0:4"), R),  # right 2: 4+2=6, leaves 0: a move; 0 | 0
    TilePlay(A, t("3:3"), L),  # left blank: the double matador leaves 3: 3 | 0
    TilePlay(B, t("0:3"), L),  # left 3: 3+3=6, leaves 0: a move; 0 | 0, every matador laid
]
# Matador (sum 7, `soap`): both ends take only the soap, and the soap is laid.
SOAP_BLOCK: list[Event] = [
    TilePlay(A, t("1:6")),  # lead, a matador across: both ends take only the soap
    TilePlay(B, t("0:0"), L),  # the soap on the left: it leaves a blank
    TilePlay(A, t("2:5"), L),  # a matador across the blank: the left takes only the soap again
]


@pytest.mark.parametrize(
    ("preset_id", "events", "totals"),
    [
        # Anna: four matadors (0:0 1:5 2:4 3:3) at 10 = 40; Boris: the matador 0:6 10 and three
        # moves at 1 = 13; no tile leaves a six
        ("six-matador-expert", SIX_BLOCK, [40, 13]),
        ("six-matador-beginner", SIX_BLOCK, [40, 10]),  # the moves earn nothing
        ("matador-classic", SOAP_BLOCK, [20, 10]),  # Anna 1:6 and 2:5, Boris the soap
    ],
)
def test_a_provable_block_closes_the_round_with_its_tile(
    catalog: Catalog, preset_id: str, events: list[Event], totals: list[int]
) -> None:
    preset = catalog.get(preset_id)
    match = kept(preset, events)
    assert match.round_in_progress is None and match.totals == totals
    assert match.rounds[0].end == RoundEnd(None) and match.rounds[0].winner is None
    assert match.closing_steps() == [False] * (len(events) - 1) + [True]
    assert match.undo() == events[-1]  # one step: the tile and the end it made
    assert match.round_in_progress is not None and match.round_in_progress.end is None
    table = match.table
    assert table is not None and not table.blocked(preset)
    match.record(events[-1])
    again = replay([A, B], preset, match.log, None, None, Mode.TILES)
    assert again.totals == totals and again.rounds[0].end == RoundEnd(None)


AFTER_A_BLOCK: list[tuple[str, Event, str]] = [
    ("six-matador-expert", Pass(A), BLOCKED),  # not the next round's pass at -6
    ("six-matador-expert", Draw(A), BLOCKED),  # said before "no stock": the round is over
    ("matador-classic", Pass(B), BLOCKED),
    ("matador-classic", Draw(B), BLOCKED),  # the stock holds 28 - 14 = 14: not the reason
]


@pytest.mark.parametrize(("preset_id", "event", "says"), AFTER_A_BLOCK)
def test_a_pass_or_a_draw_after_a_block_is_refused(
    catalog: Catalog, preset_id: str, event: Event, says: str
) -> None:
    events = SIX_BLOCK if preset_id.startswith("six") else SOAP_BLOCK
    match = kept(catalog.get(preset_id), events)
    before = (match.entry_count, list(match.totals))
    with pytest.raises(RuleError, match=f"^{says}$"):
        match.record(event)
    assert (match.entry_count, match.totals) == before
    with pytest.raises(RuleError, match=f"^round 1, event {len(events) + 1}: {says}$"):
        replay([A, B], match.preset, [*match.log, event], None, None, Mode.TILES)
    match.record(TilePlay(B, t("2:3")))  # the next round's lead is welcome
    assert len(match.rounds) == 2


def test_after_a_closed_round_a_tile_or_an_adjustment_is_the_next_rounds(
    catalog: Catalog,
) -> None:
    match = kept(catalog.get("matador-classic"), SOAP_BLOCK)
    match.record(Adjust(A, 5, "carried over"))  # an agreed correction may come any time
    assert len(match.rounds) == 2 and match.rounds[1].events == [Adjust(A, 5, "carried over")]
    with pytest.raises(RuleError, match=r"^a round begins with its lead: nobody passes or"):
        match.record(Pass(B))  # round 2's, before its lead: no table does that
    match.record(TilePlay(B, t("2:3")))  # round 2's lead
    match.record(Pass(A))
    assert match.totals == [20 + 5, 10] and len(match.rounds[1].events) == 3


@pytest.mark.parametrize("event", [Pass(A), Draw(A)], ids=["pass", "draw"])
def test_a_round_begins_with_its_lead(catalog: Catalog, event: Event) -> None:
    match = kept(catalog.get("matador-classic"), [])
    with pytest.raises(RuleError, match=r"^a round begins with its lead: nobody passes or"):
        match.record(event)
    told = kept(catalog.get("matador-classic"), [*SOAP_BLOCK, RoundEnd(None, {A: 12, B: 20})])
    with pytest.raises(RuleError, match=r"^a round begins with its lead"):
        told.record(event)  # after a round end told in full, the next round has no lead yet
    six = kept(catalog.get("six-matador-expert"), [])
    with pytest.raises(RuleError, match="plays without a stock"):
        six.record(Draw(A))  # the preset's own refusal comes first


@pytest.mark.parametrize(
    "event",
    [Pass(B), Draw(B), Adjust(B, 3, "miscount"), Adjust(A, -2), TilePlay(B, t("3:3"))],
    ids=["pass", "draw", "adjust", "adjust-out", "tile"],
)
def test_a_pip_round_that_is_blocked_waits_for_its_pips(catalog: Catalog, event: Event) -> None:
    preset = catalog.get("matador-pips")
    match = kept(preset, SOAP_BLOCK)
    assert match.round_in_progress is not None  # it waits for the pips, nothing else
    with pytest.raises(RuleError, match=f"^{BLOCKED}$"):
        match.record(event)
    with pytest.raises(RuleError, match=r"^Boris still holds 6 tiles, so has not gone out$"):
        match.record(RoundEnd(B, {A: 9}))  # 7 dealt, the soap laid
    # Anna holds 7 - 2 = 5 tiles with 12 pips, Boris 6 with 20: Anna holds fewest and wins
    # Boris's 20 (ruling 7)
    match.record(RoundEnd(None, {A: 12, B: 20}))
    assert match.totals == [20, 0] and match.entry_count == len(SOAP_BLOCK) + 1


PIPS_SHORT = {  # QUICK's two tiles a hand, priced as matador-pips: only the pips score
    **QUICK,
    "id": "pips-short",
    **{"matador_points": 0, "move_points": 0, "open_six_points": 0},
    **{"pip_scoring": True, "settlement": "none"},
}
SHORT_OUT: list[Event] = [
    TilePlay(A, t("2:3")),  # lead: 2 | 3
    TilePlay(B, t("4:6"), R),  # right 3: 3+4=7, leaves 6
    TilePlay(A, t("1:5"), R),  # right 6: 6+1=7; Anna's second tile of two: she is out
]


@pytest.mark.parametrize(
    "event",
    [Pass(B), Draw(B), Adjust(B, 3, "miscount"), Adjust(A, 4), TilePlay(B, t("5:5"), L)],
    ids=["pass", "draw", "adjust", "adjust-out", "tile"],
)
def test_after_the_last_tile_under_pips_only_the_end_follows(event: Event) -> None:
    # RULES.md 6.6: "anything recorded after that in the round ... is refused"; an adjustment
    # too (docs/rules.md said it was let through)
    match = kept(custom_preset(**PIPS_SHORT), SHORT_OUT)
    with pytest.raises(RuleError, match=f"^{OUT}$"):
        match.record(event)
    assert match.entry_count == 3 and match.totals == [0, 0]
    with pytest.raises(RuleError, match=f"^round 1, event 4: {OUT}$"):
        replay([A, B], match.preset, [*match.log, event], None, None, Mode.TILES)


def test_a_stored_log_from_before_the_rule_still_loads() -> None:
    # the store's log replays trusted: an adjustment kept after the last tile stays kept
    events = [*SHORT_OUT, Adjust(B, 3, "miscount"), RoundEnd(A, {B: 9})]
    match = replay([A, B], custom_preset(**PIPS_SHORT), events, None, None, Mode.TILES, True)
    assert match.totals == [9, 3] and len(match.rounds) == 1  # Anna out wins Boris's 9 pips


def test_a_stored_block_with_passes_after_it_stays_one_round(catalog: Catalog) -> None:
    # before the block closed its round, the app recorded passes after it and a blocked end:
    # replayed trusted, they stay in that round (Anna 40 - 6 = 34), no round is made of them
    events = [*SIX_BLOCK, Pass(A), Pass(B), RoundEnd(None)]
    preset = catalog.get("six-matador-expert")
    with pytest.raises(RuleError, match=f"^round 1, event 9: {BLOCKED}$"):
        replay([A, B], preset, events, None, None, Mode.TILES)
    match = replay([A, B], preset, events, None, None, Mode.TILES, trusted=True)
    assert len(match.rounds) == 1 and match.rounds[0].end == RoundEnd(None)
    assert match.totals == [40 - 6, 13 - 6] and match.log == events


# -- a round end told in full after its round closed itself (RULES.md 5.3) --------------------
QUICK_OUT = SHORT_OUT  # the same tiles under QUICK, which scores no pips: the tile closes it


def test_the_end_of_a_round_that_closed_itself_may_carry_the_hands() -> None:
    preset = custom_preset(**QUICK)  # matador 10, move 1, open six 5; two tiles a hand
    match = kept(preset, QUICK_OUT)
    assert match.totals == [1, 6]  # Boris 4:6 move 1 + open six 5; Anna 1:5 move 1
    told = RoundEnd(A, hands={B: hand("5:5")})  # Boris's last tile: 10 pips
    match.record(told)
    assert match.rounds[0].end == told and match.rounds[0].end.pips == {B: 10}
    assert match.totals == [1, 6] and len(match.rounds) == 1  # kept, not scored
    assert match.told_steps() == [False, False, False, True]
    assert match.undo() == told and match.rounds[0].end == RoundEnd(A)  # the tile's own end
    assert match.undo() == QUICK_OUT[-1] and match.round_in_progress is not None


@pytest.mark.parametrize(
    ("end", "says"),
    [
        (RoundEnd(B, {A: 3}), "^Boris still holds 1 tile, so has not gone out$"),
        (RoundEnd(None, {A: 0, B: 10}), "^Anna went out: the round ends that way$"),
        (RoundEnd(A, hands={B: hand("5:5 6:6")}), "^Boris holds 1 tile by the app's count"),
        (RoundEnd(A, hands={B: hand("4:6")}), "^4:6 in Boris's hand was laid this round"),
        (RoundEnd(A, {B: 169}), "^Boris: a hand holds 0 to 168 pips, not 169$"),
    ],
    ids=["another out", "blocked", "a count", "a laid tile", "too many pips"],
)
def test_a_told_end_is_checked_as_any_round_end(end: RoundEnd, says: str) -> None:
    match = kept(custom_preset(**QUICK), QUICK_OUT)
    with pytest.raises(RuleError, match=says):
        match.record(end)
    assert match.entry_count == 3 and match.rounds[0].end == RoundEnd(A)


def test_a_told_end_is_taken_when_the_last_tile_finished_the_match() -> None:
    match = kept(custom_preset(**QUICK), QUICK_OUT, rounds=1)  # the only round is played
    assert match.finished
    match.record(RoundEnd(A, {B: 10}))  # the round's own end, not a new entry after the finish
    assert match.finished and match.rounds[0].end == RoundEnd(A, {B: 10})
    with pytest.raises(RuleError, match="the match is finished"):
        match.record(RoundEnd(A, {B: 10}))  # told once: a second is a new round's


def test_a_told_block_keeps_the_pips_that_decide_its_winner(catalog: Catalog) -> None:
    # under matador-classic pips score nothing, but decide who won a blocked round (ruling 7)
    match = kept(catalog.get("matador-classic"), SOAP_BLOCK)
    match.record(RoundEnd(None, {A: 12, B: 20}))
    assert match.totals == [20, 10] and match.rounds[0].winner == A


# Matador, two players dealt 7 each; turn order is the players' word (RULES.md 6.10)
CLASSIC_OUT: list[Event] = [
    TilePlay(A, t("1:2")),  # lead: 1 | 2
    TilePlay(A, t("3:6"), L),  # left 1: 6+1=7, leaves 3
    TilePlay(B, t("2:5"), R),  # right 2: a matador across; the right takes only the soap
    TilePlay(A, t("4:4"), L),  # left 3: 4+3=7, leaves 4
    TilePlay(B, t("0:0"), R),  # the soap: a matador; leaves a blank
    TilePlay(A, t("3:5"), L),  # left 4: 3+4=7, leaves 5
    TilePlay(A, t("2:6"), L),  # left 5: 2+5=7, leaves 6
    TilePlay(A, t("1:1"), L),  # left 6: 1+6=7, leaves 1
    TilePlay(A, t("5:6"), L),  # left 1: 6+1=7, leaves 5; Anna's seventh tile: she is out
]
# Boris holds 7 - 2 = 5 tiles: 0:1 0:2 0:3 0:4 0:5 hold 1+2+3+4+5 = 15 pips
BORIS_LEFT = RoundEnd(A, hands={B: hand("0:1 0:2 0:3 0:4 0:5")})


def test_one_log_scores_under_pips_and_classic_either_way(catalog: Catalog) -> None:
    # RULES.md 6.11: same sum, matadors, matador_leaves and hand sizes; only prices differ
    log = [*CLASSIC_OUT, BORIS_LEFT]
    pips = replay([A, B], catalog.get("matador-pips"), log, None, None, Mode.TILES)
    assert pips.totals == [15, 0]  # no tile earns; Anna out wins Boris's 15 pips
    classic = replay([A, B], catalog.get("matador-classic"), log, None, None, Mode.TILES)
    assert classic.totals == [0, 20]  # Boris's two matadors; the hands kept, not scored
    assert classic.rounds[0].end == pips.rounds[0].end == BORIS_LEFT
    assert classic.log == pips.log == log
    bare = [*CLASSIC_OUT, RoundEnd(A)]  # a round end with nothing but who went out
    with pytest.raises(RuleError, match=r"^round 1, end: .* give the pips left to Boris$"):
        replay([A, B], catalog.get("matador-pips"), bare, None, None, Mode.TILES)
