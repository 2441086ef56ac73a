"""Undo and redo of every kind of change survive a restart: entries, edits, deletes, round-end
corrections, finish and reopen, each one step, read back through ``Store.load_session``."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    Pass,
    Reopen,
    RoundEnd,
    RuleError,
)
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.store.rows import dump_entry, dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate, schema_version
from tests.store.store_helpers import raw
from tests.store.store_workload import new_match, next_entry

# six-matador-expert, Anna Boris Vera: lead 0, move +1, matador +10, pass -6
PLAYED: list[LogEntry] = [Lead("Anna"), Move("Boris"), Pass("Vera")]


class Restarts:
    """One app at a time on the file: each restart closes the last store, as quitting does."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.store = Store.open(path)

    def session(self, match_id: int) -> MatchSession:
        """The session as a fresh app would get it."""
        self.store.close()
        self.store = Store.open(self.path)
        return self.store.load_session(match_id)


@pytest.fixture
def app(db_path: Path) -> Iterator[Restarts]:
    restarts = Restarts(db_path)
    yield restarts
    restarts.store.close()


def started(app: Restarts) -> tuple[int, MatchSession]:
    match_id = app.store.create_match(new_match())
    session = app.store.load_session(match_id)
    for entry in PLAYED:
        session.record(entry)
    return match_id, session


def test_an_edit_is_undone_and_redone_across_restarts(app: Restarts) -> None:
    match_id, session = started(app)
    session.rewrite([Lead("Anna"), Matador("Boris"), Pass("Vera")])
    again = app.session(match_id)
    assert again.match.totals == [0, 10, -6]
    assert isinstance(again.undo(), Rewrite)
    third = app.session(match_id)
    assert third.match.log == PLAYED  # the edit is gone, the pass after it stays
    assert third.match.totals == [0, 1, -6]
    redone = third.redo()
    assert isinstance(redone, Rewrite) and redone.inserted == (Matador("Boris"),)
    assert app.session(match_id).match.totals == [0, 10, -6]


def test_a_delete_with_entries_after_it_keeps_the_order_across_restarts(app: Restarts) -> None:
    match_id, session = started(app)
    session.rewrite([Lead("Anna"), Pass("Vera")])  # Boris's move deleted
    session.record(Matador("Anna"))  # Anna +10
    session.undo()
    session.undo()
    again = app.session(match_id)
    assert again.match.log == PLAYED
    assert again.redo_entries == [Matador("Anna")]
    assert [change.removed for change in again.redo_rewrites] == [(Move("Boris"),)]
    assert isinstance(again.redo(), Rewrite)  # the delete first: it came first
    third = app.session(match_id)
    assert third.redo() == Matador("Anna")
    assert app.session(match_id).match.log == [Lead("Anna"), Pass("Vera"), Matador("Anna")]


def test_a_round_end_correction_is_one_step(app: Restarts) -> None:
    match_id, session = started(app)
    session.record(RoundEnd(out="Boris"))
    session.record(Lead("Vera"))
    session.rewrite([*PLAYED, RoundEnd(out="Anna"), Lead("Vera")])  # it was Anna who went out
    again = app.session(match_id)
    assert again.match.rounds[0].winner == "Anna"
    assert again.undo() == session.rewrites[-1]
    assert app.session(match_id).match.rounds[0].winner == "Boris"


def test_finish_and_reopen_are_steps_across_restarts(app: Restarts) -> None:
    match_id, session = started(app)
    session.record(Finish())
    session.record(Reopen())
    again = app.session(match_id)
    assert again.undo() == Reopen()
    third = app.session(match_id)
    assert third.match.finished
    assert third.undo() == Finish()
    fourth = app.session(match_id)
    assert not fourth.match.finished
    assert fourth.redo() == Finish() and fourth.redo() == Reopen()
    assert not app.session(match_id).match.finished


def test_renaming_a_player_renames_the_edits_so_they_still_undo(app: Restarts) -> None:
    match_id, session = started(app)
    session.rewrite([Lead("Anna"), Matador("Boris"), Pass("Vera")])
    app.store.rename_player(match_id, "Boris", "Borys")
    again = app.session(match_id)
    assert isinstance(again.undo(), Rewrite)
    assert again.match.log == [Lead("Anna"), Move("Borys"), Pass("Vera")]


