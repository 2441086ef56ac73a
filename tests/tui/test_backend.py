"""Issue 20 item 3: the backend is the screens' one door to storage. Its library's calls run on
one thread of their own (never the app's), on a connection of their own that holds what the
app's store holds (a match claimed there is the app's, for this app and for another one), and
the memory backend, which keeps nothing, says so in one line."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.backend.base import Library, MemoryBackend
from scorekeeper.tui.backend.store import StoreBackend


def _match(catalog: Catalog) -> Match:
    match = Match(["Anna", "Boris", "Vera"], catalog.get("six-matador-expert"))
    match.record(Lead("Anna"))
    match.record(Matador("Boris"))  # +10 (RULES.md section 4)
    return match


def _thread(_library: Library) -> str:
    return threading.current_thread().name


async def test_the_library_answers_on_its_own_thread_and_connection(
    catalog: Catalog, tmp_path: Path
) -> None:
    with Store.open(tmp_path / "matches.db") as store:
        match_id = store.create_match(_match(catalog))
        backend = StoreBackend(store, catalog)
        first = await backend.ask(_thread)
        second = await backend.ask(_thread)
        page = await backend.ask(lambda library: library.history_page(None, 0, 50))
        await backend.close()
    assert first == second != threading.current_thread().name  # one thread, not the app's
    assert first.startswith("scorekeeper-library")
    assert page.total == 1 and [row.id for row in page.rows] == [match_id]
    assert page.rows[0].totals == (0, 10, 0)


async def test_a_match_the_library_opens_is_claimed_for_the_app(
    catalog: Catalog, tmp_path: Path
) -> None:
    db = tmp_path / "matches.db"
    with Store.open(db) as store, Store.open(db) as other_app:
        match_id = store.create_match(_match(catalog))
        backend = StoreBackend(store, catalog)
        opened = await backend.opened(match_id)
        assert opened.match_id == match_id and opened.session.match.log == _match(catalog).log
        assert opened.current == 2  # Boris's matador passed the turn to Vera
        assert store.claim(match_id)  # the app's own store holds it (one holder)
        assert not other_app.claim(match_id)  # another app is told it is open here
        await backend.close()
        assert not other_app.claim(match_id)  # closing the library let go of nothing
        opened.session.record(Matador("Vera"))  # and the app's store writes it on
    with Store.open(db) as again:
        assert list(again.load_match(match_id).match.totals) == [0, 10, 10]


async def test_a_refusal_on_the_librarys_thread_rises_to_the_asker(
    catalog: Catalog, tmp_path: Path
) -> None:
    with Store.open(tmp_path / "matches.db") as store:
        backend = StoreBackend(store, catalog)
        with pytest.raises(StoreError, match="there is no match 99"):
            await backend.ask(lambda library: library.stored(99))
        assert (await backend.ask(lambda library: library.club_events())) == []  # and goes on
        await backend.close()
        await backend.close()  # a second close does nothing


async def test_the_memory_backend_keeps_nothing_and_says_so(catalog: Catalog) -> None:
    backend = MemoryBackend()
    assert not backend.keeps_matches and backend.target is None
    page = await backend.ask(lambda library: library.history_page(None, 0, 50))
    assert (page.total, page.rows) == (0, ())
    assert await backend.ask(lambda library: library.player_stats(None)) == []
    with pytest.raises(StoreError, match="no database: there is no match 3"):
        await backend.ask(lambda library: library.stored(3))
    with pytest.raises(StoreError, match="there is no match 4"):
        await backend.opened(4)
    opened = backend.start(_match(catalog))
    assert opened.match_id is None and opened.current == 0
