"""Issue 26 item 3, the store's side: a phone's tap id is stored with the change it made, in
that change's transaction, so a tap is applied once across restarts and resends, and a change
that is not stored leaves no id. Both backends; the real ``EntryDesk`` makes the taps.

Prices: six-matador-expert (RULES.md section 4): a round's first tile is its lead and earns 0,
a matador +10, a tile after the lead +1 (move_points).
"""

from __future__ import annotations

import random
import signal
import time
from typing import Any

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Lead, Matador, Match, Move
from scorekeeper.store import DbTarget, Store, StoreError
from tests.store.store_helpers import finish, raw, start_worker
from tests.store.store_workload import new_match
from tests.store.tap_workload import replayed, tap_plan
from tests.store.test_kill import acknowledged

PRESET = "six-matador-expert"
KILL_PLANNED = 3000  # more taps than a child makes before it is killed


def _desk(store: Store, match_id: int) -> EntryDesk:
    session = store.load_session(match_id)
    return EntryDesk(session, taps=store.tap_ledger(session))


def _tap(tap_id: str, do: str, seat: int | None = None) -> dict[str, Any]:
    return {"id": tap_id, "do": do} | ({} if seat is None else {"seat": seat})


def taps_of(db: DbTarget, match_id: int) -> list[tuple[str, int, str]]:
    """The match's taps as stored: (tap id, log row, change), in the order they were made."""
    conn = raw(db)
    try:
        found = conn.execute(
            "SELECT tap_id, seq, change FROM taps WHERE match_id = ? ORDER BY at, seq",
            (match_id,),
        )
        return [tuple(row) for row in found.fetchall()]
    finally:
        conn.close()


def _match(store: Store, catalog: Catalog) -> int:
    return store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))


