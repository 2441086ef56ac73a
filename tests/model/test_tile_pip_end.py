"""A tiles match's pip round end checked against the line (issue 11 item 2; RULES.md 6.9).

The hands typed at the end must hold tiles not on the line, none in two hands, each as many as
the app counts for that player; with the stock empty and every hand typed they then hold
exactly the pips the line leaves (168 less the line's pips). Worked by hand below.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    End,
    Match,
    Mode,
    Preset,
    RoundEnd,
    RuleError,
    Tile,
    TilePlay,
    replay,
)
from scorekeeper.model.events import Event
from scorekeeper.model.tileset import ALL_TILES
from scorekeeper.session import MatchSession
from tests.model.model_helpers import custom_preset

A, B = "Anna", "Boris"


def t(text: str) -> Tile:
    return Tile.parse(text)


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(t(part) for part in text.split())


# The lead 2:3 (ends 2 | 3), then Boris's 4:6 on the right (3 + 4 = 7, leaves 6): 5 + 10 = 15
# pips on the line, every tile earning 0 under a pip preset.
PLAYED: list[Event] = [TilePlay(A, t("2:3")), TilePlay(B, t("4:6"), End.RIGHT)]
# The 26 tiles off the line, in the set's order: Anna the first 13, Boris the other 13.
# Anna: 0:0..0:6 = 0+1+2+3+4+5+6 = 21, 1:1..1:6 = 2+3+4+5+6+7 = 27: 48 pips.
ANNA = tiles("0:0 0:1 0:2 0:3 0:4 0:5 0:6 1:1 1:2 1:3 1:4 1:5 1:6")
# Boris: 2:2 2:4 2:5 2:6 = 4+6+7+8 = 25, 3:3 3:4 3:5 3:6 = 6+7+8+9 = 30, 4:4 4:5 = 8+9 = 17,
# 5:5 5:6 6:6 = 10+11+12 = 33: 25+30+17+33 = 105 pips.
BORIS = tiles("2:2 2:4 2:5 2:6 3:3 3:4 3:5 3:6 4:4 4:5 5:5 5:6 6:6")


def whole_deal() -> Preset:
    """Pips score; two players are dealt 14 tiles each, so the stock is empty from the start."""
    return custom_preset(
        id="whole-deal",
        sum=7,
        matadors=["0:0", "1:6", "2:5", "3:4"],
        matador_points=0,
        move_points=0,
        open_six_points=0,
        pass_points=0,
        pip_scoring=True,
        settlement="none",
        hand_sizes={"2": 14, "3": 9, "4": 7},
        matador_leaves="soap",
        draw="until-fits",
    )


def played(preset: Preset, events: Sequence[Event] = PLAYED) -> Match:
    match = Match([A, B], preset, target=None, rounds_limit=None, mode=Mode.TILES)
    for event in events:
        match.record(event)
    return match


def test_every_hand_typed_with_the_stock_empty_holds_what_the_line_leaves() -> None:
    match = played(whole_deal())
    table = match.table
    assert table is not None and table.stock == 0 and table.held == (13, 13)
    assert set(ANNA) | set(BORIS) == set(ALL_TILES) - {t("2:3"), t("4:6")}
    match.record(RoundEnd(None, hands={A: ANNA, B: BORIS}))  # blocked, declared
    end = match.rounds[0].end
    assert end is not None and sum(end.pips.values()) == 168 - 15 == 48 + 105
    assert match.totals == [105, 0]  # Anna holds fewest (48 < 105): she wins Boris's 105


def _swap(hand: tuple[Tile, ...], old: str, new: str) -> tuple[Tile, ...]:
    return tuple(t(new) if tile == t(old) else tile for tile in hand)


BROKEN: list[tuple[str, dict[str, tuple[Tile, ...]], str]] = [
    ("a tile on the line", {A: _swap(ANNA, "1:6", "3:2"), B: BORIS},
     "2:3 in Anna's hand was laid this round already"),
    ("a tile in two hands", {A: _swap(ANNA, "1:6", "6:6"), B: BORIS},
     "6:6 is in two hands: Anna's and Boris's"),
    ("a hand one short", {A: ANNA[:-1], B: BORIS},  # 1:6 left out: 12 typed, 13 held
     "Anna holds 13 tiles by the app's count; the hand typed has 12"),
    ("a hand with a tile dropped", {A: ANNA, B: BORIS[1:]},  # 2:2 left out of Boris's hand
     "Boris holds 13 tiles by the app's count; the hand typed has 12"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("hands", "says"), [(h, s) for _, h, s in BROKEN], ids=[n for n, *_ in BROKEN]
)
def test_a_hand_that_breaks_a_rule_is_refused(
    hands: dict[str, tuple[Tile, ...]], says: str
) -> None:
    match = played(whole_deal())
    with pytest.raises(RuleError, match=f"^{says}$"):
        match.record(RoundEnd(None, hands=hands))
    assert match.round_in_progress is not None and match.entry_count == 2  # nothing recorded


def test_pips_given_beside_the_hands_must_be_theirs() -> None:
    match = played(whole_deal())
    with pytest.raises(RuleError, match=r"Anna: the pips given \(50\) differ .* typed \(48\)"):
        match.record(RoundEnd(None, pips={A: 50, B: 105}, hands={A: ANNA, B: BORIS}))
    match.record(RoundEnd(None, pips={A: 48, B: 105}, hands={A: ANNA, B: BORIS}))
    assert match.totals == [105, 0]


def test_a_count_is_checked_with_a_stock_left(catalog: Catalog) -> None:
    # matador-pips deals 7 each to two players (stock 14); after a tile each, 6 are left each.
    # Anna 0:0..0:5 = 0+1+2+3+4+5 = 15 pips; Boris 1:1..1:6 = 2+3+4+5+6+7 = 27 pips.
    preset = catalog.get("matador-pips")
    anna, boris = tiles("0:0 0:1 0:2 0:3 0:4 0:5"), tiles("1:1 1:2 1:3 1:4 1:5 1:6")
    match = played(preset)
    with pytest.raises(RuleError, match=r"Boris holds 6 tiles by the app's count; .* has 7"):
        match.record(RoundEnd(None, hands={A: anna, B: (*boris, t("6:6"))}))
    match.record(RoundEnd(None, hands={A: anna, B: boris}))
    assert match.totals == [27, 0]  # Anna holds fewest (15 < 27): she wins Boris's 27


def test_a_number_typed_for_a_hand_is_the_players_word() -> None:
    # RULES.md 6.10: Boris's 100 is not checked against the 105 the line leaves him
    match = played(whole_deal())
    match.record(RoundEnd(None, pips={B: 100}, hands={A: ANNA}))
    assert match.totals == [100, 0]


def test_an_edit_that_makes_the_round_end_impossible_is_refused_naming_it() -> None:
    preset = whole_deal()
    session = MatchSession(played(preset, [*PLAYED, RoundEnd(None, hands={A: ANNA, B: BORIS})]))
    # Boris's 4:6 edited to 3:4, a matador laid across the right end (3): then the 3:4 typed
    # in Boris's hand at the end is on the line
    edited = [PLAYED[0], TilePlay(B, t("3:4"), End.RIGHT), session.match.log[-1]]
    with pytest.raises(RuleError, match=r"^round 1, end: 3:4 in Boris's hand was laid"):
        session.rewrite(edited)
    assert session.match.log[1] == PLAYED[1] and session.match.totals == [105, 0]


def test_a_stored_log_from_before_the_check_still_loads() -> None:
    # the store's own log is replayed trusted: a round end this check refuses is taken as kept
    broken = RoundEnd(None, hands={A: ANNA[:-1], B: BORIS})  # Anna's count is one short
    events = [*PLAYED, broken]
    with pytest.raises(RuleError, match=r"^round 1, end: Anna holds 13 tiles"):
        replay([A, B], whole_deal(), events, None, None, Mode.TILES)
    match = replay([A, B], whole_deal(), events, None, None, Mode.TILES, trusted=True)
    assert match.totals == [105, 0]  # Anna 48 - 7 (the 1:6 left out) = 41 < 105: still hers
