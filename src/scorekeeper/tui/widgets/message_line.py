"""The line under a screen's content that says what was refused and why, or what happened."""

from __future__ import annotations

from textual.widgets import Static


class MessageLine(Static):
    def __init__(self) -> None:
        super().__init__(id="message", markup=False)  # messages quote names and paths
        self._said = ("", False)

    def say(self, text: str, error: bool = False) -> None:
        """Show ``text`` (in the error colour if ``error``); most keys say nothing new, and
        then nothing is repainted. Its height is fixed in the style sheets: no layout pass."""
        if (text, error) != self._said:
            self._said = (text, error)
            self.update(text, layout=False)
            self.set_class(error, "-error")
