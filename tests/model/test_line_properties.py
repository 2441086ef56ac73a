"""Random rounds from a real shuffled set and real hands (RULES.md section 6).

A small oracle, written from the rule text apart from the code, says what may join an end and
what it leaves; every legal tile the hands offer is accepted and priced as the oracle says, the
one-key facts it stands for pass section 5's checks and score the same in a match, and no tile
the oracle calls illegal is ever accepted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import BUILT_IN_ORDER, load_catalog
from scorekeeper.model import Match, Pass, RoundEnd, RuleError, Tile
from scorekeeper.model.line import End, Line, Placement
from scorekeeper.model.preset import DrawRule, MatadorLeaves, Preset
from scorekeeper.model.set_check import RoundFacts, check_facts
from scorekeeper.model.table import Table
from scorekeeper.model.tileset import ALL_TILES
from tests.model.model_helpers import custom_preset
from tests.model.tile_helpers import earned

SOAP = Tile(0, 0)
_CATALOG = load_catalog()
PRESETS = [
    *(_CATALOG.get(preset_id) for preset_id in BUILT_IN_ORDER),
    # the house variant of the Polish game: one draw a turn
    custom_preset(
        id="one-draw",
        sum=7,
        matadors=["0:0", "1:6", "2:5", "3:4"],
        hand_sizes={"2": 7, "3": 6, "4": 5},
        matador_leaves="soap",
        draw="one",
    ),
]
NAMES = ("Anna", "Boris", "Vera", "Zofia")


def _ways(tile: Tile, preset: Preset) -> list[bool]:
    """across True/False: a matador across, and lengthwise too under the soap rule."""
    if tile not in preset.matadors:
        return [False]
    return [True] if preset.matador_leaves is MatadorLeaves.HALF else [True, False]


def _leaves(number: int | None, tile: Tile, across: bool, preset: Preset) -> set[int | None]:
    """What ``tile`` may leave on an end showing ``number`` (None: the soap only); empty: no fit."""
    if number is None:
        return {0} if tile == SOAP and across else set()
    if across:
        if tile == SOAP:
            return {0}
        return {None} if preset.matador_leaves is MatadorLeaves.SOAP else {tile.low, tile.high}
    if number == 0:
        return set()
    return {
        b for a, b in ((tile.low, tile.high), (tile.high, tile.low)) if a + number == preset.sum
    }


def _options(line: Line, tile: Tile, preset: Preset) -> list[Placement]:
    if tile in line.tiles:
        return []
    found = []
    for end, number in ((End.LEFT, line.left), (End.RIGHT, line.right)):
        for across in _ways(tile, preset):
            left = _leaves(number, tile, across, preset)
            for outward in left:
                found.append(Placement(tile, end, outward if len(left) > 1 else None, across))
    return found


def _points(preset: Preset, placement: Placement, leaves: int | None) -> int:
    points = preset.matador_points if placement.across else preset.move_points
    return points + (preset.open_six_points if leaves == 6 else 0)


@dataclass
class Round:
    """The real round: who holds which tiles, the stock, and the app's view of it."""

    preset: Preset
    players: tuple[str, ...]
    hands: dict[str, list[Tile]]
    stock: list[Tile]
    table: Table
    match: Match
    passes: int = 0
    log: list[str] = field(default_factory=list)
    facts: RoundFacts = field(default_factory=RoundFacts)  # the one-key checks of section 5


def _deal(preset: Preset, count: int, tiles: list[Tile]) -> Round:
    players = NAMES[:count]
    size = preset.hand_sizes[count]
    hands = {name: tiles[seat * size : (seat + 1) * size] for seat, name in enumerate(players)}
    match = Match(players, preset, target=None, rounds_limit=None)
    return Round(preset, players, hands, tiles[count * size :], Table.deal(players, preset), match)


def _record(game: Round, player: str, placement: Placement) -> None:
    before = game.match.totals[game.players.index(player)]
    game.table, earning = game.table.lay(player, placement, game.preset)
    game.hands[player].remove(placement.tile)
    for event in earning.events(player, placement.tile):
        check_facts(event, game.preset, game.facts)  # a real round never asks too much of the set
        game.facts = game.facts.after(event)
        game.match.record(event)
    after = game.match.totals[game.players.index(player)]
    assert after - before == earned(earning, game.preset)  # the one-key facts price the same


