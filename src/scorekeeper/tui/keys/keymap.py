"""The keys of every screen but the scoreboard (whose list, with prices, is in ``actions``).

Each screen's ``BINDINGS`` is built from its list here, so a binding's id is
``<screen>.<action>`` (``final.reopen``, ``history.filter``): the name a user's keymap in the
settings file uses to put the action on other keys.
"""

from __future__ import annotations

from collections.abc import Mapping

from textual.binding import BindingType

from scorekeeper.i18n import N_, ngettext
from scorekeeper.tui.keys.actions import (
    KEEP_ACTION,
    SCOREBOARD_ACTIONS,
    SEAT_ACTIONS,
    WATCH_ACTION,
    TableAction,
    bindings,
)
from scorekeeper.tui.keys.tile_actions import TILE_BOARD_ACTIONS


def _key(name: str, keys: str, label: str = "", show: bool = True, id: str = "") -> TableAction:
    return TableAction(name, keys, None, label, in_footer=show, id=id)


CANCEL = _key("cancel", "escape", N_("cancel"))

# ``?`` first in the scoreboard's footer: the one key that lists every key in words (at 80
# columns the others show their short labels, tui/board/footer_fit.py)
_FOOTER_FIRST = tuple(action for action in SCOREBOARD_ACTIONS if action.name == "help")

SCREEN_KEYS: Mapping[str, tuple[TableAction, ...]] = {
    "scoreboard": (
        *_FOOTER_FIRST,
        *(action for action in SCOREBOARD_ACTIONS if action not in _FOOTER_FIRST),
        WATCH_ACTION,
        KEEP_ACTION,
        *SEAT_ACTIONS,
    ),
    "tiles": TILE_BOARD_ACTIONS,
    "home": (_key("app.quit", "q,escape", N_("quit"), id="quit"),),
    "new-match": (_key("start", "ctrl+s", N_("start")), _key("cancel", "escape", N_("back"))),
    "round-end": (
        CANCEL,
        _key("accept", "ctrl+s", N_("end round")),
        _key("choose(-1)", "b", N_("blocked"), show=False, id="blocked"),
        *(
            _key(f"choose({seat})", str(seat + 1), show=False, id=f"out{seat + 1}")
            for seat in range(4)
        ),
    ),
    "edit": (
        _key("change", "enter", N_("change")),
        _key("delete", "d,delete", N_("delete")),
        _key("back", "escape,q", N_("back")),
    ),
    "final": (
        _key("reopen", "o", N_("reopen")),
        _key("undo", "u,ctrl+z", N_("undo last")),
        _key("redo", "ctrl+y", N_("redo"), show=False),
        _key("export", "x", N_("export")),
        _key("new_match", "n", N_("new match")),
        _key("app.home", "h", N_("home"), id="home"),
        _key("quit", "q", N_("quit")),
        WATCH_ACTION,
    ),
    "history": (
        _key("view", "enter", N_("look")),
        _key("open", "o", N_("continue")),
        _key("rename", "n", N_("rename")),
        _key("delete", "d,delete", N_("delete")),
        _key("filter", "slash", N_("filter")),
        _key("back", "escape", N_("back")),
    ),
    "match-view": (
        _key("open", "o", N_("continue")),
        _key("back", "escape,q", N_("back")),
        # keys that change a match elsewhere (rename, edit, undo, delete) say why not here
        _key("read_only", "n,e,u,d,delete", show=False, id="read-only"),
    ),
    "stats": (_key("filter", "slash", N_("filter")), _key("back", "escape", N_("back"))),
    "club-events": (_key("open", "enter", N_("open")), _key("back", "escape,q", N_("back"))),
    "club": (
        _key("start_table", "s", N_("start this table")),
        _key("draw", "d", N_("draw next round")),
        _key("back", "escape,q", N_("back")),
    ),
    "dialog": (CANCEL,),
    "matador-picker": (
        CANCEL,
        *(
            _key(f"pick({number - 1})", str(number), show=False, id=f"pick{number}")
            for number in range(1, 10)
        ),
    ),
    "export": (CANCEL, _key("export", "ctrl+s", N_("export"))),
    "watch": (
        CANCEL,
        _key("renew", "n", N_("new address")),
        _key("renew_entry", "e", N_("new entry address")),
        _key("switch", "s", N_("the other QR code")),
    ),
    "help": (_key("dismiss", "escape,question_mark,q", N_("close"), id="close"),),
}


_BY_ID = {
    action.binding_id(screen): action
    for screen, actions in SCREEN_KEYS.items()
    for action in actions
}


def binding_ids() -> set[str]:
    """Every id a keymap may name."""
    return set(_BY_ID)


def keymap_problem(keymap: Mapping[str, str], where: str) -> str | None:
    """One line naming the keymap's entries that name no action, or None if all do."""
    unknown = sorted(set(keymap) - binding_ids())
    if not unknown:
        return None
    return ngettext(
        "{where}: keys: no such action {ids}",
        "{where}: keys: no such actions {ids}",
        len(unknown),
    ).format(where=where, ids=", ".join(unknown))


def screen_bindings(screen: str) -> list[BindingType]:
    """``BINDINGS`` for ``screen``, from its list above."""
    return list(bindings(screen, SCREEN_KEYS[screen]))


def action_for(binding_id: str | None) -> TableAction | None:
    """The action a binding was made from (a remapped binding keeps its id)."""
    return _BY_ID.get(binding_id or "")


def screen_action(screen: str, name: str) -> TableAction:
    """The action ``name`` of ``screen``'s list."""
    return next(action for action in SCREEN_KEYS[screen] if action.name == name)
