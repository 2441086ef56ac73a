"""A child process that uses the store as the app would; the fault tests start, watch and kill it.

    python -m tests.store.store_worker record DB MATCH_ID SEED COUNT [wait]  # claim, run the plan
    python -m tests.store.store_worker hold DB MATCH_ID  # claim, wait for a line on stdin
    python -m tests.store.store_worker taps DB MATCH_ID SEED COUNT  # a phone's taps, by the desk

DB is a SQLite file or a ``postgresql://`` address. The plan is made for the stored match's
own players (``store_workload.plan``), so tables with different players can share a database.

Every line it prints is flushed at once; ``ack N`` is printed only after the N-th operation
has returned, i.e. after the store acknowledged it. Run from the project's root folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

from scorekeeper.store import DbTarget, MatchBusy, Store
from scorekeeper.store.pg_url import is_pg_url
from tests.store.store_workload import apply, plan


def say(line: str) -> None:
    print(line, flush=True)


def record(store: Store, match_id: int, seed: int, count: int, wait: bool) -> None:
    session = store.load_session(match_id)
    players = tuple(session.match.players)
    if not store.claim(match_id):
        say("refused")
        try:
            apply(session, plan(seed, 1, players)[0])
        except MatchBusy as error:
            say(f"busy {error}")
        return
    ops = plan(
        seed, count, players
    )  # worked out before "ready", so the kill lands among the writes
    say("ready")
    if wait:  # start together with another child: both write at the same time
        sys.stdin.readline()
    for number, op in enumerate(ops, start=1):
        apply(session, op)
        say(f"ack {number}")
    say("done")


def taps(store: Store, match_id: int, seed: int, count: int) -> None:
    """The taps of ``tap_workload.tap_plan`` through the entry desk and the store's ledger."""
    from scorekeeper.entry import EntryDesk
    from tests.store.tap_workload import tap_plan

    session = store.load_session(match_id)
    store.claim(match_id)
    desk = EntryDesk(session, taps=store.tap_ledger(session))
    planned = tap_plan(seed, count)
    say("ready")
    for number, tap in enumerate(planned, start=1):
        desk.tap(tap)
        say(f"ack {number}")
    say("done")


def hold(store: Store, match_id: int) -> None:
    say("claimed" if store.claim(match_id) else "refused")
    sys.stdin.readline()


def main(argv: list[str]) -> None:
    mode, match_id = argv[0], int(argv[2])
    db: DbTarget = argv[1] if is_pg_url(argv[1]) else Path(argv[1])
    with Store.open(db) as store:
        if mode == "record":
            record(store, match_id, int(argv[3]), int(argv[4]), argv[5:] == ["wait"])
        elif mode == "taps":
            taps(store, match_id, int(argv[3]), int(argv[4]))
        else:
            hold(store, match_id)


if __name__ == "__main__":
    main(sys.argv[1:])
