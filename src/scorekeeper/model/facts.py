"""The facts of play a key (or a phone's tap) records, and what each earns if recorded now.

One place for what the app's keys (``tui/keys/actions.py``) and the phone's entry desk
(``scorekeeper.entry``) both record for "tile", "matador", "pass", "open six" and "draw", so
that a button and a key cannot record different entries, nor show different prices: each
``Fact`` in ``RECORDS`` gives its entry, its label (the footer's and the button's) and the games
that have it, and the keys, the buttons and the taps are made from it. Pure: the keys' bindings
(Textual) stay in the app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scorekeeper.i18n import N_
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Draw, Lead, Matador, Move, OpenSix, Pass, TableEvent
from scorekeeper.model.match import Match
from scorekeeper.model.preset import DrawRule, MatadorLeaves, Preset
from scorekeeper.model.tile_round import BOTH, ONE_KEY, TILES, Mode

# (the match, the current player) -> the entry the key records now
Records = Callable[[Match, str], TableEvent]


def _every_game(preset: Preset) -> bool:
    return True


@dataclass(frozen=True)
class Fact:
    """A fact of play one key (and one phone button) records."""

    records: Records
    label: str  # the key's footer label and the button's (marked with N_, translated when shown)
    priced: bool = True  # whether the label says what it earns (a draw earns nothing)
    modes: frozenset[Mode] = ONE_KEY  # the boards (and phone pads) with a key for it
    offered: Callable[[Preset], bool] = _every_game  # whether the game under a preset has it


def tile_fact(match: Match, player: str) -> TableEvent:
    """A tile laid by the sum, or the round's lead, which makes no sum (ruling 2)."""
    return Move(player) if match.tiles_in_round else Lead(player)


def open_six_fact(match: Match, player: str) -> TableEvent:
    """The bonus belongs to whoever laid the last tile (ruling 4)."""
    return OpenSix(match.last_tile_by or player)


def has_open_six(preset: Preset) -> bool:
    """The open six belongs to the sum-six game (RULES.md 4); in a Matador preset, where it
    earns nothing, it means nothing (a custom one that prices it keeps it)."""
    return preset.sum == 6 or preset.open_six_points != 0


def has_stock(preset: Preset) -> bool:
    return preset.draw is not DrawRule.NONE


# in the order of the phone's buttons (a pad shows those of its mode, in this order)
RECORDS: dict[str, Fact] = {
    # a draw earns nothing under any preset: its label carries no price
    "draw": Fact(lambda match, player: Draw(player), N_("draw"), False, TILES, has_stock),
    "tile": Fact(tile_fact, N_("tile")),
    "matador": Fact(lambda match, player: Matador(player), N_("matador")),
    "pass": Fact(lambda match, player: Pass(player), N_("pass"), modes=BOTH),
    "open_six": Fact(open_six_fact, N_("six"), offered=has_open_six),
}


def facts_of(mode: Mode) -> tuple[str, ...]:
    """The facts a match kept in ``mode`` has a key (and a button) for, in ``RECORDS``' order."""
    return tuple(name for name, fact in RECORDS.items() if mode in fact.modes)


def offered(name: str, preset: Preset) -> bool:
    """Whether the game under ``preset`` has what the key or button ``name`` does: a fact
    its ``Fact`` offers (an open six that pays, a stock to draw from), matadors that may lie
    across or lengthwise (soap)."""
    if name in RECORDS:
        return RECORDS[name].offered(preset)
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
