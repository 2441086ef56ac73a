"""A match kept tile by tile (RULES.md section 6): its mode, and how each kind moves the table.

A tiles match keeps a ``Table`` (the line, the hands' counts, the stock) per round beside its
round cursor. Each kind in ``model/kinds.py`` names its ``Play``: how it moves the table and
which one-key facts it stands for, so that ``pricing`` prices a tile exactly as the same facts
typed with one key (a matador across is a ``Matador``, a tile that leaves a six also an
``OpenSix``). Every step is O(players) plus a frozenset of at most 28 tiles: a match's length
never shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from scorekeeper.i18n import _, preset_text
from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import Draw, Event, Pass, TilePlay
from scorekeeper.model.preset import DrawRule, Preset

if TYPE_CHECKING:  # the table and its line load with the first tiles match, not at every start
    from scorekeeper.model.table import Table


class Mode(StrEnum):
    """How a match is kept, chosen when it starts."""

    ONE_KEY = "one-key"  # a key per fact: move, matador, open six (the default)
    TILES = "tiles"  # each tile typed as laid, checked and priced by the app


BOTH = frozenset(Mode)
ONE_KEY = frozenset({Mode.ONE_KEY})
TILES = frozenset({Mode.TILES})

E = TypeVar("E")  # the event's class (``kinds.Kind`` says which)
# (the table, the event, the preset) -> the table after it, the one-key facts it stands for
Play: TypeAlias = "Callable[[Table, E, Preset], tuple[Table, tuple[Event, ...]]]"


def play_tile(table: Table, event: TilePlay, preset: Preset) -> tuple[Table, tuple[Event, ...]]:
    from scorekeeper.model.line import Placement

    placement = Placement(event.tile, event.end, event.open, event.across)
    after, earning = table.lay(event.player, placement, preset)
    return after, tuple(earning.events(event.player, event.tile))


def play_draw(table: Table, event: Draw, preset: Preset) -> tuple[Table, tuple[Event, ...]]:
    return table.draw(event.player, preset), ()


def play_pass(table: Table, event: Pass, _preset: Preset) -> tuple[Table, tuple[Event, ...]]:
    return table.passed(event.player), (event,)


def check_mode(label: str, modes: frozenset[Mode], mode: Mode) -> None:
    """Refuse a kind that the match's mode does not keep, in one line."""
    if mode in modes:
        return
    if mode is Mode.TILES:
        raise RuleError(
            _(
                "this match is kept tile by tile: type the tile, not '{kind}' (a one-key fact)"
            ).format(kind=label)
        )
    raise RuleError(
        _(
            "'{kind}' is for matches kept tile by tile; this match is kept with one key a fact"
        ).format(kind=label)
    )


def rescore_problem(old: Preset, new: Preset, events: Sequence[Event]) -> str | None:
    """Why a tiles match cannot be priced by ``new`` (RULES.md 6.11), or None.

    The tiles must join and leave the same numbers, the deal be the same, and the draws be
    allowed; any other price may change freely.
    """
    differences = (
        (old.sum != new.sum, _("{preset} has another sum than {old}, by which the tiles joined")),
        (old.matadors != new.matadors, _("{preset} has other matadors than {old}")),
        (
            old.matador_leaves != new.matador_leaves,
            _("{preset} has another matador_leaves than {old}"),
        ),
        (
            dict(old.hand_sizes) != dict(new.hand_sizes),
            _("{preset} deals other hand sizes than {old}"),
        ),
    )
    for differs, text in differences:
        if differs:
            return text.format(preset=preset_text(new.name), old=preset_text(old.name))
    if new.draw is DrawRule.NONE and any(isinstance(event, Draw) for event in events):
        return _("{preset} plays without a stock, and the match has draws").format(
            preset=preset_text(new.name)
        )
    return None
