"""The tile board's keys (a match kept tile by tile, RULES.md section 6).

The digits are the halves of the tile laid, so choosing the current player is ``s`` and then the
seat's number. Where a tile can be laid more than one way the board asks, and only then are
``←``/``→`` (or ``h``/``l``), ``m``/``-`` and the half's digit in the footer, each with what that
answer earns (the screen relabels them as it asks).
"""

from __future__ import annotations

from scorekeeper.i18n import N_
from scorekeeper.tui.keys.actions import (
    KEEP_ACTION,
    SCOREBOARD_ACTIONS,
    WATCH_ACTION,
    TableAction,
    fact_key,
)

_SHARED = {action.name: action for action in SCOREBOARD_ACTIONS}

# one binding a digit, so that each can be remapped on its own; 7-9 are there to say why not.
# No label: a digit is a key, not a command for the palette; the board says what it means now
# ("0-6 tile", "1-3 player", "6 outward +15").
DIGIT_ACTIONS = tuple(
    TableAction(
        f"digit({number})",
        str(number),
        "0-6" if number == 0 else None,
        "",
        in_footer=number == 0,
        id=f"digit{number}",
    )
    for number in range(10)
)

HALVES = TableAction(
    "digit",
    "0,1,2,3,4,5,6",
    "0-6",
    N_("tile"),
    N_(
        "Type the tile laid as its two halves (2 then 4): the app finds where it fits, checks it "
        "and prices it; the turn passes on. Where a matador's outward half is the player's "
        "choice, the half's digit says which."
    ),
)

CHOICE_ACTIONS = (
    TableAction(
        "left", "left,h", "←", N_("left"), N_("The tile fits both ends: lay it on the left end.")
    ),
    TableAction(
        "right", "right,l", "→", N_("right"), N_("The tile fits both ends: lay it on the right.")
    ),
    TableAction(
        "across", "m", "m", N_("across"), N_("Lay the matador across: the matador's points.")
    ),
    TableAction(
        "lengthwise",
        "minus",
        "-",
        N_("lengthwise"),
        N_("Lay the matador lengthwise as an ordinary tile: it must make the sum."),
    ),
    TableAction(
        "never_mind",
        "escape,backspace",
        "esc",
        N_("never mind"),
        N_("Forget what was typed towards the tile (or the seat)."),
    ),
)

SEAT_CHOICE = TableAction(
    "choose_seat",
    "s",
    "s",
    N_("seat"),
    N_("Then 1–4: make that player the current one (who leads a round, or a correction)."),
)

DRAW = fact_key(
    "draw", "d", "d", N_("The current player takes a tile from the stock; the turn stays.")
)

# a pass the draw rule does not expect is asked about first (RULES.md 6.7): the board's own
PASS = _SHARED["pass"]._replace(own_handler=True)

TILE_BOARD_ACTIONS: tuple[TableAction, ...] = (
    _SHARED["help"],
    *CHOICE_ACTIONS,  # first: while the board asks, the answers lead the footer
    *DIGIT_ACTIONS,
    SEAT_CHOICE,
    PASS,
    DRAW,
    *(
        _SHARED[name]
        for name in ("round_end", "adjust", "undo", "redo", "edit", "finish", "export", "quit")
    ),
    WATCH_ACTION,
    KEEP_ACTION,
)

# the help screen's rows: the digits and the choices as one row each where they share a job
TILE_HELP_ROWS: tuple[tuple[TableAction, tuple[TableAction, ...]], ...] = (
    (HALVES, DIGIT_ACTIONS[:7]),
    *((action, (action,)) for action in CHOICE_ACTIONS),
    (SEAT_CHOICE, (SEAT_CHOICE,)),
    *(
        (action, (action,))
        for action in TILE_BOARD_ACTIONS
        if action.help and action not in CHOICE_ACTIONS and action is not SEAT_CHOICE
    ),
)
