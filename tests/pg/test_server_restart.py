"""Issue 15 item 4: the server restarted mid-match. The table says "not saved", keeps what was
recorded, and writes it when the server is back, with nothing lost or doubled."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Match, Move, Pass
from scorekeeper.session import MatchSession
from scorekeeper.store import Store, StoreUnavailable
from tests.pg.server import PgServer

PLAYERS = ["Anna", "Boris", "Vera"]


def waiting(session: MatchSession) -> tuple[Exception | None, int]:
    """Read afresh (the checker would keep an earlier narrowing of ``session.unsaved``)."""
    return session.unsaved, session.unsaved_changes


def _started_match(store: Store, catalog: Catalog) -> int:
    return store.create_match(Match(PLAYERS, catalog.get("six-matador-expert")))


def test_entries_made_while_the_server_is_down_are_kept_then_written(
    running: PgServer, catalog: Catalog
) -> None:
    url = running.fresh_url()
    store = Store.open(url)
    session = store.load_session(_started_match(store, catalog))
    session.record(Lead("Anna"))
    running.stop()
    session.record(Matador("Boris"))  # no exception: kept, as the board shows it
    session.record(Pass("Vera"))
    session.undo()  # taken back while down: the count moves, the kept log follows
    assert isinstance(session.unsaved, StoreUnavailable)
    assert "cannot reach the database server" in str(session.unsaved)
    assert session.unsaved_changes == 3
    assert not session.save_kept()  # still down: still kept, still counted
    assert session.match.log == [Lead("Anna"), Matador("Boris")]
    running.start()
    assert session.save_kept()
    assert waiting(session) == (None, 0)
    with Store.open(url) as other:
        stored = other.load_match(session.journal.match_id)  # type: ignore[attr-defined]
        assert stored.match.log == [Lead("Anna"), Matador("Boris")]
        assert stored.redo == (Pass("Vera"),)  # the undone entry is still there to redo
        assert list(other.summary(stored.id).totals) == list(session.match.totals)
    session.redo()  # and the table goes on writing one change at a time
    session.record(Move("Anna"))
    with Store.open(url) as other:
        again = other.load_match(stored.id)
        assert again.match.log == [Lead("Anna"), Matador("Boris"), Pass("Vera"), Move("Anna")]
        assert again.redo == ()
    store.close()


def test_a_commit_whose_answer_was_lost_is_not_doubled(running: PgServer, catalog: Catalog) -> None:
    """The entry reached the database but the table never heard back: the table keeps it as
    unsaved (it cannot know), and writing the kept log must not add it a second time."""
    url = running.fresh_url()
    store = Store.open(url)
    session = store.load_session(_started_match(store, catalog))
    session.record(Lead("Anna"))
    journal = session.journal
    journal._revision -= 1  # type: ignore[attr-defined]  # as if the commit's answer was lost
    session.unsaved, session.unsaved_changes = StoreUnavailable("lost answer"), 1
    assert session.save_kept()
    with Store.open(url) as other:
        assert other.load_match(journal.match_id).match.log == [Lead("Anna")]  # type: ignore[attr-defined]
    store.close()


def test_a_write_that_fails_for_another_reason_is_taken_back(
    running: PgServer, catalog: Catalog
) -> None:
    """Only an unreachable server keeps a change; a refusal (here: the match deleted behind
    the table's back) takes it back as on SQLite."""
    url = running.fresh_url()
    store = Store.open(url)
    match_id = _started_match(store, catalog)
    session = store.load_session(match_id)
    with Store.open(url) as other:
        other.delete_match(match_id)
    with pytest.raises(Exception, match=f"no match {match_id}"):
        session.record(Lead("Anna"))
    assert session.match.log == [] and session.unsaved is None
    store.close()
