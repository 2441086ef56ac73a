"""Refusals reach the user the one way ``tui.refusals`` says: the screen's message line (and a
notification when something was not saved), a dialog's error line, or a notification from the
app; the app goes on, and nothing has changed."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import pytest
from textual.widgets import Label, Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, LogEntry
from scorekeeper.settings import Settings
from scorekeeper.store import Store, StoreError
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.widgets.line_table import LineTable
from tests.tui.tui_helpers import board, settle

EXPERT = NewMatchRequest(("Anna", "Boris", "Vera"), "six-matador-expert", None, None)


def _disk_full(*_: object) -> NoReturn:
    raise StoreError("cannot write /tmp/matches.db: disk full")


def _message(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#message", Static).render())


async def test_a_failed_save_is_said_on_the_line_and_notified_and_nothing_is_recorded(
    catalog: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = ScorekeeperApp(catalog, Settings(), start=Start(new_match=EXPERT))
    async with app.run_test() as pilot:
        await pilot.press("space")
        await pilot.pause()
        session = board(app).session
        monkeypatch.setattr(session, "record", _disk_full)
        await pilot.press("m")
        await pilot.pause()
        assert "disk full" in _message(app)
        assert [(n.title, n.message) for n in app._notifications][-1] == (
            "Not saved",
            "cannot write /tmp/matches.db: disk full",
        )
        assert session.match.log == [Lead("Anna")]
        assert board(app).current == 1  # still Boris's turn: the refused entry moved nothing


async def test_a_rule_is_said_on_the_line_without_a_notification(catalog: Catalog) -> None:
    app = ScorekeeperApp(catalog, Settings(), start=Start(new_match=EXPERT))
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "enter", "space")  # round 2's lead
        await pilot.pause()
        assert len(board(app).session.match.log) == 3
        board(app).record(Lead("Anna"))  # a second lead in a round breaks a rule
        await pilot.pause()
        assert "lead" in _message(app)
        assert list(app._notifications) == []
        assert len(board(app).session.match.log) == 3


async def test_history_says_a_match_that_cannot_be_read_instead_of_crashing(
    catalog: Catalog, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store.open(tmp_path / "matches.db")
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=EXPERT), store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m")
        app.action_history()
        await settle(pilot)
        # the history reads on the backend's own connection: every store's reads fail
        monkeypatch.setattr(Store, "load_match", _disk_full)
        await pilot.press("n")  # rename needs the match's players: read from the store
        await settle(pilot)
        assert app.screen.name == "history"
        assert "disk full" in _message(app)
        app.screen.query_one(LineTable).focus()
        await pilot.press("enter")  # look at it: read from the store as well
        await settle(pilot)
        assert app.screen.name == "history"
    store.close()


async def test_a_refused_reopen_stays_in_its_dialog(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = NewMatchRequest(("Anna", "Boris"), "six-matador-expert", 10, None)
    app = ScorekeeperApp(catalog, Settings(), start=Start(new_match=request))
    async with app.run_test() as pilot:
        await pilot.press("m", "r", "1", "enter")  # Anna 10 reaches the target of 10
        await pilot.pause()
        assert app.screen.name == "final"

        def refuse(entry: LogEntry) -> NoReturn:
            raise StoreError(f"cannot write the {type(entry).__name__}")

        monkeypatch.setattr(board(app).session, "record", refuse)
        await pilot.press("o")
        await pilot.pause()
        await pilot.click("#accept")
        await pilot.pause()
        assert "cannot write the Reopen" in str(app.screen.query_one("#error", Label).render())
        assert board(app).session.match.finished
