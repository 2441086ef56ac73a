"""The keeper of the app's own entry address (issue 26, the brief's ``Keeper``): the phone that
keeps the score taps into the board's own ``MatchSession``, through an ``EntryDesk``, so each
tap is checked, priced and stored exactly as the board's key would be, and the board shows it
at once (``KeepingBoard.Tapped``). One keeper at a time: this terminal, until a phone claims
the keeping (taking it over from the terminal or another phone after asking, on the page;
which phone keeps is ``web/entry_phones.Phones``, as ``serve``'s keeper remembers it);
then the board is a view until its ``k`` takes the keeping back (``take_back``).

The desk shares the board's ``TurnKeeper`` and moves it with each tap; a tap's id is kept in
the app's store with the change it made (the backend's ``desk_parts``: ``Store.tap_ledger``
and ``Store.word``). Every call runs on the app's thread (the session's SQLite connection is
that thread's): from the app's own loop directly, from any other thread through
``App.call_from_thread``.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from textual.app import App

from scorekeeper.entry import EntryDesk, TapLedger
from scorekeeper.entry.word import WAITING, WordBook, current, word_line
from scorekeeper.i18n import _, current_language
from scorekeeper.session import MatchSession
from scorekeeper.tui.backend.base import DeskParts, backend_of
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.refusals import REFUSALS
from scorekeeper.web.entry_phones import Phones

T = TypeVar("T")
Answer = tuple[bool, dict[str, Any]]


def terminal_words(host: str) -> str:
    """Who keeps it while no phone does: this terminal (as ``serve`` says of a terminal)."""
    return _("the terminal at {host}").format(host=host)


class BoardDesk(EntryDesk):
    """The desk over a board's session, sharing the board's ``TurnKeeper`` (the desk moves it
    as the board's own keys would), so the phone's pad and the board name the same player."""

    def __init__(self, board: BoardScreen, taps: TapLedger, word: WordBook | None) -> None:
        super().__init__(board.session, current_language(), taps, turn=board.turn, word=word)
        self.board = board


class AppKeeper:
    """``pad``, ``claim``, ``tap`` for the app's table display; ``board`` finds the board."""

    def __init__(
        self,
        app: App[Any],
        board: Callable[[], BoardScreen | None],
        host: str | None = None,
        ledger: Callable[[MatchSession], TapLedger] | None = None,
    ) -> None:
        self.app, self._board = app, board
        self.host = host or socket.gethostname()
        self.phones = Phones()  # the phone that keeps the score (none: the terminal does)
        self._ledger = ledger  # the tap ledger (None: the backend's, kept in the store)
        self._desk: BoardDesk | None = None
        self._read: tuple[BoardScreen, MatchSession, DeskParts] | None = None  # by ``ready``
        self._thread = threading.get_ident()  # made on the app's thread, by the app

    # -- the Keeper protocol -----------------------------------------------------------------
    def pad(self, device: str) -> dict[str, Any]:
        return self._here(lambda: self._pad(device))

    def claim(self, device: str, name: str, take_over: bool) -> Answer:
        return self._here(lambda: self._claim(device, name, take_over))

    def tap(self, device: str, tap: dict[str, Any]) -> Answer:
        return self._here(lambda: self._tap(device, tap))

    def word(self, device: str, sent: dict[str, Any]) -> Answer:
        return self._here(lambda: self._word(device, sent))

    async def ready(self) -> None:
        """Before a route's call (``web/entry_routes._asked``): what a new desk reads of the
        store (its tap ids, its word setting) read on the backend's thread, so the call that
        follows makes its desk without waiting on a server here. A call made without it
        (a test's, straight on the keeper) reads them itself."""
        board = self._board()
        if board is None or self._desk_is_over(board) or self._read_for(board) is not None:
            return
        parts = await backend_of(self.app).read_desk_parts(board.session, board.match_id)
        self._read = (board, board.session, parts)

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
        before = board.session.match  # an edit undone or redone replays it: a new match
        try:
            answer = desk.tap(tap, (device, self.phones.words()))
        except REFUSALS as error:  # the store refused it: said, and the board told
            board.post_message(board.Refused(error))
            answer = {"tap_id": str(tap.get("id", "")), "kept": False, "again": False}
            answer["refusal"] = str(error)
        if answer["kept"] and not answer["again"]:
            rebuilt = board.session.match is not before
            board.post_message(board.Tapped(rebuilt, word_line(answer.get("pad"))))
        return True, {**answer, "pad": self._pad(device)}

    def _word(self, device: str, sent: dict[str, Any]) -> Answer:
        """Another phone's word on the round end asked: an accept records it on the board."""
        desk, board = self._desk_now(), self._board()
        if desk is None or board is None or board.elsewhere:
            return False, {"who": self.who(), "pad": self._pad(device)}
        entries = board.session.match.entry_count
        try:
            answer = desk.answer(sent, device, device == self.phones.device)
        except REFUSALS as error:
            board.post_message(board.Refused(error))
            answer = {"ask_id": str(sent.get("id", "")), "kept": False, "refusal": str(error)}
        if answer["kept"] or board.session.match.entry_count != entries:
            board.post_message(board.Tapped(False, word_line(answer.get("pad"))))
        return True, {**answer, "pad": self._pad(device)}

    def _desk_now(self) -> BoardDesk | None:
        """The desk over the board's session now (a new board, a new desk: a phone kept
        another match's score, so the terminal keeps this one)."""
        board = self._board()
        if board is None:
            return None
        desk = self._desk
        if desk is None or not self._desk_is_over(board):
            if desk is not None and desk.board.match_id != board.match_id:
                self.phones.forget()
            first = desk is None
            desk = BoardDesk(board, *self._parts(board))
            self._desk = desk
            if first:
                self._asker_keeps(desk)
        desk.language = current_language()
        return desk

    def _asker_keeps(self, desk: BoardDesk) -> None:
        """A round end asked before this view started (an app restarted with an ask waiting):
        the phone that asked keeps the score again, as after a restart of ``serve``, so it can
        withdraw it. Only at the view's first desk: a take-back by the terminal stays."""
        ask = current(desk.word, desk.match) if desk.word is not None else None
        board = desk.board
        if ask is None or ask["state"] not in WAITING or self.phones.device or board.elsewhere:
            return
        self.phones.keep(ask["device"], ask["by"])
        board.post_message(board.Kept(self.phones.words()))
        board.post_message(board.Tapped(False, word_line(desk.pad())))  # what it waits for

    def _desk_is_over(self, board: BoardScreen) -> bool:
        desk = self._desk
        return desk is not None and desk.board is board and desk.session is board.session

    def _read_for(self, board: BoardScreen) -> DeskParts | None:
        """The parts ``ready`` read for this board's session, if it did."""
        read = self._read
        if read is not None and read[0] is board and read[1] is board.session:
            return read[2]
        return None

    def _parts(self, board: BoardScreen) -> tuple[TapLedger, WordBook | None]:
        """The tap ids, kept in the app's store with the changes they made (a session of
        another store, or of none: a match followed or kept in memory, for this run), and
        the match's word book where the store keeps it with the setting on: the backend's,
        as ``ready`` read them (else read now)."""
        parts = self._read_for(board)
        self._read = None
        if parts is None:
            parts = backend_of(self.app).desk_parts(board.session, board.match_id)
        ledger = self._ledger(board.session) if self._ledger is not None else parts.ledger
        return ledger, parts.word

    def _here(self, call: Callable[[], T]) -> T:
        if threading.get_ident() == self._thread:
            return call()
        return self.app.call_from_thread(call)


def _no_match() -> dict[str, Any]:
    return {"mode": "none", "revision": 0, "finished": False, "seats": [], "buttons": []}
