"""What the set allows in a round, in every match (RULES.md section 5).

``RoundFacts`` is a small immutable value: what the round has laid so far that the set limits
(the matadors, the tiles named, the last tile). Advancing it by one event is O(1) (a frozenset
of at most 28 tiles is copied), and so is each check, so a match's length never shows.

How it is wired: ``RoundCursor`` (``model/rules.py``) has a field ``facts``, advanced by
``facts.after(event)`` in every kind's cursor step; the checks of a matador and an open six
call ``check_facts(event, preset, cursor.facts)`` after their own, and the round end's check
calls ``check_hands`` with its ``hands``. Tile-by-tile play will advance it with
``laid(tile, across)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from scorekeeper.i18n import _, ngettext, preset_text
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Event, Lead, Matador, Move, OpenSix, RoundEnd
from scorekeeper.model.preset import MatadorLeaves, Preset
from scorekeeper.model.tiles import Tile
from scorekeeper.model.tileset import can_leave_six, has_six


class RoundFacts(NamedTuple):
    """What the round has laid that the set limits; ``RoundFacts()`` is a round's start."""

    matadors: int = 0  # matadors laid across this round, named or not
    named: frozenset[Tile] = frozenset()  # tiles laid this round whose face was recorded
    named_pips: int = 0
    last_tile: Tile | None = None  # the face of the tile just laid, if it was recorded
    last_across: bool = False

    def laid(self, tile: Tile | None, across: bool) -> RoundFacts:
        """After a tile: ``tile`` is None where only the fact was recorded (``space``, ``m``)."""
        named = self.named if tile is None else self.named | {tile}
        return RoundFacts(
            self.matadors + int(across),
            named,
            self.named_pips + (tile.pips if tile is not None else 0),
            tile,
            across,
        )

    def after(self, event: Event) -> RoundFacts:
        if isinstance(event, Matador):
            return self.laid(event.tile, across=True)
        if isinstance(event, Lead | Move):
            return self.laid(None, across=False)
        if isinstance(event, RoundEnd):
            return RoundFacts()
        return self  # an open six, a pass, an adjustment lay no tile


def check_facts(event: Event, preset: Preset, facts: RoundFacts) -> None:
    """Raise a ``RuleError`` if ``event`` asks more of the set than this round has left."""
    if isinstance(event, Matador):
        check_tile(event.tile, True, preset, facts)
    elif isinstance(event, OpenSix):
        check_open_six(preset, facts)


def check_tile(tile: Tile | None, across: bool, preset: Preset, facts: RoundFacts) -> None:
    """A tile may be laid: a matador while the set has one left, a named tile once a round."""
    if tile is not None and tile in facts.named:
        raise RuleError(
            _("{tile} is laid already this round; the set has one of each tile").format(tile=tile)
        )
    if across and facts.matadors >= len(preset.matadors):
        count = len(preset.matadors)
        raise RuleError(
            ngettext(
                "the set has {count} matador under {preset}, and it is laid already this round",
                "the set has {count} matadors under {preset}, and all are laid already this round",
                count,
            ).format(count=count, preset=preset_text(preset.name))
        )


def check_open_six(preset: Preset, facts: RoundFacts) -> None:
    """An open six only after a tile that can leave six pips (RULES.md 5.2)."""
    tile = facts.last_tile
    if tile is None or can_leave_six(tile, preset, facts.last_across):
        return  # a tile recorded without its face may have left a six: the players' word
    if not has_six(tile):
        raise RuleError(
            _("{tile} has no six half, so it cannot leave an open six").format(tile=tile)
        )
    assert preset.matador_leaves is MatadorLeaves.SOAP  # the only other way to leave no six
    raise RuleError(
        _("{tile} laid across leaves no number under the soap rule, so no open six").format(
            tile=tile
        )
    )


def check_hands(
    hands: Mapping[str, Sequence[Tile]],
    players: Sequence[str],
    out: str | None,
    facts: RoundFacts,
) -> None:
    """Hands typed as tiles at a round end agree with the set and the round (RULES.md 5.3).

    5.3's limit on the pips (at most 168 less the named tiles laid) needs no check of its own:
    tiles in no two hands and none named are some of the tiles the round has not named, and
    all of those together hold exactly 168 less the named pips.
    """
    holder: dict[Tile, str] = {}
    for name, hand in hands.items():
        _check_one_hand(name, hand, players, out, facts)
        for tile in hand:
            if tile in holder:
                raise RuleError(_twice(tile, holder[tile], name))
            holder[tile] = name


def _check_one_hand(
    name: str, hand: Sequence[Tile], players: Sequence[str], out: str | None, facts: RoundFacts
) -> None:
    if name not in players:
        raise RuleError(
            _("'{name}' is not playing (players: {players})").format(
                name=name, players=", ".join(players)
            )
        )
    if name == out and hand:
        raise RuleError(_("{player} went out and holds no tiles, so no pips").format(player=name))
    if name != out and not hand:
        raise RuleError(
            _("{player}'s hand is typed empty, but only who went out holds no tiles").format(
                player=name
            )
        )
    for tile in hand:
        if tile in facts.named:
            raise RuleError(
                _("{tile} in {player}'s hand was laid this round already").format(
                    tile=tile, player=name
                )
            )


def _twice(tile: Tile, first: str, second: str) -> str:
    if first == second:
        return _("{tile} is twice in {player}'s hand").format(tile=tile, player=first)
    return _("{tile} is in two hands: {first}'s and {second}'s").format(
        tile=tile, first=first, second=second
    )
