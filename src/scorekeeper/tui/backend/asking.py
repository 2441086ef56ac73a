"""How a screen asks the library (``Backend.ask``), the one way it reaches stored data.

The call waits off the app's thread, in a Textual worker of the node that asked: the screen
keeps what it shows and a key pressed meanwhile is handled. An answer slow to come is said on
the screen's line (else in a notification); a refusal is said where ``tui.refusals`` says (the
line, a dialog's error line, else a notification), and that the server does not answer only
until it answers again. Asked ``again``, a screen whose server is out of reach asks every few
seconds, so that its content comes back with the server. A newer question of the same ``name``
replaces one still waiting, and a screen that closes drops its questions.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from textual.dom import DOMNode
from textual.screen import Screen
from textual.worker import Worker

from scorekeeper.i18n import N_, _
from scorekeeper.store import StoreUnavailable
from scorekeeper.tui.backend.base import Backend, Library
from scorekeeper.tui.refusals import REFUSALS, show_refusal
from scorekeeper.tui.widgets.message_line import MessageLine

T = TypeVar("T")

SLOW_SECONDS = 0.3  # a quicker answer shows no word of waiting (nor a flicker)
AGAIN_SECONDS = 2.0  # how often a screen asks a server out of reach
WAITING = N_("Reading the database…")


def ask(
    node: DOMNode,
    backend: Backend,
    call: Callable[[Library], T],
    then: Callable[[T], object],
    *,
    name: str = "library",
    again: bool = False,
    quiet: bool = False,
) -> Worker[None]:
    """``call`` on the library, then ``then`` with its answer, on the app's thread; refused,
    ``then`` is not called. ``quiet``: no word of waiting (a poll)."""
    return wait_for(node, lambda: backend.ask(call), then, name=name, again=again, quiet=quiet)


def wait_for(
    node: DOMNode,
    question: Callable[[], Awaitable[T]],
    then: Callable[[T], object],
    *,
    name: str = "library",
    again: bool = False,
    quiet: bool = False,
) -> Worker[None]:
    """As ``ask``, for a backend call that asks the library itself (``Backend.opened``)."""

    answered = asyncio.Event()

    def slow() -> None:
        # a tick already on its way when the answer came would say "reading" after it
        if not answered.is_set():
            _say_waiting(node)

    async def run() -> None:
        waiting = None if quiet else node.set_timer(SLOW_SECONDS, slow)
        try:
            answers = await _answers(node, question, again)
        finally:
            answered.set()
            if waiting is not None:
                waiting.stop()
        from scorekeeper.tui.respeak import composed  # a change of language's: not at the start

        await composed(node)  # a screen composed again in another language: its new widgets
        for answer in answers:  # none where it was refused
            if (line := _line(node)) is not None:
                line.unsay_passing()  # the storage answered: no waiting, no server away
            then(answer)

    return node.run_worker(run(), name=name, group=name, exclusive=True)


async def _answers(node: DOMNode, question: Callable[[], Awaitable[T]], again: bool) -> list[T]:
    """The answer, one in a list; none where the question was refused (and that was said)."""
    while True:
        try:
            return [await question()]
        except REFUSALS as error:
            away = isinstance(error, StoreUnavailable)
            show_refusal(node, error, passing=away)
            if not (again and away):
                return []
        await asyncio.sleep(AGAIN_SECONDS)


def _line(node: DOMNode) -> MessageLine | None:
    if isinstance(node, Screen):
        lines = node.query(MessageLine)
        if lines:
            return lines.first()
    return None


def _say_waiting(node: DOMNode) -> None:
    line = _line(node)
    if line is None:
        node.app.notify(_(WAITING), markup=False)
    elif not line.erring:  # a refusal said already stays until the answer comes
        line.say(_(WAITING), passing=True)
