"""Issue 15 item 2 on a real server: the event board follows the draw and every table's entries
through LISTEN/NOTIFY (the trigger on ``matches`` names the match; the club's tables say "0")."""

from __future__ import annotations

import datetime as dt

from scorekeeper.catalog import Catalog
from scorekeeper.model import FROM_PRESET, Lead, Matador, Match, Mode
from scorekeeper.store import Store
from scorekeeper.store.event_watch import EventWatch
from tests.pg.server import PgServer

EIGHT = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya"]


def test_the_board_follows_the_draw_and_the_tables(pg_server: PgServer, catalog: Catalog) -> None:
    url = pg_server.migrated_url()
    organiser = Store.open(url)
    event = organiser.club.create_event(
        "Friday", "six-matador-expert", Mode.ONE_KEY, dt.date(2026, 12, 4)
    )
    organiser.club.register(event.id, EIGHT)
    hall = Store.open(url, read_only=True)  # the TV's connection, as serve opens it
    watch = EventWatch(hall, event.id)
    assert watch.changed()  # the first look
    assert watch.refresh() is not None and watch.board is not None and watch.board.round == 0
    assert not watch.changed()  # nobody wrote
    tables = organiser.club.draw(event.id, seed=4)
    assert watch.changed(), "a draw changes no match: the club's trigger says so"
    board = watch.refresh()
    assert board is not None and board.round == 1 and len(board.tables) == 2
    first = tables[0]
    match = Match(list(first.players), catalog.get("six-matador-expert"), FROM_PRESET, FROM_PRESET)
    table = Store.open(url)  # table 1's machine
    session = table.load_session(table.club.start_table(first.code, match))
    session.record(Lead(first.players[0]))
    session.record(Matador(first.players[1]))  # 10 for the second seat
    assert watch.changed()
    board = watch.refresh()
    assert board is not None
    assert board.tables[0].totals == (0, 10, 0, 0)
    assert not watch.changed()
    for store in (table, hall, organiser):
        store.close()
