"""The keeper of the app's own entry address (issue 26, the brief's ``Keeper``): the phone that
keeps the score taps into the board's own ``MatchSession``, through an ``EntryDesk``, so each
tap is checked, priced and stored exactly as the board's key would be, and the board shows it
at once (``KeepingBoard.Tapped``). One keeper at a time: this terminal, until a phone claims
the keeping (taking it over from the terminal or another phone after asking, on the page;
which phone keeps is ``web/entry_phones.Phones``, as ``serve``'s keeper remembers it);
then the board is a view until its ``k`` takes the keeping back (``take_back``).

Every call runs on the app's thread (the session's SQLite connection is that thread's): from
the app's own loop directly, from any other thread through ``App.call_from_thread``.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from textual.app import App

from scorekeeper.entry import EntryDesk, MemoryLedger, TapLedger
from scorekeeper.i18n import _, current_language
from scorekeeper.model import LogEntry, Match
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import Journal, MatchSession
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.refusals import REFUSALS
from scorekeeper.web.entry_phones import Phones

T = TypeVar("T")
Answer = tuple[bool, dict[str, Any]]


def terminal_words(host: str) -> str:
    """Who keeps it while no phone does: this terminal (as ``serve`` says of a terminal)."""
    return _("the terminal at {host}").format(host=host)


class BoardDesk(EntryDesk):
    """The desk over a board's session: whose turn it is is the board's (``TurnKeeper``), so
    the phone's pad and the terminal's board name the same player."""

    def __init__(self, board: BoardScreen, taps: TapLedger) -> None:
        super().__init__(board.session, current_language(), taps)
        self.board = board

    def current(self) -> str:
        return self.match.players[self.board.current]


class _Seen:
    """The session's journal, noting each change the desk made through it (for the turn)."""

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self.changes: list[tuple[str, LogEntry | Rewrite]] = []

    def recorded(self, entry: LogEntry, match: Match) -> None:
        self.journal.recorded(entry, match)
        self.changes.append(("recorded", entry))

    def undone(self, entry: LogEntry, match: Match) -> None:
        self.journal.undone(entry, match)
        self.changes.append(("undone", entry))

    def redone(self, entry: LogEntry, match: Match) -> None:
        self.journal.redone(entry, match)
        self.changes.append(("redone", entry))

    def rewritten(self, change: Rewrite, match: Match) -> None:
        self.journal.rewritten(change, match)
        self.changes.append(("rewritten", change))

    def rewrite_undone(self, change: Rewrite, match: Match) -> None:
        self.journal.rewrite_undone(change, match)
        self.changes.append(("undone", change))

    def rewrite_redone(self, change: Rewrite, match: Match) -> None:
        self.journal.rewrite_redone(change, match)
        self.changes.append(("redone", change))

    def resync(self, match: Match, redo: Sequence[LogEntry]) -> None:
        self.journal.resync(match, redo)


@contextmanager
def _seen(session: MatchSession) -> Iterator[_Seen]:
    journal = session.journal
    seen = _Seen(journal)
    session.journal = seen
    try:
        yield seen
    finally:
        session.journal = journal


