"""``club standings|tables --format md|csv|html [-o FILE]``: results out, in the event's
language, on SQLite and on a real PostgreSQL server (docs/club.md, "Results out")."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.store import DbTarget
from tests.cli.cli_helpers import RunCli

FOUR = ["Anna", "Boris", "Vera", "Gleb"]


def test_exports_speak_the_events_language(run_in_process: RunCli, club_db: DbTarget) -> None:
    run = run_in_process
    db = club_db
    done = run("--db", db, "--lang", "ru", "club", "new", "Пятница", "--date", "2026-12-04")
    assert done.returncode == 0, done.stderr
    run("--db", db, "club", "add", "1", *FOUR)
    run("--db", db, "club", "draw", "1")
    run("--db", db, "club", "result", "1/1/1", "12", "3", "3", "-6")
    text = run("--db", db, "club", "standings", "1", "--format", "md").stdout
    # asked in English (this run's language), written in the event's, Russian
    assert text.startswith("# Пятница, раунд 1: турнирная таблица\n")
    assert "- **Правила:** Шестерной матадор (для опытных)\n" in text  # the name, not the id
    assert "| Место | Игрок | Очки | Личные встречи | Отрыв | Итого | Столы | Победы |" in text
    assert run("--db", db, "club", "list").stdout.startswith("Event")  # the run's own again
    table = run("--db", db, "club", "tables", "1", "--format", "csv").stdout
    assert table.startswith("Пятница: столы\r\n")
    assert "Стол,Код,Игроки,Состояние\r\n" in table


def test_exports_go_to_files_safely(run_in_process: RunCli, tmp_path: Path) -> None:
    run = run_in_process
    db = tmp_path / "club.db"
    run("--db", db, "club", "new", "Friday")
    run("--db", db, "club", "add", "1", *FOUR)
    page = tmp_path / "standings.html"
    assert run("--db", db, "club", "standings", "1", "-o", page).returncode == 0
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    again = run("--db", db, "club", "standings", "1", "-o", page)
    assert again.returncode == 2
    assert again.stderr == f"scorekeeper: {page}: already exists; add --force to overwrite it\n"
    assert run("--db", db, "club", "standings", "1", "-o", page, "--force").returncode == 0
    sheet = tmp_path / "tables.csv"
    assert run("--db", db, "club", "tables", "1", "-o", sheet).returncode == 0
    assert sheet.read_bytes().startswith(b"\xef\xbb\xbf")  # a BOM, as a match's CSV has
    refused = run("--db", db, "club", "standings", "1", "--format", "md", "-o", db, "--force")
    assert refused.returncode == 2 and "is the database in use" in refused.stderr
    both = run("--db", db, "club", "standings", "1", "--json", "--format", "md")
    assert both.stderr == "scorekeeper: club standings: --json or --format, not both\n"
    neither = run("--db", db, "club", "standings", "1", "-o", tmp_path / "out.txt")
    assert neither.stderr == "scorekeeper: say which format with --format (md|csv|html)\n"


def test_the_crosstable_exports_too(run_in_process: RunCli, tmp_path: Path) -> None:
    run = run_in_process
    db = tmp_path / "club.db"
    run("--db", db, "club", "new", "Friday")
    run("--db", db, "club", "add", "1", *FOUR)
    run("--db", db, "club", "draw", "1")
    run("--db", db, "club", "result", "1/1/1", "12", "3", "3", "-6")
    text = run("--db", db, "club", "crosstable", "1", "--format", "md").stdout
    lines = text.splitlines()
    assert lines[0] == "# Friday: crosstable"
    assert "| # | Player | 1 | 2 | 3 | 4 | Points |" in lines
    rows = [line for line in lines if line.startswith(("| 1 |", "| 2 |", "| 4 |"))]
    # the 12 beat all three (1 each, 3 points); the two 3 shared their game (½), beat the −6
    # and lost to the 12 (1½ points: 3 halves at a table of four); the −6 lost all three
    assert rows[0].endswith(" | × | 1 | 1 | 1 | 3 |")
    assert rows[1].endswith(" | 0 | × | ½ | 1 | 1½ |")
    assert rows[2].endswith(" | 0 | ½ | × | 1 | 1½ |")
    assert rows[3].endswith(" | 0 | 0 | 0 | × | 0 |")
