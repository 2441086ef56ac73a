"""Schema 14 on SQLite and on a real PostgreSQL server (``db_path``: both): the opponents' word
kept in the store. A match's setting and a club event's (its tables' matches start with it); the
asked round end survives the store closed and opened again and is recorded on an accept there,
the keeper's tap id with it; an ask the match has moved past reads as none; a schema 13
database migrates with every match's word off.

The numbers, by hand from RULES.md: matador-pips; the lead earns nothing (section 4: per move 0),
the player who went out scores the pips left in the other hands (ruling 7): Anna out, Boris 12
pips, Vera 7: Anna 19, Boris 0, Vera 0.
"""

from __future__ import annotations

import datetime as dt

from scorekeeper.catalog import Catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.model import Lead, Match, Mode, Pass, RoundEnd
from scorekeeper.store import DbTarget, Store
from scorekeeper.store.dialect import schema_version
from scorekeeper.store.rows import dump_json
from scorekeeper.store.schema import LATEST, MIGRATIONS, migrate
from tests.store.store_helpers import raw
from tests.store.test_taps import taps_of

PLAYERS = ("Anna", "Boris", "Vera")
KEEPER = ("phone-anna", "Anna's phone")
END = {"id": "end-1", "do": "round_end", "out": 0, "pips": {"1": 12, "2": 7}}


def desk_of(store: Store, match_id: int) -> EntryDesk:
    """The desk ``serve``'s keeper makes over a stored match (entry_keeper.StoreKeeper)."""
    session = store.load_session(match_id)
    book = store.word(match_id)
    return EntryDesk(session, taps=store.tap_ledger(session), word=book if book.on else None)


def test_the_setting_is_the_matchs_and_off_unless_asked(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        off = store.create_match(Match(PLAYERS, catalog.get("matador-pips")))
        on = store.create_match(Match(PLAYERS, catalog.get("matador-pips")), word=True)
        assert store.word(off).on is False and store.word(on).on is True
        assert store.word(on).read() is None  # nothing asked yet


def test_an_asked_round_end_survives_a_reopen_and_an_accept_there_records_it(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        match_id = store.create_match(Match(PLAYERS, catalog.get("matador-pips")), word=True)
        desk = desk_of(store, match_id)
        assert desk.tap({"id": "lead", "do": "tile"}, KEEPER)["kept"]
        assert desk.tap(END, KEEPER)["kept"] is True
    with Store.open(db_path) as again:  # a restart: a new process's store, the same database
        desk = desk_of(again, match_id)
        assert desk.pad()["word"]["status"] == "Waiting for the table's word."
        assert desk.tap(END, KEEPER)["again"] is True  # the keeper's resend: not asked twice
        answer = desk.answer({"id": "end-1", "seat": 1, "answer": "accept"}, "phone-boris", False)
        assert answer["kept"] is True, answer["refusal"]
    with Store.open(db_path, read_only=True) as store:
        stored = store.load_match(match_id).match
        assert stored.log == [Lead("Anna"), RoundEnd("Anna", {"Boris": 12, "Vera": 7})]
        assert stored.totals == [19, 0, 0]
    assert taps_of(db_path, match_id) == [("lead", 1, "entry"), ("end-1", 2, "entry")]
    with Store.open(db_path) as third:
        assert desk_of(third, match_id).tap(END, KEEPER)["again"] is True  # from the ledger


def test_an_ask_the_match_moved_past_elsewhere_reads_as_none(
    db_path: DbTarget, catalog: Catalog
) -> None:
    with Store.open(db_path) as store:
        match_id = store.create_match(Match(PLAYERS, catalog.get("matador-pips")), word=True)
        desk = desk_of(store, match_id)
        desk.tap({"id": "lead", "do": "tile"}, KEEPER)
        desk.tap(END, KEEPER)
        assert store.word(match_id).read() is not None
    with Store.open(db_path) as terminal:  # another app recorded on past the ask
        terminal.load_session(match_id).record(Pass("Boris"))
        assert terminal.word(match_id).read() is None


def test_a_club_events_setting_is_its_tables_matches(db_path: DbTarget, catalog: Catalog) -> None:
    with Store.open(db_path) as store:
        day = dt.date(2026, 12, 4)
        event = store.club.create_event("Friday", "matador-pips", Mode.ONE_KEY, day, word=True)
        plain = store.club.create_event("Saturday", "matador-pips", Mode.ONE_KEY, day)
        assert store.club.find_event(str(event.id)).word is True
        assert store.club.find_event(str(plain.id)).word is False
        for each in (event, plain):
            store.club.register(each.id, ["Anna", "Boris", "Vera", "Gleb"])
            (table,) = store.club.draw(each.id, seed=1)
            match = Match(table.players, catalog.get("matador-pips"))
            match_id = store.club.start_table(table.code, match)
            assert store.word(match_id).on is (each is event)


def schema_thirteen(db: DbTarget, catalog: Catalog) -> None:
    """A database as schema 13 left it: a match and a club event."""
    conn = raw(db)
    migrate(conn, MIGRATIONS[:13])
    conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at)"
        " VALUES (?, ?, NULL, NULL, '2026-11-27T18:00:00.000000+00:00',"
        " '2026-11-27T18:05:00.000000+00:00')",
        (dump_json(catalog.get("matador-pips").to_json()), dump_json(list(PLAYERS))),
    )
    conn.execute(
        "INSERT INTO club_events (name, name_key, preset_id, mode, day, created_at, language)"
        " VALUES ('Friday', 'friday', 'matador-pips', 'one-key', '2026-12-04',"
        " '2026-11-27T18:00:00.000000+00:00', 'en')"
    )
    assert schema_version(conn) == 13
    conn.close()


def test_a_schema_13_database_migrates_with_the_word_off(
    db_path: DbTarget, catalog: Catalog
) -> None:
    schema_thirteen(db_path, catalog)
    with Store.open(db_path) as store:
        assert store.word(1).on is False and store.word(1).read() is None
        assert store.club.find_event("Friday").word is False
        later = store.create_match(Match(PLAYERS, catalog.get("matador-pips")), word=True)
        desk = desk_of(store, later)
        desk.tap({"id": "lead", "do": "tile"}, KEEPER)
        assert desk.tap(END, KEEPER)["kept"] and store.word(later).read() is not None
    conn = raw(db_path)
    assert schema_version(conn) == LATEST == 16
    conn.close()
