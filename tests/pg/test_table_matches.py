"""Issue 23 item 4 on a real server: a table's login makes no match but its own table's.

A finished match stored under anyone's names moves every player's statistics and ratings, so
a table's login may create a match only as ``new --club-table CODE`` does, its own waiting
table's, linked in the same transaction (schema 16, store/schema_own_table.py: checked at
commit). ``new`` and ``import`` of any other match are refused in one line (exit 2 at the
command line, a notice in the app), and so is a club draw (the organiser's alone).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import psycopg
import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.commands.common import BadInput
from scorekeeper.model import Match, Mode
from scorekeeper.settings import Settings
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.fixture_types import RunScorekeeper
from tests.pg.table_club import PRESET, as_login
from tests.pg.table_club import club as club  # the roles, as a fixture here

REFUSED = "this login is a club table's; it starts only its own waiting table's match"
FINISHED = Path(__file__).parents[1] / "data" / "classic-finished.json"


def test_a_table_creates_its_own_tables_match_and_no_other(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = int(club["event"])
    as_login(monkeypatch, "one")
    with Store.open(club["one"]) as one:
        anyone = Match(["Anna", "Boris"], catalog.get(PRESET))
        with pytest.raises(StoreError, match=REFUSED):
            one.create_match(anyone)  # the app's new match
        with pytest.raises(StoreError, match=REFUSED):
            one.import_matches([anyone, anyone])
        with pytest.raises(BadInput, match="not this login's table"):
            start_club_table(one, TableCode(event, 1, 2), catalog)  # table 2's, not its own
        mine = start_club_table(one, TableCode(event, 1, 1), catalog)  # new --club-table
    with Store.open(club["owner"]) as organiser:
        assert [row.id for row in organiser.history()] == [mine]


def test_import_by_a_table_is_one_line_and_exit_2(
    club: dict[str, str], run_scorekeeper: RunScorekeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    as_login(monkeypatch, "one")  # the child process reads the password from the environment
    done = run_scorekeeper("--db", club["one"], "import", FINISHED)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and REFUSED in done.stderr
    with Store.open(club["owner"]) as organiser:
        assert organiser.history() == []
        assert organiser.player_stats() == []  # nobody's statistics moved


def test_by_hand_a_table_commits_no_match_of_its_choosing(
    club: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    as_login(monkeypatch, "one")
    with psycopg.connect(club["one"]) as conn:
        conn.execute(
            "INSERT INTO matches (preset, players, created_at, updated_at, finished)"
            " VALUES ('{}', '[]', 'c', 'u', 1)"
        )
        with pytest.raises(psycopg.Error) as refused:
            conn.commit()  # the check waits for the link, which never came
    assert refused.value.sqlstate == "SK001"
    with Store.open(club["owner"]) as organiser:
        assert organiser.count_matches() == 0


async def test_the_app_says_a_new_match_is_refused(
    club: dict[str, str], catalog: Catalog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    as_login(monkeypatch, "one")
    request = NewMatchRequest(("Anna", "Boris"), PRESET, None, None)
    settings = Settings.load(tmp_path / "settings.json")
    store = Store.open(club["one"])
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=request), store=store)
    async with app.run_test() as pilot:
        await pilot.pause()
        said = [note.message for note in app._notifications]
    assert len(said) == 1 and REFUSED in said[0]


def test_club_draw_by_a_table_is_refused(
    club: dict[str, str], run_scorekeeper: RunScorekeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(club["owner"]) as organiser:
        saturday = organiser.club.create_event("Sat", PRESET, Mode.ONE_KEY, dt.date(2026, 12, 5))
        organiser.club.register(saturday.id, ["Anna", "Boris", "Vera"])
    as_login(monkeypatch, "one")
    done = run_scorekeeper("--db", club["one"], "club", "draw", str(saturday.id))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "the organiser's login does" in done.stderr
    with Store.open(club["owner"]) as organiser:
        assert organiser.club.all_tables(saturday.id) == ()
        assert [line.action for line in organiser.club.desk.log_lines(saturday.id)] == [
            "new",
            "add",
        ]
