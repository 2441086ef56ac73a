"""Tiles matches for the benchmarks, played by the rules from a real shuffled set.

Each round deals a seeded shuffle; in turn each player lays the first tile of their hand that
has exactly one way to go (so that a key press needs no answer), else any legal way, else passes;
a player who lays their last tile goes out (the match ends the round), and a round where every
player passed in a row, or a provably blocked line, ends blocked.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from scorekeeper.model import Match, Pass, RoundEnd, RuleError, Tile
from scorekeeper.model.placements import Option, options
from scorekeeper.model.tileset import ALL_TILES, hand_size


def ways(match: Match, player: str, tile: Tile) -> tuple[Option, ...]:
    assert match.table is not None
    try:
        return options(match.table, player, tile, match.preset)
    except RuleError:
        return ()


def single_way_tile(match: Match, player: str, tiles: list[Tile]) -> Tile | None:
    """The first of ``tiles`` that goes exactly one way: one key pair lays it."""
    return next((tile for tile in tiles if len(ways(match, player, tile)) == 1), None)


def play_round(match: Match, rng: random.Random, limit: int | None = None) -> None:
    """A round from a fresh deal, to its end (or ``limit`` events, the round left open)."""
    players = match.players
    deck = list(ALL_TILES)
    rng.shuffle(deck)
    size = hand_size(match.preset, len(players))
    hands = {name: deck[seat * size : (seat + 1) * size] for seat, name in enumerate(players)}
    passes, done = 0, 0
    for player in _turns(players):
        if limit is not None and done >= limit:
            return
        done += 1
        tile = single_way_tile(match, player, hands[player])
        tile = tile or next((t for t in hands[player] if ways(match, player, t)), None)
        if tile is None:
            match.record(Pass(player))
            passes += 1
            if passes == len(players):
                match.record(RoundEnd(None))
                return
            continue
        match.record(ways(match, player, tile)[0].play)
        hands[player].remove(tile)
        passes = 0
        table = match.table
        if match.round_in_progress is None or table is None:
            return  # the player went out: the match ended the round
        if table.blocked(match.preset):
            match.record(RoundEnd(None))
            return


def _turns(players: tuple[str, ...]) -> Iterator[str]:
    while True:
        yield from players
