"""The line under a screen's content that says what was refused and why, or what happened."""

from __future__ import annotations

from textual.widgets import Static

from scorekeeper.tui.shown import shown_message


class MessageLine(Static):
    def __init__(self) -> None:
        super().__init__(id="message", markup=False)  # messages quote names and paths
        self._said = ("", False)
        self._passing = False  # true only until the storage answers again (a wait, a server away)

    @property
    def said(self) -> str:
        """What the line says now."""
        return self._said[0]

    @property
    def erring(self) -> bool:
        """Whether it says what was refused."""
        return self._said[1]

    def say(self, text: str, error: bool = False, passing: bool = False) -> None:
        """Show ``text`` (in the error colour if ``error``); most keys say nothing new, and
        then nothing is repainted. Its height is fixed in the style sheets: no layout pass.
        ``passing``: it holds until the storage answers (``unsay_passing``). A message may
        quote a name, a path or a server's words: it is shown escaped."""
        text = shown_message(text)
        self._passing = passing and bool(text)
        if (text, error) != self._said:
            self._said = (text, error)
            self.update(text, layout=False)
            self.update_classes({"-error": error}, animate=False)  # no transition to run

    def unsay_passing(self) -> None:
        """The storage answered: a word of waiting for it, or of its absence, is past."""
        if self._passing:
            self.say("")
