"""``scorekeeper club ...`` and ``new --club-table``: each subcommand, and its refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.commands.club_table import parse_code, start_club_table
from scorekeeper.store import Store
from tests.cli.cli_helpers import RunCli
from tests.fixture_types import RunScorekeeper

EIGHT = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya"]


def _friday(run: RunCli, db: Path) -> None:
    done = run("--db", db, "club", "new", "Friday", "--date", "2026-12-04")
    assert done.returncode == 0, done.stderr
    assert "Club event 1: Friday, 2026-12-04, preset Six Matador (expert)." in done.stdout
    assert run("--db", db, "club", "add", "1", *EIGHT).returncode == 0


def test_new_add_and_list(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    _friday(run_in_process, db)
    done = run_in_process("--db", db, "club", "add", "friday", "Olga")  # by name, any case
    assert done.stdout.strip() == "Registered Olga for Friday: 9 players in all."
    listed = run_in_process("--db", db, "club", "list").stdout.splitlines()
    assert listed[0].split() == ["Event", "Day", "Name", "Preset", "Mode", "Players"]
    # the preset by its name and the mode in words, as the rest of the app says them
    assert (
        " ".join(listed[1].split()) == "1 2026-12-04 Friday Six Matador (expert) one key a fact 9"
    )


def test_a_duplicate_registration_is_one_line(run_cli: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    _friday(run_cli, db)
    done = run_cli("--db", db, "club", "add", "1", "Zed", "BORIS")
    assert done.returncode == 2
    assert done.stderr == "scorekeeper: 'BORIS' is registered already\n"
    assert "Traceback" not in done.stderr


def test_a_look_alike_registration_is_one_line(run_cli: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    _friday(run_cli, db)
    done = run_cli("--db", db, "club", "add", "1", "B\u043eris")  # a Cyrillic о
    assert done.returncode == 2
    assert done.stderr == (
        "scorekeeper: 'B\u043eris' looks just like 'Boris', who is registered already;"
        " give a name that tells them apart\n"
    )


def test_draw_prints_the_tables_and_their_codes(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    _friday(run_in_process, db)
    done = run_in_process("--db", db, "club", "draw", "1", "--seed", "4")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Friday, round 1:"
    rows = [line.split(maxsplit=3) for line in lines[2:4]]
    assert [row[:3] for row in rows] == [["1", "1", "1/1/1"], ["1", "2", "1/1/2"]]
    seated = [name for row in rows for name in row[3].split(" · ")]
    assert sorted(seated) == sorted(EIGHT)
    again = run_in_process("--db", tmp_path / "other.db", "club", "new", "Friday")
    assert again.returncode == 0
    run_in_process("--db", tmp_path / "other.db", "club", "add", "1", *EIGHT)
    same = run_in_process("--db", tmp_path / "other.db", "club", "draw", "1", "--seed", "4")
    # the same seed, the same tables; the last line: where each wrote its page of entry codes
    assert same.stdout.splitlines()[:-1] == lines[:-1]
    assert (
        lines[-1]
        == f"The tables' entry codes, to print: {tmp_path}/club-event-1-round-1-entry-codes.html"
    )


def test_tables_and_standings_before_any_match(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    _friday(run_in_process, db)
    empty = run_in_process("--db", db, "club", "tables", "1")
    assert empty.stdout.strip() == "Friday: no round drawn yet."
    run_in_process("--db", db, "club", "draw", "1", "--seed", "1")
    tables = run_in_process("--db", db, "club", "tables", "1").stdout.splitlines()
    assert tables[0].split() == ["Round", "Table", "Code", "Players", "State"]
    assert all(line.endswith("waiting for its match") for line in tables[1:])
    data = json.loads(run_in_process("--db", db, "club", "standings", "1", "--json").stdout)
    assert data["round"] == 1
    assert data["event"] == {
        "id": 1,
        "name": "Friday",
        "day": "2026-12-04",
        "preset": "six-matador-expert",
        "mode": "one-key",
    }
    assert [row["rank"] for row in data["standings"]] == [1] * 8  # nobody has played: all level
    assert {row["rating"] for row in data["standings"]} == {None}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["club", "add", "7", "Anna"], "there is no club event 7"),
        (["club", "draw", "Saturday"], "there is no club event Saturday"),
        (["club", "new", "X", "--preset", "nope"], "club new: unknown preset 'nope'"),
        (["club", "new", "X", "--date", "4.12.2026"], "not a date like 2026-12-04: 4.12.2026"),
        (["new", "--club-table", "1-1-1"], "not a table code like 3/1/2"),
        (["new", "--club-table", "9/1/1"], "new: there is no club table 9/1/1"),
        (["new", "--club-table", "1/1/1", "--players", "A,B"], "not --players"),
        (["new", "--club-table", "1/1/1", "--tiles"], "not --tiles"),
        (["new", "--players", "A,B"], "new: --preset needed (or --club-table CODE)"),
    ],
)
def test_bad_input_is_one_line(
    run_in_process: RunCli, tmp_path: Path, args: list[str], message: str
) -> None:
    db = tmp_path / "club.db"
    _friday(run_in_process, db)
    before = db.read_bytes()
    done = run_in_process("--db", db, *args)
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stderr.count("\n") == 1
    assert db.read_bytes() == before  # a refusal changes nothing


def test_a_seed_that_is_no_number_is_one_line(
    run_scorekeeper: RunScorekeeper, tmp_path: Path
) -> None:
    # argparse's own refusal: a child process, since in-process it ends with SystemExit
    done = run_scorekeeper("--db", tmp_path / "club.db", "club", "draw", "1", "--seed", "x")
    assert (done.returncode, done.stderr) == (
        2,
        "scorekeeper: club draw: argument --seed: not a whole number: x\n",
    )


def test_five_players_draw_a_table_and_a_bye(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    run_in_process("--db", db, "club", "new", "Small")
    run_in_process("--db", db, "club", "add", "1", *EIGHT[:5])
    done = run_in_process("--db", db, "club", "draw", "1")
    assert done.returncode == 0, done.stderr
    assert "Bye (1½ points, the average of a table): Dina" in done.stdout  # the last registered


def test_two_players_cannot_be_drawn(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    run_in_process("--db", db, "club", "new", "Small")
    run_in_process("--db", db, "club", "add", "1", *EIGHT[:2])
    done = run_in_process("--db", db, "club", "draw", "1")
    assert done.returncode == 2
    assert done.stderr == "scorekeeper: 2 players cannot be seated: a table needs 3 or 4 players\n"


def test_reading_a_missing_database_leaves_no_file(run_in_process: RunCli, tmp_path: Path) -> None:
    db = tmp_path / "typo.db"
    assert run_in_process("--db", db, "club", "list").stdout.strip() == "No club events yet."
    for action in (["standings", "1"], ["add", "1", "Anna"], ["draw", "1"], ["tables", "1"]):
        done = run_in_process("--db", db, "club", *action)
        assert done.returncode == 2
        assert "there are no club events yet" in done.stderr
    assert not db.exists()


def test_a_club_table_starts_once(run_in_process: RunCli, tmp_path: Path, catalog: Catalog) -> None:
    db = tmp_path / "club.db"
    _friday(run_in_process, db)
    run_in_process("--db", db, "club", "new", "Tiles", "--tiles", "--preset", "matador-classic")
    run_in_process("--db", db, "club", "add", "2", "Anna", "Boris", "Vera")
    run_in_process("--db", db, "club", "draw", "2", "--seed", "2")
    with Store.open(db) as store:
        match_id = start_club_table(store, parse_code("2/1/1"), catalog)
        stored = store.load_match(match_id).match
        table = store.club.table(parse_code("2/1/1"))
    assert tuple(stored.players) == table.players  # the drawn seats, in their order
    assert (stored.preset.id, stored.mode.value) == ("matador-classic", "tiles")  # the event's
    done = run_in_process("--db", db, "new", "--club-table", "2/1/1")
    assert done.returncode == 2
    assert f"club table 2/1/1 has started already, as match {match_id}" in done.stderr
