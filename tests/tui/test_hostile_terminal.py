"""Issue 21 item 1, in Textual's own output: a database whose every stored text holds terminal
controls (tests/hostile_data.py), and the app walked through every screen with a driver that
keeps every byte Textual sends to the terminal. None of the controls may be among them: no OSC
(title, clipboard), no DCS, no C1 control, no bidi control, no U+2028, no clear screen. The
app's own sequences (CSI for colours and the cursor) are all the ESCs there may be.

tests/e2e/test_hostile_terminal.py does the same in a real terminal (tmux)."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input

from scorekeeper.catalog import Catalog, built_in_dir, load_catalog
from scorekeeper.model import Adjust, Match
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.text import escape
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.edit import EditScreen
from tests.hostile_data import FOLDER, STAND_INS, Planted, leaks, plant, poison
from tests.tui.recording import recording
from tests.tui.tui_helpers import settle

Op = str | Callable[[Pilot[None]], Awaitable[None]]  # a key, or something done to the app


@pytest.fixture
def presets(tmp_path: Path) -> Path:
    """A --presets folder with a preset whose name and description hold terminal controls (the
    catalog refuses it: it is not offered, and nothing of it reaches the screen)."""
    folder = tmp_path / "presets"
    folder.mkdir()
    lines = (built_in_dir() / "six-matador-expert.toml").read_text(encoding="utf-8").splitlines()
    own = {"id": '"evil"', "name": STAND_INS["Qpreset"], "description": STAND_INS["Qwords"]}
    for number, line in enumerate(lines):
        key = line.split(" = ")[0]
        if key in own:  # JSON's escapes are TOML's: the file holds the controls themselves
            lines[number] = f"{key} = {own[key] if key == 'id' else json.dumps(own[key])}"
    (folder / f"evil{FOLDER}.toml").write_text("\n".join(lines), encoding="utf-8")
    return folder


async def _run(pilot: Pilot[None], ops: tuple[Op, ...]) -> None:
    for op in ops:
        if isinstance(op, str):
            await pilot.press(op)
        else:
            await op(pilot)
        await settle(pilot)


def _action(name: str) -> Op:
    async def run(pilot: Pilot[None]) -> None:
        await pilot.app.run_action(name)

    return run


def _open(match_id: int) -> Op:
    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, ScorekeeperApp)
        app.open_match(match_id)

    return run


async def _to_adjust_row(pilot: Pilot[None]) -> None:
    """The edit screen's cursor on an adjustment (whose note the editor shows)."""
    screen = pilot.app.screen
    assert isinstance(screen, EditScreen)
    log = screen.session.match.log
    rows = screen._rows
    row = next(row for row, index in enumerate(rows) if isinstance(log[index], Adjust))
    screen.query_one(DataTable).move_cursor(row=row)


Step = tuple[str, tuple[Op, ...]]  # a name, and what takes the app there


def walk(planted: Planted) -> dict[str, list[Step]]:
    """Every screen, dialog, palette and notice, with the hostile texts on it: three walks,
    each on a fresh app from the home screen, so that xdist runs them side by side."""
    return {
        "a match kept": [
            ("home with resume", ()),
            ("board (one key)", ("enter", "space", "m", "p", "u")),
            ("round end", ("r",)),
            ("adjust", ("escape", "a")),
            ("edit", ("escape", "e", _to_adjust_row)),
            ("event editor", ("enter",)),
            ("delete question", ("escape", "d")),
            ("help", ("escape", "escape", "question_mark")),
            ("palette", ("escape", "ctrl+p", "a")),
            ("export dialog", ("escape", "escape", "x")),
            ("export notice", ("ctrl+s",)),
            ("watch dialog", ("w",)),
            ("finish", ("escape", "f", "enter")),
            ("reopen", ("o",)),
        ],
        "the lists": [
            ("home", ()),
            ("history", (_action("history"),)),
            ("match view", ("enter",)),
            ("rename", ("escape", "n")),
            ("delete match", ("escape", "d")),
            ("stats", ("escape", "escape", _action("stats"))),
            ("club events", ("escape", _action("club"))),
            ("club night", ("enter",)),
            ("start table", ("down", "s")),
        ],
        "matches opened": [
            ("open elsewhere", (_open(planted.busy),)),
            ("no such match", (_open(99_999),)),
            ("tile board", (_open(planted.tiles),)),
            ("tile typed", ("6",)),
            ("tile adjust", ("escape", "a")),
            ("new match", ("escape", _action("new_match"))),
        ],
    }


@dataclass(frozen=True)
class Sought:
    """What a walk must have reached and shown."""

    screens: tuple[str, ...]
    stand_ins: tuple[str, ...]  # each stored text on the screen, escaped (its head at least)
    host_noticed: bool = False  # the lease's host, in the notice that the match is busy
    folder_notices: int = 0  # notices naming the database's hostile folder


