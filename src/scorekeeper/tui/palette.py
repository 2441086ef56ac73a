"""The command palette's own commands: the club night where matches are kept, and every key
of the screen in front (with its price on a board), each offered where the screen offers it.
Loaded when the palette first opens."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator

from textual.app import SystemCommand
from textual.screen import Screen

from scorekeeper.i18n import _
from scorekeeper.tui.backend.base import Backend
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.keys.actions import offered
from scorekeeper.tui.keys.keymap import SCREEN_KEYS


def app_commands(
    backend: Backend, club: Callable[[], object], screen: Screen[object]
) -> Iterator[SystemCommand]:
    if backend.keeps_matches:
        name = _("Club night")
        yield SystemCommand(name, _("a club event's tables and standings"), club)
    prices = screen.prices() if isinstance(screen, BoardScreen) else {}
    preset = screen.session.match.preset if isinstance(screen, BoardScreen) else None
    for action in SCREEN_KEYS.get(screen.name or "", ()):
        if preset is not None and not offered(action, preset):
            continue  # a key for what this game has not (a draw in Six Matador)
        if not screen.check_action(action.name, ()):
            continue  # a key the board does not offer now (a phone keeps the score)
        if action.label:  # the seats and the matador picker's numbers are keys, not commands
            label = action.describe(prices.get(action.name))
            help_text = _(action.help) if action.help else label
            yield SystemCommand(label, help_text, _runner(screen, action.command))


def _runner(screen: Screen[object], action: str) -> Callable[[], Awaitable[None]]:
    """A palette callback that runs ``action`` on the screen it was offered for."""

    async def run() -> None:
        await screen.run_action(action)

    return run
