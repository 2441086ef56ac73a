"""The one exception the domain raises for input that breaks the rules."""

from __future__ import annotations


class RuleError(ValueError):
    """Something recorded or configured breaks the rules.

    ``where`` names the place (``"round 2, event 3"``, ``"players"``, ``"field sum"``) so that a
    command line can print one precise line and a dialog can show the message inline.
    """

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def at(self, where: str) -> RuleError:
        """The same error, placed (the innermost place is kept if one is already set)."""
        return RuleError(self.message, self.where or where)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message
