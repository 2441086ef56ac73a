"""The one list of actions: for every screen, its keys, footer labels and sentences. It feeds
the screens' key bindings (each with an id that a user's keymap can remap), the footer, the help
screen and the command palette.

A key that records a fact at the table names it (``records``): its handler records exactly that
entry, and its price in the footer, the help and the palette is what the match's own pricing
says recording it would change now (``price_now``, ``Match.change_of``), so that a label and
what the key does cannot disagree (issue 20 item 5).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from textual.binding import Binding

from scorekeeper.i18n import N_, _
from scorekeeper.model import Match, Preset, facts
from scorekeeper.model.facts import RECORDS, Records
from scorekeeper.wording import signed


class TableAction(NamedTuple):
    """One thing the scorekeeper can do, with the keys for it and the fact it records."""

    name: str  # the screen's ``action_<name>`` (with arguments, or ``app.`` for the app's)
    keys: str  # comma separated Textual key names
    key_display: str | None
    label: str  # short, for the footer (marked with N_, translated when shown)
    help: str = ""  # a sentence, for the help screen and the command palette
    records: Records | None = None  # the fact the key records; its handler records exactly it
    priced: bool = True  # whether its label says what that fact earns (a draw earns nothing)
    in_footer: bool = True
    id: str = ""  # the name in a keymap, after the screen's: ``scoreboard.tile``; default ``name``
    short: str = ""  # the footer label where the full ones do not fit, if not ``label``
    # a fact its board asks or checks something about first, in its own ``action_<name>``;
    # any other fact's key runs the boards' one ``record('<name>')`` (``command``)
    own_handler: bool = False

    @property
    def command(self) -> str:
        """What its binding runs (and the palette): ``record('tile')`` for a key that only
        records its fact, else the screen's (or the app's) ``action_<name>``."""
        if self.records is None or self.own_handler:
            return self.name
        return f"record({self.name!r})"

    def describe(self, points: int | None = None, narrow: bool = False) -> str:
        """The footer label, with ``points`` where the key's fact earns them now
        (``price_now``). ``narrow``: the footer is short of room, so a key with a price says
        only its price (``␣ +1``) and the others their short label."""
        chosen = self.short if narrow and self.short else self.label
        label = _(chosen) if chosen else ""
        if points is None:
            return label
        return format_points(points) if narrow else f"{label} {format_points(points)}"

    def binding_id(self, screen: str) -> str:
        return f"{screen}.{self.id or self.name}"

    def shown_keys(self, screen: str, keymap: Mapping[str, str]) -> list[str]:
        """The keys that run this action once the user's keymap is applied."""
        return keymap.get(self.binding_id(screen), self.keys).split(",")


def price_now(action: TableAction, match: Match, player: str) -> int | None:
    """What the key's fact would add to its player's total if recorded now, by the pricing
    that records it (``Match.change_of``); None for a key without a priced fact, or one that a
    tiles match's table cannot take now (the key then says why)."""
    if action.records is None or not action.priced:
        return None
    return facts.earned_now(action.records(match, player), match)


def offered(action: TableAction, preset: Preset) -> bool:
    """Whether the game under ``preset`` has what this key does (``facts.offered``, which the
    phone's entry desk asks too)."""
    return facts.offered(action.name, preset)


format_points = signed  # one wording of signed points, a real minus sign (scorekeeper.wording)


def bindings(screen: str, actions: Iterable[TableAction]) -> list[Binding]:
    """A screen's ``BINDINGS``: labels in English (translated when shown), ids for keymaps."""
    return [
        Binding(
            action.keys,
            action.command,
            action.label,
            show=action.in_footer,
            key_display=action.key_display,
            id=action.binding_id(screen),
        )
        for action in actions
    ]


def fact_key(
    name: str, keys: str, key_display: str, help: str, own_handler: bool = False
) -> TableAction:
    """The key that records the fact ``name`` (``facts.RECORDS``): its label, its price and
    its entry are the fact's, the very ones the phone's button has."""
    fact = RECORDS[name]
    label, records, priced = fact.label, fact.records, fact.priced
    return TableAction(
        name, keys, key_display, label, help, records, priced, own_handler=own_handler
    )


