"""Issue 13 items 5 and 6: the screens not pictured elsewhere (home, new match, tile board, edit,
event editor, adjust, export, reopen, rename, match view, a round-end refusal) in Russian and
Polish at 80x24 with four 24-character names, and Pilot checks that what carries information is
not cut: the event log's points, the history's winner, the round-end refusal's reason.
(Scoreboard, final, round end, help, history and statistics: test_snapshots_i18n.py,
test_narrow_snapshots.py, test_narrow_layout.py.)

Update after a deliberate change with ``pytest tests/tui/test_snapshots_i18n_screens.py
--snapshot-update`` and look at the pictures.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from textual.pilot import Pilot

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import activate, ngettext
from scorekeeper.matchfile import Played
from scorekeeper.model import Finish, Lead, LogEntry, Matador, Match, Mode, Pass
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.widgets.line_table import LineTable
from scorekeeper.tui.widgets.player_card import PlayerCard
from tests.tui.test_narrow_snapshots import FINAL, NAMES
from tests.tui.tui_helpers import MakeApp, SnapCompare, settle

# Six Matador (expert): Alexandra leads (0), Bartholomew a matador (+10), Władysława and
# Святослав pass (−6 each), Alexandra makes six (+1) and leaves an open six (+5).
ROUND = ["space", "m", "p", "p", "space", "b"]
# Matador (Polish, pips): two tiles, Bartholomew went out, Alexandra's hand typed as 200 pips.
TOO_MANY_PIPS = ["space", "space", "r", "2", *"200", "ctrl+s"]
SIZE = (80, 24)


@pytest.fixture(params=["ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


@pytest.fixture
def store(tmp_path: Path, catalog: Catalog) -> Iterator[Store]:
    """Two matches Bartholomew won by a matador (10 to 0), one finished, one not."""
    with Store.open(tmp_path / "matches.db") as opened:
        for day, finished in ((1, True), (2, False)):
            match = Match(list(NAMES), catalog.get("matador-classic"))
            log: list[LogEntry] = [Lead(NAMES[0]), Matador(NAMES[1]), Pass(NAMES[2])]
            for entry in [*log, *([Finish()] if finished else [])]:
                match.record(entry)
            when = datetime(2026, 3, day, 12, tzinfo=UTC)
            opened.create_match(match, played=Played(when, when))
        yield opened


def screen_text(app: ScorekeeperApp) -> list[str]:
    return [strip.text.rstrip() for strip in app.screen._compositor.render_strips()]


def history_app(catalog: Catalog, settings: Settings, store: Store) -> ScorekeeperApp:
    return ScorekeeperApp(catalog, settings, store=store)


async def _history(pilot: Pilot[None]) -> None:
    pilot.app.action_history()  # type: ignore[attr-defined]
    await settle(pilot)


async def test_the_event_log_keeps_every_points_cell(make_app: MakeApp, language: str) -> None:
    app = make_app(players=NAMES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*ROUND)
        await pilot.pause()
        log = [line for line in screen_text(app) if "││" in line and ". " in line]
        # the six entries' prices, worked out above: the lead has none
        ends = [line.rstrip("│ ").split()[-1] for line in log]
        assert ends[1:] == ["+10", "−6", "−6", "+1", "+5"]


async def test_the_history_keeps_the_winner(
    catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = history_app(catalog, settings, store)
    async with app.run_test(size=SIZE) as pilot:
        await _history(pilot)
        rows = [line for line in screen_text(app) if ".03.2026" in line]  # ru 01.03, pl 1.03
        # newest first: the unfinished match, then the one Bartholomew won (no "won by" prefix)
        assert len(rows) == 2 and rows[1].split("  ")[-1].startswith("Bartholomew")
        assert max(len(line) for line in screen_text(app)) <= 80


async def test_the_round_end_refusal_keeps_its_reason(make_app: MakeApp, language: str) -> None:
    app = make_app("matador-pips", players=NAMES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*TOO_MANY_PIPS)
        await pilot.pause()
        shown = [line.strip("█│ ") for line in screen_text(app)]
        # the refusal under the form: the player's whole name, then the reason, which ends
        # with the number typed (wrapped onto a second line rather than cut at the box's edge)
        below = next(i for i, line in enumerate(shown) if line.startswith(NAMES[0] + ": "))
        refusal = f"{shown[below]} {shown[below + 1]}".strip()
        assert "168" in refusal and refusal.endswith("200")


async def test_the_polish_tile_hint_is_whole(make_app: MakeApp) -> None:
    activate("pl")
    try:
        app = make_app(players=NAMES, mode=Mode.TILES)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert any(line.endswith("? — wszystkie klawisze.") for line in screen_text(app))
    finally:
        activate("en")


def test_snapshot_home(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    assert snap_compare(make_app(None), terminal_size=SIZE)


def test_snapshot_new_match(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    assert snap_compare(make_app(None), press=["enter"], terminal_size=SIZE)


def test_snapshot_tile_board(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    # Alexandra leads 2:4 (a matador, +10), Bartholomew types 4 then 2: 2:4 again, refused.
    app = make_app(players=NAMES, mode=Mode.TILES)
    assert snap_compare(app, press=["2", "4", "4", "2"], terminal_size=SIZE)


def test_snapshot_edit(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    assert snap_compare(make_app(players=NAMES), press=[*ROUND, "e"], terminal_size=SIZE)


def test_snapshot_event_editor(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    press = ["space", "m", "p", "e", "enter"]
    assert snap_compare(make_app(players=NAMES), press=press, terminal_size=SIZE)


def test_snapshot_adjust(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    assert snap_compare(make_app(players=NAMES), press=["space", "a"], terminal_size=SIZE)


def test_snapshot_round_end_refusal(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    app = make_app("matador-pips", players=NAMES)
    assert snap_compare(app, press=TOO_MANY_PIPS, terminal_size=SIZE)


def test_snapshot_reopen(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    app = make_app("matador-classic", players=NAMES, target=20)
    assert snap_compare(app, terminal_size=SIZE, run_before=_reopen)


async def _reopen(pilot: Pilot[None]) -> None:
    """The final screen settled (its standings fit their names to the width) before the reopen
    dialog covers it: typed at once, the dialog once came before the fit, in a loaded run."""
    await pilot.press(*FINAL)
    await settle(pilot)
    await pilot.press("o")
    await settle(pilot)


def test_snapshot_history_with_a_winner(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = history_app(catalog, settings, store)
    assert snap_compare(app, terminal_size=SIZE, run_before=_history)


def test_snapshot_match_view(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = history_app(catalog, settings, store)
    assert snap_compare(app, press=["down", "enter"], terminal_size=SIZE, run_before=_history)


def test_snapshot_rename(
    snap_compare: SnapCompare, catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = history_app(catalog, settings, store)
    assert snap_compare(app, press=["n"], terminal_size=SIZE, run_before=_history)


async def test_the_export_dialog_shows_every_format_and_both_buttons(
    make_app: MakeApp, language: str
) -> None:
    """No snapshot: its file name holds today's date and the working folder. Checked here."""
    app = make_app(players=NAMES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "x")
        await pilot.pause()
        shown = "\n".join(screen_text(app))
        formats = ("Markdown (.md)", "CSV (.csv)", "JSON (.json)", "HTML (.html)")
        assert all(f"▐●▌ {name}" in shown for name in formats)
        words = {"ru": ("Экспорт партии", "Экспорт", "Отмена"), "pl": ("Eksport partii", "Anuluj")}
        assert all(word in shown for word in words[language])


