"""The journal: one row per entry, undo/redo as flags, every write committed and indexed."""

from __future__ import annotations

import json
from datetime import UTC
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Adjust,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    RuleError,
    Tile,
    preset_from_data,
)
from scorekeeper.session import MatchSession
from scorekeeper.store import MatchBusy, Store, StoreError
from scorekeeper.store.queries import tallies_from_scratch
from tests.store.store_helpers import raw
from tests.store.store_workload import PLAYERS, apply, new_match, plan

ROUND: list[LogEntry] = [
    Lead("Anna"),
    Move("Boris"),
    Matador("Vera", Tile.parse("0:6")),  # its 6 half outward: an open six (RULES.md 5.2)
    OpenSix("Vera"),
]


def rows(path: Path, match_id: int) -> list[tuple[int, dict[str, object], int]]:
    """The raw log rows, read with plain sqlite3 behind the store's back."""
    conn = raw(path)
    try:
        found = conn.execute(
            "SELECT seq, entry, undone FROM entries WHERE match_id = ? ORDER BY seq", (match_id,)
        )
        return [(seq, json.loads(entry), undone) for seq, entry, undone in found]
    finally:
        conn.close()


def stored_session(store: Store) -> tuple[int, MatchSession]:
    match_id = store.create_match(new_match())
    return match_id, store.load_session(match_id)


def test_each_entry_is_a_committed_row_in_order(store: Store, db_path: Path) -> None:
    match_id, session = stored_session(store)
    for entry in ROUND:
        session.record(entry)
    assert rows(db_path, match_id) == [
        (1, {"type": "lead", "player": "Anna"}, 0),
        (2, {"type": "move", "player": "Boris"}, 0),
        (3, {"type": "matador", "player": "Vera", "tile": "0:6"}, 0),
        (4, {"type": "open_six", "player": "Vera"}, 0),
    ]


def test_undo_flags_the_last_row_and_redo_restores_the_first_undone(
    store: Store, db_path: Path
) -> None:
    match_id, session = stored_session(store)
    for entry in ROUND:
        session.record(entry)
    session.undo()
    session.undo()
    assert [undone for _seq, _entry, undone in rows(db_path, match_id)] == [0, 0, 1, 1]
    session.redo()  # the matador comes back first, the open six stays undone
    assert [undone for _seq, _entry, undone in rows(db_path, match_id)] == [0, 0, 0, 1]


def test_a_new_entry_drops_the_redo_chain(store: Store, db_path: Path) -> None:
    match_id, session = stored_session(store)
    for entry in ROUND:
        session.record(entry)
    session.undo()
    session.undo()
    session.record(Pass("Vera"))
    assert rows(db_path, match_id)[2:] == [(3, {"type": "pass", "player": "Vera"}, 0)]


def test_undo_and_redo_history_survive_closing_the_database(db_path: Path) -> None:
    with Store.open(db_path) as store:
        match_id, session = stored_session(store)
        for entry in ROUND:
            session.record(entry)
        session.undo()
        session.undo()
    with Store.open(db_path) as store:
        again = store.load_session(match_id)
        assert again.match.log == ROUND[:2]
        assert again.redo_entries == ROUND[2:]
        assert again.redo() == ROUND[2]
    with Store.open(db_path) as store:
        third = store.load_session(match_id)
        assert third.match.log == ROUND[:3]
        assert third.redo_entries == ROUND[3:]
        # Anna lead 0, Boris move +1, Vera matador +10 (six-matador-expert)
        assert third.match.totals == [0, 1, 10]


def test_a_rewrite_replaces_the_log_and_forgets_redo(store: Store, db_path: Path) -> None:
    match_id, session = stored_session(store)
    for entry in ROUND:
        session.record(entry)
    session.undo()
    session.rewrite([Lead("Boris"), Pass("Vera")])
    assert rows(db_path, match_id) == [
        (1, {"type": "lead", "player": "Boris"}, 0),
        (2, {"type": "pass", "player": "Vera"}, 0),
    ]
    assert store.load_session(match_id).redo_entries == []


def replayed_seats(log: list[LogEntry]) -> list[tuple[str, int, int, int, int]]:
    """(name, total, matadors, passes, largest debt) worked out without the store's code:
    the log is replayed entry by entry and the debt is the lowest total seen on the way."""
    match = new_match()
    lowest = dict.fromkeys(PLAYERS, 0)
    for entry in log:
        match.record(entry)
        for name, total in zip(PLAYERS, match.totals, strict=True):
            lowest[name] = min(lowest[name], total)
    return [
        (
            name,
            match.totals[seat],
            sum(isinstance(e, Matador) and e.player == name for e in log),
            sum(isinstance(e, Pass) and e.player == name for e in log),
            -lowest[name],
        )
        for seat, name in enumerate(PLAYERS)
    ]


