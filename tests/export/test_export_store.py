"""``scorekeeper export MATCH_ID | --last`` against a real SQLite store."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, export_text
from scorekeeper.matchfile import Played
from scorekeeper.store import Store
from tests.export.export_helpers import A, L, Z, build, golden_entries, one_line_error, scorekeeper


@pytest.fixture
def database(tmp_path: Path, catalog: Catalog) -> Path:
    """The store ``scorekeeper()`` finds via $SCOREKEEPER_DB: the golden match (1), another (2)."""
    path = tmp_path / "matches.db"
    with Store.open(path) as store:
        store.create_match(build(catalog, "six-matador-expert", [A, L, Z], golden_entries()))
        store.create_match(build(catalog, "matador-classic", ["Vera", "Boris"], []))
    return path


def expected(database: Path, match_id: int, fmt: str) -> str:
    with Store.open(database) as store:
        stored = store.load_match(match_id)
    played = Played(stored.created_at, stored.updated_at)  # the JSON file carries the dates
    info = ExportInfo(date=stored.created_at.astimezone().date(), match_id=match_id, played=played)
    return export_text(stored.match, info, fmt)


def test_a_stored_match_by_its_id(tmp_path: Path, database: Path) -> None:
    done = scorekeeper("export", "1", "--format", "md", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected(database, 1, "md")
    assert done.stdout.startswith("# Match #1 of 20")  # the id and the day it was started


def test_the_last_match(tmp_path: Path, database: Path) -> None:
    target = tmp_path / "last.html"
    done = scorekeeper("export", "--last", "-o", target, home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert target.read_text(encoding="utf-8") == expected(database, 2, "html")


def test_an_unknown_match_id(tmp_path: Path, database: Path) -> None:
    target = tmp_path / "nothing.md"
    one_line_error(scorekeeper("export", "99", "-o", target, home=tmp_path), "no match 99")
    assert not target.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")) == []


def test_no_database_is_not_created_by_looking(tmp_path: Path) -> None:
    one_line_error(scorekeeper("export", "--last", "--format", "md", home=tmp_path), "no database")
    assert not (tmp_path / "matches.db").exists()


def test_an_empty_database_has_no_last_match(tmp_path: Path) -> None:
    Store.open(tmp_path / "matches.db").close()
    done = scorekeeper("export", "--last", "--format", "csv", home=tmp_path)
    one_line_error(done, "no match is stored yet")


def test_a_match_id_is_a_number(tmp_path: Path) -> None:
    done = scorekeeper("export", "seven", "--format", "md", home=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "not a whole number" in done.stderr  # argparse's error, in one line
    assert len(done.stderr.strip().splitlines()) == 1


def test_db_option_names_the_database(tmp_path: Path, database: Path) -> None:
    moved = tmp_path / "elsewhere.db"
    database.rename(moved)  # $SCOREKEEPER_DB now points at nothing; --db wins over it
    done = scorekeeper("--db", moved, "export", "2", "--format", "json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected(moved, 2, "json")
