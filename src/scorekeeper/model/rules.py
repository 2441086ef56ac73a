"""Whether a fact may be recorded now: the checks RULES.md asks for, one message each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.i18n import _
from scorekeeper.model.bounds import adjustment_problem
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Adjust, Event, Lead, Matador, Move, OpenSix, RoundEnd
from scorekeeper.model.preset import Preset
from scorekeeper.model.tiles import SET_PIPS


@dataclass(frozen=True, slots=True)
class RoundCursor:
    """Where the round in progress stands; small and immutable, so undo can restore it."""

    tiles_laid: int = 0
    last_tile_by: str | None = None  # who laid the tile the previous event recorded, if any
    open_six_given: bool = False

    def after(self, event: Event) -> RoundCursor:
        if isinstance(event, Lead | Move | Matador):
            return RoundCursor(self.tiles_laid + 1, event.player)
        if isinstance(event, OpenSix):
            return RoundCursor(self.tiles_laid, self.last_tile_by, open_six_given=True)
        if isinstance(event, RoundEnd):
            return RoundCursor()
        return RoundCursor(self.tiles_laid)


def check(event: Event, preset: Preset, players: Sequence[str], cursor: RoundCursor) -> None:
    """Raise a ``RuleError`` saying why ``event`` cannot be recorded here."""
    if isinstance(event, RoundEnd):
        _check_end(event, preset, players)
        return
    if event.player not in players:
        raise RuleError(_unknown_player(event.player, players))
    if isinstance(event, Lead) and cursor.tiles_laid:
        raise RuleError(_("only the first tile of a round is its lead; this one is a move"))
    if isinstance(event, Move) and not cursor.tiles_laid:
        raise RuleError(_("the first tile of a round is its lead, not a move"))
    if isinstance(event, Matador) and event.tile and not preset.is_matador(event.tile):
        raise RuleError(
            _("{tile} is not a matador under {preset} (matadors: {matadors})").format(
                tile=event.tile,
                preset=preset.id,
                matadors=" ".join(str(tile) for tile in preset.matadors),
            )
        )
    if isinstance(event, OpenSix):
        _check_open_six(event, cursor)
    if isinstance(event, Adjust):
        _check_adjust(event)


def _check_adjust(event: Adjust) -> None:
    if event.points == 0:
        raise RuleError(_("an adjustment of 0 points changes nothing"))
    problem = adjustment_problem(event.points)  # 2**64 would reach SQLite as an OverflowError
    if problem:
        raise RuleError(problem)


def _check_open_six(event: OpenSix, cursor: RoundCursor) -> None:
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


def _check_end(end: RoundEnd, preset: Preset, players: Sequence[str]) -> None:
    if end.out is not None and end.out not in players:
        raise RuleError(_unknown_player(end.out, players))
    for name, pips in end.pips.items():
        if name not in players:
            raise RuleError(_unknown_player(name, players))
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
                    preset=preset.id, players=", ".join(missing)
                )
            )


def _unknown_player(name: str, players: Sequence[str]) -> str:
    return _("'{name}' is not playing (players: {players})").format(
        name=name, players=", ".join(players)
    )
