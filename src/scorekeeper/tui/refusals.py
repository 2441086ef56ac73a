"""Refusals, handled in one place.

The domain refuses with a ``RuleError`` and storage with a ``StoreError``; each carries its own
one-line text (and a rule its place). Code in the app lets them rise, and ``refusing`` turns
them into what the user sees, always the same way:

- on a screen, the line under its content (``MessageLine``) or a dialog's error line;
- from the app itself (opening a match, say), a notification;
- when something could not be saved, also a notification with the whole reason, which is too
  long for one line (the path, what to do).

Nothing has changed when a refusal is shown: the session and the store refuse before they
change anything.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar, runtime_checkable

from textual.dom import DOMNode
from textual.screen import Screen

from scorekeeper.i18n import N_, _
from scorekeeper.model import RuleError
from scorekeeper.store import StoreError
from scorekeeper.tui.widgets.message_line import MessageLine

REFUSALS = (RuleError, StoreError)

P = ParamSpec("P")
R = TypeVar("R")
N = TypeVar("N", bound=DOMNode)


@runtime_checkable
class ShowsErrors(Protocol):
    """A dialog: it has an error line of its own."""

    def show_error(self, message: str) -> None: ...


@runtime_checkable
class HearsRefusals(Protocol):
    """A screen that acts on its own writes refused (the board: the match taken over by
    another scorekeeper), once the refusal is said."""

    def refused(self, error: Exception) -> None: ...


def refusing(
    saying: str = "{error}", saving: bool = False
) -> Callable[[Callable[Concatenate[N, P], R]], Callable[Concatenate[N, P], R | None]]:
    """Run the method; a refusal is shown (``saying`` is a msgid with ``{error}``) and the
    method returns None. ``saving``: a storage failure is also notified as "Not saved"."""

    def decorate(method: Callable[Concatenate[N, P], R]) -> Callable[Concatenate[N, P], R | None]:
        @functools.wraps(method)
        def run(node: N, /, *args: P.args, **kwargs: P.kwargs) -> R | None:
            try:
                return method(node, *args, **kwargs)
            except REFUSALS as error:
                show_refusal(node, error, saying, saving)
                if isinstance(node, HearsRefusals):
                    node.refused(error)
                return None

        return run

    return decorate


def show_refusal(
    node: DOMNode,
    error: Exception,
    saying: str = "{error}",
    saving: bool = False,
    passing: bool = False,
) -> None:
    """Say ``error`` where the user acted on ``node``; the one place that decides where.
    ``passing``: on a screen's line, only until the storage answers again."""
    text = _(saying).format(error=error)
    if not isinstance(node, Screen):
        node.app.notify(text, markup=False, severity="error", timeout=10)
        return
    lines = node.query(MessageLine)
    if lines:
        lines.first().say(text, error=True, passing=passing)
    elif isinstance(node, ShowsErrors):
        node.show_error(text)
    else:
        node.notify(text, markup=False, severity="error", timeout=10)
        return
    if saving and isinstance(error, StoreError):
        title = _(NOT_SAVED)
        node.notify(str(error), markup=False, title=title, severity="error", timeout=15)


NOT_SAVED = N_("Not saved")
