"""Fault (b): two app processes on one database neither corrupt it nor crash.

Different matches: both record at full speed at the same time; SQLite queues the writers
(``BEGIN IMMEDIATE`` + busy timeout) and every entry of both lands. The same match: the
second process is refused by the claim and its write is refused too, with a message saying
the match is open elsewhere; once the first process is gone (even killed), it may take over.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

from scorekeeper.store import Store
from tests.store.store_helpers import finish, integrity, start_worker
from tests.store.store_workload import expected_states, new_match, plan

COUNT = 250


def two_matches(db: Path) -> tuple[int, int]:
    with Store.open(db) as store:
        return store.create_match(new_match()), store.create_match(new_match())


def test_two_processes_record_into_two_matches_at_once(tmp_path: Path) -> None:
    db = tmp_path / "scorekeeper.db"
    first, second = two_matches(db)
    children = [
        start_worker("record", db, match_id, 5, COUNT, "wait") for match_id in (first, second)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children:  # both are open and claimed: let them write at once
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    results = [finish(child) for child in children]
    for child, (out, err) in zip(children, results, strict=True):
        assert child.returncode == 0, err
        assert out.splitlines()[-1] == "done"
        assert "Traceback" not in err
    expected = expected_states(plan(5, COUNT))[COUNT]
    with Store.open(db) as store:
        for match_id in (first, second):
            session = store.load_session(match_id)
            assert (session.match.log, session.redo_entries) == (expected.log, expected.redo)
    assert integrity(db) == "ok"


def test_the_second_app_is_told_the_match_is_open_elsewhere(tmp_path: Path) -> None:
    db = tmp_path / "scorekeeper.db"
    match_id, _other = two_matches(db)
    holder = start_worker("hold", db, match_id)
    assert holder.stdout is not None and holder.stdin is not None
    assert holder.stdout.readline().strip() == "claimed"

    second = start_worker("record", db, match_id, 5, COUNT)
    out, err = finish(second)
    assert second.returncode == 0, err
    lines = out.splitlines()
    assert lines[0] == "refused"
    assert lines[1].startswith(f"busy match {match_id} is open in another scorekeeper (process")
    with Store.open(db) as store:
        assert store.load_match(match_id).match.log == []  # the refused write left nothing

    holder.stdin.write("\n")  # the first app closes the match and exits
    finish(holder)
    third = start_worker("record", db, match_id, 5, 20)
    out, err = finish(third)
    assert (third.returncode, out.splitlines()[-1]) == (0, "done"), err
    assert integrity(db) == "ok"


def test_a_killed_app_does_not_lock_its_match_forever(tmp_path: Path) -> None:
    db = tmp_path / "scorekeeper.db"
    match_id, _other = two_matches(db)
    holder = start_worker("hold", db, match_id)
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "claimed"
    with Store.open(db) as store:
        assert not store.claim(match_id)
        holder.send_signal(signal.SIGKILL)
        finish(holder)  # reaped: its process id no longer exists
        assert store.claim(match_id)  # same host, dead process: the lease is stale


def test_four_first_starts_at_once_share_one_new_file(tmp_path: Path) -> None:
    """Four imports race to create the same database: one creates the schema, the others wait
    for it and find it done; every match lands (``--again``: it is the same match each time)."""
    db = tmp_path / "scorekeeper.db"
    issue = Path(__file__).parents[1] / "data" / "issue-example.json"
    command = [
        sys.executable,
        "-m",
        "scorekeeper",
        "--db",
        str(db),
        "import",
        "--again",
        str(issue),
    ]
    children = [
        subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(4)
    ]
    for child in children:
        _out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err
    listed = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--db", str(db), "history", "--json"],
        capture_output=True,
        check=True,
    )
    assert sorted(match["id"] for match in json.loads(listed.stdout)) == [1, 2, 3, 4]
    assert integrity(db) == "ok"
