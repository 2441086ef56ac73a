"""Issue 12 item 5: a cancelled form keeps what was typed for its next open, for the thing it
edits only (this event, this match, the next match), and forgets it once accepted. The event
editor, the adjust dialog, the history's rename dialog, the final screen's reopen dialog and
the new-match form."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select

from scorekeeper.catalog import Catalog
from scorekeeper.model import Adjust, Matador, Match, Reopen, Tile
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.event_editor import EventEditor
from scorekeeper.tui.screens.final import FinalScreen
from scorekeeper.tui.screens.match_dialogs import ReopenDialog
from scorekeeper.tui.screens.new_match import NewMatchScreen
from tests.tui.tui_helpers import MakeApp, board, settle


def _box(app: ScorekeeperApp, box_id: str) -> Input:
    return app.screen.query_one(f"#{box_id}", Input)


async def _type(pilot: Pilot[None], app: ScorekeeperApp, box_id: str, text: str) -> None:
    box = _box(app, box_id)
    box.focus()
    box.value = ""
    await pilot.press(*text)


async def test_the_event_editor_keeps_a_draft_for_its_event_only(make_app: MakeApp) -> None:
    app = make_app("six-matador-beginner")  # Anna, Boris, Vera
    async with app.run_test() as pilot:
        await pilot.press("m", "m", "e")  # Anna's matador, Boris's matador, then edit
        await pilot.pause()
        await pilot.press("enter")  # the cursor starts on the last event: Boris's matador
        await pilot.pause()
        await _type(pilot, app, "tile", "2:4")
        await pilot.press("escape", "up", "enter")  # Anna's matador: nothing typed for it
        await pilot.pause()
        assert isinstance(app.screen, EventEditor) and app.screen.event == Matador("Anna")
        assert _box(app, "tile").value == ""
        await pilot.press("escape", "down", "enter")  # Boris's again: what was typed is back
        await pilot.pause()
        assert _box(app, "tile").value == "2:4"
        await _type(pilot, app, "tile", "4:2")
        await pilot.press("enter")  # accepted: the event changes, and its draft is gone
        await pilot.pause()
        assert board(app).session.match.log[1] == Matador("Boris", Tile.parse("2:4"))
        assert not any(key.startswith("event:") for key in app.drafts)


async def test_the_event_editor_keeps_the_kind_chosen(make_app: MakeApp) -> None:
    app = make_app("six-matador-beginner")
    async with app.run_test() as pilot:
        await pilot.press("m", "e", "enter")
        await pilot.pause()
        app.screen.query_one("#kind", Select).value = "adjust"
        await pilot.pause()
        await _type(pilot, app, "points", "-3")
        await pilot.press("escape", "enter")
        await pilot.pause()
        assert app.screen.query_one("#kind", Select).value == "adjust"
        assert _box(app, "points").value == "-3" and _box(app, "points").display
        assert not _box(app, "tile").display  # the matador's box is not the adjustment's


async def test_the_adjust_dialog_keeps_the_player_chosen(make_app: MakeApp) -> None:
    app = make_app("six-matador-beginner")
    async with app.run_test() as pilot:
        await pilot.press("a")
        await pilot.pause()
        app.screen.query_one("#player", Select).value = 2  # Vera's seat
        await _type(pilot, app, "points", "-3")
        await pilot.press("escape", "a")
        await pilot.pause()
        assert app.screen.query_one("#player", Select).value == 2
        await pilot.press("enter")  # the points box has the focus: accepted
        await pilot.pause()
        assert board(app).session.match.log == [Adjust("Vera", -3, "")]
        await pilot.press("a")
        await pilot.pause()
        assert _box(app, "points").value == ""  # forgotten once accepted


async def test_the_reopen_dialog_keeps_a_draft_until_it_reopens(make_app: MakeApp) -> None:
    app = make_app()  # expert: players decide the end, so the dialog opens blank
    async with app.run_test() as pilot:
        await pilot.press("m", "f", "enter")  # finish, confirmed
        await pilot.pause()
        assert isinstance(app.screen, FinalScreen)
        await pilot.press("o")
        await pilot.pause()
        await _type(pilot, app, "rounds", "7")
        await pilot.press("escape", "o")
        await pilot.pause()
        assert isinstance(app.screen, ReopenDialog)
        assert _box(app, "target").value == "" and _box(app, "rounds").value == "7"
        await pilot.press("enter")  # reopened with a limit of 7 rounds
        await pilot.pause()
        assert board(app).session.match.log[-1] == Reopen(None, 7)
        await pilot.press("u")  # the reopen undone: the same finished match, as it was
        await pilot.pause()
        assert isinstance(app.screen, FinalScreen)
        await pilot.press("o")
        await pilot.pause()
        assert _box(app, "rounds").value == ""  # the draft went with the reopen


@pytest.fixture
def store(tmp_path: Path, catalog: Catalog) -> Iterator[Store]:
    with Store.open(tmp_path / "matches.db") as opened:
        for players in (("Anna", "Boris"), ("Gleb", "Ida")):
            opened.create_match(Match(list(players), catalog.get("matador-classic")))
        yield opened


async def test_the_rename_dialog_keeps_a_draft_for_its_match(
    catalog: Catalog, settings: Settings, store: Store
) -> None:
    app = ScorekeeperApp(catalog, settings, store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        app.action_history()
        await settle(pilot)
        await pilot.press("down", "n")  # the older match (newest first): Anna and Boris
        await settle(pilot)
        app.screen.query_one("#old", Select).value = "Boris"
        await _type(pilot, app, "new", "Borys")
        await pilot.press("escape", "up", "n")  # Gleb and Ida's: nothing typed for it
        await settle(pilot)
        assert app.screen.query_one("#old", Select).value == "Gleb"
        assert _box(app, "new").value == ""
        await pilot.press("escape", "down", "n")
        await settle(pilot)
        assert app.screen.query_one("#old", Select).value == "Boris"
        assert _box(app, "new").value == "Borys"
        await pilot.press("enter")  # renamed; the draft is gone with it
        await settle(pilot)
        assert store.load_match(1).match.players == ("Anna", "Borys")
        await pilot.press("n")
        await settle(pilot)
        assert _box(app, "new").value == ""


async def test_the_new_match_form_keeps_its_draft_until_a_match_starts(make_app: MakeApp) -> None:
    app = make_app(None)  # the home screen
    async with app.run_test(size=(100, 30)) as pilot:
        app.action_new_match()
        await pilot.pause()
        await pilot.press(*"Ida", "enter", *"Oleg")  # Enter moves to the next name
        app.screen.query_one("#preset", Select).value = "matador-classic"
        await _type(pilot, app, "target", "150")
        await _type(pilot, app, "rounds", "3")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, NewMatchScreen)
        app.action_new_match()
        await pilot.pause()
        names = [_box(app, f"name-{seat}").value for seat in range(4)]
        assert names == ["Ida", "Oleg", "", ""]
        assert app.screen.query_one("#preset", Select).value == "matador-classic"
        assert (_box(app, "target").value, _box(app, "rounds").value) == ("150", "3")
        await pilot.press("ctrl+s")  # started: the match is what was typed
        await pilot.pause()
        match = board(app).session.match
        assert (match.players, match.target, match.rounds_limit) == (("Ida", "Oleg"), 150, 3)
        app.action_new_match()
        await pilot.pause()
        # the draft is gone: the last players are offered, the limits are blank again
        assert _box(app, "name-0").value == "Ida"
        assert (_box(app, "target").value, _box(app, "rounds").value) == ("", "")
