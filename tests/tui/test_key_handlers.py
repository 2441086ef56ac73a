"""Issue 20 item 5: every action in the key lists has its handler.

The lists (``tui/keys/actions.py``, ``tui/keys/tile_actions.py`` and every screen's list in
``tui/keys/keymap.py``) feed the bindings, the footer, the help and the palette; a name there
with no ``action_<name>`` on the screen that binds it (or on the app, for ``app.``) would be a
key that silently does nothing. Every screen class of the app is found by importing every
module under ``scorekeeper.tui``, and each binding it declares is checked against it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

import scorekeeper.tui
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.board.tiles import TileBoardScreen
from scorekeeper.tui.keys import actions, tile_actions
from scorekeeper.tui.keys.actions import TableAction
from scorekeeper.tui.keys.keymap import SCREEN_KEYS, screen_bindings


def _screens() -> list[type[Screen[object]]]:
    for module in pkgutil.walk_packages(scorekeeper.tui.__path__, "scorekeeper.tui."):
        importlib.import_module(module.name)

    def below(cls: type[Screen[object]]) -> Iterator[type[Screen[object]]]:
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)

    found = {cls for cls in below(Screen) if cls.__module__.startswith("scorekeeper.tui.")}
    return sorted(found, key=lambda cls: cls.__qualname__)


def _handler(action: str) -> str:
    """``seat(0)`` -> ``action_seat``; ``app.watch`` -> ``action_watch``."""
    return "action_" + action.removeprefix("app.").split("(", 1)[0]


def missing_handlers(screen: type[object], app: type[App[None]] = ScorekeeperApp) -> list[str]:
    """The actions from the key lists that ``screen`` binds and neither it (nor, for ``app.``,
    the app) handles. Textual's own bindings (no id) are Textual's to handle."""
    missing = []
    for binding in getattr(screen, "BINDINGS", ()):
        if not isinstance(binding, Binding) or binding.id is None:
            continue
        owner = app if binding.action.startswith("app.") else screen
        if not callable(getattr(owner, _handler(binding.action), None)):
            missing.append(f"{screen.__name__}: {binding.id} -> {binding.action}")
    return missing


def _bound_lists() -> set[str]:
    """The lists in ``SCREEN_KEYS`` some screen class binds (by its bindings' ids)."""
    return {
        str(binding.id).split(".", 1)[0]
        for screen in _screens()
        for binding in getattr(screen, "BINDINGS", ())
        if isinstance(binding, Binding) and binding.id
    }


def test_every_bound_action_has_its_handler() -> None:
    missing = [name for screen in _screens() for name in missing_handlers(screen)]
    assert missing == []


def test_every_screens_list_is_bound_by_a_screen() -> None:
    # a list no screen binds would escape the check above
    assert set(SCREEN_KEYS) - _bound_lists() == set()


def test_every_action_of_the_action_modules_is_in_a_screens_list_or_handled() -> None:
    listed = {action for keys in SCREEN_KEYS.values() for action in keys}
    modules = [
        value
        for module in (actions, tile_actions)
        for value in vars(module).values()
        if isinstance(value, TableAction | tuple)
    ]
    defined = {
        action
        for value in modules
        for action in ((value,) if isinstance(value, TableAction) else value)  # a NamedTuple
        if isinstance(action, TableAction)
    }
    # the help's rows that stand for several keys (``digit`` for 0-6, ``seat`` for 1-4) are
    # not bindings themselves: their name must still be the boards' handler
    unbound = {action.name for action in defined - listed}
    boards = (ScoreboardScreen, TileBoardScreen)
    missing = [name for name in unbound if not any(hasattr(b, _handler(name)) for b in boards)]
    assert missing == []
    assert unbound == {"digit", "seat"}  # HALVES and SEAT_ACTION: the help's rows only


def test_a_missing_handler_is_named() -> None:
    # the check can fail: a screen binding an action nobody handles is reported by name
    class Forgetful(Screen[None]):
        BINDINGS = [
            *screen_bindings("dialog"),
            Binding("z", "nowhere(1)", "z", id="forgetful.z"),
            Binding("y", "app.nothing", "y", id="forgetful.y"),
        ]

        def action_cancel(self) -> None:
            pass

    assert missing_handlers(Forgetful) == [
        "Forgetful: forgetful.z -> nowhere(1)",
        "Forgetful: forgetful.y -> app.nothing",
    ]


def test_every_screens_own_bindings_come_from_the_lists() -> None:
    # a binding made by hand (no id from a list) would escape both the keymap and the check
    loose = [
        f"{screen.__name__}: {binding}"
        for screen in _screens()
        for binding in vars(screen).get("BINDINGS", ())
        if not isinstance(binding, Binding) or binding.id is None
    ]
    assert loose == []
