"""Who keeps a match entered from phones, and the desk their taps go through.

A ``Keeper`` answers the entry routes: the pad as one phone sees it, a claim of the keeping and
a tap. Inside the app the app supplies its own (over the board's session); ``scorekeeper serve``
uses ``StoreKeeper``: the match's ``EntryDesk`` over a session of a writable store of the
server's own (``StoreThread``), the match claimed in the store's lease (the terminal app's
lease: one keeper at a time), and which phone of this server keeps in memory (``Phones``).

Every call of a ``StoreKeeper`` runs on its store's thread (SQLite's connections belong to the
thread that opened them), one at a time and in the order asked: the routes hand each call to
``executor``. A match another process changed (its revision moved) is read again before the
next pad or tap, so a tap applies to the match as stored, never to a stale copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from scorekeeper.entry import EntryDesk
from scorekeeper.entry.word import WAITING, current
from scorekeeper.i18n import _, current_language
from scorekeeper.store import MatchBusy, Store, StoreError
from scorekeeper.store.leases import Lease
from scorekeeper.web.entry_opening import ledger_of, turn_of, word_of
from scorekeeper.web.entry_phones import Answer, Phones
from scorekeeper.web.entry_thread import StoreThread

__all__ = ["Keeper", "StoreKeeper", "StoreThread"]


class Keeper(Protocol):
    def pad(self, device: str) -> Answer: ...  # the pad + "keeper"
    def claim(self, device: str, name: str, take_over: bool) -> tuple[bool, Answer]: ...
    def tap(self, device: str, tap: Answer) -> tuple[bool, Answer]: ...
    def word(self, device: str, sent: Answer) -> tuple[bool, Answer]: ...

    # tap: (False, {"who","pad"}) when this device does not keep it; else (True, desk answer)
    # word: another phone's answer to the asked round end (the desk's ``answer``)


def terminal_words(lease: Lease) -> str:
    return _("the terminal at {host}").format(host=lease.host)


class StoreKeeper:
    """Match ``match_id`` kept from the phones of this server (``entry_club``: a club table)."""

    def __init__(self, thread: StoreThread, match_id: int | None, language: str = "") -> None:
        self.thread, self.executor = thread, thread.executor
        self.match_id = match_id
        self.language = language or current_language()
        self.phones = Phones()
        self._desk: EntryDesk | None = None
        self._desk_of: int | None = None  # the match the desk is over
        self._revision = -1  # the match's revision as the desk's session holds it

    # -- the Keeper: each call on the store's thread ----------------------------------------
    def pad(self, device: str) -> Answer:
        return self.thread.run(lambda store: self._pad(store, device))

    def claim(self, device: str, name: str, take_over: bool) -> tuple[bool, Answer]:
        return self.thread.run(lambda store: self._claim(store, device, name, take_over))

    def tap(self, device: str, tap: Answer) -> tuple[bool, Answer]:
        return self.thread.run(lambda store: self._tap(store, device, tap))

    def word(self, device: str, sent: Answer) -> tuple[bool, Answer]:
        return self.thread.run(lambda store: self._word(store, device, sent))

    # -- what a club table does otherwise (entry_club) --------------------------------------
    def current(self, store: Store) -> int | None:
        """The match kept at this address now (None: a club table not started yet)."""
        return self.match_id

    def begin(self, store: Store) -> int | None:
        """Start the match on the first claim (a club table); None where there is none."""
        return None

    def waiting(self, store: Store) -> Answer:
        """The pad of a match not started yet."""
        return {"mode": "one-key", "revision": 0, "finished": False, "seats": [], "buttons": []}

    # -- the calls -------------------------------------------------------------------------
    def _pad(self, store: Store, device: str) -> Answer:
        match_id = self.current(store)
        if match_id is None:
            return {**self.waiting(store), "keeper": {"you": False, "who": None}}
        return self._pad_of(store, self._fresh(store, match_id).pad(), match_id, device)

    def _claim(self, store: Store, device: str, name: str, take_over: bool) -> tuple[bool, Answer]:
        match_id = self.current(store)
        if match_id is None:
            match_id = self.begin(store)
            if match_id is None:
                return False, {"who": None, "pad": self._pad(store, device)}
        desk = self._fresh(store, match_id)
        other = store.holder(match_id)
        by_another = self.phones.device not in (None, device)
        if not take_over and (other is not None or by_another):
            return False, self._refused(store, device)
        if not store.claim(match_id, force=take_over):
            return False, self._refused(store, device)
        self.phones.keep(device, name)
        return True, self._pad_of(store, desk.pad(), match_id, device)

    def _tap(self, store: Store, device: str, tap: Answer) -> tuple[bool, Answer]:
        match_id = self.current(store)
        if match_id is None or not self._keeping(store, match_id, device)["you"]:
            return False, self._refused(store, device)
        by = (device, self.phones.words())
        return self._changed(store, match_id, device, lambda desk: desk.tap(tap, by))

    def _word(self, store: Store, device: str, sent: Answer) -> tuple[bool, Answer]:
        """Another phone's word on the round end asked (the desk says whether it may)."""
        match_id = self.current(store)
        if match_id is None:
            return False, self._refused(store, device)
        keeping = bool(self._keeping(store, match_id, device)["you"])
        answer = lambda desk: desk.answer(sent, device, keeping)  # noqa: E731
        return self._changed(store, match_id, device, answer)

    def _changed(
        self, store: Store, match_id: int, device: str, call: Callable[[EntryDesk], Answer]
    ) -> tuple[bool, Answer]:
        desk = self._fresh(store, match_id)
        try:
            answer = call(desk)
        except MatchBusy:  # the terminal took the match over between our look and our write
            self.phones.forget()
            return False, self._refused(store, device)
        except StoreError:  # another process wrote in between: read it, then the call once more
            self._reload(store, match_id)
            answer = call(desk)
        return True, self._after(store, match_id, desk, answer, device)

    def _after(
        self, store: Store, match_id: int, desk: EntryDesk, answer: Answer, device: str
    ) -> Answer:
        """What a change leaves to do: the revision and whose turn remembered, the pad."""
        if desk.session.unsaved is not None:  # a server out of reach: kept here, not stored
            raise desk.session.unsaved  # 503: the page sends it again, and it is kept once
        self._revision = store.revision(match_id)
        tell, player = desk.turn.to_remember(desk.match)
        if tell:  # as the board does: a restart, or the terminal taking over, resumes the seat
            store.set_turn(match_id, player)
        answer["pad"] = self._pad_of(store, answer["pad"], match_id, device)
        return answer

    # -- the parts -------------------------------------------------------------------------
    def _fresh(self, store: Store, match_id: int) -> EntryDesk:
        """The desk over the match as stored now: made at first, read again when it moved.
        Changes kept while the server was out of reach are written first (never read over)."""
        if self._desk is not None and self._desk.session.unsaved is not None:
            if not self._desk.session.save_kept():
                return self._desk  # still out of reach: the match as kept here
            self._revision = store.revision(match_id)
        if self._desk is None or self._desk_of != match_id:
            stored = store.load_match(match_id)
            session = store.session(stored)
            word = word_of(store, match_id)
            ledger, turn = ledger_of(store, session), turn_of(stored)
            self._desk = EntryDesk(session, self.language, ledger, turn, word)
            self._desk_of, self._revision = match_id, stored.revision
            self._asker_keeps(self._desk)
        elif store.revision(match_id) != self._revision:
            self._reload(store, match_id)
        return self._desk

    def _asker_keeps(self, desk: EntryDesk) -> None:
        """A round end asked before this server started: the phone that asked keeps it (the
        first poll of another phone must not claim the keeping from under the ask)."""
        ask = current(desk.word, desk.match) if desk.word is not None else None
        if ask is not None and ask["state"] in WAITING and self.phones.device is None:
            self.phones.keep(ask["device"], ask["by"])

    def _reload(self, store: Store, match_id: int) -> None:
        """The session read again, with a ledger of its own and the turn as stored (whoever
        wrote last remembered it: the terminal's board or another server)."""
        assert self._desk is not None
        stored = store.load_match(match_id)
        self._desk.session = store.session(stored)
        self._desk.ledger = ledger_of(store, self._desk.session)
        self._desk.turn = turn_of(stored)
        self._revision = stored.revision

    def drop(self, store: Store) -> None:
        """Forget the desk and the phone (the address went on to another match)."""
        if self._desk_of is not None:
            store.release(self._desk_of)  # ours only: a terminal's lease stays
        self._desk = self._desk_of = None
        self.phones.forget()

    def _keeping(self, store: Store, match_id: int, device: str) -> Answer:
        """``{"you", "who"}``: a terminal's lease (another process) outranks our phone."""
        other = store.holder(match_id)
        if other is not None:
            self.phones.forget()  # taken over: this server's phone keeps no more
            return {"you": False, "who": terminal_words(other)}
        return self.phones.keeping(device)

    def _pad_of(self, store: Store, pad: Answer, match_id: int, device: str) -> Answer:
        return {**pad, "keeper": self._keeping(store, match_id, device)}

    def _refused(self, store: Store, device: str) -> Answer:
        pad = self._pad(store, device)
        return {"who": pad["keeper"]["who"], "pad": pad}
