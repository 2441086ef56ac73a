"""Renaming a player of a stored match, and deleting a match."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Move, Pass, RoundEnd, RuleError, replay
from scorekeeper.store import MatchBusy, Store, StoreError
from scorekeeper.store.queries import tallies_from_scratch
from tests.store.store_helpers import raw


@pytest.fixture
def match_id(store: Store, catalog: Catalog) -> int:
    """matador-pips: Anna leads, Boris moves, Anna passes, blocked with pips 3 / 9, then
    round 2 open with Boris's lead; Boris's move is undone (it waits in the redo chain)."""
    match = replay(
        ["Anna", "Boris"],
        catalog.get("matador-pips"),
        [Lead("Anna"), Move("Boris"), Pass("Anna"), RoundEnd(None, {"Anna": 3, "Boris": 9})],
    )
    new_id = store.create_match(match)
    session = store.load_session(new_id)
    session.record(Lead("Boris"))
    session.record(Move("Anna"))
    session.undo()
    store.set_turn(new_id, "Anna")
    return new_id


def test_rename_rewrites_every_mention(store: Store, match_id: int) -> None:
    store.rename_player(match_id, "Anna", " Annette ")  # cleaned like a name at the table
    stored = store.load_match(match_id)
    assert stored.match.players == ("Annette", "Boris")
    assert stored.match.log == [
        Lead("Annette"),
        Move("Boris"),
        Pass("Annette"),
        RoundEnd(None, {"Annette": 3, "Boris": 9}),
        Lead("Boris"),
    ]
    assert stored.redo == (Move("Annette"),)
    assert stored.turn == "Annette"
    # pips: Annette holds fewest (3) and scores Boris's 9 (ruling 7)
    assert stored.match.totals == [9, 0]
    assert [s.name for s in store.player_stats()] == ["Annette", "Boris"]
    assert store.history("Anna") == []
    assert [s.players for s in store.history("annette")] == [("Annette", "Boris")]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("Anna", "boris", "'boris' is already at the table"),
        ("Anna", "  ", "a name cannot be blank"),
        ("Zoe", "Zora", "'Zoe' does not play in match"),
    ],
)
def test_a_refused_rename_changes_nothing(
    store: Store, db_path: Path, match_id: int, old: str, new: str, message: str
) -> None:
    before = raw(db_path).execute("SELECT * FROM entries").fetchall()
    with pytest.raises(RuleError, match=message):
        store.rename_player(match_id, old, new)
    assert raw(db_path).execute("SELECT * FROM entries").fetchall() == before
    assert store.load_match(match_id).match.players == ("Anna", "Boris")


def test_a_session_open_during_a_rename_must_be_reloaded(store: Store, match_id: int) -> None:
    session = store.load_session(match_id)
    store.rename_player(match_id, "Boris", "Bob")
    with pytest.raises(StoreError, match="changed elsewhere"):
        session.record(Matador("Anna"))
    assert store.load_session(match_id).match.players == ("Anna", "Bob")


def test_delete_removes_the_match_and_its_numbers(
    store: Store, db_path: Path, match_id: int, catalog: Catalog
) -> None:
    other = store.create_match(replay(["Anna", "Vera"], catalog.get("matador-classic"), []))
    store.delete_match(match_id)
    assert [s.id for s in store.history()] == [other]
    assert [(s.name, s.matches) for s in store.player_stats()] == [("Anna", 1), ("Vera", 1)]
    with pytest.raises(StoreError, match=f"there is no match {match_id}"):
        store.load_match(match_id)
    conn = raw(db_path)
    for table in ("entries", "match_players"):
        count = f"SELECT COUNT(*) FROM {table} WHERE match_id = ?"
        assert conn.execute(count, (match_id,)).fetchone() == (0,)
    kept = {
        (key, preset): tuple(row)
        for key, preset, *row in conn.execute("SELECT * FROM player_stats")
    }
    assert kept == {key: tuple(vars(t).values()) for key, t in tallies_from_scratch(conn).items()}
    conn.close()
    assert store.create_match(replay(["A", "B"], catalog.get("matador-classic"), [])) > other


def test_a_match_open_in_another_app_is_not_renamed_or_deleted(
    db_path: Path, store: Store, match_id: int
) -> None:
    with Store.open(db_path) as other_app:
        assert not other_app.claim(match_id)  # writing through a journal claimed it for us
        store.release(match_id)
        assert other_app.claim(match_id)
        with pytest.raises(MatchBusy):
            store.delete_match(match_id)
        with pytest.raises(MatchBusy):
            store.rename_player(match_id, "Anna", "Annette")
    store.delete_match(match_id)  # the other app closed: its lease went with it