SOUGHT = {
    "a match kept": Sought(
        ("HomeScreen", "ScoreboardScreen", "RoundEndScreen", "AdjustDialog", "EditScreen",
         "EventEditor", "Confirm", "HelpScreen", "CommandPalette", "ExportDialog",
         "WatchDialog", "FinalScreen", "ReopenDialog"),
        ("Qanna", "Qboris", "Qvera", "Qnote", "Qpreset"),
        folder_notices=1,  # the export's
    ),
    "the lists": Sought(
        ("HomeScreen", "HistoryScreen", "MatchViewScreen", "RenameDialog", "Confirm",
         "StatsScreen", "ClubEventsScreen", "ClubScreen"),
        ("Qanna", "Qboris", "Qvera", "Qgleb", "Qdana", "Qegor", "Qevent", "Qpreset"),
    ),
    "matches opened": Sought(
        ("TileBoardScreen", "AdjustDialog", "NewMatchScreen"),
        ("Qanna", "Qboris", "Qvera", "Qgleb", "Qegor", "Qpreset"),
        host_noticed=True,
        folder_notices=1,  # the refusal of a match that is not there
    ),
}  # fmt: skip


def test_the_walks_together_seek_every_screen_and_every_stored_text() -> None:
    """The three walks' checks add up to the walk they were split from: every screen, and
    every stored text but a preset's description (shown nowhere in the app) and the host
    (in a notice, where a toast wraps it)."""
    screens = {screen for sought in SOUGHT.values() for screen in sought.screens}
    assert len(screens) == 21
    shown = {stand_in for sought in SOUGHT.values() for stand_in in sought.stand_ins}
    assert shown == set(STAND_INS) - {"Qwords", "Qhost"}
    assert sum(sought.host_noticed for sought in SOUGHT.values()) == 1
    assert sum(sought.folder_notices for sought in SOUGHT.values()) >= 2


@pytest.fixture
def hostile_app(tmp_path: Path, presets: Path) -> Iterator[tuple[ScorekeeperApp, Planted]]:
    """The app on the hostile database, its hostile preset refused, on the recording driver."""
    catalog: Catalog = load_catalog(presets)
    assert "evil" not in catalog.presets  # refused, not offered
    assert [problem.message for problem in catalog.problems] == [
        "field name: the text holds a control character (\\u001b)"
    ]
    planted = plant(tmp_path, catalog)
    settings = Settings(last_players=[STAND_INS["Qanna"], STAND_INS["Qegor"]])
    store = Store.open(planted.db)
    folder = planted.db.parent  # exports go next to the database: a hostile folder's name
    app = ScorekeeperApp(catalog, settings, start=Start(), export_folder=folder, store=store)
    try:
        yield app, planted
    finally:
        store.close()


@pytest.mark.parametrize("walked", list(SOUGHT))
async def test_no_stored_text_drives_the_terminal_on_any_screen(
    hostile_app: tuple[ScorekeeperApp, Planted], walked: str
) -> None:
    app, planted = hostile_app
    written = recording(app)
    found: dict[str, dict[str, int]] = {}
    screens = []
    notices: set[str] = set()  # every notification's words, as shown
    async with app.run_test(headless=False, size=(100, 40), notifications=True) as pilot:
        for name, ops in walk(planted)[walked]:
            before = len(written)
            await _run(pilot, ops)
            await pilot.pause(0.2)  # the frame after the step is drawn
            screens.append(type(app.screen).__name__)
            notices.update(notice.message for notice in app._notifications)
            leaked = leaks("".join(written[before:]))
            if leaked:
                found[name] = leaked
    stream = "".join(written)
    assert not found, f"raw terminal controls reached the terminal: {found}; in all {leaks(stream)}"
    assert not leaks(stream)
    _reached_and_shown(SOUGHT[walked], screens, stream, notices)
    if walked == "a match kept":
        assert list(planted.db.parent.glob("*.md"))  # the export was written where offered


def _reached_and_shown(sought: Sought, screens: list[str], stream: str, notices: set[str]) -> None:
    for expected in sought.screens:  # the walk reached every screen it meant to
        assert expected in screens, (expected, screens)
    for stand_in in sought.stand_ins:  # the hostile texts were shown, escaped
        assert escape(STAND_INS[stand_in])[:16] in stream, stand_in
    # a toast wraps a path or a host, so these are read from the notices, not from the stream
    if sought.host_noticed:
        assert any(escape(STAND_INS["Qhost"]) in notice for notice in notices), notices
    assert sum(escape(FOLDER) in notice for notice in notices) >= sought.folder_notices, notices


async def test_an_adjustment_changed_keeps_its_note_as_the_editor_showed_it(
    tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    """The editor's note box shows a stored note escaped; changing the points keeps the note as
    shown (what the scorekeeper saw and could edit), so the ESC is gone from the log. (With
    hostile names no edit is possible: the log is replayed by the rules of the day, which
    refuse them, and the line under the edit screen says so.)"""
    path = tmp_path / "scores.db"
    match = Match(("Anna", "Boris"), catalog.get("six-matador-expert"))
    match.record(Adjust("Anna", -3, "Qnote"))
    with Store.open(path) as store:
        match_id = store.create_match(match)
    poison(path)
    store = Store.open(path)
    app = ScorekeeperApp(catalog, settings, start=Start(match_id=match_id), store=store)
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            await settle(pilot)  # the board up first: keys before it are issue 22 item 6's test
            await _run(pilot, ("e", _to_adjust_row, "enter"))
            assert app.screen.query_one("#note", Input).value == escape(STAND_INS["Qnote"])
            app.screen.query_one("#points", Input).value = "-4"
            await pilot.click("#accept")
            await settle(pilot)
            assert isinstance(app.screen, EditScreen)
    finally:
        store.close()
    with Store.open(path) as store:
        log = store.load_match(match_id).match.log
    assert log == [Adjust("Anna", -4, escape(STAND_INS["Qnote"]))]
