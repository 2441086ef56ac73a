"""Screens whose footer speaks the current language.

Bindings are declared once, in English, from the action list (``tui.screen_keys``); the footer
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

from scorekeeper.i18n import _
from scorekeeper.tui.screen_keys import action_for

T = TypeVar("T")


def spoken(binding: Binding) -> Binding:
    """``binding`` with its label (and tooltip) in the current language."""
    action = action_for(binding.id)
    description = action.describe() if action else _(binding.description)
    tooltip = _(binding.tooltip) if binding.tooltip else binding.tooltip
    return replace(binding, description=description, tooltip=tooltip)


def speak_all(
    active: dict[str, ActiveBinding], say: Callable[[Binding], Binding]
) -> dict[str, ActiveBinding]:
    return {
        key: ActiveBinding(node, say(binding), enabled, _(tooltip) if tooltip else tooltip)
        for key, (node, binding, enabled, tooltip) in active.items()
    }


class SpokenScreen(Screen[T]):
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return speak_all(super().active_bindings, self.spoken)

    def spoken(self, binding: Binding) -> Binding:
        return spoken(binding)


class SpokenModal(ModalScreen[T]):
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return speak_all(super().active_bindings, spoken)
