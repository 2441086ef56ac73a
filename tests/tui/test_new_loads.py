"""Issue 20 item 7: ``scorekeeper new`` loads what its board shows. Club night's code (the
club package, its desk and book in the store), the watch dialog and the web view load when
they are first asked for, not at every start; checked in a fresh interpreter, as
tests/cli/test_lazy_commands.py does for the headless commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

# The app as ``new`` runs it (a store, a new match), headless; the modules loaded once its
# board is up, and a word from the board to show the probe got that far.
PROBE = """
import asyncio, json, sys
from pathlib import Path
from scorekeeper.catalog import load_catalog
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.requests import NewMatchRequest

async def main() -> None:
    catalog = load_catalog(Path(sys.argv[2]))
    request = NewMatchRequest(("Anna", "Boris"), "matador-classic", None, None)
    with Store.open(Path(sys.argv[1])) as store:
        app = ScorekeeperApp(catalog, Settings(), start=Start(new_match=request), store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            print(json.dumps({"screen": app.screen.name, "modules": sorted(sys.modules)}))

asyncio.run(main())
"""

NOT_AT_NEW = (
    "scorekeeper.club",
    "scorekeeper.store.club_book",
    "scorekeeper.store.club_desk",
    "scorekeeper.store.club_rounds",
    "scorekeeper.store.event_watch",
    "scorekeeper.tui.club_app",
    "scorekeeper.tui.screens.watch_dialog",
    "scorekeeper.web",
    "scorekeeper.export",
    "psycopg",
)


def test_new_loads_no_club_night_no_watch_dialog_no_web_view(tmp_path: Path) -> None:
    (tmp_path / "presets").mkdir()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "matches.db"), str(tmp_path / "presets")],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["screen"] == "scoreboard"  # the board is up: what it needed is loaded
    modules: list[str] = result["modules"]
    assert "scorekeeper.tui.board.one_key" in modules and "scorekeeper.store.store" in modules
    loaded = [m for m in modules if any(m == p or m.startswith(p + ".") for p in NOT_AT_NEW)]
    assert loaded == []
