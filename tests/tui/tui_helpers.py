"""Small readers of app state for the Pilot tests, and the types of the fixtures they use."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Protocol

from textual.app import App
from textual.pilot import Pilot

from scorekeeper.model import Mode
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.board.shared import BoardScreen


def board(app: ScorekeeperApp) -> BoardScreen:
    """The scoreboard, wherever it is on the screen stack."""
    return next(s for s in app.screen_stack if isinstance(s, BoardScreen))


def totals(app: ScorekeeperApp) -> dict[str, int]:
    return board(app).session.match.standings().totals


class MakeApp(Protocol):
    """``make_app`` (tests/tui/conftest.py): an app on a new match's scoreboard, or on the home
    screen when ``preset`` is None."""

    def __call__(
        self,
        preset: str | None = ...,
        players: tuple[str, ...] = ...,
        target: int | None = ...,
        rounds: int | None = ...,
        mode: Mode = ...,
    ) -> ScorekeeperApp: ...


class SnapCompare(Protocol):
    """``snap_compare`` (pytest-textual-snapshot). Its own annotation, ``Callable[[str | PurePath],
    bool]``, leaves out the app instance and the keywords these tests pass."""

    def __call__(
        self,
        app: str | App[Any],
        press: Iterable[str] = ...,
        terminal_size: tuple[int, int] = ...,
        run_before: Callable[[Pilot[Any]], Awaitable[None] | None] | None = ...,
    ) -> bool: ...


async def settle(pilot: Pilot[Any]) -> None:
    """Until what the app asked of storage is answered and shown: the library's calls run in
    Textual workers, off the app's thread (tui/backend/asking.py). A screen just pushed asks
    when it mounts, so its worker may not exist yet: let the mount run first."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
