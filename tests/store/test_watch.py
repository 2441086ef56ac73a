"""The web view's read side (store/watch.py): it follows a match recorded on another
connection, catching up by the top of the log alone after records, undos and redos, replaying
after an edit or a rename, and always ending where a fresh ``load_match`` would."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Finish, Lead, Matador, Match, Move, Pass, RoundEnd
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.store.watch import MatchWatch, Watched

PLAYERS = ("Anna", "Boris", "Vera")


@pytest.fixture
def watch(db_path: Path, store: Store) -> Iterator[MatchWatch]:
    reader = Store.open(db_path, read_only=True)  # its own connection, as the view has
    yield MatchWatch(reader)
    reader.close()


def new_session(store: Store, catalog: Catalog) -> MatchSession:
    match_id = store.create_match(Match(PLAYERS, catalog.get("six-matador-expert")))
    return store.load_session(match_id)


def seen(watch: MatchWatch) -> Watched:
    assert watch.changed(), "a commit on another connection moves data_version"
    found = watch.refresh()
    assert found is not None
    return found


def same_as_stored(store: Store, watched: Watched) -> None:
    stored = store.load_match(watched.match_id)
    assert watched.match.log == stored.match.log
    assert watched.match.totals == stored.match.totals
    assert watched.revision == stored.revision


def counting_replays(watch: MatchWatch, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    replay: Callable[..., Match] = watch._replay

    def counted(*args: object) -> Match:
        calls.append(1)
        return replay(*args)

    monkeypatch.setattr(watch, "_replay", counted)
    return calls


def test_records_undos_and_redos_are_caught_up_without_a_replay(
    store: Store, catalog: Catalog, watch: MatchWatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = new_session(store, catalog)
    session.record(Lead("Anna"))
    same_as_stored(store, seen(watch))
    replays = counting_replays(watch, monkeypatch)
    steps: list[Callable[[], object]] = [
        lambda: session.record(Matador("Boris")),
        lambda: session.record(Pass("Vera")),
        session.undo,
        session.undo,
        session.redo,
        lambda: session.record(Move("Vera")),  # the redo chain ends here
        lambda: session.record(RoundEnd("Vera")),
    ]
    for step in steps:
        step()
        same_as_stored(store, seen(watch))
    assert not watch.changed()  # nothing more was committed
    assert replays == []
    assert watch.watched is not None
    # Anna 0 (the lead); Boris +10 (a matador); Vera +1 (a move: the pass was undone)
    assert watch.watched.match.totals == [0, 10, 1]


def test_several_changes_between_two_looks(
    store: Store, catalog: Catalog, watch: MatchWatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = new_session(store, catalog)
    session.record(Lead("Anna"))
    session.record(Matador("Boris"))
    seen(watch)
    replays = counting_replays(watch, monkeypatch)
    session.undo()
    session.undo()
    session.record(Lead("Boris"))  # two rows gone, another in their place
    session.record(Pass("Vera"))
    same_as_stored(store, seen(watch))
    assert replays == []


def test_an_edit_and_a_rename_replay_the_match(
    store: Store, catalog: Catalog, watch: MatchWatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = new_session(store, catalog)
    for entry in (Lead("Anna"), Matador("Boris"), Pass("Vera")):
        session.record(entry)
    seen(watch)
    replays = counting_replays(watch, monkeypatch)
    session.rewrite([Lead("Anna"), Move("Boris"), Pass("Vera")])  # the matador was a move
    watched = seen(watch)
    same_as_stored(store, watched)
    assert watched.match.totals == [0, 1, -6]  # Boris +1 for a move, Vera −6 for the pass
    assert len(replays) == 1
    store.rename_player(watched.match_id, "Vera", "Vika")
    renamed = seen(watch)
    assert renamed.match.players == ("Anna", "Boris", "Vika")
    assert len(replays) == 2


def test_it_follows_the_match_changed_last(
    store: Store, catalog: Catalog, watch: MatchWatch
) -> None:
    first = new_session(store, catalog)
    first.record(Lead("Anna"))
    assert seen(watch).match.log == [Lead("Anna")]
    second = new_session(store, catalog)  # the app started another match
    second.record(Lead("Boris"))
    assert seen(watch).match.log == [Lead("Boris")]


def test_an_unfinished_match_comes_before_a_newer_finished_one(
    db_path: Path, store: Store, catalog: Catalog
) -> None:
    open_one = new_session(store, catalog)
    open_one.record(Lead("Anna"))
    done = new_session(store, catalog)
    done.record(Lead("Vera"))
    done.record(Finish())  # changed last, but over
    with Store.open(db_path, read_only=True) as reader:
        assert seen(MatchWatch(reader)).match.log == [Lead("Anna")]
