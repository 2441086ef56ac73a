"""Fault (a): a process killed with SIGKILL at a random moment loses no acknowledged entry.

A child process records, undoes and redoes through ``Store`` + ``MatchSession`` and prints
``ack N`` after each operation returns. The parent kills it after a random delay, opens the
database again and compares with what the plan says the match held after N operations. One
more operation may have reached the disk before the kill (committed, not yet acknowledged);
nothing acknowledged may be missing. On both backends: on PostgreSQL the kill drops the
connection mid-transaction, and the server rolls back what was not committed.
"""

from __future__ import annotations

import random
import signal
import time

import pytest

from scorekeeper.store import DbTarget, Store
from tests.store.store_helpers import finish, integrity, start_worker
from tests.store.store_workload import expected_states, new_match, plan

PLANNED = 4000  # more than a child can do before it is killed
SEEDS = [11, 23, 37, 41, 53, 67]


def acknowledged(lines: list[str]) -> int:
    acks = [int(line.split()[1]) for line in lines if line.startswith("ack ")]
    assert acks == list(range(1, len(acks) + 1)), "acks must come one by one, in order"
    return len(acks)


@pytest.mark.parametrize("seed", SEEDS)
def test_sigkill_loses_no_acknowledged_entry(db_path: DbTarget, seed: int) -> None:
    db = db_path
    with Store.open(db) as store:
        match_id = store.create_match(new_match())
    child = start_worker("record", db, match_id, seed, PLANNED)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(random.Random(seed).uniform(0.05, 0.8))
    child.send_signal(signal.SIGKILL)
    out, err = finish(child)
    assert child.returncode == -signal.SIGKILL, err  # killed mid-stream, not finished
    acked = acknowledged(out.splitlines())
    assert acked > 0, "the child was killed before it recorded anything; kill later"

    states = expected_states(plan(seed, acked + 1))
    with Store.open(db) as store:
        session = store.load_session(match_id)
    found = (session.match.log, session.redo_entries)
    acked_state, one_more = states[acked], states[acked + 1]
    assert found in [
        (acked_state.log, acked_state.redo),
        (one_more.log, one_more.redo),
    ], f"after {acked} acknowledged operations the store holds {len(found[0])} entries"
    if not isinstance(db, str):  # a server keeps its own files whole
        assert integrity(db) == "ok"
    print(f"seed {seed}: {acked} acknowledged, {len(found[0])} entries stored")