def index_rows(path: Path, match_id: int) -> list[tuple[str, int, int, int, int]]:
    conn = raw(path)
    try:
        return list(
            conn.execute(
                "SELECT name, total, matadors, passes, debt FROM match_players"
                " WHERE match_id = ? ORDER BY seat",
                (match_id,),
            )
        )
    finally:
        conn.close()


@pytest.mark.parametrize("seed", [1, 2])
def test_the_index_always_equals_a_replay_of_the_log(
    store: Store, db_path: Path, seed: int
) -> None:
    match_id, session = stored_session(store)
    _other_id, other = stored_session(store)  # a second match, so the stats sum two
    for entry in ROUND:
        other.record(entry)
    for number, op in enumerate(plan(seed, 240), start=1):
        apply(session, op)
        if number % 40 == 0:
            log = store.load_match(match_id).match.log
            assert index_rows(db_path, match_id) == replayed_seats(log)
            conn = raw(db_path)
            kept = {
                (key, preset): tuple(row)
                for key, preset, *row in conn.execute("SELECT * FROM player_stats")
            }
            fresh = tallies_from_scratch(conn)
            conn.close()
            assert kept == {key: tuple(vars(tally).values()) for key, tally in fresh.items()}, (
                "the triggers' sums drifted from the seat rows"
            )


def test_a_custom_preset_is_kept_whole(store: Store, catalog: Catalog) -> None:
    house = {**catalog.get("six-matador-expert").to_json(), "id": "house", "pass_points": -2}
    match = Match(["Anna", "Boris"], preset_from_data(house))
    match_id = store.create_match(match)
    loaded = store.load_match(match_id).match
    assert loaded.preset == match.preset  # a preset the catalog has never heard of
    assert loaded.preset.pass_points == -2


def test_times_are_utc_and_a_write_moves_the_update_time(store: Store) -> None:
    match_id, session = stored_session(store)
    before = store.load_match(match_id)
    session.record(Lead("Anna"))
    after = store.load_match(match_id)
    assert before.created_at.tzinfo == UTC
    assert after.created_at == before.created_at
    assert after.updated_at > before.updated_at


def test_whose_turn_is_remembered_and_checked(db_path: Path) -> None:
    with Store.open(db_path) as store:
        match_id = store.create_match(new_match())
        store.set_turn(match_id, "Vera")
    with Store.open(db_path) as store:
        assert store.turn(match_id) == "Vera"
        assert store.load_match(match_id).turn == "Vera"
        with pytest.raises(RuleError, match="Zoe"):
            store.set_turn(match_id, "Zoe")
        store.set_turn(match_id, None)
        assert store.turn(match_id) is None


def test_a_second_session_on_the_same_match_cannot_overwrite_the_first(store: Store) -> None:
    match_id, first = stored_session(store)
    second = store.load_session(match_id)
    first.record(Lead("Anna"))
    with pytest.raises(StoreError, match="changed elsewhere"):
        second.record(Lead("Boris"))
    assert second.match.log == []  # what was not stored is not shown
    assert store.load_match(match_id).match.log == [Lead("Anna")]


def test_a_match_another_app_holds_refuses_writes(db_path: Path) -> None:
    with Store.open(db_path) as mine, Store.open(db_path) as theirs:
        match_id, session = stored_session(mine)
        assert theirs.claim(match_id)
        assert not mine.claim(match_id)
        assert mine.holder(match_id) is not None
        with pytest.raises(MatchBusy, match=f"match {match_id} is open in another"):
            session.record(Lead("Anna"))
        assert session.match.log == []
        theirs.release(match_id)
        session.record(Lead("Anna"))  # free again
        session.record(Move("Boris"))
        session.undo()
        mine.release(match_id)  # writing had claimed it; now the other app takes it
        assert theirs.claim(match_id)
        for refused in (session.undo, session.redo, lambda: session.rewrite([])):
            with pytest.raises(MatchBusy):
                refused()
        assert (session.match.log, session.redo_entries) == ([Lead("Anna")], [Move("Boris")])
        theirs.release(match_id)
        session.redo()  # the journal's own copy was put back each time: it still agrees
        session.record(Pass("Vera"))
        stored = mine.load_session(match_id)
        assert stored.match.log == [Lead("Anna"), Move("Boris"), Pass("Vera")]
        assert stored.match.totals == [0, 1, -6]  # expert: lead 0, move +1, pass -6


def test_an_unknown_match_is_a_clear_error(store: Store) -> None:
    with pytest.raises(StoreError, match="there is no match 42"):
        store.load_session(42)


def test_a_round_end_and_adjustments_round_trip(store: Store) -> None:
    match_id, session = stored_session(store)
    entries: list[LogEntry] = [
        Lead("Anna"),
        Adjust("Boris", -3, "miscount"),
        RoundEnd(None, {"Anna": 3, "Boris": 7, "Vera": 0}),
    ]
    for entry in entries:
        session.record(entry)
    assert store.load_match(match_id).match.log == entries
