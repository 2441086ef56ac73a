"""A second store on the same file in one process must not drop the first one's locks.

POSIX locks belong to the process: closing any descriptor of the file drops all of them. The
app opens its file several times (its own store, the library's companion, the table display's
reading store, the phones' keeper), and each open reads the header first. Before
``store/file_pins.py`` that read closed its descriptor and dropped SQLite's shared lock, so a
program that then closed its own connection (``scorekeeper history`` in another terminal)
found itself alone, deleted the WAL, and every entry the app recorded after that went into the
deleted file: lost. Here the other program is a real child process, as it is at a table.

Prices: matador-classic, a matador 10 (RULES.md)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import Matador, Match
from scorekeeper.store import Store, StoreError
from scorekeeper.store.file_pins import pinned

pytestmark = pytest.mark.sqlite_only

ANOTHER_PROGRAM = """
import sys
from scorekeeper.store import Store, StoreError
with Store.open(sys.argv[1], read_only=True) as store:  # as `scorekeeper history` does
    print(len(store.load_match(int(sys.argv[2])).match.log))
"""


def entries_seen_elsewhere(db: Path, match_id: int) -> int:
    done = subprocess.run(
        [sys.executable, "-c", ANOTHER_PROGRAM, str(db), str(match_id)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return int(done.stdout)


@pytest.mark.parametrize("second", ["companion", "reading", "writing"])
def test_entries_after_another_program_closed_the_file_are_kept(
    tmp_path: Path, catalog: Catalog, second: str
) -> None:
    db = tmp_path / "matches.db"
    app = Store.open(db)
    match_id = app.create_match(Match(["Anna", "Boris"], catalog.get("matador-classic")))
    assert app.claim(match_id)
    session = app.load_session(match_id)
    session.record(Matador("Anna"))
    opens: dict[str, Callable[[], Store]] = {
        "companion": app.companion,
        "reading": lambda: Store.open(db, read_only=True),
        "writing": lambda: Store.open(db),
    }
    other = opens[second]()  # the app's own second look at its file
    assert entries_seen_elsewhere(db, match_id) == 1  # that program opened and closed the file
    assert (tmp_path / "matches.db-wal").exists()  # the app still has it open: the WAL stays
    session.record(Matador("Boris"))
    assert entries_seen_elsewhere(db, match_id) == 2  # in the file everyone reads, not lost
    other.close()
    app.close()
    with Store.open(db, read_only=True) as store:
        assert store.load_match(match_id).match.totals == [10, 10]


def test_every_store_closed_lets_go_of_its_file(tmp_path: Path) -> None:
    Store.open(tmp_path / "b.db").close()
    before = pinned()
    stores = [Store.open(tmp_path / "a.db"), Store.open(tmp_path / "a.db")]
    stores.append(Store.open(tmp_path / "b.db", read_only=True))
    assert pinned() == before + 2  # one descriptor a file, however many stores hold it
    for store in stores:
        store.close()
    assert pinned() == before


def test_a_file_refused_is_not_held(tmp_path: Path) -> None:
    notes = tmp_path / "notes.db"
    notes.write_text("shopping: dominoes, chalk\n", encoding="utf-8")
    before = pinned()
    with pytest.raises(StoreError, match="text file"):
        Store.open(notes)
    assert pinned() == before
