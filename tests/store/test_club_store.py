"""Club nights in the store: events persist, draws are kept, the board follows the matches."""

from __future__ import annotations

import datetime as dt
import threading

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode, TableState
from scorekeeper.club_words import round_words
from scorekeeper.model import FROM_PRESET, Adjust, Finish, Lead, Matador, Match, Mode, Move, Pass
from scorekeeper.store import ClubError, DbTarget, Store

EIGHT = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya"]
FRIDAY = dt.date(2026, 12, 4)


def _event(store: Store, players: list[str] = EIGHT) -> int:
    event = store.club.create_event("Friday", "six-matador-expert", Mode.ONE_KEY, FRIDAY)
    store.club.register(event.id, players)
    return event.id


def _start(store: Store, catalog: Catalog, code: TableCode) -> int:
    table = store.club.table(code)
    match = Match(list(table.players), catalog.get("six-matador-expert"), FROM_PRESET, FROM_PRESET)
    return store.club.start_table(code, match)


def test_an_event_and_its_players_persist(db_path: DbTarget) -> None:
    with Store.open(db_path) as store:
        event_id = _event(store, ["Anna", " Boris ", "Вера"])
    with Store.open(db_path) as store:
        event = store.club.find_event(str(event_id))
        assert (event.name, event.preset_id, event.mode, event.day) == (
            "Friday",
            "six-matador-expert",
            Mode.ONE_KEY,
            FRIDAY,
        )
        assert store.club.find_event("FRIDAY") == event  # by name, case aside
        assert store.club.players(event_id) == ("Anna", "Boris", "Вера")  # outer spaces gone


def test_a_name_registered_twice_is_refused_whatever_its_case(store: Store) -> None:
    event_id = _event(store, ["Anna", "Boris", "Vera"])
    with pytest.raises(ClubError, match="'ANNA' is registered already"):
        store.club.register(event_id, ["Gleb", "ANNA"])
    with pytest.raises(ClubError, match="'gleb' is registered already"):
        store.club.register(event_id, ["Gleb", "gleb"])  # twice in one call
    assert store.club.players(event_id) == ("Anna", "Boris", "Vera")  # Gleb not kept either


def test_a_name_that_looks_like_a_registered_one_is_refused(store: Store) -> None:
    """Latin "Anna" and "Аnna" with a Cyrillic А: a table drawn with both could never start
    (``new`` refuses them side by side), so they are refused here, at the door, as a pair in
    one call too; nothing of the call is kept."""
    event_id = _event(store, ["Anna", "Boris", "Vera"])
    with pytest.raises(ClubError, match="'\u0410nna' looks just like 'Anna', who is registered"):
        store.club.register(event_id, ["Gleb", "\u0410nna"])
    with pytest.raises(ClubError, match="'B\u043eris' looks just like 'Boris'"):  # Cyrillic о
        store.club.register(event_id, ["B\u043eris"])
    with pytest.raises(ClubError, match="'Ol\u0261a' looks just like 'Olga'"):  # script ɡ
        store.club.register(event_id, ["Olga", "Ol\u0261a"])
    assert store.club.players(event_id) == ("Anna", "Boris", "Vera")
    store.club.register(event_id, ["Анна"])  # all Cyrillic: a name of its own, not a look-alike
    assert store.club.players(event_id) == ("Anna", "Boris", "Vera", "Анна")


def test_an_unknown_event_or_table_is_one_line(store: Store) -> None:
    with pytest.raises(ClubError, match="there is no club event 9"):
        store.club.find_event("9")
    with pytest.raises(ClubError, match="there is no club event 99999999999999999999"):
        store.club.find_event("99999999999999999999")  # too long for an id: a name then
    with pytest.raises(ClubError, match="there is no club event Saturday"):
        store.club.find_event("Saturday")
    with pytest.raises(ClubError, match="there is no club table 1/1/1"):
        store.club.table(TableCode(1, 1, 1))


def test_a_draw_is_kept(db_path: DbTarget) -> None:
    with Store.open(db_path) as store:
        event_id = _event(store)
        drawn = store.club.draw(event_id, seed=3)
    assert [table.code for table in drawn] == [TableCode(event_id, 1, 1), TableCode(event_id, 1, 2)]
    assert sorted(name for table in drawn for name in table.players) == sorted(EIGHT)
    with Store.open(db_path) as store:
        board = store.club.board(event_id)
    assert board.round == 1
    assert [table.players for table in board.tables] == [table.players for table in drawn]
    assert {table.state for table in board.tables} == {TableState.WAITING}
    assert [row.tables for row in board.standings] == [0] * 8


