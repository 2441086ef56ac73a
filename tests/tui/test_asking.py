"""A screen's question to the library (tui/backend/asking.py): the word of waiting says only
what is true. It is said once an answer is slow, and gone when it comes; a timer's tick that
was already on its way when the answer came (a loaded machine: the snapshot of the statistics
screen once kept "Reading the database…" under its table) says nothing after it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from scorekeeper.tui.backend import asking
from scorekeeper.tui.respeak import respeak
from scorekeeper.tui.widgets.message_line import MessageLine


class Asking(Screen[None]):
    def compose(self) -> ComposeResult:
        yield MessageLine()


class Host(App[None]):
    def on_mount(self) -> None:
        self.push_screen(Asking())


def _line(app: App[Any]) -> MessageLine:
    return app.screen.query_one(MessageLine)


@pytest.fixture
def ticks(monkeypatch: pytest.MonkeyPatch) -> list[Callable[[], object]]:
    """The waiting timer's callbacks, kept for the test to fire when it likes (the timer
    itself is set far off, so it never fires by itself)."""
    kept: list[Callable[[], object]] = []
    original = Screen.set_timer

    def keep(self: Screen[Any], delay: float, callback: Any = None, **kwargs: Any) -> Any:
        kept.append(callback)
        return original(self, 3600, callback, **kwargs)

    monkeypatch.setattr(Screen, "set_timer", keep)
    return kept


async def test_a_tick_after_the_answer_says_nothing(ticks: list[Callable[[], object]]) -> None:
    app = Host()
    async with app.run_test() as pilot:
        await pilot.pause()
        shown: list[int] = []

        async def question() -> int:
            return 7

        worker = asking.wait_for(app.screen, question, shown.append)
        await worker.wait()
        assert shown == [7] and len(ticks) == 1
        ticks[0]()  # the tick that was on its way when the answer came
        assert _line(app).said == ""


async def test_a_slow_answer_is_said_and_unsaid(ticks: list[Callable[[], object]]) -> None:
    app = Host()
    async with app.run_test() as pilot:
        await pilot.pause()
        release = asyncio.Event()
        shown: list[int] = []

        async def question() -> int:
            await release.wait()
            return 7

        worker = asking.wait_for(app.screen, question, shown.append)
        await pilot.pause()
        ticks[0]()  # slow: the timer's tick comes before the answer
        assert _line(app).said == "Reading the database…"
        release.set()
        await worker.wait()
        assert shown == [7] and _line(app).said == ""


class Titled(Screen[None]):
    RESPEAKS = True

    def compose(self) -> ComposeResult:
        yield Static("", id="title")
        yield MessageLine()


class TitledHost(App[None]):
    def on_mount(self) -> None:
        self.push_screen(Titled())


async def test_an_answer_during_a_change_of_language_waits_for_the_new_widgets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The club screen's poll once answered while the screen was composed again in Russian:
    its title was gone, and the worker's failure ended the app. The answer now waits until
    the screen is composed, then lands on the new widgets."""
    app = TitledHost()
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.screen
        hold = asyncio.Event()

        async def held_recompose() -> None:  # Textual's: the old widgets out, the new in
            await screen.query_one("#title").remove()
            await hold.wait()
            await screen.mount(Static("", id="title"), before=0)

        monkeypatch.setattr(screen, "recompose", held_recompose)
        composing = asyncio.create_task(respeak(screen))
        await pilot.pause()
        assert not screen.query("#title")  # midway: the old title is gone, the new not yet in
        shown: list[int] = []

        def show(answer: int) -> None:
            screen.query_one("#title", Static).update(str(answer))
            shown.append(answer)

        async def question() -> int:
            return 7

        worker = asking.wait_for(screen, question, show)
        await pilot.pause()
        assert shown == []  # the answer waits for the screen
        hold.set()
        await composing
        await worker.wait()
        assert shown == [7]
        assert str(screen.query_one("#title", Static).render()) == "7"
