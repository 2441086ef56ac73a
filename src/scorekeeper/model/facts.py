"""The facts of play a key (or a phone's tap) records, and what each earns if recorded now.

One place for what the app's keys (``tui/keys/actions.py``) and the phone's entry desk
(``scorekeeper.entry``) both record for "tile", "matador", "pass", "open six" and "draw", so
that a button and a key cannot record different entries, nor show different prices. Pure:
the keys' bindings (Textual) stay in the app.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Draw, Lead, Matador, Move, OpenSix, Pass, TableEvent
from scorekeeper.model.match import Match
from scorekeeper.model.preset import DrawRule, MatadorLeaves, Preset

# (the match, the current player) -> the entry the key records now
Records = Callable[[Match, str], TableEvent]


def tile_fact(match: Match, player: str) -> TableEvent:
    """A tile laid by the sum, or the round's lead, which makes no sum (ruling 2)."""
    return Move(player) if match.tiles_in_round else Lead(player)


def open_six_fact(match: Match, player: str) -> TableEvent:
    """The bonus belongs to whoever laid the last tile (ruling 4)."""
    return OpenSix(match.last_tile_by or player)


RECORDS: dict[str, Records] = {
    "tile": tile_fact,
    "matador": lambda match, player: Matador(player),
    "pass": lambda match, player: Pass(player),
    "open_six": open_six_fact,
    "draw": lambda match, player: Draw(player),
}


def has_open_six(preset: Preset) -> bool:
    """The open six belongs to the sum-six game (RULES.md 4); in a Matador preset, where it
    earns nothing, it means nothing (a custom one that prices it keeps it)."""
    return preset.sum == 6 or preset.open_six_points != 0


def offered(name: str, preset: Preset) -> bool:
    """Whether the game under ``preset`` has what the key or button ``name`` does: an open six
    that pays, a stock to draw from, matadors that may lie across or lengthwise (soap)."""
    if name == "open_six":
        return has_open_six(preset)
    if name == "draw":
        return preset.draw is not DrawRule.NONE
    if name in ("across", "lengthwise"):
        return preset.matador_leaves is MatadorLeaves.SOAP
    return True


def earned_now(entry: TableEvent, match: Match) -> int | None:
    """What ``entry`` would add to its player's total if recorded now, by the pricing that
    records it (``Match.change_of``); None where the match cannot take it now (a tiles
    match's table refuses it, or its round is over)."""
    try:
        change = match.change_of(entry)
    except RuleError:
        return None
    return change[match.players.index(entry.player)]
