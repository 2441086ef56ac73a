"""Issue 12 items 2 and 3: four players with 24-character names at 80x24. Names are cut to
fit; numbers never are. Snapshots of the board, the history and the statistics."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate
from scorekeeper.matchfile import Played
from scorekeeper.model import Finish, Lead, LogEntry, Matador, Match, Mode, Pass
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.widgets.event_log import EventLog
from scorekeeper.tui.widgets.line_table import LineTable
from scorekeeper.tui.widgets.rounds_table import RoundsTable
from scorekeeper.tui.widgets.status_line import StatusLine, status_text
from scorekeeper.tui.words.names import players_cell, short_name, short_names, short_preset
from tests.tui.tui_helpers import MakeApp, SnapCompare, board, settle

LONG = ("Alexandra-Konstantinova1", "Bartholomew-Fitzgerald12", "Vera", "Gleb")
PRESETS = ("six-matador-expert", "six-matador-beginner", "matador-classic", "matador-pips")
# Six Matador (expert), round 1: Alexandra leads (0), Bartholomew lays a matador (+10), Vera
# passes (-6), Gleb lays a matador (+10).
KEYS = ["space", "m", "p", "m"]


def test_a_short_name_is_cut_with_an_ellipsis_and_told_apart() -> None:
    assert short_name("Vera", 9) == "Vera"
    assert short_name("Alexandra-Konstantinova1", 9) == "Alexandr…"
    # both would be "Alexandr…": the second seat number tells them apart
    assert short_names(("Alexandra-One", "Alexandra-Two"), 9) == ("Alexand…1", "Alexand…2")


def test_the_players_cell_cuts_names_never_totals() -> None:
    # 40 cells: totals " 10", " −6", " 0", " 16" (11) and three " · " (9) leave 20 for the
    # names; Vera and Gleb keep their 4 each, the two long ones are cut to 6 each
    cell = players_cell(LONG, (10, -6, 0, 16), 40)
    assert cell == "Alexa… 10 · Barth… −6 · Vera 0 · Gleb 16"
    # 22 cells: with totals the long names would drop under 4 cells, so the names alone
    # (the detail line has the totals): three ", " (6) leave 16, Vera and Gleb 4 each, 4 + 4
    assert players_cell(LONG, (10, -6, 0, 16), 22) == "Ale…, Bar…, Vera, Gleb"


def test_the_two_six_matador_presets_have_different_short_labels() -> None:
    labels = {short_preset(name, 11) for name in ("Six Matador (beginner)", "Six Matador (expert)")}
    assert labels == {"6M beginner", "6M expert"}
    assert short_preset("A House Preset Of Our Own", 11) == "A House Pr…"


async def test_the_board_at_80x24_keeps_every_number(make_app: MakeApp) -> None:
    app = make_app(players=LONG)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*KEYS)
        await pilot.pause()
        table = app.screen.query_one(RoundsTable)
        header = table.render_line(0).text
        row = table.render_line(1).text.split()
        assert "Gleb" in header and "Alexandr…" in header
        # round 1 ("1…", in progress), then points and total for each of the four players
        assert row == ["1…", "0", "0", "+10", "10", "−6", "−6", "+10", "10"]
        log = app.screen.query_one(EventLog)
        lines = str(log.render()).splitlines()
        assert lines[1].endswith("matador  +10") and "Barth" in lines[1]
        assert all(len(line) <= log.content_size.width for line in lines)
        status = app.screen.query_one(StatusLine)
        assert len(status_text(board(app).view, status.content_size.width)) <= 78


async def test_the_empty_rounds_hint_is_wrapped_not_cut(make_app: MakeApp) -> None:
    app = make_app(players=LONG)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = str(app.screen.query_one(EventLog).render())
        assert "matador." in text and "…" not in text


def test_a_tied_lead_of_long_names_fits_the_status_line(make_app: MakeApp) -> None:
    from scorekeeper.tui.board.view import BoardView

    verdict = "Leaders: Alexandra-Konstantinova1, Bartholomew-Fitzgerald12 · differential 0"
    view = BoardView(players=LONG, verdict=verdict, end_rule="to 100 points", round_number=12)
    text = status_text(view, 78)
    assert len(text) <= 78 and "round 12" in text and "differential 0" in text


def _stored(catalog: Catalog, preset: str, finished: bool) -> Match:
    match = Match(list(LONG), catalog.get(preset))
    log: list[LogEntry] = [Lead(LONG[0]), Matador(LONG[1]), Pass(LONG[2]), Matador(LONG[3])]
    for entry in [*log, *([Finish()] if finished else [])]:
        match.record(entry)
    return match


@pytest.fixture
def store(tmp_path: Path, catalog: Catalog) -> Iterator[Store]:
    """Four matches, one per preset, on fixed days (at noon: the same date in any time zone)."""
    with Store.open(tmp_path / "matches.db") as opened:
        for day, preset in enumerate(PRESETS, start=1):
            when = datetime(2026, 3, day, 12, tzinfo=UTC)
            opened.create_match(_stored(catalog, preset, day % 2 == 1), played=Played(when, when))
        yield opened


async def test_history_at_80_columns_shows_numbers_labels_and_a_detail(
    catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_history()
        await settle(pilot)
        table = app.screen.query_one(LineTable)
        assert [table.get_row_at(i)[0] for i in range(4)] == ["4", "3", "2", "1"]  # newest first
        assert [table.get_row_at(i)[3] for i in range(4)] == [
            "M pips", "M classic", "6M beginner", "6M expert",
        ]  # fmt: skip
        assert table.virtual_size.width <= 78  # nothing to scroll sideways to
        detail = str(app.screen.query_one("#match-detail").render())
        assert "Alexandra-Konstantinova1" in detail and "Matador (Polish, pips)" in detail


async def test_statistics_at_80_columns_keep_names_and_show_every_number(
    catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_stats()
        await pilot.pause()
        players = app.screen.query_one("#players", LineTable)
        assert players.virtual_size.width <= 78
        detail = app.screen.query_one("#per-preset", LineTable)
        rows = {detail.get_row_at(i)[0]: detail.get_row_at(i)[1:] for i in range(detail.row_count)}
        first = players.get_row_at(0)[0]
        assert first.startswith("Alexandra")
        # Alexandra leads each round and scores nothing in all four matches, two finished
        assert rows["Matches"] == ["4", "1", "1", "1", "1"]
        assert rows["Passes/match"][0] == "0.0" and "Largest debt" in rows


async def _history(pilot: Pilot[None]) -> None:
    pilot.app.action_history()  # type: ignore[attr-defined]
    await settle(pilot)


async def _stats(pilot: Pilot[None]) -> None:
    pilot.app.action_stats()  # type: ignore[attr-defined]
    await settle(pilot)


def test_snapshot_board_80x24_long_names(snap_compare: SnapCompare, make_app: MakeApp) -> None:
    assert snap_compare(make_app(players=LONG), press=KEYS, terminal_size=(80, 24))


def test_snapshot_history_80x24_long_names(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_history)


def test_snapshot_stats_80x24_long_names(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_stats)


@pytest.fixture(params=["ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


def test_snapshot_board_80x24_long_names_translated(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    assert snap_compare(make_app(players=LONG), press=KEYS, terminal_size=(80, 24))


def test_snapshot_history_80x24_long_names_translated(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_history)


def test_snapshot_stats_80x24_long_names_translated(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_stats)


async def test_history_marks_a_match_kept_tile_by_tile(
    tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    """Issue 22 item 8: the row's preset label carries the mark, the detail line the words."""
    with Store.open(tmp_path / "matches.db") as opened:
        for preset, mode in (("six-matador-beginner", Mode.ONE_KEY), ("six-matador-beginner",
                             Mode.TILES), ("matador-pips", Mode.TILES)):  # fmt: skip
            match = Match(list(LONG), catalog.get(preset), mode=mode)
            opened.create_match(match)
    store = Store.open(tmp_path / "matches.db")
    app = ScorekeeperApp(catalog, settings, store=store)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.action_history()
            await pilot.pause()
            table = app.screen.query_one(LineTable)
            assert [table.get_row_at(i)[3] for i in range(3)] == [
                "M pips ▦", "6M begin… ▦", "6M beginner",
            ]  # fmt: skip
            assert table.virtual_size.width <= 78  # the mark takes no room the row lacks
            detail = str(app.screen.query_one("#match-detail").render())
            assert detail.startswith("#3 · Matador (Polish, pips), tile by tile · Alexandra")
            await pilot.press("down")
            detail = str(app.screen.query_one("#match-detail").render())
            assert detail.startswith("#2 · Six Matador (beginner), tile by tile · ")
            await pilot.press("down")
            detail = str(app.screen.query_one("#match-detail").render())
            assert detail.startswith("#1 · Six Matador (beginner) · ")  # one key goes unsaid
    finally:
        store.close()
