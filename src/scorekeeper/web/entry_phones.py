"""Which phone keeps a match, as a server remembers it, and the keeper of a desk that no
store backs (a match in memory: the routes' own tests, a session nobody else writes).

A phone is its device id (random, kept in its browser, sent as ``X-Entry-Device``) and what
it calls itself, shown to the other phones as who keeps the match.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from scorekeeper.i18n import _

Answer = dict[str, Any]


class Desk(Protocol):
    """What of an ``EntryDesk`` a keeper asks."""

    def pad(self) -> Answer: ...
    def tap(self, tap: Answer, by: tuple[str, str] = ("", "")) -> Answer: ...
    def answer(self, sent: Answer, device: str, keeping: bool) -> Answer: ...


@dataclass
class Phones:
    """Which phone of this server keeps the match: its device id and what it calls itself."""

    device: str | None = None
    name: str = ""

    def keep(self, device: str, name: str) -> None:
        self.device, self.name = device, name

    def forget(self) -> None:
        self.device, self.name = None, ""

    def words(self) -> str:
        return self.name or _("another phone")

    def keeping(self, device: str) -> Answer:
        """The pad's ``keeper``: whether ``device`` keeps, and who does."""
        if self.device is None:
            return {"you": False, "who": None}
        return {"you": self.device == device, "who": self.words()}


class DeskKeeper:
    """One desk, kept by the first phone to claim it; another takes over only by asking."""

    def __init__(self, desk: Desk) -> None:
        self.desk, self.phones = desk, Phones()

    def pad(self, device: str) -> Answer:
        return {**self.desk.pad(), "keeper": self.phones.keeping(device)}

    def claim(self, device: str, name: str, take_over: bool) -> tuple[bool, Answer]:
        if self.phones.device not in (None, device) and not take_over:
            return False, self._refused(device)
        self.phones.keep(device, name)
        return True, self.pad(device)

    def tap(self, device: str, tap: Answer) -> tuple[bool, Answer]:
        if self.phones.device != device:
            return False, self._refused(device)
        answer = self.desk.tap(tap, (device, self.phones.words()))
        return True, {**answer, "pad": {**answer["pad"], "keeper": self.phones.keeping(device)}}

    def word(self, device: str, sent: Answer) -> tuple[bool, Answer]:
        answer = self.desk.answer(sent, device, device == self.phones.device)
        return True, {**answer, "pad": {**answer["pad"], "keeper": self.phones.keeping(device)}}

    def _refused(self, device: str) -> Answer:
        pad = self.pad(device)
        return {"who": pad["keeper"]["who"], "pad": pad}
