"""Issue 11 item 1: a round end's typed hands are kept by the store (entries are the kinds'
JSON), and a stored match is checked by the same set rules when recorded or replayed."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match, RoundEnd, RuleError, Tile
from scorekeeper.store import Store

A, B, V = "Anna", "Boris", "Vera"


def test_the_store_keeps_the_hands(store: Store, catalog: Catalog) -> None:
    new_id = store.create_match(Match([A, B, V], catalog.get("matador-pips")))
    session = store.load_session(new_id)
    session.record(Lead(A))
    session.record(Matador(B, Tile(1, 6)))
    with pytest.raises(RuleError, match="1:6 in Vera's hand was laid this round already"):
        session.record(RoundEnd(B, hands={A: (Tile(0, 2),), V: (Tile(1, 6),)}))
    end = RoundEnd(B, hands={A: (Tile(0, 2),), V: (Tile(5, 6), Tile(3, 3))})
    session.record(end)
    stored = store.load_match(new_id).match
    assert stored.log == [Lead(A), Matador(B, Tile(1, 6)), end]
    last = stored.log[-1]
    assert isinstance(last, RoundEnd) and last.hands == {
        A: (Tile(0, 2),),
        V: (Tile(5, 6), Tile(3, 3)),
    }
    # ruling 7: Boris went out and scores the others' pips, 2 + (11 + 6) = 19
    assert stored.totals == [0, 19, 0]
