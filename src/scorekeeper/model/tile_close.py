"""How a round kept tile by tile ends (RULES.md 6.6, 6.8), and what may follow its last tile.

A round is over once a player has laid their last tile or the line is provably blocked. Where
the preset scores no pips, the tile that made it so closes the round itself: nobody need say
anything more. Under pip scoring the round waits for its end with the pips. Either way nothing
more is played in it: a tile, a draw, a pass or an adjustment is refused, saying why.

A round end recorded right after a round closed itself is that round's end told in full: the
hands or pips the players counted (RULES.md 5.3), kept under every preset, scored only where
pips score. So one log reads the same under a preset that scores pips and one that does not
(RULES.md 6.11), either way round.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Draw, Event, Pass, RoundEnd, TilePlay
from scorekeeper.model.preset import Preset
from scorekeeper.model.rules import RoundCursor
from scorekeeper.model.table import Table


@dataclass(frozen=True, slots=True)
class Closed:
    """A round as its closing tile left it: what a round end told in full is checked against."""

    table: Table
    cursor: RoundCursor  # the round's facts, before the end reset them
    end: RoundEnd  # the end the tile made


def closing(table: Table, event: Event, preset: Preset) -> tuple[RoundEnd, ...]:
    """The round end a tile makes at once, where it needs nobody's word: a preset that scores
    pips waits for the others' hands (a round end naming them)."""
    if not isinstance(event, TilePlay) or preset.pip_scoring:
        return ()
    if table.out is not None:
        return (RoundEnd(table.out),)
    if table.stuck:
        return (RoundEnd(None),)
    return ()


def over_words(end: RoundEnd) -> str:
    """Why nothing more is played in a round that ended so."""
    if end.out is not None:
        return _("the round is over: {player} went out").format(player=end.out)
    return _("the round is over: the line is blocked (no tile can join either end)")


def waiting(table: Table) -> RoundEnd | None:
    """The end a round that is over awaits (under pip scoring), or None while it is open."""
    if table.out is not None:
        return RoundEnd(table.out)
    if table.stuck:
        return RoundEnd(None)
    return None


def check_in_round(table: Table, event: Event, preset: Preset, just_ended: RoundEnd | None) -> None:
    """Refuse an event that the round cannot hold now (a round end is checked by the table).

    ``table`` is the round in progress (a fresh deal where none is); ``just_ended`` the end the
    last entry's tile made, if it closed its round. A table begins a round with its lead, never
    with a pass or a draw: one right after a closing tile is the closed round's, which is over;
    one before a round's lead is refused all the same. A tile or an adjustment after a closing
    tile is the next round's.
    """
    if isinstance(event, RoundEnd):
        return
    over = waiting(table)
    if over is not None:
        raise RuleError(over_words(over))
    if not isinstance(event, Pass | Draw) or table.line.started:
        return
    if just_ended is not None:
        raise RuleError(over_words(just_ended))
    if isinstance(event, Draw):
        table.draw(event.player, preset)  # the table's own refusal first: no stock
    raise RuleError(_("a round begins with its lead: nobody passes or draws before it"))
