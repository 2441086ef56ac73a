"""The organiser's desk from the command line, on SQLite and on a real PostgreSQL server:
byes, paper tables, withdrawals and late arrivals, taking a round back, seating by hand,
the organiser's log (docs/club.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.club import TableCode
from scorekeeper.model import FROM_PRESET, Match
from scorekeeper.store import DbTarget, Store
from tests.cli.cli_helpers import RunCli

FIVE = ["Anna", "Boris", "Vera", "Gleb", "Dina"]


def _seats(db: DbTarget, code: str) -> tuple[str, ...]:
    event, round_, table = (int(part) for part in code.split("/"))
    with Store.open(db) as store:
        return store.club.table(TableCode(event, round_, table)).players


def test_a_night_with_a_bye_a_paper_table_and_a_late_arrival(
    run_in_process: RunCli, club_db: DbTarget
) -> None:
    run = run_in_process
    db = club_db
    assert run("--db", db, "club", "new", "Friday", "--date", "2026-12-04").returncode == 0
    assert run("--db", db, "club", "add", "1", *FIVE).returncode == 0
    drawn = run("--db", db, "club", "draw", "1")
    assert "Bye (1½ points, the average of a table): Dina" in drawn.stdout  # last registered
    a, b, c, d = _seats(db, "1/1/1")
    done = run("--db", db, "club", "result", "1/1/1", "40", "10", "5", "\u22123")
    assert done.stdout.strip() == "Table 1/1/1: the paper result is kept as match 1."
    data = json.loads(run("--db", db, "club", "standings", "1", "--json").stdout)
    got = [(r["name"], r["points"], r["margin"], r["byes"]) for r in data["standings"]]
    # a table of four, 40, 10, 5, −3 (sum 52): points 3, 2, 1, 0; margins total minus the
    # others' mean: 40 − 12/3 = 36, 10 − 42/3 = −4, 5 − 47/3 = −10.67, −3 − 55/3 = −21.33;
    # Dina's bye 1½ points, margin 0, between the second and the third
    assert got == [
        (a, 3.0, 36.0, 0),
        (b, 2.0, -4.0, 0),
        ("Dina", 1.5, 0.0, 1),
        (c, 1.0, -10.67, 0),
        (d, 0.0, -21.33, 0),
    ]
    shown = run("--db", db, "club", "tables", "1").stdout
    assert "finished, " + a + " won" in shown
    assert "Round 1: Bye (1½ points, the average of a table): Dina" in shown
    sheet = run("--db", db, "club", "tables", "1", "--format", "md").stdout
    assert "\n\nBye (1½ points, the average of a table): Dina\n" in sheet  # under round 1
    # Dina goes home, two arrive: round 2 seats six at two tables of three, no bye
    done = run("--db", db, "club", "withdraw", "1", "dina")
    assert done.stdout.startswith("dina is seated no more from round 2 on")
    run("--db", db, "club", "add", "1", "Egor", "Zoya")
    drawn = run("--db", db, "club", "draw", "1")
    assert "Bye" not in drawn.stdout
    seated = {*_seats(db, "1/2/1"), *_seats(db, "1/2/2")}
    assert seated == {a, b, c, d, "Egor", "Zoya"}
    _take_back_and_seat_by_hand(run, db)
    _check_log(run, db, server=not isinstance(db, Path))


def _take_back_and_seat_by_hand(run: RunCli, db: DbTarget) -> None:
    done = run("--db", db, "club", "undraw", "1")
    assert done.stdout.strip() == "Friday: round 2 taken back; draw it again with 'club draw'."
    assert "1/2/1" not in run("--db", db, "club", "tables", "1").stdout
    done = run("--db", db, "club", "seat", "1", "anna,Boris,Egor", "Vera, Gleb, Zoya")
    assert done.returncode == 0, done.stderr
    assert _seats(db, "1/2/1") == ("Anna", "Boris", "Egor")  # as given, the registered spelling
    assert _seats(db, "1/2/2") == ("Vera", "Gleb", "Zoya")
    with Store.open(db) as store:  # table 1 of round 2 starts: the round stays as it is
        preset = load_catalog().get("six-matador-expert")
        match = Match(["Anna", "Boris", "Egor"], preset, FROM_PRESET, FROM_PRESET)
        store.club.start_table(TableCode(1, 2, 1), match)
    for action in (["undraw", "1"], ["draw", "1", "--again"]):
        done = run("--db", db, "club", *action)
        assert done.returncode == 2
        assert done.stderr == (
            "scorekeeper: round 2 has started (table 1): it can no longer be taken back\n"
        )
    done = run("--db", db, "club", "result", "1/2/1", "1", "2", "3")
    assert done.stderr == "scorekeeper: club table 1/2/1 has a match already (match 2)\n"
    done = run("--db", db, "club", "result", "1/2/2", "0", "x", "3")
    assert done.stderr == "scorekeeper: club result: not a whole number: x\n"
    done = run("--db", db, "club", "result", "1/2/2", "1", "2")
    assert done.stderr == (
        "scorekeeper: club result: table 1/2/2 seats 3 players; give one total a seat\n"
    )


def _check_log(run: RunCli, db: DbTarget, server: bool) -> None:
    lines = run("--db", db, "club", "log", "1").stdout.splitlines()
    assert lines[0] == "Friday: the organiser's log"
    assert lines[1].split() == ["When", "Who", "What", "Detail"]
    whats = [
        "event created",
        "registered",
        "round drawn",
        "paper result entered",
        "withdrawn",
        "registered",
        "round drawn",
        "round taken back",
        "round seated by hand",
        "table started",
    ]
    body = lines[2:]
    assert len(body) == len(whats)
    for line, what in zip(body, whats, strict=True):
        assert f"  {what}  " in line, line
    who = body[0].split()[2]
    # on a server the database role (the fixture's superuser), on a file the machine's login
    assert who.startswith("postgres@") if server else "@" in who
    assert "Anna, Boris, Vera, Gleb, Dina" in body[1]
    assert "bye: Dina" in body[2]
    assert "1/2/1 Anna · Boris · Egor; 1/2/2 Vera · Gleb · Zoya" in body[8]


def test_asked_byes_and_their_refusals(run_in_process: RunCli, tmp_path: Path) -> None:
    run = run_in_process
    db = tmp_path / "club.db"
    run("--db", db, "club", "new", "Friday")
    run("--db", db, "club", "add", "1", *FIVE, "Egor", "Zoya", "Ilya")
    done = run("--db", db, "club", "draw", "1", "--bye", "olga")
    assert done.stderr == "scorekeeper: 'olga' is not playing in this event\n"
    # eight registered, two ask to sit out: six at two tables of three
    done = run("--db", db, "club", "draw", "1", "--bye", "anna", "--bye", "Ilya")
    assert "Bye (1½ points, the average of a table): Anna, Ilya" in done.stdout
    assert sorted(len(_seats(db, f"1/1/{n}")) for n in (1, 2)) == [3, 3]
    data = json.loads(run("--db", db, "club", "standings", "1", "--json").stdout)
    byes = {r["name"]: (r["points"], r["played"]) for r in data["standings"] if r["byes"]}
    assert byes == {"Anna": (1.5, True), "Ilya": (1.5, True)}
    # the round is taken back with its byes: drawn again, nobody has one
    done = run("--db", db, "club", "draw", "1", "--again")
    assert done.returncode == 0 and "Bye" not in done.stdout
    data = json.loads(run("--db", db, "club", "standings", "1", "--json").stdout)
    assert not any(r["byes"] for r in data["standings"])
    # a seating by hand comes after the round drawn (not over yet), or replaces it (--again)
    done = run("--db", db, "club", "seat", "1", "Anna,Boris,Vera")
    assert done.stderr == ("scorekeeper: round 1 is not over: tables 1, 2 have not finished\n")
    done = run("--db", db, "club", "seat", "1", "Anna,Boris", "Vera,Gleb,Dina", "--again")
    assert done.stderr == "scorekeeper: table 1: 2 players; a table seats 3 or 4\n"
    assert len(_seats(db, "1/1/1")) == 4  # refused: the round drawn stays


def test_a_paper_table_may_end_on_zero(run_in_process: RunCli, tmp_path: Path) -> None:
    run = run_in_process
    db = tmp_path / "club.db"
    run("--db", db, "club", "new", "Friday")
    run("--db", db, "club", "add", "1", "Anna", "Boris", "Vera")
    run("--db", db, "club", "draw", "1")
    a, b, c = _seats(db, "1/1/1")
    done = run("--db", db, "club", "result", "1/1/1", "0", "12", "-12")
    assert done.returncode == 0, done.stderr
    data = json.loads(run("--db", db, "club", "standings", "1", "--json").stdout)
    # a table of three, 0, 12, −12: points 1½, 3, 0 (1, 2 and 0 games won of 2, scaled)
    got = [(r["name"], r["total"], r["points"]) for r in data["standings"]]
    assert got == [(b, 12, 3.0), (a, 0, 1.5), (c, -12, 0.0)]
    assert f"finished, {b} won" in run("--db", db, "club", "tables", "1").stdout
    again = run("--db", db, "club", "result", "1/1/1", "1", "2", "3")
    assert again.stderr == "scorekeeper: club table 1/1/1 has a match already (match 1)\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["1/x", "1", "2", "3"],
            "club result: not a table code like 3/1/2 (event/round/table): 1/x",
        ),
        (["1/1/9", "1", "2", "3"], "there is no club table 1/1/9"),
        (
            ["1/1/1", "99999999999999999999", "1", "2"],
            "club result: an adjustment is at most 1000000 points either way,"
            " not 99999999999999999999",
        ),
        (["1/1/1", "1", "2"], "club result: table 1/1/1 seats 3 players; give one total a seat"),
    ],
)
def test_a_paper_result_refused(
    run_in_process: RunCli, tmp_path: Path, args: list[str], message: str
) -> None:
    db = tmp_path / "club.db"
    run_in_process("--db", db, "club", "new", "Friday")
    run_in_process("--db", db, "club", "add", "1", "Anna", "Boris", "Vera")
    run_in_process("--db", db, "club", "draw", "1")
    done = run_in_process("--db", db, "club", "result", *args)
    assert (done.returncode, done.stderr) == (2, f"scorekeeper: {message}\n")
    assert "waiting for its match" in run_in_process("--db", db, "club", "tables", "1").stdout
