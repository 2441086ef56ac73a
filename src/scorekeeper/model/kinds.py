"""Every kind of log entry in one place: the rest of the program asks its ``Kind``.

A ``Kind`` says its type name and JSON fields (with the reader and writer that the match file and
the store use), whether the turn passes after it, how it moves the round's cursor, which rule
checks it and which price it gets, its words, and how a player's new name reaches it. The checks
live in ``rules.py`` and the prices in ``pricing.py``, whose numbers all come from the preset
(ruling 1: events are facts, presets are prices).

A new kind is its class in ``events.py`` (in the ``TableEvent`` union if it happens at the
table) and one ``Kind`` below; a price in ``pricing.py`` if it earns points, a check in
``rules.py`` if a rule can refuse it. The event editor lists the table kinds by itself and needs
inputs only for fields beyond the player.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.i18n import N_, NP_, _, pgettext
from scorekeeper.i18n.numbers import signed
from scorekeeper.model import kind_data as data
from scorekeeper.model import pricing, rules
from scorekeeper.model import tile_round as tiles
from scorekeeper.model.events import (
    Adjust,
    Draw,
    Event,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    TableEvent,
    TilePlay,
)
from scorekeeper.model.preset import Preset
from scorekeeper.model.rules import RoundCursor

Check = Callable[[Any, Preset, Sequence[str], RoundCursor], None]


@dataclass(frozen=True, slots=True)
class Kind:
    """What the program knows of one kind; the defaults suit an event with a player only."""

    type: str  # the JSON "type"
    cls: builtins.type[Any]
    label: str  # msgid of the kind's name (the editor's choices, the words)
    fields: frozenset[str] = frozenset({"player"})
    read: Callable[[data.Data], Any] | None = None  # None: the player is all there is to read
    write: Callable[[Any], data.Data] = data.write_player
    words: Callable[[Any], str] | None = None  # None: the label says it all
    passes_turn: bool = False
    advance: Callable[[RoundCursor, Any], RoundCursor] = rules.after_other
    check: Check = rules.no_check  # beyond the player being at the table
    price: pricing.Price = pricing.no_points
    rename: Callable[[Any, str, str], Any] = data.rename_seat
    modes: frozenset[tiles.Mode] = tiles.BOTH  # the match modes that keep it
    play: tiles.Play = tiles.play_other  # how it moves a tiles match's table (tile_round.py)

    @property
    def table(self) -> bool:
        """An event at the table: it has a player, and the editor offers it."""
        return issubclass(self.cls, TableEvent)

    @property
    def in_file(self) -> bool:
        """Match files hold it (Finish and Reopen are the app's own)."""
        return issubclass(self.cls, Event)

    def from_data(self, item: data.Data) -> Any:
        return self.read(item) if self.read is not None else self.cls(data.player(item))


def _matador_words(event: Matador) -> str:
    return _("matador {tile}").format(tile=event.tile) if event.tile else _("matador")


def _tile_words(event: TilePlay) -> str:
    """``lead 2:4``, ``1:5 right``: the log's column is narrow, the end says where it went."""
    if event.end is None:
        return _("lead {tile}").format(tile=event.tile)
    left = event.end == "left"
    if event.across is False:  # whole phrases: a language may order "left" and "lengthwise"
        text = _("{tile} left lengthwise") if left else _("{tile} right lengthwise")
    else:
        text = _("{tile} left") if left else _("{tile} right")
    return text.format(tile=event.tile)


def _adjust_words(event: Adjust) -> str:
    text = _("adjust {points}").format(points=signed(event.points))
    return f"{text} ({event.note})" if event.note else text


_TILE = rules.after_tile  # a tile laid: the round counts it, and the turn passes on

KINDS: tuple[Kind, ...] = (
    Kind("lead", Lead, N_("lead"), passes_turn=True, advance=_TILE, check=rules.check_lead,
         price=pricing.on_seat(pricing.lead_points), modes=tiles.ONE_KEY),
    Kind("move", Move, N_("move"), passes_turn=True, advance=_TILE, check=rules.check_move,
         price=pricing.on_seat(pricing.move_points), modes=tiles.ONE_KEY),
    Kind("matador", Matador, N_("matador"), passes_turn=True, advance=_TILE,
         fields=frozenset({"player", "tile"}), read=data.read_matador, write=data.write_matador,
         words=_matador_words, check=rules.check_matador,
         price=pricing.on_seat(pricing.matador_points), modes=tiles.ONE_KEY),
    Kind("open_six", OpenSix, N_("open six"), advance=rules.after_open_six,
         check=rules.check_open_six, price=pricing.on_seat(pricing.open_six_points),
         modes=tiles.ONE_KEY),
    # a tile is priced as the one-key facts it stands for (its ``play``), so ``price`` is unused
    Kind("tile", TilePlay, N_("tile laid"), passes_turn=True,
         fields=frozenset({"player", "tile", "end", "open", "across"}), read=data.read_tile,
         write=data.write_tile, words=_tile_words, modes=tiles.TILES, play=tiles.play_tile),
    Kind("draw", Draw, N_("draw"), modes=tiles.TILES, play=tiles.play_draw),
    Kind("pass", Pass, N_("pass"), passes_turn=True, price=pricing.on_seat(pricing.pass_points),
         play=tiles.play_pass),
    Kind("adjust", Adjust, N_("adjust"), fields=frozenset({"player", "points", "note"}),
         read=data.read_adjust, write=data.write_adjust, words=_adjust_words,
         check=rules.check_adjust, price=pricing.on_seat(pricing.adjust_points)),
    Kind("end", RoundEnd, N_("round end"), fields=frozenset({"out", "blocked", "pips", "hands"}),
         read=data.read_end, write=data.write_end, advance=rules.after_end,
         check=rules.check_end, price=pricing.end_points, rename=data.rename_end),
    Kind("finish", Finish, N_("finish"), fields=frozenset(), read=data.read_finish,
         write=data.write_nothing, rename=data.same),
    # an event's name is a noun ("the reopening"); the final screen's key "reopen" is a verb
    Kind("reopen", Reopen, NP_("event", "reopen"), fields=frozenset({"target", "rounds_limit"}),
         read=data.read_reopen, write=data.write_reopen, rename=data.same),
)  # fmt: skip
TABLE_KINDS = tuple(kind for kind in KINDS if kind.table)
_BY_CLASS = {kind.cls: kind for kind in KINDS}
BY_TYPE = {kind.type: kind for kind in KINDS}


def kind_of(entry: LogEntry) -> Kind:
    return _BY_CLASS[type(entry)]


def describe(entry: LogEntry) -> str:
    """The entry in the words of the table, e.g. ``matador 2:4`` or ``adjust −3 (miscount)``."""
    kind = kind_of(entry)
    return kind.words(entry) if kind.words else pgettext("event", kind.label)


def passes_turn(entry: LogEntry) -> bool:
    return kind_of(entry).passes_turn


def renamed(entry: LogEntry, old: str, new: str) -> LogEntry:
    """``entry`` with every mention of ``old`` (player, who went out, pips) made ``new``."""
    result: LogEntry = kind_of(entry).rename(entry, old, new)
    return result


def check(event: Event, preset: Preset, players: Sequence[str], cursor: RoundCursor) -> None:
    """Raise a ``RuleError`` saying why ``event`` cannot be recorded here."""
    if isinstance(event, TableEvent):
        rules.check_player(event.player, players)
    kind_of(event).check(event, preset, players, cursor)


def price(event: Event, preset: Preset, players: Sequence[str], totals: Sequence[int]) -> list[int]:
    """Points each player gains (or loses) from ``event``, in seating order."""
    return kind_of(event).price(event, preset, players, totals)


def check_mode(entry: Event, mode: tiles.Mode) -> None:
    """Refuse a one-key fact in a tiles match, and a tile or a draw in a one-key match."""
    kind = kind_of(entry)
    tiles.check_mode(pgettext("event", kind.label), kind.modes, mode)


def advance(cursor: RoundCursor, event: Event) -> RoundCursor:
    result: RoundCursor = kind_of(event).advance(cursor, event)
    return result
