"""Whether a screen's footer needs its short labels: the full ones ("␣ tile +1", "f finish")
would run past the screen's width, and a footer cut at the edge hides the last keys (f, x, q)
without a word. Measured on the labels themselves, so it holds in every language and for any
set of keys the screen shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.cells import cell_len
from textual.binding import Binding

from scorekeeper.tui.screens.spoken import SpokenScreen

# a footer entry is its key, a space, its label and a space before the next entry; in the
# languages of long words the key stands out by its colours instead of the first space
# (styles/scoreboard.tcss, ``.-long-words``)
_AROUND_LABEL = 2
_LONG_WORDS = "-long-words"


def footer_width(screen: SpokenScreen[Any], labels: Callable[[Binding], Binding]) -> int:
    """The cells the footer takes with each shown key described by ``labels`` (one entry per
    action, as Textual's footer shows them)."""
    seen: dict[str, Binding] = {}
    for _node, binding, _enabled, _tooltip in screen.declared_bindings().values():
        said = labels(binding)
        if said.show and said.action not in seen:
            seen[said.action] = said
    around = _AROUND_LABEL - screen.app.has_class(_LONG_WORDS)
    return sum(
        cell_len(screen.app.get_key_display(said)) + cell_len(said.description) + around
        for said in seen.values()
    )


def narrow(screen: SpokenScreen[Any], labels: Callable[[Binding], Binding]) -> bool:
    """Whether the full labels overrun the screen (the last entry needs no space after it)."""
    width = screen.size.width
    return width > 0 and footer_width(screen, labels) - 1 > width
