"""Every kind of log entry in one place, so that a new kind is added here and in ``events.py``.

A ``Kind`` says all that the rest of the program asks about an entry: its type name and JSON
fields (with the reader and writer the match file and the store use), whether it is an event at
the table that the editor offers, whether the turn passes after it, how it moves the round's
cursor, which rule checks it and which price it gets (those live in ``rules.py`` and
``pricing.py``; the numbers stay in the presets, ruling 1), its words, and how a player's new
name reaches it.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.i18n import N_, _
from scorekeeper.i18n.numbers import signed
from scorekeeper.model import kind_data as data
from scorekeeper.model import pricing, rules
from scorekeeper.model.events import (
    Adjust,
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
)
from scorekeeper.model.preset import Preset
from scorekeeper.model.rules import RoundCursor

Check = Callable[[Any, Preset, Sequence[str], RoundCursor], None]


@dataclass(frozen=True, slots=True)
class Kind:
    type: str  # the JSON "type"
    cls: builtins.type[Any]
    label: str  # msgid of the kind's name (the editor's choices, the words)
    fields: frozenset[str] = frozenset({"player"})
    read: Callable[[data.Data], Any] = data.player
    write: Callable[[Any], data.Data] = data.write_player
    words: Callable[[Any], str] | None = None  # None: the label says it all
    table: bool = True  # an event at the table: it has a player, the editor offers it
    in_file: bool = True  # Finish and Reopen are the app's own; match files have none
    passes_turn: bool = False
    advance: Callable[[RoundCursor, Any], RoundCursor] = rules.after_other
    check: Check = rules.no_check
    price: pricing.Price = pricing.no_points
    rename: Callable[[Any, str, str], Any] = data.rename_seat


def _matador_words(event: Matador) -> str:
    return _("matador {tile}").format(tile=event.tile) if event.tile else _("matador")


def _adjust_words(event: Adjust) -> str:
    text = _("adjust {points}").format(points=signed(event.points))
    return f"{text} ({event.note})" if event.note else text


KINDS: tuple[Kind, ...] = (
    Kind(
        "lead",
        Lead,
        N_("lead"),
        read=lambda item: Lead(data.player(item)),
        passes_turn=True,
        advance=rules.after_tile,
        check=rules.check_lead,
        price=pricing.on_seat(pricing.lead_points),
    ),
    Kind(
        "move",
        Move,
        N_("move"),
        read=lambda item: Move(data.player(item)),
        passes_turn=True,
        advance=rules.after_tile,
        check=rules.check_move,
        price=pricing.on_seat(pricing.move_points),
    ),
    Kind(
        "matador",
        Matador,
        N_("matador"),
        frozenset({"player", "tile"}),
        data.read_matador,
        data.write_matador,
        _matador_words,
        passes_turn=True,
        advance=rules.after_tile,
        check=rules.check_matador,
        price=pricing.on_seat(pricing.matador_points),
    ),
    Kind(
        "open_six",
        OpenSix,
        N_("open six"),
        read=lambda item: OpenSix(data.player(item)),
        advance=rules.after_open_six,
        check=rules.check_open_six,
        price=pricing.on_seat(pricing.open_six_points),
    ),
    Kind(
        "pass",
        Pass,
        N_("pass"),
        read=lambda item: Pass(data.player(item)),
        passes_turn=True,
        price=pricing.on_seat(pricing.pass_points),
    ),
    Kind(
        "adjust",
        Adjust,
        N_("adjust"),
        frozenset({"player", "points", "note"}),
        data.read_adjust,
        data.write_adjust,
        _adjust_words,
        check=rules.check_adjust,
        price=pricing.on_seat(pricing.adjust_points),
    ),
    Kind(
        "end",
        RoundEnd,
        N_("round end"),
        frozenset({"out", "blocked", "pips"}),
        data.read_end,
        data.write_end,
        table=False,
        advance=rules.after_end,
        check=rules.check_end,
        price=pricing.end_points,
        rename=data.rename_end,
    ),
    Kind(
        "finish",
        Finish,
        N_("finish"),
        frozenset(),
        data.read_finish,
        data.write_nothing,
        table=False,
        in_file=False,
        rename=data.same,
    ),
    Kind(
        "reopen",
        Reopen,
        N_("reopen"),
        frozenset({"target", "rounds_limit"}),
        data.read_reopen,
        data.write_reopen,
        table=False,
        in_file=False,
        rename=data.same,
    ),
)
TABLE_KINDS = tuple(kind for kind in KINDS if kind.table)
_BY_CLASS = {kind.cls: kind for kind in KINDS}
BY_TYPE = {kind.type: kind for kind in KINDS}


def kind_of(entry: LogEntry) -> Kind:
    return _BY_CLASS[type(entry)]


def describe(entry: LogEntry) -> str:
    """The entry in the words of the table, e.g. ``matador 2:4`` or ``adjust −3 (miscount)``."""
    kind = kind_of(entry)
    return kind.words(entry) if kind.words else _(kind.label)


def passes_turn(entry: LogEntry) -> bool:
    return kind_of(entry).passes_turn


def renamed(entry: LogEntry, old: str, new: str) -> LogEntry:
    """``entry`` with every mention of ``old`` (player, who went out, pips) made ``new``."""
    result: LogEntry = kind_of(entry).rename(entry, old, new)
    return result


def check(event: Event, preset: Preset, players: Sequence[str], cursor: RoundCursor) -> None:
    """Raise a ``RuleError`` saying why ``event`` cannot be recorded here."""
    kind = kind_of(event)
    if kind.table:
        rules.check_player(event.player, players)  # type: ignore[union-attr]
    kind.check(event, preset, players, cursor)


def price(event: Event, preset: Preset, players: Sequence[str], totals: Sequence[int]) -> list[int]:
    """Points each player gains (or loses) from ``event``, in seating order."""
    return kind_of(event).price(event, preset, players, totals)


def advance(cursor: RoundCursor, event: Event) -> RoundCursor:
    result: RoundCursor = kind_of(event).advance(cursor, event)
    return result
