"""Screens whose footer speaks the current language.

Bindings are declared once, in English, from the action list (``tui.keys.keymap``); the footer
and Textual's key panel read them through ``Screen.active_bindings``, so that public property
is where each label is put into the language of the moment (and a scoreboard key gets its
price). Changing the language then needs only ``refresh_bindings()``: no binding is rewritten.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from textual.binding import ActiveBinding, Binding
from textual.screen import ModalScreen, Screen

from scorekeeper.i18n import _, current_language
from scorekeeper.tui.keys.keymap import action_for

T = TypeVar("T")


def spoken(binding: Binding) -> Binding:
    """``binding`` with its label (and tooltip) in the current language."""
    action = action_for(binding.id)
    description = action.describe() if action else _(binding.description)
    tooltip = _(binding.tooltip) if binding.tooltip else binding.tooltip
    return replace(binding, description=description, tooltip=tooltip)


Memo = dict[tuple[Binding, str], Binding]


def speak_all(
    active: dict[str, ActiveBinding], say: Callable[[Binding], Binding], memo: Memo
) -> dict[str, ActiveBinding]:
    """``active`` with every label spoken; ``memo`` keeps each binding's words per language
    (the footer asks after every key, and the words change only with the language)."""
    language = current_language()
    spoken_map: dict[str, ActiveBinding] = {}
    for key, (node, binding, enabled, tooltip) in active.items():
        words = memo.get((binding, language))
        if words is None:
            words = memo[(binding, language)] = say(binding)
        spoken_map[key] = ActiveBinding(node, words, enabled, _(tooltip) if tooltip else tooltip)
    return spoken_map


class SpokenScreen(Screen[T]):
    _words: Memo | None = None

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        if self._words is None:
            self._words = {}
        return speak_all(self.declared_bindings(), self.spoken, self._words)

    def declared_bindings(self) -> dict[str, ActiveBinding]:
        """The active bindings as declared, before their labels are spoken (Textual's own
        ``Screen.active_bindings``): what a board measures its footer's labels on."""
        return super().active_bindings

    def spoken(self, binding: Binding) -> Binding:
        return spoken(binding)


class SpokenModal(ModalScreen[T]):
    _words: Memo | None = None

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        if self._words is None:
            self._words = {}
        return speak_all(super().active_bindings, spoken, self._words)
