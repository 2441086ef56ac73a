"""LISTEN/NOTIFY as the live views' signal: which matches another table changed, and a lost
connection said as "anything may have changed"."""

from __future__ import annotations

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Match
from scorekeeper.store import Store, StoreUnavailable
from scorekeeper.store.pg_notify import CHANNEL
from tests.pg.server import PgServer


def test_a_listener_hears_which_match_another_table_changed(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    with Store.open(url) as table, Store.open(url, read_only=True) as view:
        first = table.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
        second = table.create_match(Match(["Vera", "Gleb"], catalog.get("matador-classic")))
        signal = view.change_signal()
        assert signal.moved_matches() is None  # the first look: anything may have changed
        assert signal.moved_matches() == set()  # nothing since
        table.load_session(second).record(Lead("Vera"))
        assert signal.moved_matches() == {second}
        assert not signal.moved()
        table.load_session(first).record(Lead("Anna"))
        assert signal.moved()


def test_after_a_server_restart_the_listener_says_anything_may_have_changed(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    with Store.open(url) as table:
        table.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    view = Store.open(url, read_only=True)
    signal = view.change_signal()
    signal.moved_matches()
    running.restart()
    with pytest.raises(StoreUnavailable):  # the old socket is found dead at the next look
        signal.moved_matches()
    assert signal.moved_matches() is None  # connected again: what it missed is unknown
    with Store.open(url) as table:
        match_id = table.create_match(Match(["Vera", "Gleb"], catalog.get("matador-classic")))
    assert signal.moved_matches() == {match_id}  # and it listens again
    view.close()


def _heard(listener: psycopg.Connection[tuple[object, ...]]) -> list[str]:
    """The payloads the listener has been sent so far (a round trip fetches them)."""
    listener.execute("SELECT 1")
    return [notice.payload for notice in listener.notifies(timeout=0.5, stop_after=None)]


def test_an_entry_is_heard_once_after_its_commit_and_other_writes_still_say_so(
    running: PgServer, catalog: Catalog
) -> None:
    """An entry says its match in a transaction after its own (pg_record.py: the trigger is
    stilled for the entry's transaction only), so a board hears it once; any other write to
    the match's row, on the same connection after it, is still said by the trigger."""
    url = running.fresh_url()
    with Store.open(url) as table, psycopg.connect(url, autocommit=True) as listener:
        match_id = table.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
        listener.execute(f"LISTEN {CHANNEL}")
        table.load_session(match_id).record(Lead("Anna"))
        assert _heard(listener) == [str(match_id)]
        raw = table._db.conn.raw  # type: ignore[attr-defined]
        raw.execute("UPDATE matches SET revision = revision WHERE id = %s", (match_id,))
        assert _heard(listener) == [str(match_id)]  # the stilling did not outlive its entry