def test_five_players_draw_one_table_and_a_bye(store: Store) -> None:
    event_id = _event(store, EIGHT[:5])
    drawn = store.club.desk.draw(event_id, seed=1)
    # round 1: the last registered sits out (EIGHT[4]); the other four at one table
    assert drawn.byes == (EIGHT[4],)
    assert sorted(drawn.tables[0].players) == sorted(EIGHT[:4])
    board = store.club.board(event_id)
    bye = next(row for row in board.standings if row.name == EIGHT[4])
    assert (bye.points_quarters, bye.byes, bye.played) == (6, 1, True)  # 1½ points
    assert board.byes == (EIGHT[4],)
    # the club screen's and the web board's status line says who sits out
    assert round_words(board) == f"round 1: 0 of 1 table finished · bye: {EIGHT[4]}"


def test_the_board_follows_the_matches(store: Store, catalog: Catalog) -> None:
    event_id = _event(store)
    store.club.draw(event_id, seed=3)
    one, two = TableCode(event_id, 1, 1), TableCode(event_id, 1, 2)
    first = _start(store, catalog, one)
    a, b, c, d = store.club.table(one).players
    session = store.load_session(first)
    # six-matador-expert: lead 0, move +1, matador +10, pass −6
    for entry in (Lead(a), Move(b), Matador(c), Pass(d), Matador(a)):
        session.record(entry)
    table = store.club.board(event_id).tables[0]
    assert table.state is TableState.PLAYING
    assert table.totals == (10, 1, 10, -6)  # a: 0 + 10; b: 1; c: 10; d: −6
    assert store.club.board(event_id).tables[1].state is TableState.WAITING
    session.record(Adjust(a, 5, "recount"))
    session.record(Finish())
    board = store.club.board(event_id)
    assert (board.tables[0].finished, board.tables[0].winner) == (True, a)  # 15 against 10
    leader = board.standings[0]
    # a beats three (3 points, 6 halves); differential 15 − (1 + 10 − 6) = 15 − 5 = 10
    assert (leader.name, leader.placement_halves, leader.differential, leader.wins) == (
        a,
        6,
        10,
        1,
    )
    assert not leader.provisional
    with pytest.raises(ClubError, match=r"club table \d+/1/1 has started already, as match"):
        _start(store, catalog, one)
    assert _start(store, catalog, two) != first


def test_the_next_round_waits_for_the_last_and_avoids_its_pairs(
    store: Store, catalog: Catalog
) -> None:
    event_id = _event(store)
    store.club.draw(event_id, seed=5)
    with pytest.raises(ClubError, match="round 1 is not over: tables 1, 2 have not finished"):
        store.club.draw(event_id)
    for number in (1, 2):
        match_id = _start(store, catalog, TableCode(event_id, 1, number))
        store.load_session(match_id).record(Finish())
    second = store.club.draw(event_id)
    first = store.club.all_tables(event_id)[:2]
    # two tables of four after two tables of four: each new table takes two from each old
    # one (fewer is impossible: 4 of 8 seats hold at least 2 from one old table, and then the
    # other 2 come from the other), so exactly one old pair meets again at each new table
    for table in second:
        again = [old for old in first if len(set(old.players) & set(table.players)) == 2]
        assert len(again) == 2


def test_deleting_a_tables_match_frees_the_table(store: Store, catalog: Catalog) -> None:
    event_id = _event(store, EIGHT[:3])
    store.club.draw(event_id, seed=1)
    code = TableCode(event_id, 1, 1)
    store.delete_match(_start(store, catalog, code))
    assert store.club.table(code).state is TableState.WAITING
    assert store.club.table(code).match_id is None
    assert _start(store, catalog, code) > 0  # started again


def test_an_event_name_may_be_longer_than_a_players_but_not_blank(store: Store) -> None:
    long = "Friday 4 December, round robin"  # 30 characters: too long for a player
    assert store.club.create_event(long, "matador-classic", Mode.TILES, FRIDAY).name == long
    with pytest.raises(ClubError, match="event name: a name cannot be blank"):
        store.club.create_event("   ", "matador-classic", Mode.TILES, FRIDAY)
    with pytest.raises(ClubError, match="is longer than 60 characters"):
        store.club.create_event("x" * 61, "matador-classic", Mode.TILES, FRIDAY)


def test_two_machines_starting_one_table_at_once_get_it_once(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        event_id = _event(store, EIGHT[:4])
        store.club.draw(event_id, seed=1)
    code = TableCode(event_id, 1, 1)
    gate = threading.Barrier(4)
    outcomes: list[str] = []

    def machine() -> None:
        with Store.open(db_path) as store:  # a connection of its own, as on its own machine
            gate.wait()  # all four at the same moment
            try:
                outcomes.append(f"started {_start(store, catalog, code)}")
            except ClubError as error:
                outcomes.append(str(error))

    threads = [threading.Thread(target=machine) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    started = [outcome for outcome in outcomes if outcome.startswith("started")]
    assert len(outcomes) == 4 and len(started) == 1
    assert all("has started already" in outcome for outcome in outcomes if outcome not in started)
    with Store.open(db_path) as store:
        assert store.count_matches() == 1  # the refused ones stored nothing
