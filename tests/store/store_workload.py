"""A deterministic stream of table operations (record / undo / redo), shared by the tests and
the child processes they start, so both sides know exactly what was asked for.

``plan(seed, count)`` works the operations out against an in-memory session first, so every
one of them is legal where it comes; ``expected_states`` says what the log and the redo chain
hold after each prefix of the plan.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.catalog import load_catalog
from scorekeeper.model import (
    Adjust,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    Preset,
    Reopen,
    RoundEnd,
    Tile,
)
from scorekeeper.session import MatchSession

PLAYERS = ("Anna", "Boris", "Vera")
PRESET_ID = "six-matador-expert"  # no target: a long stream never finishes the match


def preset() -> Preset:
    return load_catalog(Path(__file__).parent / "no-custom-presets").get(PRESET_ID)


def new_match(players: tuple[str, ...] = PLAYERS) -> Match:
    return Match(players, preset())


@dataclass(frozen=True)
class Op:
    kind: str  # "record", "undo" or "redo"
    entry: LogEntry | None = None


def plan(seed: int, count: int, players: tuple[str, ...] = PLAYERS) -> list[Op]:
    rng = random.Random(seed)
    session = MatchSession(new_match(players))
    ops: list[Op] = []
    while len(ops) < count:
        roll = rng.random()
        if roll < 0.08 and session.can_undo:
            op = Op("undo")
        elif roll < 0.12 and session.can_redo:
            op = Op("redo")
        else:
            op = Op("record", next_entry(session.match, rng))
        apply(session, op)
        ops.append(op)
    return ops


def apply(session: MatchSession, op: Op) -> None:
    if op.kind == "record":
        assert op.entry is not None
        session.record(op.entry)
    elif op.kind == "undo":
        session.undo()
    else:
        session.redo()


def next_entry(match: Match, rng: random.Random) -> LogEntry:
    """A legal next fact at the table, chosen at random (now and then the players declare
    the match over, and play on after it)."""
    if match.finished:
        return Reopen()
    if rng.random() < 0.02:
        return Finish()
    players = match.players
    player = match.next_player() or rng.choice(players)
    if match.tiles_in_round == 0:
        return Lead(player)
    roll = rng.random()
    if roll < 0.07:
        if rng.random() < 0.5:
            return RoundEnd(rng.choice(players))
        return RoundEnd(None, {name: rng.randint(0, 40) for name in players})
    if roll < 0.17 and match.last_tile_by is not None and six_may_follow(last_fact(match)):
        return OpenSix(match.last_tile_by)
    if roll < 0.30 and match.cursor.facts.matadors < len(match.preset.matadors):
        # RULES.md 5.1: no more matadors a round than the set has, a named one once
        tiles = [None, *(t for t in NAMED if t not in match.cursor.facts.named)]
        return Matador(player, rng.choice(tiles))
    if roll < 0.45:
        return Pass(player)
    if roll < 0.48:
        return Adjust(player, rng.choice([-3, 2, 5]), "agreed")
    return Move(player)


NAMED = (Tile.parse("2:4"), Tile.parse("0:0"), Tile.parse("0:6"))


def six_may_follow(fact: LogEntry | None) -> bool:
    """An open six may follow a tile (RULES.md 5.2): not a second one, not after a named tile
    with no six half (only 0:6 of ``NAMED`` has one; this preset's matadors leave a half)."""
    if isinstance(fact, OpenSix):
        return False
    return not (
        isinstance(fact, Matador)
        and fact.tile is not None
        and 6 not in (fact.tile.low, fact.tile.high)
    )


def last_fact(match: Match) -> LogEntry | None:
    """The last entry that happened at the table (a finish or reopen changes no cursor)."""
    return next((e for e in reversed(match.log) if not isinstance(e, Finish | Reopen)), None)


@dataclass(frozen=True)
class State:
    log: list[LogEntry]
    redo: list[LogEntry]


def expected_states(ops: list[Op], players: tuple[str, ...] = PLAYERS) -> list[State]:
    """``states[k]`` is the log and redo chain after the first ``k`` operations."""
    session = MatchSession(new_match(players))
    states = [State([], [])]
    for op in ops:
        apply(session, op)
        states.append(State(session.match.log, session.redo_entries))
    return states
