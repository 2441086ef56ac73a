"""Issue 26 item 3 on a real server: a tap is still one round trip, a tap made while the server
is down is kept with its change and stored with it once the server is back (not before), and
a table's login stores taps for its own table's match only.

Prices: six-matador-expert (RULES.md section 4): a round's first tile is its lead and earns 0,
a matador +10, a tile after the lead +1 (move_points).
"""

from __future__ import annotations

from typing import Any

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Lead, Matador, Match, Move
from scorekeeper.store import Store, StoreUnavailable
from scorekeeper.store.taps import TapRow
from tests.pg.server import PgServer
from tests.pg.table_club import as_login as _as
from tests.pg.table_club import club as club  # the club's roles, as a fixture here
from tests.pg.test_tables_apart import _record_statements, _refused
from tests.store.test_taps import taps_of

PRESET = "six-matador-expert"


def _desk(store: Store, match_id: int) -> EntryDesk:
    session = store.load_session(match_id)
    return EntryDesk(session, taps=store.tap_ledger(session))


def _tap(tap_id: str, do: str, seat: int | None = None) -> dict[str, Any]:
    return {"id": tap_id, "do": do} | ({} if seat is None else {"seat": seat})


def _stored(desk: EntryDesk, tap_id: str) -> bool:
    return desk.ledger.stored(tap_id)


def test_a_tap_is_one_round_trip(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole tap, the once-only check included: one pipeline, one call of the server's
    function carrying the tap id, nothing said outside it."""
    url = pg_server.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
        desk = _desk(store, match_id)
        sent = _record_statements(monkeypatch)
        monkeypatch.setattr(psycopg.Cursor, "executemany", _refused)
        desk.tap(_tap("t-lead", "tile", 0))
        desk.tap(_tap("t-lead", "tile", 0))  # again: answered from the ledger, nothing sent
        desk.tap(_tap("t-matador", "matador", 1))
        monkeypatch.undo()
        assert {pipeline for pipeline, _ in sent} == {1, 2}
        for pipeline in (1, 2):
            said = [sql for number, sql in sent if number == pipeline]
            assert sum("scorekeeper_record" in sql for sql in said) == 1
        assert store.summary(match_id).totals == (0, 10)
    assert taps_of(url, match_id) == [("t-lead", 1, "entry"), ("t-matador", 2, "entry")]


def test_taps_made_while_the_server_is_down_are_stored_with_their_changes(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    store = Store.open(url)
    match_id = store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
    desk = _desk(store, match_id)
    desk.tap(_tap("a", "tile", 0))
    running.stop()
    first = desk.tap(_tap("b", "matador", 1))
    assert first["refusal"] is None and first["kept"] is False  # its write failed: kept here
    assert isinstance(desk.session.unsaved, StoreUnavailable)
    resent = desk.tap(_tap("b", "matador", 1))  # resent: not applied twice, and not stored yet
    assert resent["again"] is True and resent["kept"] is False
    for tap in (_tap("c", "undo"), _tap("d", "redo"), _tap("e", "tile", 0)):  # counted only
        assert desk.tap(tap)["refusal"] is None
    assert desk.session.unsaved_changes == 4
    assert [_stored(desk, t) for t in "abcde"] == [True, False, False, False, False]
    assert not desk.session.save_kept()  # still down: still waiting
    assert not _stored(desk, "b")
    running.start()
    assert desk.session.save_kept()
    assert all(_stored(desk, t) for t in "abcde")
    assert desk.tap(_tap("b", "matador", 1))["kept"] is True  # the phone's resend: stored now
    store.close()
    # b made row 2 (Boris's matador), c undid it, d redid it, e made row 3 (Anna's move)
    assert sorted(taps_of(url, match_id)) == [
        ("a", 1, "entry"),
        ("b", 2, "entry"),
        ("c", 2, "undo"),
        ("d", 2, "redo"),
        ("e", 3, "entry"),
    ]
    with Store.open(url) as again:  # the server restarted; the phone sends its queue again
        desk = _desk(again, match_id)
        assert all(desk.tap(_tap(t, "matador", 1))["again"] for t in "abcde")
        assert again.load_match(match_id).match.log == [
            Lead("Anna"),
            Matador("Boris"),
            Move("Anna"),
        ]
        assert again.summary(match_id).totals == (1, 10)  # Anna's move +1, Boris's matador


def test_a_tap_whose_answer_was_lost_is_stored_once(running: PgServer, catalog: Catalog) -> None:
    """The entry and its tap reached the database, the answer did not: both wait as unsaved,
    and writing them again keeps one of each."""
    url = running.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
        desk = _desk(store, match_id)
        desk.tap(_tap("a", "tile", 0))
        journal = desk.session.journal
        journal._revision -= 1  # type: ignore[attr-defined]  # as if the commit's answer was lost
        journal.taps.waiting.append(TapRow("a", "entry", 1))  # type: ignore[attr-defined]
        desk.session.unsaved, desk.session.unsaved_changes = StoreUnavailable("lost answer"), 1
        assert desk.session.save_kept()
        assert _stored(desk, "a")
        assert store.load_match(match_id).match.log == [Lead("Anna")]
    assert taps_of(url, match_id) == [("a", 1, "entry")]


def test_a_table_stores_taps_for_its_own_match_only(
    club: dict[str, str],
    catalog: Catalog,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event = int(club["event"])
    _as(monkeypatch, "two")
    with Store.open(club["two"]) as two:
        theirs = start_club_table(two, TableCode(event, 1, 2), catalog)
        _desk(two, theirs).tap(_tap("theirs", "tile", 0))
        two.release(theirs)
    _as(monkeypatch, "one")
    with Store.open(club["one"]) as one:
        mine = start_club_table(one, TableCode(event, 1, 1), catalog)
        desk = _desk(one, mine)
        assert desk.tap(_tap("mine", "tile", 0))["refusal"] is None  # the table's own login
        assert _stored(desk, "mine")
    with psycopg.connect(club["one"], autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO taps (match_id, tap_id, seq, change, at)"
                " VALUES (%s, 'forged', 1, 'entry', 'now')",
                (theirs,),
            )
        assert conn.execute("DELETE FROM taps WHERE match_id = %s", (theirs,)).rowcount == 0
        assert conn.execute("UPDATE taps SET seq = 9 WHERE match_id = %s", (theirs,)).rowcount == 0
    assert taps_of(club["owner"], theirs) == [("theirs", 1, "entry")]
    assert taps_of(club["owner"], mine) == [("mine", 1, "entry")]