async def test_a_narrow_tile_card_drops_the_leader_word_rather_than_cut_it(
    make_app: MakeApp, language: str
) -> None:
    leads = {"ru": "лидер", "pl": "prowadzi"}[language]
    # Six Matador (expert), four players hold 7 tiles each; Alexandra leads 2:4 (+10) and
    # holds 6: four cards at 80 columns have no room for "· leads" after the count
    app = make_app(players=NAMES, mode=Mode.TILES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "4")
        await pilot.pause()
        card = app.screen.query_one("#seat-0", PlayerCard)
        assert str(card.border_subtitle) == ngettext("{count} tile", "{count} tiles", 6).format(
            count=6
        )
    # two players (6 tiles each, 5 left after the lead): two wide cards keep both
    app = make_app(players=NAMES[:2], mode=Mode.TILES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "4")
        await pilot.pause()
        card = app.screen.query_one("#seat-0", PlayerCard)
        assert str(card.border_subtitle).endswith(f" · {leads}")


async def test_the_statistics_list_shows_the_numbers_english_shows(
    catalog: Catalog, settings: Settings, store: Store, language: str
) -> None:
    app = history_app(catalog, settings, store)
    async with app.run_test(size=SIZE) as pilot:
        app.action_stats()
        await settle(pilot)
        players = app.screen.query_one("#players", LineTable)
        # the player, the rating, then matches, finished, wins, win rate (the rest is in the
        # detail table under it), and nothing to scroll sideways to
        assert len(players.columns) == 6
        assert players.virtual_size.width <= 80