def test_an_id_is_stored_with_its_entry_and_seen_after_a_restart(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        assert desk.tap(_tap("t-lead", "tile", 0))["refusal"] is None
        assert desk.tap(_tap("t-matador", "matador", 1))["refusal"] is None
        assert desk.ledger.stored("t-matador")
    assert taps_of(db_path, match_id) == [("t-lead", 1, "entry"), ("t-matador", 2, "entry")]
    with Store.open(db_path) as again:  # the server restarted: a new store, a new desk
        desk = _desk(again, match_id)
        answer = desk.tap(_tap("t-matador", "matador", 1))  # the phone resends it
        assert (answer["kept"], answer["again"], answer["refusal"]) == (True, True, None)
        assert again.load_match(match_id).match.log == [Lead("Anna"), Matador("Boris")]
        assert again.summary(match_id).totals == (0, 10)  # one matador, not two


def test_the_same_id_twice_is_applied_once(db_path: DbTarget, catalog: Catalog) -> None:
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        desk.tap(_tap("t-lead", "tile", 0))
        first = desk.tap(_tap("t-m", "matador", 1))
        second = desk.tap(_tap("t-m", "matador", 1))  # the answer was lost: sent again
        assert (first["again"], second["again"]) == (False, True)
        assert store.summary(match_id).totals == (0, 10)
    assert [tap_id for tap_id, _seq, _change in taps_of(db_path, match_id)] == ["t-lead", "t-m"]


def test_a_refused_tap_leaves_no_id(db_path: DbTarget, catalog: Catalog) -> None:
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        assert desk.tap(_tap("t-undo", "undo"))["refusal"] == "Nothing to undo."
        assert desk.tap(_tap("t-redo", "redo"))["refusal"] == "Nothing to redo."
        assert not desk.ledger.seen("t-undo") and not desk.ledger.stored("t-undo")
        desk.tap(_tap("t-lead", "tile", 0))
    assert taps_of(db_path, match_id) == [("t-lead", 1, "entry")]
    with Store.open(db_path) as again:  # the refused id means nothing: it may come again
        desk = _desk(again, match_id)
        assert desk.tap(_tap("t-undo", "undo"))["again"] is False
        assert again.load_match(match_id).match.log == []


def test_an_undo_and_a_redo_are_stored_with_their_ids(db_path: DbTarget, catalog: Catalog) -> None:
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        for tap in (_tap("a", "tile", 0), _tap("b", "matador", 1), _tap("c", "undo")):
            desk.tap(tap)
        desk.tap(_tap("d", "redo"))
        desk.tap(_tap("e", "undo"))
    # row 2 (Boris's matador) undone by c, redone by d, undone again by e
    assert taps_of(db_path, match_id) == [
        ("a", 1, "entry"),
        ("b", 2, "entry"),
        ("c", 2, "undo"),
        ("d", 2, "redo"),
        ("e", 2, "undo"),
    ]
    with Store.open(db_path) as again:
        desk = _desk(again, match_id)
        for tap_id, do in (("c", "undo"), ("d", "redo"), ("e", "undo")):
            assert desk.tap(_tap(tap_id, do))["again"] is True  # none applied a second time
        stored = again.load_match(match_id)
        assert (stored.match.log, stored.redo) == ([Lead("Anna")], (Matador("Boris"),))


def test_a_turn_tap_changes_nothing_stored(db_path: DbTarget, catalog: Catalog) -> None:
    """Whose turn it is at a round's start is the desk's to remember, not the store's: its id
    is seen for as long as the desk lives, and no row is written for it."""
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        desk.tap(_tap("t-turn", "turn", 1))
        assert desk.ledger.seen("t-turn") and desk.ledger.stored("t-turn")
        desk.tap(_tap("t-lead", "tile"))  # Boris leads, as the turn tap chose
        assert store.load_match(match_id).match.log == [Lead("Boris")]
    assert taps_of(db_path, match_id) == [("t-lead", 1, "entry")]


def _crash_once_the_tap_is_written(db: DbTarget) -> None:
    """A failure just after the tap's row is in, the change's rows before it (the entry's, the
    undo's flag), inside the transaction: as if the process died before the commit."""
    conn = raw(db)
    if isinstance(db, str):
        conn.execute(
            "CREATE FUNCTION crash() RETURNS trigger LANGUAGE plpgsql AS"
            " $$ BEGIN RAISE EXCEPTION 'crashed mid-write'; END $$"
        )
        conn.execute(
            "CREATE TRIGGER crash AFTER INSERT ON taps FOR EACH ROW EXECUTE FUNCTION crash()"
        )
    else:
        conn.execute(
            "CREATE TRIGGER crash AFTER INSERT ON taps"
            " BEGIN SELECT RAISE(ABORT, 'crashed mid-write'); END"
        )
    conn.close()


def _mend(db: DbTarget) -> None:
    conn = raw(db)
    conn.execute("DROP TRIGGER crash ON taps" if isinstance(db, str) else "DROP TRIGGER crash")
    conn.close()


@pytest.mark.parametrize("do", ["tile", "undo"])
def test_a_rolled_back_change_leaves_no_id(db_path: DbTarget, catalog: Catalog, do: str) -> None:
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        desk.tap(_tap("t-lead", "tile", 0))
        _crash_once_the_tap_is_written(db_path)
        with pytest.raises(StoreError, match="crashed mid-write"):
            desk.tap(_tap("t-x", do, 1 if do == "tile" else None))
        assert not desk.ledger.seen("t-x")
        _mend(db_path)
        assert store.load_match(match_id).match.log == [Lead("Anna")]
    assert taps_of(db_path, match_id) == [("t-lead", 1, "entry")]
    with Store.open(db_path) as again:  # sent again, it is applied: once
        desk = _desk(again, match_id)
        assert desk.tap(_tap("t-x", do, 1 if do == "tile" else None))["again"] is False
        log = again.load_match(match_id).match.log
        assert log == ([Lead("Anna"), Move("Boris")] if do == "tile" else [])


def test_a_second_write_of_one_id_is_refused_by_the_database(
    db_path: DbTarget, catalog: Catalog
) -> None:
    """A desk that had not heard of an id another session stored: the key refuses it, and the
    entry it came with is not written either."""
    with Store.open(db_path) as store:
        match_id = _match(store, catalog)
        desk = _desk(store, match_id)
        desk.tap(_tap("t-lead", "tile", 0))
        desk.ledger._ids.discard("t-lead")  # type: ignore[attr-defined]  # as if never read
        with pytest.raises(StoreError):
            desk.tap(_tap("t-lead", "matador", 1))
        assert store.load_match(match_id).match.log == [Lead("Anna")]
    assert taps_of(db_path, match_id) == [("t-lead", 1, "entry")]


def test_rebuilds_keep_the_taps_and_a_deleted_match_takes_them(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        kept, deleted = _match(store, catalog), _match(store, catalog)
        _desk(store, kept).tap(_tap("k", "tile", 0))
        _desk(store, deleted).tap(_tap("d", "tile", 0))
        store.rebuild_index()
        assert _desk(store, kept).ledger.seen("k")
        store.delete_match(deleted)
    assert taps_of(db_path, kept) == [("k", 1, "entry")]
    assert taps_of(db_path, deleted) == []


def test_a_ledger_is_for_its_own_stores_sessions(db_path: DbTarget, catalog: Catalog) -> None:
    with Store.open(db_path) as store, Store.open(db_path) as other:
        session = other.load_session(_match(store, catalog))
        with pytest.raises(ValueError, match="session of this store"):
            store.tap_ledger(session)


@pytest.mark.parametrize("seed", [5, 17, 29])
def test_a_killed_process_leaves_ids_exactly_with_their_changes(
    db_path: DbTarget, seed: int
) -> None:
    """A child taps through the desk and is killed with SIGKILL mid-stream: the ids stored are
    those of the taps whose changes are stored, no more, no fewer. After N acknowledged taps,
    the store holds what the first N (or N + 1: committed, not yet acknowledged) make of the
    match in memory, refusals and all, and exactly their applied ids."""
    with Store.open(db_path) as store:
        match_id = store.create_match(new_match())
    child = start_worker("taps", db_path, match_id, seed, KILL_PLANNED)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(random.Random(seed).uniform(0.1, 0.8))
    child.send_signal(signal.SIGKILL)
    out, err = finish(child)
    assert child.returncode == -signal.SIGKILL, err
    acked = acknowledged(out.splitlines())
    assert acked > 0, "killed before the first tap; kill later"
    with Store.open(db_path) as store:
        session = store.load_session(match_id)
    ids = {tap_id for tap_id, _seq, _change in taps_of(db_path, match_id)}
    found = (session.match.log, session.redo_entries, ids)
    planned = tap_plan(seed, acked + 1)
    wanted = [replayed(planned[:acked]), replayed(planned)]
    assert found in [(r.log, r.redo, r.applied) for r in wanted], f"{acked} taps acknowledged"
    print(f"seed {seed}: {acked} taps acknowledged, {len(ids)} ids and {len(found[0])} entries")
