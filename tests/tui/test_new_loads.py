"""Issue 20 item 7: ``scorekeeper new`` loads what its board shows. Club night's code (the
club package, its desk and book in the store), the watch dialog and the web view load when
they are first asked for, not at every start; so do the history's queries, the statistics'
records, the ratings, the match file's reader, the export dialog, a tiles match's table and
the tile board's line (a one-key match here), a server's address, the system's words for
an error and, for a database already up to date, the migrations and their DDL. Checked in a
fresh interpreter, as tests/cli/test_lazy_commands.py does for the headless commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scorekeeper.store import Store

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
    "scorekeeper.matchfile.document",  # the match file's reader and writer: import, export
    "scorekeeper.store.queries",  # the history and the statistics
    "scorekeeper.store.ratings",  # a finished match's rating
    "scorekeeper.model.rating",
    "scorekeeper.store.tallies",  # the statistics' records
    "scorekeeper.model.table",  # a tiles match's table, its line and how a round closes
    "scorekeeper.model.line",
    "scorekeeper.model.tile_close",
    "scorekeeper.store.schema",  # the migrations (the file is up to date: made by a first start)
    "scorekeeper.store.schema_club",
    "scorekeeper.store.schema_counts",
    "scorekeeper.store.schema_queue",
    "scorekeeper.store.schema_ratings",
    "scorekeeper.store.fingerprint",  # an import's check for the same match stored twice
    "scorekeeper.tui.exporting",  # the export dialog
    "scorekeeper.tui.drafts",  # what a cancelled form had typed
    "scorekeeper.tui.table_display",  # the table display: made when it is first asked for
    "scorekeeper.store.word",  # the opponents' word on a phone's round end: asked for by --word
    "scorekeeper.tui.palette",  # the command palette's own commands: when it first opens
    "scorekeeper.tui.widgets.line_table",  # the tile board's line (a one-key match here)
    "textual.widgets._radio_button",  # the forms' widgets, read when a language is changed
    "scorekeeper.store.pg_url",  # a server's address: read where one is given (--db, the variable)
    "scorekeeper.i18n.system_words",  # the system's reasons, translated: in error messages only
    "secrets",  # a lease's token is os.urandom in hex, as secrets.token_hex makes it
    "hashlib",
)


def modules_at_new(db: Path, presets: Path) -> list[str]:
    """Our modules (and psycopg) loaded once the board of a new match is up."""
    presets.mkdir(exist_ok=True)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(db), str(presets)],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["screen"] == "scoreboard"  # the board is up: what it needed is loaded
    modules: list[str] = result["modules"]
    assert "scorekeeper.tui.board.one_key" in modules and "scorekeeper.store.store" in modules
    return modules


def test_new_loads_no_club_night_no_watch_dialog_no_web_view(tmp_path: Path) -> None:
    Store.open(tmp_path / "matches.db").close()  # made by a first start, as `new` finds it
    modules = modules_at_new(tmp_path / "matches.db", tmp_path / "presets")
    loaded = [m for m in modules if any(m == p or m.startswith(p + ".") for p in NOT_AT_NEW)]
    assert loaded == []


def test_a_new_file_still_gets_its_schema(tmp_path: Path) -> None:
    modules = modules_at_new(tmp_path / "matches.db", tmp_path / "presets")
    assert "scorekeeper.store.schema" in modules  # no database yet: the migrations made it
    with Store.open(tmp_path / "matches.db") as store:
        assert len(store.history()) == 1  # the new match, kept in the tables they made
