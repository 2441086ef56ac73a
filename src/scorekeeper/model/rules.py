"""Whether a fact may be recorded now: the checks RULES.md asks for, one message each.

One check per kind of event; ``model/kinds.py`` says which kind uses which, and first checks
that the player of a table event is playing (``check_player``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from scorekeeper.i18n import _, preset_text
from scorekeeper.model.bounds import adjustment_problem
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Adjust, Lead, Matador, Move, OpenSix, RoundEnd
from scorekeeper.model.preset import Preset
from scorekeeper.model.set_check import RoundFacts, check_facts, check_hands
from scorekeeper.model.tiles import SET_PIPS

_ROUND_START = RoundFacts()  # immutable, so every cursor may share it


class RoundCursor(NamedTuple):
    """Where the round in progress stands; small and immutable, so undo can restore it."""

    tiles_laid: int = 0
    last_tile_by: str | None = None  # who laid the tile the previous event recorded, if any
    open_six_given: bool = False
    facts: RoundFacts = _ROUND_START  # what the set limits (RULES.md 5): O(1) to advance


# -- how each kind moves the cursor ------------------------------------------------------------
def after_tile(cursor: RoundCursor, event: Lead | Move | Matador) -> RoundCursor:
    return RoundCursor(cursor.tiles_laid + 1, event.player, facts=cursor.facts.after(event))


def after_open_six(cursor: RoundCursor, _event: OpenSix) -> RoundCursor:
    return RoundCursor(cursor.tiles_laid, cursor.last_tile_by, True, cursor.facts)


def after_end(_cursor: RoundCursor, _event: RoundEnd) -> RoundCursor:
    return RoundCursor()


def after_other(cursor: RoundCursor, _event: object) -> RoundCursor:
    """No tile laid: an open six can no longer follow; the round's tiles stay laid."""
    return RoundCursor(cursor.tiles_laid, facts=cursor.facts)


# -- the checks, one per kind ------------------------------------------------------------------
def check_player(name: str, players: Sequence[str]) -> None:
    if name not in players:
        raise RuleError(_unknown_player(name, players))


def no_check(
    _event: object, _preset: Preset, _players: Sequence[str], _cursor: RoundCursor
) -> None:
    """The kind has no rule beyond a known player."""


def check_lead(_event: Lead, _preset: Preset, _players: Sequence[str], cursor: RoundCursor) -> None:
    if cursor.tiles_laid:
        raise RuleError(_("only the first tile of a round is its lead; this one is a move"))


def check_move(_event: Move, _preset: Preset, _players: Sequence[str], cursor: RoundCursor) -> None:
    if not cursor.tiles_laid:
        raise RuleError(_("the first tile of a round is its lead, not a move"))


def check_matador(
    event: Matador, preset: Preset, _players: Sequence[str], cursor: RoundCursor
) -> None:
    if event.tile and not preset.is_matador(event.tile):
        raise RuleError(
            _("{tile} is not a matador under {preset} (matadors: {matadors})").format(
                tile=event.tile,
                preset=preset_text(preset.name),
                matadors=" ".join(str(tile) for tile in preset.matadors),
            )
        )
    check_facts(event, preset, cursor.facts)  # RULES.md 5.1: what the set has left


def check_open_six(
    event: OpenSix, preset: Preset, _players: Sequence[str], cursor: RoundCursor
) -> None:
    if cursor.last_tile_by is None:
        raise RuleError(_("an open six must directly follow the tile that left the six"))
    if cursor.last_tile_by != event.player:
        raise RuleError(
            _("the last tile was laid by {player}, so the open six is theirs").format(
                player=cursor.last_tile_by
            )
        )
    if cursor.open_six_given:
        raise RuleError(_("that tile already has its open six"))
    check_facts(event, preset, cursor.facts)  # RULES.md 5.2: could that tile leave a six?


def check_adjust(
    event: Adjust, _preset: Preset, _players: Sequence[str], _cursor: RoundCursor
) -> None:
    if event.points == 0:
        raise RuleError(_("an adjustment of 0 points changes nothing"))
    problem = adjustment_problem(event.points)  # 2**64 would reach SQLite as an OverflowError
    if problem:
        raise RuleError(problem)


def check_end(end: RoundEnd, preset: Preset, players: Sequence[str], cursor: RoundCursor) -> None:
    if end.out is not None:
        check_player(end.out, players)
    check_hands(end.hands, players, end.out, cursor.facts)  # RULES.md 5.3
    _check_hand_pips(end)
    for name, pips in end.pips.items():
        check_player(name, players)
        if not 0 <= pips <= SET_PIPS:
            raise RuleError(
                _("{player}: a hand holds 0 to 168 pips, not {pips}").format(player=name, pips=pips)
            )
    if end.out is not None and end.pips.get(end.out, 0):
        raise RuleError(
            _("{player} went out and holds no tiles, so no pips").format(player=end.out)
        )
    if sum(end.pips.values()) > SET_PIPS:
        raise RuleError(
            _("the pips add up to {pips}, more than the 168 of a whole set").format(
                pips=sum(end.pips.values())
            )
        )
    if preset.pip_scoring:
        missing = [name for name in players if name != end.out and name not in end.pips]
        if missing:
            raise RuleError(
                _("{preset} scores pips: give the pips left to {players}").format(
                    preset=preset_text(preset.name), players=", ".join(missing)
                )
            )


def _check_hand_pips(end: RoundEnd) -> None:
    """Pips given beside a typed hand must be that hand's pips (absent, the hand's stand)."""
    for name, hand in end.hands.items():
        counted = sum(tile.pips for tile in hand)
        if end.pips.get(name, counted) != counted:
            raise RuleError(
                _(
                    "{player}: the pips given ({pips}) differ from the hand typed ({counted})"
                ).format(player=name, pips=end.pips[name], counted=counted)
            )


def _unknown_player(name: str, players: Sequence[str]) -> str:
    return _("'{name}' is not playing (players: {players})").format(
        name=name, players=", ".join(players)
    )
