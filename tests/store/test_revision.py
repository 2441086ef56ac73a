"""``Store.revision``: the one row the entry keeper reads before each tap to tell whether another
process changed the match (both backends): every change moves it by one, a turn does not."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.store import Store, StoreError


def test_every_change_moves_the_revision_and_nothing_else_does(
    store: Store, catalog: Catalog
) -> None:
    match_id = store.create_match(Match(["Anna", "Boris"], catalog.get("six-matador-expert")))
    start = store.revision(match_id)
    session = store.load_session(match_id)
    session.record(Lead("Anna"))
    session.record(Matador("Boris"))
    assert store.revision(match_id) == start + 2
    session.undo()
    assert store.revision(match_id) == start + 3  # an undo is a change too
    store.set_turn(match_id, "Anna")  # remembered, not a change of the match
    assert store.revision(match_id) == start + 3
    assert store.load_match(match_id).revision == store.revision(match_id)


def test_a_match_that_is_not_there_is_a_store_error(store: Store) -> None:
    with pytest.raises(StoreError, match="99"):
        store.revision(99)
