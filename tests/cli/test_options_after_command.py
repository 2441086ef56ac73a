"""Issue 22 item 8: ``--db``, ``--lang`` and ``--presets`` are taken after the command as well
as before it (``scorekeeper history --db FILE``), in-process and in a child process alike."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import RunCli

DATA = Path(__file__).resolve().parents[1] / "data"
PRESETS = Path(__file__).resolve().parents[2] / "presets"


def test_db_after_the_command_is_the_same_database(run_cli: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "matches.db"
    imported = run_cli("import", DATA / "classic-finished.json", "--db", db)
    assert imported.returncode == 0, imported.stderr
    before = run_cli("--db", db, "history")
    after = run_cli("history", "--db", db)
    assert before.returncode == after.returncode == 0
    assert after.stdout == before.stdout and "Matador (classic)" in after.stdout
    assert (
        run_cli("stats", "--json", "--db", db).stdout
        == run_cli("--db", db, "stats", "--json").stdout
    )


def test_a_db_given_before_stands_when_none_is_given_after(run_cli: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "matches.db"
    assert run_cli("--db", db, "import", DATA / "classic-finished.json").returncode == 0
    listed = run_cli("--db", db, "history", "--json")
    assert listed.returncode == 0 and '"Matador (classic)"' in listed.stdout
    # after the command, the last one given names the database
    other = tmp_path / "other.db"
    empty = run_cli("--db", db, "history", "--db", other)
    assert empty.returncode == 0 and "Matador (classic)" not in empty.stdout


def test_lang_after_the_command(run_cli: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "matches.db"
    assert run_cli("import", DATA / "classic-finished.json", "--db", db).returncode == 0
    russian = run_cli("history", "--db", db, "--lang", "ru")
    assert russian.returncode == 0
    assert russian.stdout.splitlines()[0].split()[0] == "Партия"  # "Match" in Russian
    assert run_cli("history", "--lang", "xx").returncode == 2


def test_presets_after_the_command(run_cli: RunCli, tmp_path: Path) -> None:
    folder = tmp_path / "presets"
    folder.mkdir()
    expert = (PRESETS / "six-matador-expert.toml").read_text(encoding="utf-8")
    house = expert.replace('id = "six-matador-expert"', 'id = "house"')
    assert house != expert
    (folder / "house.toml").write_text(house, encoding="utf-8")
    listed = run_cli("presets", "--presets", folder)
    assert listed.returncode == 0, listed.stderr
    assert [line.split()[0] for line in listed.stdout.splitlines()][-1] == "house"
    missing = run_cli("score", DATA / "issue-example.json", "--presets", tmp_path / "none")
    assert missing.returncode == 2 and "no such folder of presets" in missing.stderr
