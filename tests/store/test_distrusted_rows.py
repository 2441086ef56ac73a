"""The store's own rows distrusted (issue 21 item 4): a hand-edited value of the wrong type is a
damaged database, said in one line by the store, the command line and the app; never a
``TypeError`` from far away.

Each case edits one value the way a person with ``sqlite3`` or ``psql`` could: text into a
number column (SQLite keeps it), a NULL where a count belongs (after the column's NOT NULL was
dropped, on either backend), numbers where the players' names belong.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.matchfile import parse_match_file
from scorekeeper.settings import Settings
from scorekeeper.store import DbTarget, Store, StoreError
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.widgets.message_line import MessageLine
from tests.fixture_types import RunScorekeeper
from tests.store.store_helpers import raw

DATA = Path(__file__).parents[1] / "data"


@dataclass(frozen=True)
class Edit:
    statements: tuple[str, ...]
    shows: str  # what the message quotes
    asks: Callable[[Store], object]  # a store call that reads the edited value
    command: tuple[str, ...]  # a command that reads it
    sqlite: bool = True
    postgresql: bool = True


def _not_null_dropped(table: str, column: str) -> str:
    """The column's NOT NULL taken away as an administrator could (SQLite: in the schema)."""
    return f"-- drop not null {table} {column}"


EDITS = {
    "text in matches.target": Edit(
        ("UPDATE matches SET target = 'abc'",),
        "'abc'",
        lambda store: store.load_session(1),
        ("export", "1", "--format", "md"),
        postgresql=False,  # the server refuses text in an integer column itself
    ),
    "text in match_players.total": Edit(
        ("UPDATE match_players SET total = 'x'",),
        "'x'",
        lambda store: store.history(),
        ("history",),
        postgresql=False,
    ),
    "text in player_stats.matadors": Edit(
        ("UPDATE player_stats SET matadors = 'lots'",),
        "'lots'",
        lambda store: store.player_stats(),
        ("stats",),
        postgresql=False,
    ),
    "a NULL total": Edit(
        (
            _not_null_dropped("match_players", "total"),
            # past the statistics' triggers, which would refuse it (a superuser's edit)
            "ALTER TABLE match_players DISABLE TRIGGER USER",
            "UPDATE match_players SET total = NULL",
        ),
        "totals holds (None",
        lambda store: store.history(),
        ("history", "--json"),
        sqlite=False,  # SQLite's triggers cannot be switched off: they refuse the NULL
    ),
    "a NULL count of matadors": Edit(
        (_not_null_dropped("player_stats", "matadors"), "UPDATE player_stats SET matadors = NULL"),
        "matadors holds None",
        lambda store: store.player_stats(),
        ("stats", "--json"),
    ),
    "an unknown mode": Edit(  # the history shows the mode (issue 22 item 8)
        ("UPDATE matches SET mode = 'dominoes'",),
        "match 1: mode holds 'dominoes'",
        lambda store: store.history(),
        ("history", "--json"),
    ),
    "numbers for the players' names": Edit(
        ("UPDATE matches SET players = '[1, 2, 3]'",),
        "players holds (1, 2, 3)",
        lambda store: store.load_session(1),
        ("export", "1", "--format", "csv"),
    ),
}


def _apply(target: DbTarget, statements: tuple[str, ...]) -> None:
    for statement in statements:  # a connection each: SQLite reads an edited schema afresh
        conn = raw(target)
        try:
            if statement.startswith("-- drop not null"):
                _drop_not_null(conn, target, *statement.split()[-2:])
            else:
                conn.execute(statement)
        finally:
            conn.close()


def _drop_not_null(conn: object, target: DbTarget, table: str, column: str) -> None:
    if isinstance(target, str):
        conn.execute(f"ALTER TABLE {table} ALTER COLUMN {column} DROP NOT NULL")  # type: ignore[attr-defined]
        return
    assert isinstance(conn, sqlite3.Connection)
    (sql,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    loose = sql.replace(f"{column} INTEGER NOT NULL", f"{column} INTEGER", 1)
    assert loose != sql
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = ? WHERE name = ?", (loose, table))
    conn.execute("PRAGMA writable_schema = OFF")


def _cases(backend: str) -> list[str]:
    return [name for name, edit in EDITS.items() if getattr(edit, backend)]


@pytest.fixture(
    params=[(b, name) for b in ("sqlite", "postgresql") for name in _cases(b)],
    ids=lambda param: "-".join(param),
)
def edited(
    request: pytest.FixtureRequest, tmp_path: Path, catalog: Catalog
) -> tuple[DbTarget, Edit]:
    backend, name = request.param
    target: DbTarget = (
        tmp_path / "edited.db"
        if backend == "sqlite"
        else request.getfixturevalue("pg_server").migrated_url()
    )
    match = parse_match_file((DATA / "classic-finished.json").read_bytes(), catalog)[0]
    with Store.open(target) as store:
        store.import_matches([match])
    edit = EDITS[name]
    _apply(target, edit.statements)
    return target, edit


def test_the_store_reports_a_damaged_database(edited: tuple[DbTarget, Edit]) -> None:
    target, edit = edited
    with Store.open(target) as store, pytest.raises(StoreError) as raised:
        edit.asks(store)
    message = str(raised.value)
    assert "the database is damaged (" in message and edit.shows in message
    assert "\n" not in message


def test_the_command_line_says_it_in_one_line(
    edited: tuple[DbTarget, Edit], run_scorekeeper: RunScorekeeper
) -> None:
    target, edit = edited
    done = run_scorekeeper("--db", target, *edit.command)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "the database is damaged (" in done.stderr and edit.shows in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


async def test_the_app_says_it_on_the_history_screen_and_keeps_running(
    tmp_path: Path, catalog: Catalog
) -> None:
    settings = Settings.load(tmp_path / "settings.json")
    target = tmp_path / "edited.db"
    match = parse_match_file((DATA / "classic-finished.json").read_bytes(), catalog)[0]
    with Store.open(target) as store:
        store.import_matches([match])
    _apply(target, EDITS["text in match_players.total"].statements)
    app = ScorekeeperApp(catalog, settings, store=Store.open(target))
    async with app.run_test(size=(100, 30)) as pilot:
        app.action_history()
        said = ""
        for _ in range(20):  # the history may be read in a worker: wait for its answer
            await pilot.pause()
            lines = app.screen.query(MessageLine)
            said = str(lines.first().render()) if lines else ""
            if "damaged" in said:
                break
        assert "the database is damaged" in said and "'x'" in said
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running
    assert app.store is not None
    app.store.close()
