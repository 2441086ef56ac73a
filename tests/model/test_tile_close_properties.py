"""Random legal tiles rounds (test_tile_match_properties.py's, from a real shuffled set) that
end by a player's last tile or by a provable block: whatever is appended after that in the
round is refused, naming that event (issue 22 items 1 and 2; RULES.md 6.6, 6.8).

In a match file the event is written into the round's own ``events``; in the match itself a
round that waits for its pips refuses anything but its end, and a round that closed itself
refuses a pass or a draw (a tile or an adjustment is then the next round's, which is legal).
Where the round closed itself by a block, the oracle of test_line_properties.py (written from
the rule text) agrees that no tile off the line fits either end.
"""

from __future__ import annotations

import json

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st

from scorekeeper.matchfile import event_to_data, match_to_data, parse_match_text
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    Event,
    Match,
    Mode,
    Pass,
    RoundEnd,
    RuleError,
    TilePlay,
)
from scorekeeper.model.line import Line, Placement
from scorekeeper.model.tile_close import over_words
from scorekeeper.model.tileset import ALL_TILES
from tests.model.model_helpers import custom_preset
from tests.model.test_line_properties import NAMES, PRESETS, _options
from tests.model.test_tile_match_properties import _CATALOG, Game, _round
from tests.model.test_tile_round_close import PIPS_SHORT

_KINDS = ("pass", "draw", "adjust", "tile")
# two tiles a hand under pip scoring, so that rounds that wait for the pips after a player's
# last tile come often (the built-in pip preset deals 5 to 7)
_SHORT_PIPS = custom_preset(**PIPS_SHORT)


def _any_event(data: st.DataObject, players: tuple[str, ...]) -> Event:
    player = data.draw(st.sampled_from(players))
    kind = data.draw(st.sampled_from(_KINDS))
    if kind == "pass":
        return Pass(player)
    if kind == "draw":
        return Draw(player)
    if kind == "adjust":
        points = data.draw(st.integers(-50, 50).filter(bool))
        return Adjust(player, points)
    tile = data.draw(st.sampled_from(ALL_TILES))
    return TilePlay(player, tile, data.draw(st.sampled_from([None, *End])))


def _how_it_ended(match: Match) -> tuple[RoundEnd, bool]:
    """The round's end, and whether a tile made it so (out, or provably blocked) rather than
    the players declaring a block after everyone passed."""
    end = match.rounds[0].end
    assert end is not None
    if match.closed_by_tile:
        return end, True
    match.undo()  # the round end the pips were typed into: look at the table before it
    table = match.table
    assert table is not None
    by_tile = table.out is not None or table.blocked(match.preset)
    match.record(end)
    return end, by_tile


@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_nothing_is_played_in_a_round_after_its_last_tile_or_a_block(
    data: st.DataObject,
) -> None:
    preset = data.draw(st.sampled_from([*PRESETS, _SHORT_PIPS]))
    players = NAMES[: data.draw(st.integers(2, 4))]
    match = Match(players, preset, target=None, rounds_limit=None, mode=Mode.TILES)
    _round(Game(preset, players, {}, [], match), data)
    end, by_tile = _how_it_ended(match)
    assume(by_tile)  # a declared block (everyone passed) leaves the round's end to the players
    event(f"{'blocked' if end.blocked else 'out'}, {preset.id}")
    events = match.rounds[0].events
    if end.blocked and match.closed_by_tile:  # (a tile on the line has no option at all)
        assert not any(_options(_closing_line(match), tile, preset) for tile in ALL_TILES)
    appended = _any_event(data, players)
    written = match_to_data(match)
    written["rounds"][0]["events"].append(event_to_data(appended))
    try:
        parse_match_text(json.dumps(written), _CATALOG)
    except RuleError as error:
        assert error.where == f"round 1, event {len(events) + 1}"
        assert error.message == over_words(RoundEnd(end.out))
    else:
        raise AssertionError(f"{appended} was accepted after {end}")
    waits = preset.pip_scoring
    if waits:  # the match itself: the round waited for its end, which came last
        match.undo()
    if waits or isinstance(appended, Pass | Draw):
        count = match.entry_count
        try:
            match.record(appended)
        except RuleError as error:
            assert error.message == over_words(RoundEnd(end.out))
        else:
            raise AssertionError(f"{appended} was recorded after {end}")
        assert match.entry_count == count


def _closing_line(match: Match) -> Line:
    """The line as the round's closing tile left it (the match deals afresh after it)."""
    last = match.undo()
    assert isinstance(last, TilePlay)
    table = match.table
    assert table is not None
    placement = Placement(last.tile, last.end, last.open, last.across)
    after, _earning = table.lay(last.player, placement, match.preset)
    match.record(last)
    return after.line