SCOREBOARD_ACTIONS: tuple[TableAction, ...] = (
    fact_key(
        "tile",
        "space",
        "␣",
        N_(
            "The current player laid an ordinary tile (the round's lead if it is the first tile); "
            "the turn passes on."
        ),
    ),
    fact_key("matador", "m", "m", N_("The current player laid a matador; the turn passes on.")),
    TableAction(
        "matador_tile",
        "M",
        "M",
        N_("which matador"),
        N_("The current player laid a matador: choose which tile."),
        RECORDS["matador"].records,  # the tile chosen changes no price
        in_footer=False,
        own_handler=True,  # a dialog asks which tile
    ),
    fact_key(
        "pass",
        "p",
        "p",
        N_("The current player could not lay a tile and passes; the turn passes on."),
    ),
    fact_key(
        "open_six",
        "b",
        "b",
        N_(
            "The last tile left six pips on a free end: a bonus for whoever laid it; "
            "the turn does not move."
        ),
        own_handler=True,  # refused in words where the game or the line has no open six
    ),
    TableAction(
        "round_end",
        "r",
        "r",
        N_("end"),
        N_("End the round: who went out, or blocked, and the pips left."),
    ),
    TableAction(
        "adjust", "a", "a", N_("adjust"), N_("Add or take away points from a player, with a note.")
    ),
    TableAction(
        "undo",
        "u,ctrl+z",
        "u",
        N_("undo"),
        N_("Take back the last entry (any number of times, across rounds)."),
    ),
    TableAction(
        "redo", "ctrl+y", "^y", N_("redo"), N_("Put back what was undone."), in_footer=False
    ),
    TableAction(
        "edit",
        "e",
        "e",
        N_("edit"),
        N_("Change or delete any event of any round, or correct a round end."),
    ),
    TableAction("finish", "f", "f", N_("finish"), N_("Finish the match now."), short=N_("stop")),
    TableAction(
        "export",
        "x",
        "x",
        N_("export"),
        N_("Save a summary of the match (Markdown, CSV, JSON or HTML)."),
    ),
    TableAction("help", "question_mark", "?", N_("help"), N_("Show every key and what it does.")),
    TableAction(
        "quit",
        "q",
        "q",
        N_("quit"),
        N_("Leave the app; the match is kept and can be resumed."),
    ),
)

# The table display (docs/web.md): the app's own action, so the board and the final screen share
# it; out of the footer, which is full at 80 columns (help and the palette list it)
WATCH_ACTION = TableAction(
    "app.watch",
    "w",
    "w",
    N_("watch"),
    N_("Show the match live in a browser on phones and the TV: the address and its QR code."),
    in_footer=False,
    id="watch",
)

# While a phone (or another scorekeeper) keeps the score the board is a view; this takes it
# back after asking. Offered (and in the footer) only then: the board's ``check_action``.
KEEP_ACTION = TableAction(
    "keep_here",
    "k",
    "k",
    N_("keep here"),
    N_(
        "While a phone or another scorekeeper keeps the score: keep it on this terminal again"
        " (after asking); the phone then only shows it."
    ),
)

SEAT_ACTION = TableAction(
    "seat",
    "1,2,3,4",
    "1-4",
    N_("turn"),
    N_("Make player 1–4 the current player (who leads a round, or a correction)."),
    in_footer=False,
)


class SeatAction(TableAction):
    def describe(self, points: int | None = None, narrow: bool = False) -> str:
        return _(self.label).format(seat=self.keys)


# One binding a seat (``seat(0)`` for key 1), so that each can be remapped on its own.
SEAT_ACTIONS = tuple(
    SeatAction(
        f"seat({seat})",
        str(seat + 1),
        None,
        N_("player {seat}"),
        in_footer=False,
        id=f"seat{seat + 1}",
    )
    for seat in range(4)
)
