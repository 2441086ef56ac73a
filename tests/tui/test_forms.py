"""Forms that help (issue 12 item 5): checked as typed, kept through a cancel, stale messages
cleared, the edit dialog naming its event, remembered players, preset and folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button, Input, Label, Select

from scorekeeper.catalog import Catalog
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board.tiles import TileBoardScreen
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.screens.round_end import RoundEndScreen
from tests.tui.tui_helpers import MakeApp, board, settle

PIPS = "matador-pips"


def _text(app: ScorekeeperApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Label).render())


async def test_pips_are_checked_while_typed_and_cleared_when_fixed(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "1", *"169")  # Anna went out; Boris's box has the focus
        assert "0 to 168 pips, not 169" in _text(app, "#sum-1")
        await pilot.press("backspace", "backspace", "backspace", *"-3")
        assert "not -3" in _text(app, "#sum-1")
        await pilot.press("backspace", "backspace", *"7:1")
        assert "0 to 6 pips" in _text(app, "#sum-1")
        await pilot.press("backspace", "backspace", "backspace", *"12")
        assert _text(app, "#sum-1") == ""  # a plain number that is fine needs no note


async def test_a_refusal_clears_itself_when_the_typing_changes(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b", "5", "ctrl+s")
        assert "give the pips left" in _text(app, "#error")
        await pilot.press("6")
        assert _text(app, "#error") == ""


async def test_cancelling_keeps_the_typing_for_the_next_open(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "2", *"18", "escape")  # Boris out, Anna holds 18
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)
        assert app.screen.query_one("#pips-0", Input).value == "18"
        assert app.screen.query_one("#pips-1", Input).disabled  # Boris is still the one out


async def test_tab_moves_between_the_pips_boxes(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b")  # blocked: all three hands are counted
        await pilot.pause()
        assert app.focused is app.screen.query_one("#pips-0", Input)
        await pilot.press("tab")
        assert app.focused is app.screen.query_one("#pips-1", Input)
        await pilot.press("tab")
        assert app.focused is app.screen.query_one("#pips-2", Input)


async def test_the_round_that_ends_the_match_asks_no_leader(make_app: MakeApp) -> None:
    app = make_app(PIPS, rounds=2)
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "5", "enter", "7", "enter")  # round 1 of 2
        await pilot.pause()
        await pilot.press("space", "r", "1", "5", "enter", "7")
        await pilot.pause()
        leader = app.screen.query_one("#leader", Select)
        assert not leader.display  # round 2 of 2 ends the match: nobody leads a round 3
        await pilot.press("backspace")  # Vera's pips missing again: the end is not whole
        await pilot.pause()
        assert leader.display


async def test_the_leader_is_asked_before_the_last_round(make_app: MakeApp) -> None:
    app = make_app(PIPS, rounds=2)
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "5", "enter", "7")
        await pilot.pause()
        assert app.screen.query_one("#leader", Select).display


async def test_a_correction_button_says_so(make_app: MakeApp) -> None:
    app = make_app(PIPS)
    async with app.run_test() as pilot:
        await pilot.press("r", "b", "5", "enter", "6", "enter", "9", "enter")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RoundEndScreen)
        assert str(app.screen.query_one("#accept", Button).label) == "Correct"


async def test_the_edit_dialog_names_the_event(make_app: MakeApp) -> None:
    app = make_app("six-matador-beginner")
    async with app.run_test() as pilot:
        await pilot.press("m", "e")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        title = str(app.screen.query_one(".dialog-title", Label).render())
        assert title.startswith("Change: Anna")


async def test_a_new_match_offers_the_last_players_and_preset(
    catalog: Catalog, settings: Settings
) -> None:
    request = NewMatchRequest(("Gleb", "Vera", "Ida"), "six-matador-expert", None, None)
    first = ScorekeeperApp(catalog, settings, start=Start(new_match=request))
    async with first.run_test() as pilot:
        await pilot.pause()
    again = ScorekeeperApp(catalog, Settings.load(settings.path))
    async with again.run_test() as pilot:
        await pilot.pause()
        again.action_new_match()
        await pilot.pause()
        names = [again.screen.query_one(f"#name-{seat}", Input).value for seat in range(4)]
        assert names == ["Gleb", "Vera", "Ida", ""]
        assert again.screen.query_one("#preset", Select).value == "six-matador-expert"


async def test_a_stale_form_message_clears_itself(make_app: MakeApp) -> None:
    app = make_app(None)
    async with app.run_test() as pilot:
        app.action_new_match()
        await pilot.pause()
        await pilot.press("A", "ctrl+s")
        assert "at least two" in _text(app, "#form-error")
        await pilot.press("n")
        assert _text(app, "#form-error") == ""


async def test_resume_with_nothing_to_resume_says_so(catalog: Catalog, settings: Settings) -> None:
    app = ScorekeeperApp(catalog, settings, start=Start(resume=True))
    async with app.run_test() as pilot:
        await settle(pilot)  # the store is asked in a worker: one pause failed once under load
        messages = [note.message for note in app._notifications]
        assert "No unfinished match to resume." in messages


async def test_the_export_dialog_remembers_its_folder(
    make_app: MakeApp, tmp_path: Path, settings: Settings
) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    app = make_app("six-matador-beginner")
    async with app.run_test() as pilot:
        await pilot.press("m", "x")
        await pilot.pause()
        path_box = app.screen.query_one("#path", Input)
        path_box.value = str(folder / "night.md")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert (folder / "night.md").is_file()
    assert Settings.load(settings.path).export_folder == str(folder)


async def test_a_round_finished_in_the_middle_is_shown_as_played(make_app: MakeApp) -> None:
    app = make_app("matador-classic")
    async with app.run_test() as pilot:
        await pilot.press("m", "p")
        assert not board(app).view.rows[-1].ended  # the round goes on: shown as "1…"
        await pilot.press("f")
        await pilot.click("#accept")
        await pilot.pause()
        assert board(app).view.rows[-1].ended  # finished here: it will not go on


async def test_the_new_match_form_starts_a_match_kept_tile_by_tile(
    catalog: Catalog, settings: Settings
) -> None:
    """Issue 11 item 2: the mode is chosen on the new-match screen, and offered again."""
    app = ScorekeeperApp(catalog, settings)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.action_new_match()
        await pilot.pause()
        assert app.screen.query_one("#mode", Select).value == Mode.ONE_KEY.value  # the default
        for seat, name in enumerate(("Anna", "Boris")):
            app.screen.query_one(f"#name-{seat}", Input).value = name
        app.screen.query_one("#mode", Select).value = Mode.TILES.value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TileBoardScreen)
        assert board(app).session.match.mode is Mode.TILES
        await pilot.press("2", "4")  # the board takes a tile: Anna leads 2:4
        assert len(board(app).session.match.log) == 1
    again = ScorekeeperApp(catalog, Settings.load(settings.path))
    async with again.run_test() as pilot:
        await pilot.pause()
        again.action_new_match()
        await pilot.pause()
        assert again.screen.query_one("#mode", Select).value == Mode.TILES.value


@pytest.mark.parametrize("choice", ["word", "at-once"])
async def test_the_new_match_form_sets_the_opponents_word(
    catalog: Catalog, settings: Settings, tmp_path: Path, choice: str
) -> None:
    """Issue 26 item 4: the form's choice of the opponents' word is the stored match's setting,
    as ``new --word`` makes it (the phones' round ends then wait for another phone's word)."""
    db = tmp_path / "matches.db"
    app = ScorekeeperApp(catalog, settings, store=Store.open(db))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.action_new_match()
        await pilot.pause()
        assert app.screen.query_one("#word", Select).value == "at-once"  # the default
        for seat, name in enumerate(("Anna", "Boris")):
            app.screen.query_one(f"#name-{seat}", Input).value = name
        app.screen.query_one("#word", Select).value = choice
        await pilot.press("ctrl+s")
        await pilot.pause()
        match_id = board(app).match_id
        assert match_id is not None
    with Store.open(db, read_only=True) as store:
        assert store.word(match_id).on is (choice == "word")
