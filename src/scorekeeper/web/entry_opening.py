"""What ``serve``'s keeper (``entry_keeper.StoreKeeper``) opens of the store for a match's desk:
its tap ledger, its word book (where the opponents' word is on) and whose turn it is."""

from __future__ import annotations

from scorekeeper.entry import TapLedger
from scorekeeper.entry.word import WordBook
from scorekeeper.model.turns import TurnKeeper, resumed_turn
from scorekeeper.session import MatchSession
from scorekeeper.store import Store, StoredMatch


def ledger_of(store: Store, session: MatchSession) -> TapLedger:
    """The tap ids applied to the session's match, kept in the store with the changes they
    made (``Store.tap_ledger``): the one place a keeper gets its ledger, one per session."""
    return store.tap_ledger(session)


def word_of(store: Store, match_id: int) -> WordBook | None:
    """The match's word book where its round ends wait for the table's word (schema 14)."""
    book = store.word(match_id)
    return book if book.on else None


def turn_of(stored: StoredMatch) -> TurnKeeper:
    """Whose turn, as the store remembers it for the match (the boards' ``seat_of``)."""
    return TurnKeeper(stored.match, resumed_turn(stored.match, stored.turn))
