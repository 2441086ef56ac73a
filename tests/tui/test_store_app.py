"""The app on a real database, a SQLite file and a PostgreSQL server alike (issue 15 item 1):
autosave, resume, remembered turn, history and statistics, and a second app on the same
database."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Pass
from scorekeeper.settings import Settings
from scorekeeper.store import DbTarget, Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.line_table import LineTable
from tests.pg.server import PgServer
from tests.tui.tui_helpers import board, settle, totals

PLAYERS = ("Anna", "Boris", "Vera")


@pytest.fixture(params=["sqlite", "postgresql"])
def db(tmp_path: Path, request: pytest.FixtureRequest) -> DbTarget:
    if request.param == "sqlite":
        return tmp_path / "matches.db"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.migrated_url()


def app_on(
    db: DbTarget, catalog: Catalog, settings: Settings, start: Start | None = None
) -> ScorekeeperApp:
    return ScorekeeperApp(catalog, settings, start=start, store=Store.open(db))


def close_store(app: ScorekeeperApp) -> None:
    """Close the store ``app_on`` opened (typed ``Store | None``: an app may run without one)."""
    assert app.store is not None
    app.store.close()


def new_match(preset: str = "six-matador-expert") -> Start:
    return Start(new_match=NewMatchRequest(PLAYERS, preset, None, None))


async def test_every_entry_is_stored_before_the_next_key(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(db, catalog, settings, new_match())
    async with app.run_test() as pilot:
        await pilot.press("space", "m", "p")
        match_id = board(app).match_id
        assert match_id is not None  # the app stores its match
        # a second, independent connection sees what the screen shows
        with Store.open(db) as other:
            assert other.load_match(match_id).match.log == [
                Lead("Anna"),
                Matador("Boris"),
                Pass("Vera"),
            ]
        await pilot.press("u")
        with Store.open(db) as other:
            stored = other.load_match(match_id)
            assert stored.match.log == [Lead("Anna"), Matador("Boris")]
            assert stored.redo == (Pass("Vera"),)  # undo history survives a restart
    close_store(app)


async def test_resume_is_offered_first_and_continues_at_the_chosen_seat(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    first = app_on(db, catalog, settings, new_match())
    async with first.run_test() as pilot:
        await pilot.press("space", "m", "3")  # the players say it is Vera's turn
    close_store(first)
    again = app_on(db, catalog, settings)
    async with again.run_test() as pilot:
        assert again.screen.name == "home"
        await pilot.press("enter")  # "Resume: Anna, Boris, Vera ..." is the first choice
        await pilot.pause()
        assert board(again).current == 2
        assert totals(again) == {"Anna": 0, "Boris": 10, "Vera": 0}
        await pilot.press("ctrl+y")  # nothing undone: nothing to redo
        await pilot.press("p")
        assert board(again).session.match.log[-1] == Pass("Vera")
    close_store(again)


async def test_resume_flag_opens_the_unfinished_match(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    first = app_on(db, catalog, settings, new_match())
    async with first.run_test() as pilot:
        await pilot.press("m")
    close_store(first)
    again = app_on(db, catalog, settings, Start(resume=True))
    async with again.run_test() as pilot:
        await settle(pilot)  # claimed and read off the app's thread
        assert again.screen.name == "scoreboard"
        assert totals(again)["Anna"] == 10
    close_store(again)


async def test_a_second_app_is_told_the_match_is_open_elsewhere(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    first = app_on(db, catalog, settings, new_match())
    async with first.run_test() as pilot:
        await pilot.press("m")
        second = app_on(db, catalog, settings, Start(resume=True))
        async with second.run_test() as other:
            await other.pause()
            assert second.screen.name == "home"  # not opened for recording twice
            assert any("open in another scorekeeper" in n.message for n in second._notifications)
        close_store(second)
        await pilot.press("m")  # the first app goes on recording
        assert totals(first)["Boris"] == 10
    close_store(first)


async def _play_and_finish(app: ScorekeeperApp, pilot: Pilot[None], keys: list[str]) -> None:
    await pilot.press(*keys, "f")
    await pilot.click("#accept")
    await pilot.pause()


async def test_history_lists_filters_views_renames_and_deletes(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(db, catalog, settings, new_match())
    async with app.run_test(size=(100, 30)) as pilot:
        await _play_and_finish(app, pilot, ["m", "m"])  # Anna 10, Boris 10: a tie
        app.start_match(NewMatchRequest(("Anna", "Olga"), "matador-classic", None, None))
        await settle(pilot)
        await pilot.press("m")  # Anna 10, in progress
        app.action_history()
        await settle(pilot)
        table = app.screen.query_one(LineTable)
        assert table.row_count == 2
        assert table.get_row_at(0)[2] == "Anna 10 · Olga 0"  # newest first
        assert table.get_row_at(0)[0] == "2"  # the number "Delete match 2?" names
        assert table.get_row_at(0)[5] == "in progress"
        assert table.get_row_at(1)[5] == "tie"
        app.screen.query_one("#player-filter", Input).value = "olga"  # names match ignoring case
        await settle(pilot)
        assert table.row_count == 1
        app.screen.query_one("#player-filter", Input).value = ""
        await settle(pilot)
        table.move_cursor(row=1)
        await pilot.press("enter")  # look at the tie, read-only
        await settle(pilot)
        assert app.screen.name == "match-view"
        assert "Tie between Anna and Boris" in str(
            app.screen.query_one("#verdict", Static).render()
        )
        await pilot.press("n")  # rename belongs to the history: the view says why not here
        await settle(pilot)
        assert app.screen.name == "match-view"
        assert "only shows the match" in [n.message for n in app._notifications][-1]
        await pilot.press("escape")
        table.move_cursor(row=1)
        await pilot.press("n")
        await settle(pilot)
        await pilot.press(*"Anya", "enter")  # rename Anna in that match
        await settle(pilot)
        assert table.get_row_at(1)[2].startswith("Anya 10")
        await pilot.press("d")
        await pilot.click("#accept")
        await settle(pilot)
        assert table.row_count == 1
    with Store.open(db) as store:
        assert store.count_matches() == 1
    close_store(app)


async def test_stats_screen_counts_by_player_and_preset(
    db: DbTarget, catalog: Catalog, settings: Settings
) -> None:
    app = app_on(db, catalog, settings, new_match())
    async with app.run_test(size=(120, 30)) as pilot:
        # Anna 10 + 10, Boris passes twice (-12), Vera 0; finished: Anna wins
        await _play_and_finish(app, pilot, ["m", "p", "space", "m", "p"])
        app.action_stats()
        await settle(pilot)
        players = app.screen.query_one("#players", LineTable)
        rows = {players.get_row_at(i)[0]: players.get_row_at(i) for i in range(players.row_count)}
        # the rating (one rated match: too few to show), matches, finished, wins, win rate,
        # average, best, matadors, passes/match, largest debt, tiles laid, drawn ("—": a
        # one-key match has no draws), open sixes
        # (the cells of `scorekeeper stats`: scorekeeper.wording.tally_cells, real minus signs)
        anna = ["— (1)", "1", "1", "1", "100%", "20.0", "20", "2", "0.0", "0", "2", "—", "0"]
        boris = ["— (1)", "1", "1", "0", "0%", "−12.0", "−12", "0", "2.0", "12", "0", "—", "0"]
        assert rows["Anna"][1:] == anna and rows["Boris"][1:] == boris
        # the detail table: a row per statistic, Anna overall, then her one preset
        per_preset = app.screen.query_one("#per-preset", LineTable)
        assert per_preset.columns[2].heading == "6M expert"
        assert per_preset.get_row_at(0) == ["Matches", "1", "1"]
        assert per_preset.get_row_at(8) == ["Largest debt", "0", "0"]
    close_store(app)