def _draw_if_allowed(game: Round, player: str) -> None:
    """Draw as the preset's rule says while nothing in the hand fits."""
    rule = game.preset.draw
    while rule is not DrawRule.NONE and game.stock and not _playable(game, player):
        game.table = game.table.draw(player, game.preset)
        game.hands[player].append(game.stock.pop())
        if rule is DrawRule.ONE:
            return


def _playable(game: Round, player: str) -> list[Placement]:
    return [p for tile in game.hands[player] for p in _options(game.table.line, tile, game.preset)]


def _check_a_random_tile(game: Round, data: st.DataObject) -> None:
    """A random placement is accepted exactly when the oracle calls it legal."""
    tile = data.draw(st.sampled_from(ALL_TILES))
    end = data.draw(st.sampled_from(list(End)))
    across = data.draw(st.sampled_from([None, True, False]))
    outward = data.draw(st.sampled_from([None, 0, 1, 2, 3, 4, 5, 6]))
    way = tile in game.preset.matadors if across is None else across
    legal = {(p.end, p.across, p.outward) for p in _options(game.table.line, tile, game.preset)}
    number = game.table.line.shows(end)
    left = _leaves(number, tile, way, game.preset)
    fine = (end, way, outward) in legal or (
        len(left) == 1 and (end, way, None) in legal and outward in (None, *left)
    )
    try:
        line, _ = game.table.line.lay(Placement(tile, end, outward, across), game.preset)
    except RuleError:
        assert not fine, (tile, end, across, outward, game.log)
    else:
        assert fine, (tile, end, across, outward, game.log)
        assert line.shows(end) in left


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_random_rounds_are_accepted_priced_and_never_take_an_illegal_tile(
    data: st.DataObject,
) -> None:
    preset = data.draw(st.sampled_from(PRESETS))
    count = data.draw(st.integers(2, 4))
    game = _deal(preset, count, list(data.draw(st.permutations(ALL_TILES))))
    leader = game.players[0]
    lead = data.draw(st.sampled_from(game.hands[leader]))
    across = data.draw(st.sampled_from(_ways(lead, preset)))
    _record(game, leader, Placement(lead, across=across))
    seat = 1
    while game.table.out is None and game.passes < count:
        _check_a_random_tile(game, data)
        assert game.table.blocked(preset) == (
            not any(_options(game.table.line, tile, preset) for tile in ALL_TILES)
        )
        if game.table.blocked(preset):
            break
        player = game.players[seat % count]
        _turn(game, player, data)
        seat += 1
    _end(game)


def _turn(game: Round, player: str, data: st.DataObject) -> None:
    _draw_if_allowed(game, player)
    options = _playable(game, player)
    if options:
        placement = data.draw(st.sampled_from(options))
        assert placement.end is not None and placement.across is not None
        number = game.table.line.shows(placement.end)
        (shown,) = (
            {placement.outward}
            if placement.outward is not None
            else _leaves(number, placement.tile, placement.across, game.preset)
        )
        game.log.append(f"{player} {placement}")
        before = game.match.totals[game.players.index(player)]
        _record(game, player, placement)
        expected = _points(game.preset, placement, shown)
        assert game.match.totals[game.players.index(player)] - before == expected
        game.passes = 0
        return
    assert game.table.unexpected_pass(player, game.preset) is None  # a real pass is expected
    game.table = game.table.passed(player)
    game.match.record(Pass(player))
    game.passes += 1


def _end(game: Round) -> None:
    """Every count, hand and pip agrees with the real round at its end."""
    table, out = game.table, game.table.out
    assert table.held == tuple(len(game.hands[name]) for name in game.players)
    assert table.stock == len(game.stock)
    assert out is None or not game.hands[out]
    table.check_out(out)
    typed = {name: game.hands[name] for name in game.players if name != out}
    table.check_hands(typed)
    pips = {name: sum(tile.pips for tile in hand) for name, hand in typed.items()}
    if not table.stock:
        assert sum(pips.values()) == 168 - table.line.pips
    game.match.record(RoundEnd(out=out, pips=pips))
