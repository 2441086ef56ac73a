"""A text field that follows the app's cursor-blink setting (off for deterministic snapshots)."""

from __future__ import annotations

from textual.widgets import Input


class Field(Input):
    def on_mount(self) -> None:
        self.cursor_blink = bool(getattr(self.app, "cursor_blink", True))
