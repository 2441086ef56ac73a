"""Textual's footer, composed once: its keys are there in the first frame, and a change of the
bindings relabels them in place (issue 20 item 7).

Textual's ``Footer`` composes nothing until the screen first publishes its bindings, then
composes all its keys again after every publication: a board that relabels its prices at
mount and at each resize built its footer four times in its first 100 ms, each time a frame
later. This one composes its keys at once and, while the same keys show, only rewrites their
labels (a price, the short labels of a narrow terminal); other keys are composed anew.
Written against the pinned Textual (``_bindings_ready`` is the footer's own flag).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

Shown = tuple[Binding, bool, str]  # a binding, whether it is enabled, its tooltip


class SteadyFooter(Footer):
    def __init__(self, *, compact: bool = False, show_command_palette: bool = True) -> None:
        super().__init__(compact=compact, show_command_palette=show_command_palette)
        self._bindings_ready = True  # the screen's bindings are known when the footer mounts
        self.compositions = 0  # how often the keys were composed (tests count them)

    def compose(self) -> ComposeResult:
        self.compositions += 1
        return super().compose()

    def bindings_changed(self, screen: Screen[object]) -> None:
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return  # as Textual's footer: nothing to show again
        if not self._relabel(self._shown()):
            self.call_after_refresh(self.recompose)

    def _shown(self) -> list[Shown]:
        """The bindings the footer shows, one per action, as ``Footer.compose`` picks them."""
        shown: dict[str, Shown] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                shown.setdefault(binding.action, (binding, enabled, tooltip))
        return list(shown.values())

    def _relabel(self, shown: list[Shown]) -> bool:
        """Give the keys on show their new labels; False where other keys must show."""
        keys = list(self.query_children(FooterKey))
        if len(keys) != len(shown) or len(keys) != len(self.children):  # groups: compose
            return False
        displays = [self.app.get_key_display(binding) for binding, _, _ in shown]
        for key, (binding, _enabled, _tip), display in zip(keys, shown, displays, strict=True):
            if (key.key, key.action, key.key_display) != (binding.key, binding.action, display):
                return False
        for key, (binding, enabled, tooltip) in zip(keys, shown, strict=True):
            if key.description != binding.description:
                key.description = binding.description
                key.refresh(layout=True)  # as wide as its label
            key._disabled = not enabled
            key.set_class(not enabled, "-disabled")
            key.tooltip = tooltip or None
        return True
