"""Schema 14 under the club's roles (docs/club.md, store/pg_rights.py): a table's own login keeps
its match's asked round end and records it on an accept, as it writes the rest of its match's
row, and cannot touch another table's ask or the event's setting, which is the organiser's.

Prices: six-matador-expert; the lead, a matador, earns its 10 on the lead too (ruling 2); a round
end scores no pips in this preset (section 4): totals 10, 0, 0 after round 1.
"""

from __future__ import annotations

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Matador, RoundEnd
from scorekeeper.store import Store
from tests.pg.table_club import as_login as _as
from tests.pg.table_club import club as club  # the roles, as a fixture here

KEEPER = ("phone-one", "Table one")


def test_a_table_login_keeps_its_own_ask_and_no_other(
    club: dict[str, str],
    catalog: Catalog,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event = int(club["event"])
    with psycopg.connect(club["owner"], autocommit=True) as conn:
        conn.execute(b"UPDATE club_events SET word = 1")  # as club new --word would have made it
    _as(monkeypatch, "two")
    with Store.open(club["two"]) as two:
        theirs = start_club_table(two, TableCode(event, 1, 2), catalog)
        two.release(theirs)
    _as(monkeypatch, "one")
    with Store.open(club["one"]) as one:
        mine = start_club_table(one, TableCode(event, 1, 1), catalog)
        book = one.word(mine)
        assert book.on is True  # the event's setting, its table's match's
        session = one.load_session(mine)
        desk = EntryDesk(session, taps=one.tap_ledger(session), word=book)
        first = session.match.players[0]
        assert desk.tap({"id": "t-1", "do": "matador"}, KEEPER)["kept"]
        assert desk.tap({"id": "t-2", "do": "round_end", "out": 0}, KEEPER)["kept"] is True
        assert book.read() is not None  # written by the table's own login
        answer = desk.answer({"id": "t-2", "seat": 1, "answer": "accept"}, "phone-two", False)
        assert answer["kept"] is True, answer["refusal"]
        assert one.load_match(mine).match.log == [Matador(first), RoundEnd(first)]
        assert one.summary(mine).totals == (10, 0, 0)
    with psycopg.connect(club["one"], autocommit=True) as conn:
        done = conn.execute(b"UPDATE matches SET asked = '{}' WHERE id = %s", (theirs,))
        assert done.rowcount == 0  # another table's match: not its row to change
        assert conn.execute(b"UPDATE club_events SET word = 0").rowcount == 0  # the organiser's
    with psycopg.connect(club["owner"], autocommit=True) as conn:
        assert conn.execute(b"SELECT word FROM club_events").fetchall() == [(1,)]
