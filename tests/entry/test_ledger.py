"""The in-memory tap ledger: an id counts once applied, and is as stored as it gets then."""

from __future__ import annotations

from scorekeeper.entry import MemoryLedger, TapLedger


def test_an_applied_id_is_seen_and_stored_a_dropped_one_neither() -> None:
    ledger: TapLedger = MemoryLedger()
    ledger.pending("kept")
    assert not ledger.seen("kept") and not ledger.stored("kept")  # not applied yet
    ledger.applied("kept")
    ledger.pending("refused")
    ledger.dropped("refused")
    assert (ledger.seen("kept"), ledger.stored("kept")) == (True, True)
    assert (ledger.seen("refused"), ledger.stored("refused")) == (False, False)