def test_deleting_a_match_deletes_its_edits(app: Restarts) -> None:
    match_id, session = started(app)
    session.rewrite([Lead("Anna"), Pass("Vera")])
    app.store.delete_match(match_id)
    conn = raw(app.path)
    assert conn.execute("SELECT COUNT(*) FROM rewrites").fetchone() == (0,)
    conn.close()


def test_a_schema_three_file_gains_the_edits_table(db_path: Path, catalog: Catalog) -> None:
    conn = raw(db_path)
    migrate(conn, MIGRATIONS[:3])
    preset = dump_json(catalog.get("six-matador-expert").to_json())
    conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at)"
        " VALUES (?, ?, NULL, NULL, '2025-05-01T18:00:00.000000+00:00',"
        " '2025-05-01T19:00:00.000000+00:00')",
        (preset, dump_json(["Anna", "Boris"])),
    )
    conn.executemany(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (1, ?, ?, 0)",
        [(1, dump_entry(Lead("Anna"))), (2, dump_entry(Move("Boris")))],
    )
    assert schema_version(conn) == 3
    conn.close()
    with Store.open(db_path) as store:
        session = store.load_session(1)
        assert session.match.totals == [0, 1]  # the old log reads back: Boris's move +1
        session.rewrite([Lead("Anna"), Matador("Boris")])  # Boris +10
    with Store.open(db_path) as store:
        again = store.load_session(1)
        assert again.match.totals == [0, 10]
        assert isinstance(again.undo(), Rewrite)
        assert again.undo() == Move("Boris")  # and the old entries undo as before
    conn = raw(db_path)
    assert schema_version(conn) == LATEST  # 4 added the edits; every later step ran too
    conn.close()


def test_an_edit_row_holds_only_what_it_changed(app: Restarts) -> None:
    """A key after an edit still writes one row: the edit is kept as its stretch only."""
    match_id, session = started(app)
    session.rewrite([Lead("Anna"), Matador("Boris"), Pass("Vera")])
    session.record(Move("Anna"))
    conn = raw(app.path)
    (change,) = conn.execute("SELECT change FROM rewrites WHERE match_id = ?", (match_id,))
    conn.close()
    assert "pass" not in change[0]  # the unchanged entries are not in the edit's row


def _random_edit(session: MatchSession, rng: random.Random) -> None:
    """Change a random old move into a matador, or delete a random entry, where rules allow."""
    log = session.match.log
    if not log:
        return
    index = rng.randrange(len(log))
    entry = log[index]
    replacement: list[LogEntry] = [Matador(entry.player)] if isinstance(entry, Move) else []
    with contextlib.suppress(RuleError):  # a delete that leaves a move leading is refused
        session.rewrite([*log[:index], *replacement, *log[index + 1 :]])


def _history(session: MatchSession) -> tuple[object, ...]:
    return (session.match.log, session.redo_entries, session.rewrites, session.redo_rewrites)


@pytest.mark.parametrize("seed", [3, 4])
def test_any_mix_of_changes_reads_back_and_undoes_in_the_same_order(
    app: Restarts, seed: int
) -> None:
    rng = random.Random(seed)
    match_id, session = started(app)
    for step in range(90):
        roll = rng.random()
        if roll < 0.2:
            session.undo()
        elif roll < 0.3:
            session.redo()
        elif roll < 0.42:
            _random_edit(session, rng)
        else:
            session.record(next_entry(session.match, rng))
        if step % 30 == 29:
            again = app.session(match_id)
            assert _history(again) == _history(session)
            session = again  # the restarted app carries on
    memory = MatchSession(
        session.match, None, session.redo_entries, session.rewrites, session.redo_rewrites
    )
    stored = app.session(match_id)
    undone_in_memory = [memory.undo() for _ in range(200)]
    undone_stored = [stored.undo() for _ in range(200)]
    assert undone_in_memory == undone_stored and undone_stored[-1] is None
    assert sum(isinstance(change, Rewrite) for change in undone_stored) >= 2  # edits among them
    assert app.session(match_id).match.log == []  # every change, edits too, taken back
