"""The statistics screen shows each player's rating (issue 15 item 3) right after the name,
at 80 columns in every language: the value from three rated matches on, "—" before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Static

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, activate
from scorekeeper.model import Finish, Matador, Match
from scorekeeper.model.rating import Result, rate_all
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens import stats as stats_screen
from scorekeeper.tui.widgets.line_table import LineTable
from tests.ratings_waiting import CATCHING_UP, nothing_rates
from tests.tui.tui_helpers import settle

# Anna wins all three (one matador, 10 points, against 0); Boris loses all three; Vera plays
# one of them, finished, and one more that is never finished
GAMES = [("Anna", "Boris"), ("Anna", "Boris", "Vera"), ("Anna", "Boris")]


@pytest.fixture
def store(tmp_path: Path, catalog: Catalog) -> Iterator[Store]:
    with Store.open(tmp_path / "ratings.db") as opened:
        for players in GAMES:
            match = Match(list(players), catalog.get("six-matador-beginner"))
            match.record(Matador("Anna"))
            match.record(Finish())
            opened.create_match(match)
        opened.create_match(Match(["Vera", "Anna"], catalog.get("six-matador-beginner")))
        yield opened


@pytest.fixture(params=["en", "ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


async def test_the_rating_is_shown_beside_the_matches_rated(
    catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    # places: Anna 1 in every match; Boris 2 in all three; Vera shares 2nd with Boris (0 = 0)
    results = [
        Result(1, ("anna", "boris"), (1, 2)),
        Result(2, ("anna", "boris", "vera"), (1, 2, 2)),
        Result(3, ("anna", "boris"), (1, 2)),
    ]
    wanted = rate_all(results)
    decimal_mark = "." if language == "en" else ","
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_stats()
        await settle(pilot)
        players = app.screen.query_one("#players", LineTable)
        assert players.virtual_size.width <= 78  # the rating fits: no sideways scroll
        rows = {players.get_row_at(i)[0]: players.get_row_at(i)[1] for i in range(3)}
        anna = f"{wanted['anna'].ordinal:.1f}".replace(".", decimal_mark)
        assert rows["Anna"] == f"{anna} (3)"
        boris = f"{wanted['boris'].ordinal:.1f}".replace(".", decimal_mark).replace("-", "−")
        assert rows["Boris"] == f"{boris} (3)"
        assert wanted["anna"].ordinal > wanted["boris"].ordinal
        assert rows["Vera"] == "— (1)"  # one finished match: too few to show a rating


async def test_the_screen_says_while_ratings_are_caught_up_and_clears_itself(
    catalog: Catalog,
    settings: Settings,
    store: Store,
    language: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 23 item 2: a finished match not rated yet (its app's settle never ran) is said
    in the title, in the club screen's words; once a settle rates it, the screen, which
    looks again while the note shows, drops the note and shows the new rating itself."""
    monkeypatch.setattr(stats_screen, "RECHECK_SECONDS", 0.05)  # not the 2 s of a real screen
    with nothing_rates(monkeypatch):
        match = Match(["Vera", "Gleb"], catalog.get("six-matador-beginner"))
        match.record(Matador("Vera"))
        match.record(Finish())
        store.create_match(match)
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_stats()
        await settle(pilot)
        title = app.screen.query_one("#title", Static)
        heading = _("Player statistics")
        assert str(title.render()) == f"{heading} · {CATCHING_UP[language][1]}"
        players = app.screen.query_one("#players", LineTable)
        rows = {players.get_row_at(i)[0]: players.get_row_at(i)[1] for i in range(4)}
        assert rows["Gleb"] == "— (0)"  # his one match is not rated yet
        store.renew_claims()  # the next heartbeat settles: Vera's match rated
        for _tick in range(100):
            await pilot.pause(0.05)
            if str(title.render()) == heading:
                break
        assert str(title.render()) == heading
        rows = {players.get_row_at(i)[0]: players.get_row_at(i)[1] for i in range(4)}
        assert rows["Gleb"] == "— (1)"
