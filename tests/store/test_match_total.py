"""Schema 7: the number of matches the history pages by is kept, not counted row by row."""

from __future__ import annotations

from scorekeeper.model import Lead
from scorekeeper.store import DbTarget, Store
from tests.store.store_helpers import raw
from tests.store.store_workload import new_match


def kept(db: DbTarget) -> int:
    conn = raw(db)
    try:
        return int(conn.execute("SELECT matches FROM match_total").fetchone()[0])
    finally:
        conn.close()


def test_the_count_follows_every_insert_and_delete(db_path: DbTarget) -> None:
    with Store.open(db_path) as store:
        assert store.count_matches() == 0
        first = store.create_match(new_match())
        store.import_matches([new_match(), new_match()])
        store.load_session(first).record(Lead("Anna"))  # a write changes no count
        assert store.count_matches() == 3
        store.delete_match(first)
        assert store.count_matches() == 2 == len(store.history())
    assert kept(db_path) == 2


def test_a_rebuild_recounts_a_count_that_was_tampered_with(db_path: DbTarget) -> None:
    with Store.open(db_path) as store:
        store.import_matches([new_match(), new_match()])
    conn = raw(db_path)
    conn.execute("UPDATE match_total SET matches = 40")
    conn.commit()
    conn.close()
    with Store.open(db_path) as store:
        assert store.count_matches() == 40  # read from the kept row, not counted
        store.rebuild_index()
        assert store.count_matches() == 2
