"""The export dialog refuses what no export may write (issue 21 item 6): the database the app
has open (its log and shared memory too) and a name ending in '/', which is a folder's; the
reason shows inline and nothing is written."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from textual.widgets import Input, Label

from scorekeeper.catalog import Catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.screens.export_dialog import ExportDialog
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import settle


def _error_text(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#error", Label).render())


@pytest.mark.parametrize("typed", ["{db}", "{db}-wal", "{folder}/out.md/"])
async def test_the_dialog_says_why_and_writes_nothing(
    typed: str, tmp_path: Path, catalog: Catalog, settings: Settings
) -> None:
    db = tmp_path / "kept.db"
    start = Start(new_match=NewMatchRequest(("Anna", "Boris"), "matador-classic", None, None))
    app = ScorekeeperApp(catalog, settings, start=start, store=Store.open(db))
    app.export_folder = tmp_path
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m", "x")
        await settle(pilot)  # the dialog opens once a worker has asked the store (one pause
        # was too short under load: "No nodes match '#path'" on the board, in a full run)
        before = hashlib.sha256(db.read_bytes()).hexdigest()
        app.screen.query_one("#path", Input).value = typed.format(db=db, folder=tmp_path)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ExportDialog)  # still open, saying why
        said = _error_text(app)
        assert ("is the database in use" in said) or ("names a folder" in said), said
        assert hashlib.sha256(db.read_bytes()).hexdigest() == before
        assert not (tmp_path / "out.md").exists()
    assert app.store is not None
    app.store.close()
