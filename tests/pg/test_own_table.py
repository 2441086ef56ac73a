"""Issue 23 item 3: each machine resumes its own table, on a real server.

Two table machines (two config folders: ``kept.py`` remembers per machine) play two matches
in one database; ``--resume`` at each opens the match that machine kept, not the database's
most recently changed (the other table's). A machine that kept none in that database is
offered none there (a file, one machine's, still offers its latest unfinished match).
``new --club-table CODE --resume`` opens a started table's match. A rescue file written
while the server was down imports back into its match, not into a new one.

Prices: six-matador-expert, the lead 0 and a matador +10 (RULES.md section 4).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.commands.common import BadInput
from scorekeeper.commands.parser import build_parser
from scorekeeper.model import Lead, Matador, Match, Mode
from scorekeeper.session import MatchSession
from scorekeeper.store import Store
from scorekeeper.tui.board.unsaved import rescue_file
from tests.fixture_types import RunScorekeeper
from tests.pg.server import PgServer

PRESET = "six-matador-expert"


def _machine(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / name))


def _open(store: Store, match_id: int) -> MatchSession:
    """What the app does when it opens a match for play: claim it, then record into it."""
    assert store.claim(match_id)
    return store.load_session(match_id)


def test_each_machine_resumes_the_match_it_kept(
    pg_server: PgServer, catalog: Catalog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    url = pg_server.fresh_url()
    _machine(monkeypatch, tmp_path, "table-1")
    with Store.open(url) as one:
        first = one.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
        _open(one, first).record(Lead("Anna"))
    _machine(monkeypatch, tmp_path, "table-2")
    with Store.open(url) as two:
        second = two.create_match(Match(["Vera", "Gleb"], catalog.get(PRESET)))
        _open(two, second).record(Lead("Vera"))  # the most recently changed match now
        assert two.unfinished_match_id() == second
        assert two.resumable_match_id() == second
    _machine(monkeypatch, tmp_path, "table-1")
    with Store.open(url) as one:
        assert one.resumable_match_id() == first  # its own, not table 2's newer one
    _machine(monkeypatch, tmp_path, "organiser")
    with Store.open(url) as organiser:
        assert organiser.resumable_match_id() is None  # kept none: no table's match offered


def test_a_file_still_offers_its_latest_unfinished_match(
    tmp_path: Path, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    _machine(monkeypatch, tmp_path, "laptop")
    with Store.open(tmp_path / "home.db") as store:
        older = store.create_match(Match(["Anna", "Boris"], catalog.get(PRESET)))
        newer = store.create_match(Match(["Vera", "Gleb"], catalog.get(PRESET)))
        assert store.resumable_match_id() == newer  # nothing kept yet: as before
        _open(store, older)
        assert store.resumable_match_id() == older  # kept here: what this machine played


def test_new_club_table_resume_opens_the_started_table(
    pg_server: PgServer, catalog: Catalog
) -> None:
    args = build_parser().parse_args(["new", "--club-table", "1/1/1", "--resume"])
    assert args.resume is True
    with Store.open(pg_server.fresh_url()) as store:
        event = store.club.create_event("Friday", PRESET, Mode.ONE_KEY, dt.date(2026, 12, 4))
        store.club.register(event.id, ["Anna", "Boris", "Vera"])
        store.club.draw(event.id, seed=1)
        code = TableCode(event.id, 1, 1)
        started = start_club_table(store, code, catalog, resume=True)  # not started: starts
        with pytest.raises(BadInput, match="has started already"):
            start_club_table(store, code, catalog)
        assert start_club_table(store, code, catalog, resume=True) == started
        assert store.count_matches() == 1


def test_a_rescue_file_imports_back_into_its_match(
    running: PgServer,
    catalog: Catalog,
    run_scorekeeper: RunScorekeeper,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    url = running.fresh_url()
    with Store.open(url) as store:
        match_id = store.create_match(Match(["Anna", "Boris", "Vera"], catalog.get(PRESET)))
        session = _open(store, match_id)
        session.record(Lead("Anna"))
        running.stop("fast")
        try:
            session.record(Matador("Boris"))  # kept: the server is down
            session.record(Matador("Vera"))
            assert session.unsaved_changes == 2
            rescued = rescue_file(session, match_id)  # the table quits while they wait
            assert rescued is not None
        finally:
            running.start()
    done = run_scorekeeper("--db", url, "import", rescued)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        f"Imported {rescued} into match {match_id}, which it continues: 2 entries added.\n"
    )
    with Store.open(url) as store:
        assert store.count_matches() == 1
        assert store.load_match(match_id).match.log == [
            Lead("Anna"),
            Matador("Boris"),
            Matador("Vera"),
        ]
        assert store.summary(match_id).totals == (0, 10, 10)  # the lead 0, each matador 10
    again = run_scorekeeper("--db", url, "import", rescued)  # all of it is stored now
    assert again.returncode == 2 and "stored already" in again.stderr
