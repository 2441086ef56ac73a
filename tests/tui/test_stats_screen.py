"""The app's statistics: the tile counts (issue 11 item 4), a filter for a name nobody has
played under, names that stay in view with many presets, and headings never cut at 80x24
(issue 12 leftovers)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.cells import cell_len

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.model import (
    Draw,
    End,
    Finish,
    Lead,
    Matador,
    Match,
    Mode,
    Pass,
    Preset,
    RoundEnd,
    Tile,
    TilePlay,
)
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.stats import detail_columns
from scorekeeper.tui.widgets.line_table import LineTable
from scorekeeper.wording import tally_headings
from tests.model.model_helpers import custom_preset
from tests.tui.tui_helpers import settle

A, B, V = "Anna", "Boris", "Vera"


def _tiles_match(catalog: Catalog) -> Match:
    """matador-classic, tile by tile: Anna lays 2:3 and the soap and draws twice; Boris 1:6
    across and 3:4 lengthwise, then 4:6 on the right 3 (3+4=7), which leaves an open six."""
    match = Match([A, B], catalog.get("matador-classic"), None, None, Mode.TILES)
    for event in (
        TilePlay(A, Tile(2, 3)),
        TilePlay(B, Tile(1, 6), End.LEFT),
        Draw(A),
        Draw(A),
        Pass(A),
        TilePlay(B, Tile(3, 4), End.RIGHT, across=False),
        TilePlay(A, Tile(0, 0), End.LEFT),
        TilePlay(B, Tile(4, 6), End.RIGHT),
    ):
        match.record(event)
    return match


def _one_key_match(catalog: Catalog) -> Match:
    """Vera only ever plays with one key: she lays a lead (1 tile) and never draws."""
    match = Match([V, A], catalog.get("six-matador-expert"))
    for event in (Lead(V), Matador(A)):
        match.record(event)
    return match


@pytest.fixture
def store(tmp_path: Path, catalog: Catalog) -> Iterator[Store]:
    with Store.open(tmp_path / "stats.db") as opened:
        opened.create_match(_tiles_match(catalog))
        opened.create_match(_one_key_match(catalog))
        yield opened


def _detail(app: ScorekeeperApp) -> dict[str, list[str]]:
    table = app.screen.query_one("#per-preset", LineTable)
    return {table.get_row_at(i)[0]: table.get_row_at(i)[1:] for i in range(table.row_count)}


async def _choose(app: ScorekeeperApp, name: str) -> None:
    players = app.screen.query_one("#players", LineTable)
    names = [players.get_row_at(i)[0] for i in range(players.row_count)]
    players.move_cursor(names.index(name))


async def test_the_detail_shows_tiles_laid_drawn_and_open_sixes(
    catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_stats()
        await settle(pilot)
        await _choose(app, A)
        await settle(pilot)
        rows = _detail(app)
        # Anna overall, then Matador (classic), then Six Matador (expert)
        assert rows["Tiles laid"] == [
            "3",  # 2 + 1
            "2",  # 2:3 and the soap, tile by tile
            "1",  # a matador, with one key
        ]
        # two draws in the tiles match; under expert she kept no match tile by tile: "—"
        assert rows["Drawn"] == ["2", "2", "—"]
        assert rows["Open sixes"] == ["0", "0", "0"]
        await _choose(app, B)
        await settle(pilot)
        assert _detail(app)["Tiles laid"] == ["3", "3"] and _detail(app)["Open sixes"][0] == "1"
        await _choose(app, V)
        await settle(pilot)
        # Vera kept no match tile by tile: draws do not exist for her, so "—", not 0
        assert _detail(app)["Drawn"] == ["—", "—"] and _detail(app)["Tiles laid"] == ["1", "1"]


async def test_a_filter_for_a_name_nobody_played_under_says_so(
    catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_stats()
        await settle(pilot)
        await pilot.press("slash", *"Zed")
        await settle(pilot)
        title = str(app.screen.query_one("#per-preset-title").render())
        assert title == "No stored match has a player named Zed."
        assert app.screen.query_one("#players", LineTable).row_count == 0


def _house(number: int) -> Preset:
    return custom_preset(id=f"house-{number}", name=f"House {number}")


async def test_with_six_presets_the_names_stay_in_view_when_scrolled(
    catalog: Catalog, settings: Settings, tmp_path: Path
) -> None:
    with Store.open(tmp_path / "six.db") as store:
        for number in range(6):
            match = Match([A, B], _house(number))
            match.record(Lead(A))
            store.create_match(match)
        app = ScorekeeperApp(catalog, settings, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            app.action_stats()
            await settle(pilot)
            table = app.screen.query_one("#per-preset", LineTable)
            assert table.virtual_size.width > table.size.width  # too wide for 80 columns
            table.scroll_to(x=table.virtual_size.width, animate=False, immediate=True)
            await settle(pilot)
            assert table.scroll_offset.x > 0
            header, first = table.render_line(0).text, table.render_line(1).text
            assert header.startswith(" Statistic") and first.startswith(" Matches")
            # the presets scrolled: the last is in view, the first (right after "All") is not
            assert "House 5" in header and "House 0" not in header and "All" not in header


@pytest.fixture(params=["en", "ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


def test_no_statistics_heading_is_cut(language: str) -> None:
    # "Największy dług" (15 cells) was cut to "Największy dł…" in the 14-cell column
    width = detail_columns([])[0].width
    assert all(cell_len(heading) <= width for heading in tally_headings())


async def test_the_app_history_counts_the_round_a_match_was_finished_in(
    catalog: Catalog, settings: Settings, tmp_path: Path
) -> None:
    # round 1 ended (Boris out), round 2 cut short by the players' finish: 2 rounds, as the
    # board and the exports show it (before: 1, the cut round left out of the count)
    match = Match([A, B], catalog.get("six-matador-expert"))
    for entry in (Lead(A), Matador(B), RoundEnd(B), Lead(A), Pass(B), Finish()):
        match.record(entry)
    with Store.open(tmp_path / "history.db") as store:
        store.create_match(match)
        app = ScorekeeperApp(catalog, settings, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            app.action_history()
            await settle(pilot)
            table = app.screen.query_one("#matches", LineTable)
            assert table.get_row_at(0)[4] == "2"
