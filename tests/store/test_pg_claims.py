"""Issue 15 item 4: a match open at one table is refused at another, across machines.

Two tables are two ``Store`` objects on one PostgreSQL database, each with a connection of
its own and a ``leases.Holder`` naming another host, as two laptops in a club would be. A
lease held on another host cannot be judged by its process id (that process lives on the
other machine), so only a heartbeat older than ``LEASE_SECONDS`` lets another table take it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from scorekeeper.model import Lead, Move
from scorekeeper.store import MatchBusy, Store
from scorekeeper.store.leases import LEASE_SECONDS, Holder
from scorekeeper.store.pg_connect import server_database
from tests.pg.server import PgServer
from tests.store.store_helpers import raw
from tests.store.store_workload import new_match

NO_SUCH_PID = 2**22 + 12345  # above Linux's pid_max (2**22): no process on this machine has it


def table(url: str, host: str, pid: int = 4242) -> Store:
    """A table on machine ``host`` (its own connection and lease identity)."""
    database = server_database(url, read_only=False)
    database.me = Holder(pid=pid, host=host)
    return Store(database)


@pytest.fixture
def url(pg_server: PgServer) -> str:
    return pg_server.migrated_url()


@pytest.fixture
def two_tables(url: str) -> Iterator[tuple[Store, Store, int]]:
    first, second = table(url, "table-1.club", NO_SUCH_PID), table(url, "table-2.club")
    match_id = first.create_match(new_match())
    yield first, second, match_id
    second.close()
    first.close()


def test_a_match_open_at_one_table_is_refused_at_another(
    two_tables: tuple[Store, Store, int],
) -> None:
    first, second, match_id = two_tables
    assert first.claim(match_id)
    # the holder's process id exists nowhere here: on another host that proves nothing
    assert not second.claim(match_id)
    holder = second.holder(match_id)
    assert holder is not None and (holder.host, holder.pid) == ("table-1.club", NO_SUCH_PID)
    refused = second.load_session(match_id)
    with pytest.raises(MatchBusy, match=re.escape(f"process {NO_SUCH_PID} on table-1.club")):
        refused.record(Lead("Anna"))
    first.load_session(match_id).record(Lead("Boris"))  # the holder goes on recording
    assert second.load_match(match_id).match.log == [Lead("Boris")]


def test_a_silent_table_is_taken_over_after_its_lease_runs_out(
    two_tables: tuple[Store, Store, int], url: str
) -> None:
    first, second, match_id = two_tables
    session = first.load_session(match_id)
    session.record(Lead("Anna"))  # a write claims the match too
    assert not second.claim(match_id)
    age(url, LEASE_SECONDS - 5)
    assert not second.claim(match_id)  # silent for 115 s: not yet taken for gone
    age(url, 10)  # now older than LEASE_SECONDS: the first table's machine is gone
    assert second.claim(match_id)
    with pytest.raises(MatchBusy, match=re.escape("on table-2.club")):
        session.record(Move("Boris"))  # the first table, back, is refused: no two writers
    assert len(second.load_match(match_id).match.log) == 1


def test_a_released_match_may_be_opened_at_another_table(
    two_tables: tuple[Store, Store, int],
) -> None:
    first, second, match_id = two_tables
    assert first.claim(match_id)
    first.release(match_id)  # the first table closed the match
    assert second.claim(match_id)
    assert not first.claim(match_id)


def age(url: str, seconds: float) -> None:
    """Every heartbeat ``seconds`` older, as if no table had renewed its lease since."""
    conn = raw(url)
    try:
        conn.execute("UPDATE leases SET heartbeat = heartbeat - ?", (seconds,))
    finally:
        conn.close()
