"""Every kind of log entry in one place: the rest of the program asks its ``Kind``.

A ``Kind`` says its type name and JSON fields (with the reader and writer that the match file and
the store use), whether the turn passes after it, how it moves the round's cursor, which rule
checks it and which price it gets, its words, and how a player's new name reaches it. The checks
live in ``rules.py`` and the prices in ``pricing.py``, whose numbers all come from the preset
(ruling 1: events are facts, presets are prices).

Each ``Kind[E]`` is keyed by its event class ``E``: mypy --strict checks every function given to
it (reader, writer, words, check, price, play) against that class, and ``Kind.own`` is the one
place an entry meets them. A new kind is its class in ``events.py`` (in the ``TableEvent`` union
if it happens at the table) and one ``Kind`` below, named in ``EntryKind``; a price in
``pricing.py`` if it earns points, a check in ``rules.py`` if a rule can refuse it. The event
editor lists the table kinds by itself and needs inputs only for fields beyond the player.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeAlias, TypeVar

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

if TYPE_CHECKING:  # a tiles match's table: loaded by the first one (tile_round.py)
    from scorekeeper.model.table import Table

E = TypeVar("E", bound=LogEntry)
Check: TypeAlias = Callable[[E, Preset, Sequence[str], RoundCursor], None]


class Kind(NamedTuple, Generic[E]):
    """What the program knows of entries of the class ``cls``; mypy checks every function
    given here against that class. The defaults suit an event with a player only."""

    type: str  # the JSON "type"
    cls: builtins.type[E]
    label: str  # msgid of the kind's name (the editor's choices, the words)
    read: Callable[[data.Data], E]  # its JSON fields, checked (``data.seated``: the player)
    fields: frozenset[str] = frozenset({"player"})
    write: Callable[[E], data.Data] | None = None  # None: the player is all there is
    words: Callable[[E], str] | None = None  # None: the label says it all
    passes_turn: bool = False
    advance: Callable[[RoundCursor, E], RoundCursor] = rules.after_other
    check: Check[E] = rules.no_check  # beyond the player being at the table
    price: pricing.Price[E] = pricing.no_points
    rename: Callable[[E, str, str], E] | None = None  # None: the player's name, if it is old
    modes: frozenset[tiles.Mode] = tiles.BOTH  # the match modes that keep it
    play: tiles.Play[E] | None = None  # how it moves a tiles match's table; None: not at all

    @property
    def table(self) -> bool:
        """An event at the table: it has a player, and the editor offers it."""
        return issubclass(self.cls, TableEvent)

    @property
    def in_file(self) -> bool:
        """Match files hold it (Finish and Reopen are the app's own)."""
        return issubclass(self.cls, Event)

    def own(self, entry: LogEntry) -> E:
        """``entry`` as this kind's class: the one place an entry meets its kind's functions."""
        if not isinstance(entry, self.cls):
            raise TypeError(f"a {type(entry).__name__} is no {self.type}")
        return entry

    def from_data(self, item: data.Data) -> E:
        return self.read(item)

    def to_data(self, entry: LogEntry) -> data.Data:
        own = self.own(entry)
        return self.write(own) if self.write else data.write_player(_seated(own))

    def words_of(self, entry: LogEntry) -> str:
        return self.words(self.own(entry)) if self.words else pgettext("event", self.label)

    def renamed(self, entry: LogEntry, old: str, new: str) -> E:
        own = self.own(entry)
        if self.rename is not None:
            return self.rename(own, old, new)
        return self.own(data.rename_seat(_seated(own), old, new))

    def checks(
        self, entry: LogEntry, preset: Preset, players: Sequence[str], cursor: RoundCursor
    ) -> None:
        self.check(self.own(entry), preset, players, cursor)

    def priced(
        self, entry: LogEntry, preset: Preset, players: Sequence[str], totals: Sequence[int]
    ) -> list[int]:
        return self.price(self.own(entry), preset, players, totals)

    def advanced(self, cursor: RoundCursor, entry: LogEntry) -> RoundCursor:
        return self.advance(cursor, self.own(entry))

    def played(self, table: Table, event: Event, preset: Preset) -> tuple[Table, tuple[Event, ...]]:
        """The table after ``event`` and the one-key facts it stands for (tile_round.py)."""
        if self.play is None:
            return table, (event,)  # it moves no tile (an adjustment): priced as itself
        return self.play(table, self.own(event), preset)


def _seated(entry: LogEntry) -> TableEvent:
    """A kind that says no writer or renamer of its own is an event with a player."""
    if not isinstance(entry, TableEvent):
        raise TypeError(f"a {type(entry).__name__} needs its own writer and renamer")
    return entry


def _matador_words(event: Matador) -> str:
    return _("matador {tile}").format(tile=event.tile) if event.tile else _("matador")


def _tile_words(event: TilePlay) -> str:
    """``lead 2:4``, ``1:5 right``: the log's column is narrow, the end says where it went."""
    if event.end is None:  # as it lies: a lead typed high half first keeps it at the left
        tile, right = event.tile, event.open
        shown = str(tile) if right is None else f"{tile.low + tile.high - right}:{right}"
        return _("lead {tile}").format(tile=shown)
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

# any one kind; a new kind's ``Kind[...]`` joins it (mypy then checks ``KINDS`` for it)
EntryKind: TypeAlias = (
    Kind[Lead] | Kind[Move] | Kind[Matador] | Kind[OpenSix] | Kind[TilePlay] | Kind[Draw]
    | Kind[Pass] | Kind[Adjust] | Kind[RoundEnd] | Kind[Finish] | Kind[Reopen]
)  # fmt: skip

KINDS: tuple[EntryKind, ...] = (
    Kind("lead", Lead, N_("lead"), data.seated(Lead), passes_turn=True, advance=_TILE,
         check=rules.check_lead, price=pricing.on_seat(pricing.lead_points),
         modes=tiles.ONE_KEY),
    Kind("move", Move, N_("move"), data.seated(Move), passes_turn=True, advance=_TILE,
         check=rules.check_move, price=pricing.on_seat(pricing.move_points),
         modes=tiles.ONE_KEY),
    Kind("matador", Matador, N_("matador"), data.read_matador, passes_turn=True, advance=_TILE,
         fields=frozenset({"player", "tile"}), write=data.write_matador,
         words=_matador_words, check=rules.check_matador,
         price=pricing.on_seat(pricing.matador_points), modes=tiles.ONE_KEY),
    Kind("open_six", OpenSix, N_("open six"), data.seated(OpenSix),
         advance=rules.after_open_six, check=rules.check_open_six,
         price=pricing.on_seat(pricing.open_six_points), modes=tiles.ONE_KEY),
    # a tile is priced as the one-key facts it stands for (its ``play``), so ``price`` is unused
    Kind("tile", TilePlay, N_("tile laid"), data.read_tile, passes_turn=True,
         fields=frozenset({"player", "tile", "end", "open", "across"}),
         write=data.write_tile, words=_tile_words, modes=tiles.TILES, play=tiles.play_tile),
    Kind("draw", Draw, N_("draw"), data.seated(Draw), modes=tiles.TILES, play=tiles.play_draw),
    Kind("pass", Pass, N_("pass"), data.seated(Pass), passes_turn=True,
         price=pricing.on_seat(pricing.pass_points), play=tiles.play_pass),
    Kind("adjust", Adjust, N_("adjust"), data.read_adjust,
         fields=frozenset({"player", "points", "note"}), write=data.write_adjust,
         words=_adjust_words, check=rules.check_adjust,
         price=pricing.on_seat(pricing.adjust_points)),
    Kind("end", RoundEnd, N_("round end"), data.read_end,
         fields=frozenset({"out", "blocked", "pips", "hands"}), write=data.write_end,
         advance=rules.after_end, check=rules.check_end, price=pricing.end_points,
         rename=data.rename_end),
    Kind("finish", Finish, N_("finish"), data.read_finish, fields=frozenset(),
         write=data.write_nothing, rename=data.same),
    # an event's name is a noun ("the reopening"); the final screen's key "reopen" is a verb
    Kind("reopen", Reopen, NP_("event", "reopen"), data.read_reopen,
         fields=frozenset({"target", "rounds_limit"}), write=data.write_reopen,
         rename=data.same),
)  # fmt: skip
TABLE_KINDS = tuple(kind for kind in KINDS if kind.table)
_BY_CLASS: dict[type[LogEntry], EntryKind] = {kind.cls: kind for kind in KINDS}
BY_TYPE = {kind.type: kind for kind in KINDS}


def kind_of(entry: LogEntry) -> EntryKind:
    return _BY_CLASS[type(entry)]


def describe(entry: LogEntry) -> str:
    """The entry in the words of the table, e.g. ``matador 2:4`` or ``adjust −3 (miscount)``."""
    return kind_of(entry).words_of(entry)


def passes_turn(entry: LogEntry) -> bool:
    return kind_of(entry).passes_turn


def renamed(entry: LogEntry, old: str, new: str) -> LogEntry:
    """``entry`` with every mention of ``old`` (player, who went out, pips) made ``new``."""
    return kind_of(entry).renamed(entry, old, new)


def with_player(type_name: str, player: str) -> TableEvent:
    """An event of a kind with no field but its player (the editor's choice of kind)."""
    event = BY_TYPE[type_name].from_data({"player": player})
    assert isinstance(event, TableEvent)  # a table kind's reader made it
    return event


def check(event: Event, preset: Preset, players: Sequence[str], cursor: RoundCursor) -> None:
    """Raise a ``RuleError`` saying why ``event`` cannot be recorded here."""
    if isinstance(event, TableEvent):
        rules.check_player(event.player, players)
    kind_of(event).checks(event, preset, players, cursor)


def price(event: Event, preset: Preset, players: Sequence[str], totals: Sequence[int]) -> list[int]:
    """Points each player gains (or loses) from ``event``, in seating order."""
    return kind_of(event).priced(event, preset, players, totals)


def price_all(
    facts: Sequence[Event], preset: Preset, players: Sequence[str], totals: Sequence[int]
) -> list[int]:
    """Points each player gains from ``facts`` together (what one tile stands for), each
    priced at the same ``totals``, as the match records them."""
    deltas = [0] * len(players)
    for fact in facts:
        for seat, delta in enumerate(price(fact, preset, players, totals)):
            deltas[seat] += delta
    return deltas


def check_mode(entry: Event, mode: tiles.Mode) -> None:
    """Refuse a one-key fact in a tiles match, and a tile or a draw in a one-key match."""
    kind = kind_of(entry)
    tiles.check_mode(pgettext("event", kind.label), kind.modes, mode)


def advance(cursor: RoundCursor, event: Event) -> RoundCursor:
    return kind_of(event).advanced(cursor, event)


def play(table: Table, event: Event, preset: Preset) -> tuple[Table, tuple[Event, ...]]:
    """How ``event`` moves a tiles match's table, and the one-key facts it stands for."""
    return kind_of(event).played(table, event, preset)
