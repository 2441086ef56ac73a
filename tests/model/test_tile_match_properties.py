"""Random tiles matches from a real shuffled set and real hands, through ``Match`` itself.

The rounds are made with test_line_properties.py's oracle (written from the rule text): every
legal tile is accepted and earns what the oracle says; a random tile is accepted exactly when
the oracle calls it legal, and undoing it restores the match; the whole match scores the same
replayed from its log and after export and import.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.matchfile import match_to_text, parse_match_text
from scorekeeper.model import Draw, End, Match, Mode, Pass, RoundEnd, RuleError, Tile, TilePlay
from scorekeeper.model import replay as replayed
from scorekeeper.model.line import Placement
from scorekeeper.model.preset import DrawRule, Preset
from scorekeeper.model.tileset import ALL_TILES
from tests.model.test_line_properties import NAMES, PRESETS, _leaves, _options, _points, _ways

_CATALOG = load_catalog()


@dataclass
class Game:
    preset: Preset
    players: tuple[str, ...]
    hands: dict[str, list[Tile]]
    stock: list[Tile]
    match: Match

    def seat(self, player: str) -> int:
        return self.players.index(player)


def _deal(game: Game, tiles: list[Tile]) -> None:
    size = game.preset.hand_sizes[len(game.players)]
    for seat, name in enumerate(game.players):
        game.hands[name] = tiles[seat * size : (seat + 1) * size]
    game.stock = tiles[len(game.players) * size :]


def _lay(game: Game, player: str, event: TilePlay) -> None:
    game.match.record(event)
    game.hands[player].remove(event.tile)


def _try_a_random_tile(game: Game, player: str, data: st.DataObject) -> None:
    """Accepted exactly when legal by the oracle; an accepted one is undone exactly."""
    table = game.match.table
    assert table is not None
    tile = data.draw(st.sampled_from(ALL_TILES))
    end = data.draw(st.sampled_from(list(End)))
    across = data.draw(st.sampled_from([None, True, False]))
    outward = data.draw(st.sampled_from([None, *range(7)]))
    way = tile in game.preset.matadors if across is None else across
    legal = {(p.end, p.across, p.outward) for p in _options(table.line, tile, game.preset)}
    left = _leaves(table.line.shows(end), tile, way, game.preset)
    fine = (end, way, outward) in legal or (
        len(left) == 1 and (end, way, None) in legal and outward in (None, *left)
    )
    before = (game.match.entry_count, list(game.match.totals), table)
    try:
        game.match.record(TilePlay(player, tile, end, outward, across))
    except RuleError:
        assert not fine, (tile, end, across, outward)
        assert (game.match.entry_count, game.match.totals, game.match.table) == before
        return
    assert fine, (tile, end, across, outward)
    game.match.undo()
    assert (game.match.entry_count, game.match.totals, game.match.table) == before


def _turn(game: Game, player: str, data: st.DataObject) -> bool:
    """One turn by the rules; True where the player laid a tile."""
    table = game.match.table
    assert table is not None
    rule = game.preset.draw
    while rule is not DrawRule.NONE and game.stock and not _playable(game, player):
        game.match.record(Draw(player))
        game.hands[player].append(game.stock.pop())
        if rule is DrawRule.ONE:
            break
    options = _playable(game, player)
    if not options:
        game.match.record(Pass(player))
        return False
    chosen = data.draw(st.sampled_from(options))
    assert chosen.end is not None and chosen.across is not None
    table = game.match.table
    assert table is not None
    (shown,) = (
        {chosen.outward}
        if chosen.outward is not None
        else _leaves(table.line.shows(chosen.end), chosen.tile, chosen.across, game.preset)
    )
    before = game.match.totals[game.seat(player)]
    _lay(game, player, TilePlay(player, chosen.tile, chosen.end, chosen.outward, chosen.across))
    earned = game.match.rounds[-1].event_points[-1]
    assert earned == _points(game.preset, chosen, shown)  # the oracle's price, not the code's
    if game.match.round_in_progress is not None or game.preset.pip_scoring:
        assert game.match.totals[game.seat(player)] - before == earned
    return True


def _playable(game: Game, player: str) -> list[Placement]:
    table = game.match.table
    assert table is not None
    return [p for tile in game.hands[player] for p in _options(table.line, tile, game.preset)]


def _round(game: Game, data: st.DataObject) -> None:
    _deal(game, list(data.draw(st.permutations(ALL_TILES))))
    leader = game.players[0]
    lead = data.draw(st.sampled_from(game.hands[leader]))
    way = data.draw(st.sampled_from(_ways(lead, game.preset)))
    _lay(game, leader, TilePlay(leader, lead, across=way))
    seat, passes, count = 1, 0, len(game.players)
    while game.match.round_in_progress is not None and passes < count:
        table = game.match.table
        assert table is not None
        if table.out is not None or table.blocked(game.preset):
            break
        player = game.players[seat % count]
        _try_a_random_tile(game, player, data)
        passes = 0 if _turn(game, player, data) else passes + 1
        seat += 1
    if game.match.round_in_progress is not None:
        _end(game)


def _end(game: Game) -> None:
    table = game.match.table
    assert table is not None
    out = table.out
    pips = {n: sum(t.pips for t in game.hands[n]) for n in game.players if n != out}
    game.match.record(RoundEnd(out, pips))


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_random_tiles_matches_score_the_same_recorded_replayed_and_after_export(
    data: st.DataObject,
) -> None:
    preset = data.draw(st.sampled_from(PRESETS))
    players = NAMES[: data.draw(st.integers(2, 4))]
    match = Match(players, preset, target=None, rounds_limit=None, mode=Mode.TILES)
    game = Game(preset, players, {}, [], match)
    for _round_number in range(data.draw(st.integers(1, 2))):
        _round(game, data)
    one_by_one = [
        sum(played.points[seat] for played in match.rounds) for seat in range(len(players))
    ]
    assert match.totals == one_by_one
    again = replayed(players, preset, match.log, None, None, Mode.TILES)
    assert again.totals == match.totals and again.table == match.table
    assert [r.points for r in again.rounds] == [r.points for r in match.rounds]
    read = parse_match_text(match_to_text(match), _CATALOG)  # the preset travels in the file
    assert read.log == match.log and read.totals == match.totals
