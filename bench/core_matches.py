"""Legal matches of any length for the benchmarks: a realistic mix of facts per preset.

Rounds run 20-30 events (about 25); each has a lead (now and then a matador as the lead),
moves, matadors (mostly with their tile), open sixes right after a tile, passes, a rare
adjustment, and an end: somebody out, or blocked, with pips where the preset needs them.
What the set limits (RULES.md section 5) holds too: no more matadors a round than the set has
(a move instead), a named matador once a round, an open six only after a tile that can leave one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from scorekeeper.model import (
    Adjust,
    Event,
    Lead,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Preset,
    RoundEnd,
    Tile,
)
from scorekeeper.model.tileset import can_leave_six

# Cyrillic and Polish names are the norm at the table
PLAYERS = ("Анна", "Bolesław", "Вера")


@dataclass(frozen=True)
class Mix:
    """How often each fact happens at the table under one preset, and how the match ends."""

    preset_id: str
    weights: dict[str, int]  # table facts after the lead; open_six only right after a tile
    pips_share: float  # share of round ends that carry pips (pip-scoring presets always do)
    target: int | None
    rounds_limit: int | None


MIXES = (
    # An agreed number of rounds far beyond the log: the match never ends, and the
    # rounds-limit check runs at every round end.
    Mix("six-matador-expert", {"move": 58, "matador": 12, "open_six": 9, "pass": 20, "adjust": 1},
        pips_share=0.3, target=None, rounds_limit=1_000_000),
    # The preset's target of 100 would end the match in a few rounds; play to a billion.
    Mix("matador-pips", {"move": 70, "matador": 10, "pass": 19, "adjust": 1},
        pips_share=1.0, target=1_000_000_000, rounds_limit=None),
)  # fmt: skip


# -- building legal matches --------------------------------------------------------------
class RoundWriter:
    """Writes one legal round: a lead (now and then a matador), table facts, an end."""

    def __init__(self, mix: Mix, preset: Preset, rng: random.Random) -> None:
        self.mix, self.preset, self.rng = mix, preset, rng
        self.kinds, self.weights = list(mix.weights), list(mix.weights.values())

    def write(self, length: int) -> list[Event]:
        self.laid: list[Tile | None] = []  # this round's matadors, None where not named
        seat = self.rng.randrange(len(PLAYERS))
        opener = self.matador if self.rng.random() < 0.05 else Lead
        events: list[Event] = [opener(PLAYERS[seat])]
        last_tile_by: str | None = PLAYERS[seat]
        while len(events) < length - 1:
            kind = self.rng.choices(self.kinds, self.weights)[0]
            if kind == "open_six" and last_tile_by is not None and self._six_may_follow(events):
                events.append(OpenSix(last_tile_by))
                last_tile_by = None  # once per tile
                continue
            if kind == "adjust":
                events.append(Adjust(self.rng.choice(PLAYERS), self.rng.choice((-3, 2, 5)), "fix"))
                last_tile_by = None
                continue
            seat = (seat + 1) % len(PLAYERS)
            event = self.turn(kind, PLAYERS[seat])
            events.append(event)
            last_tile_by = None if isinstance(event, Pass) else PLAYERS[seat]
        if length >= 2:
            events.append(self.end())
        return events[:length]

    def turn(self, kind: str, player: str) -> Event:
        if kind == "matador" and len(self.laid) < len(self.preset.matadors):
            return self.matador(player)
        return Pass(player) if kind == "pass" else Move(player)

    def matador(self, player: str) -> Matador:
        left = [tile for tile in self.preset.matadors if tile not in self.laid]
        tile = self.rng.choice(left) if self.rng.random() < 0.7 else None
        self.laid.append(tile)
        return Matador(player, tile)

    def _six_may_follow(self, events: list[Event]) -> bool:
        last = events[-1]
        if isinstance(last, Matador) and last.tile is not None:
            return can_leave_six(last.tile, self.preset, across=True)
        return True

    def end(self) -> RoundEnd:
        out = self.rng.choice(PLAYERS) if self.rng.random() < 0.8 else None
        if self.preset.pip_scoring or self.rng.random() < self.mix.pips_share:
            pips = {name: self.rng.randint(1, 40) for name in PLAYERS if name != out}
            return RoundEnd(out, pips)
        return RoundEnd(out)


def build_match(mix: Mix, preset: Preset, events: int, seed: int = 2) -> Match:
    """A legal match of exactly ``events`` events; rounds of 20-30 events (about 25)."""
    match = Match(PLAYERS, preset, mix.target, mix.rounds_limit)
    writer, rng = RoundWriter(mix, preset, random.Random(seed)), random.Random(seed + 1)
    recorded = 0
    while recorded < events:
        for event in writer.write(min(rng.randint(20, 30), events - recorded)):
            match.record(event)  # a RuleError here is a bug in this generator
            recorded += 1
    assert len(match.log) == events and not match.finished
    return match