class AppKeeper:
    """``pad``, ``claim``, ``tap`` for the app's table display; ``board`` finds the board."""

    def __init__(
        self,
        app: App[Any],
        board: Callable[[], BoardScreen | None],
        host: str | None = None,
        ledger: Callable[[int | None], TapLedger] | None = None,
    ) -> None:
        self.app, self._board = app, board
        self.host = host or socket.gethostname()
        self.phones = Phones()  # the phone that keeps the score (none: the terminal does)
        self._ledgers: dict[int | None, TapLedger] = {}
        self._ledger = ledger or self._memory_ledger
        self._desk: BoardDesk | None = None
        self._thread = threading.get_ident()  # made on the app's thread, by the app

    # -- the Keeper protocol -----------------------------------------------------------------
    def pad(self, device: str) -> dict[str, Any]:
        return self._here(lambda: self._pad(device))

    def claim(self, device: str, name: str, take_over: bool) -> Answer:
        return self._here(lambda: self._claim(device, name, take_over))

    def tap(self, device: str, tap: dict[str, Any]) -> Answer:
        return self._here(lambda: self._tap(device, tap))

    def take_back(self) -> None:
        """The board's ``k``, confirmed: the terminal keeps the score again."""
        self.phones.forget()
        board = self._board()
        if board is not None:
            board.post_message(board.Kept(None))

    # -- on the app's thread -------------------------------------------------------------
    def who(self) -> str:
        board = self._board()
        if board is not None and board.elsewhere and board.kept_by:
            return board.kept_by  # another scorekeeper holds the match's lease
        return self.phones.words() if self.phones.device else terminal_words(self.host)

    def _pad(self, device: str) -> dict[str, Any]:
        desk = self._desk_now()
        pad = desk.pad() if desk is not None else _no_match()
        return {**pad, "keeper": {"you": device == self.phones.device, "who": self.who()}}

    def _claim(self, device: str, name: str, take_over: bool) -> Answer:
        board = self._board()
        mine = device == self.phones.device
        if board is None or board.elsewhere or not (mine or take_over):
            return False, {"who": self.who(), "pad": self._pad(device)}
        self.phones.keep(device, name)  # the name as the phone gave it (the routes checked it)
        board.post_message(board.Kept(self.phones.words()))
        return True, self._pad(device)

    def _tap(self, device: str, tap: dict[str, Any]) -> Answer:
        desk, board = self._desk_now(), self._board()
        if desk is None or board is None or device != self.phones.device or board.elsewhere:
            return False, {"who": self.who(), "pad": self._pad(device)}
        with _seen(board.session) as seen:
            try:
                answer = desk.tap(tap)
            except REFUSALS as error:  # the store refused it: said, and the board told
                board.post_message(board.Refused(error))
                answer = {"tap_id": str(tap.get("id", "")), "kept": False, "again": False}
                answer["refusal"] = str(error)
        if answer["kept"] and not answer["again"]:
            rebuilt = self._turn(board, tap, seen.changes)
            board.post_message(board.Tapped(rebuilt))
        return True, {**answer, "pad": self._pad(device)}

    def _turn(
        self, board: BoardScreen, tap: dict[str, Any], changes: list[tuple[str, LogEntry | Rewrite]]
    ) -> bool:
        """The board's turn moved as the board's own key would move it; True where the log
        was rebuilt (an edit undone or redone, or changes kept unsaved)."""
        match, turn = board.session.match, board.turn
        if tap.get("do") == "turn":
            turn.chosen(int(tap["seat"]))
            return False
        if not changes:
            turn.rewritten(match)
            return True
        kind, change = changes[-1]
        entry = None if isinstance(change, Rewrite) else change
        if kind == "recorded" and entry is not None:
            turn.recorded(match, entry)
        elif kind == "undone":
            turn.undone(match, entry)
        else:
            turn.redone(match, entry)
        return entry is None

    def _desk_now(self) -> BoardDesk | None:
        """The desk over the board's session now (a new board, a new desk: a phone kept
        another match's score, so the terminal keeps this one)."""
        board = self._board()
        if board is None:
            return None
        desk = self._desk
        if desk is None or desk.board is not board or desk.session is not board.session:
            if desk is not None and desk.board.match_id != board.match_id:
                self.phones.forget()
            desk = self._desk = BoardDesk(board, self._ledger(board.match_id))
        desk.language = current_language()
        return desk

    def _memory_ledger(self, match_id: int | None) -> TapLedger:
        """The tap ids seen, for this app's run (a match read again keeps its ids)."""
        return self._ledgers.setdefault(match_id, MemoryLedger())

    def _here(self, call: Callable[[], T]) -> T:
        if threading.get_ident() == self._thread:
            return call()
        return self.app.call_from_thread(call)


def _no_match() -> dict[str, Any]:
    return {"mode": "none", "revision": 0, "finished": False, "seats": [], "buttons": []}
