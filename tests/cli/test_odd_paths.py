"""Odd paths and addresses (issue 21 items 2 and 6): one line, exit 2, in every command and in
the app; no export replaces the database in use or writes a folder's name as a file; a bad
value is quoted cut to a readable length."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from scorekeeper.store.pg_url import address_problem, shown
from tests.cli.cli_helpers import RunCli
from tests.fixture_types import RunScorekeeper

DATA = Path(__file__).parents[1] / "data"
NAME_MAX = os.pathconf("/tmp", "PC_NAME_MAX")  # 255 on Linux
PATH_MAX = os.pathconf("/tmp", "PC_PATH_MAX")  # 4096


def too_long_a_name(tmp_path: Path) -> Path:
    return tmp_path / ("x" * (NAME_MAX + 1) + ".db")


def too_long_a_path(tmp_path: Path) -> Path:
    names = ["y" * 200] * (PATH_MAX // 200 + 1)  # each name fits, the whole does not
    return tmp_path.joinpath(*names, "a.db")


COMMANDS = {
    "history": ("history",),
    "stats": ("stats", "--json"),
    "export": ("export", "--last", "--format", "md"),
    "import": ("import", str(DATA / "classic-finished.json")),
    "club list": ("club", "list"),
    "serve": ("serve", "--port", "18123"),
    "the app, a new match": ("new", "--players", "Anna,Boris", "--preset", "matador-classic"),
    "the app, resumed": ("--resume",),
}


# Commands that start the app or a server are always run as a child process: were a check to
# let one through, it would take the test's terminal or listen until killed, where a child is
# stopped by its timeout. The others are run in process (``cli.main``, the same code without an
# interpreter's start: about 0.35 s of CPU less each) except where a test says why not; each
# command's wiring (exit status, stderr of a real process) keeps a child-process test: the
# too-long path below runs every command as a child.
IN_A_CHILD = ("serve", "the app, a new match", "the app, resumed")


def _one_line(done: object) -> str:
    assert getattr(done, "returncode", None) == 2, done
    err: str = getattr(done, "stderr", "")
    assert err.startswith("scorekeeper: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("make", [too_long_a_name, too_long_a_path], ids=["name", "path"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_db_longer_than_the_system_allows(
    make: object,
    command: str,
    tmp_path: Path,
    run_scorekeeper: RunScorekeeper,
    run_in_process: RunCli,
) -> None:
    db = make(tmp_path)  # type: ignore[operator]
    child = command in IN_A_CHILD or make is too_long_a_path  # every command once as a child
    run = run_scorekeeper if child else run_in_process
    err = _one_line(run("--db", db, *COMMANDS[command]))
    assert "longer than this system allows for a file's path; choose a shorter path" in err
    assert len(err) < 250  # the path is quoted cut: its start and end
    assert str(db)[:20] in err and str(db)[-20:] in err and "…" in err


@pytest.mark.parametrize("command", [("presets",), ("score", str(DATA / "issue-example.json"))])
def test_a_presets_folder_longer_than_the_system_allows(
    command: tuple[str, ...], tmp_path: Path, run_in_process: RunCli
) -> None:
    err = _one_line(run_in_process("--presets", too_long_a_name(tmp_path), *command))
    assert "longer than this system allows" in err and "--presets" in err


ADDRESSES = {
    "postgresql://[": "a '[' opens an IPv6 address that no ']' closes",
    "postgresql://anna:s3cr@t:x@[::1/club": "a '[' opens an IPv6 address that no ']' closes",
    "postgresql://anna:s3cr@t@club.local:99999/club": "the port must be a number from 1 to 65535",
    "postgresql://anna@club.local:port/club": "the port after ':' must be a number",
    "postgresql://anna@club local/club": "the server's name cannot hold spaces or brackets",
    "postgresql://[::1]x/club": "after the IPv6 address only ':' and a port may follow",
}


@pytest.mark.parametrize("address", list(ADDRESSES))
@pytest.mark.parametrize("command", ["history", "club list", "the app, resumed"])
def test_a_malformed_address_is_one_line_without_its_password(
    address: str, command: str, run_scorekeeper: RunScorekeeper, run_in_process: RunCli
) -> None:
    run = run_scorekeeper if command in IN_A_CHILD else run_in_process
    err = _one_line(run("--db", address, *COMMANDS[command]))
    assert f"not an address of a database server ({ADDRESSES[address]})" in err
    assert "s3cr" not in err


def test_the_environment_s_address_is_checked_the_same_way(
    run_scorekeeper: RunScorekeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SCOREKEEPER_DB", "postgresql://[")  # a child's environment: kept one
    err = _one_line(run_scorekeeper("history"))
    assert "no ']' closes" in err


@pytest.mark.parametrize(
    ("address", "seen"),
    [
        ("postgresql://anna:pw@host/db", "postgresql://anna@host/db"),
        ("postgresql://anna:p@ss:w/rd@host:5433/db", "postgresql://anna@host:5433/db"),
        ("postgresql://anna:a b c@host/db", "postgresql://anna@host/db"),
        (
            "postgresql://anna@host/db?password=pw&sslmode=require",
            "postgresql://anna@host/db?sslmode=require",
        ),
        ("postgresql://host/db?PASSWORD = pw", "postgresql://host/db"),
        ("postgresql://anna:pw@[::1/db", "postgresql://anna@[::1/db"),
        ("postgresql:///db?service=club", "postgresql:///db?service=club"),
    ],
)
def test_an_address_is_shown_without_its_password_whatever_it_holds(
    address: str, seen: str
) -> None:
    assert shown(address) == seen


def test_a_good_address_has_no_problem() -> None:
    for good in ("postgresql://a:b@h:5432/d", "postgresql://[::1]:5432/d", "postgresql:///d"):
        assert address_problem(good) is None


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def stored(tmp_path: Path, run_in_process: RunCli) -> Path:
    db = tmp_path / "club.db"
    assert run_in_process("--db", db, "import", DATA / "classic-finished.json").returncode == 0
    return db


@pytest.mark.parametrize("force", [(), ("--force",)], ids=["plain", "forced"])
@pytest.mark.parametrize("side", ["", "-wal", "-shm"])
def test_an_export_never_replaces_the_database_in_use(
    stored: Path, force: tuple[str, ...], side: str, run_in_process: RunCli
) -> None:
    before = _digest(stored)
    target = stored.with_name(stored.name + side)  # named as typed, in the folder it runs in
    done = run_in_process(
        "--db", stored.name, "export", "--last", "--format", "md", "-o", target.name, *force
    )
    err = _one_line(done)
    assert f"{target.name}: is the database in use ({stored.name}); choose another file" in err
    assert _digest(stored) == before
    assert side == "" or not target.exists()


def test_an_export_of_a_file_does_not_replace_the_database_either(
    stored: Path, run_in_process: RunCli
) -> None:
    before = _digest(stored)
    done = run_in_process(
        "--db", stored, "export", "--file", DATA / "classic-finished.json",
        "--format", "json", "-o", stored, "--force",
    )  # fmt: skip
    assert "is the database in use" in _one_line(done)
    assert _digest(stored) == before


@pytest.mark.parametrize("typed", ["out.md/", "reports/"])
def test_a_trailing_slash_names_a_folder_and_nothing_is_written(
    stored: Path, typed: str, run_scorekeeper: RunScorekeeper, tmp_path: Path
) -> None:
    (tmp_path / "reports").mkdir()  # a child: argparse refuses the name by SystemExit
    err = _one_line(
        run_scorekeeper("--db", stored, "export", "--last", "-o", f"{tmp_path}/{typed}")
    )
    assert "ends in '/', so it names a folder; give a file name" in err
    assert not (tmp_path / "out.md").exists() and not any((tmp_path / "reports").iterdir())


def test_a_long_bad_value_is_quoted_cut(run_scorekeeper: RunScorekeeper) -> None:
    # a child: argparse refuses the value by SystemExit, and it would start the app otherwise
    code = "1/1/" + "9" * 500
    err = _one_line(run_scorekeeper("new", "--club-table", code))
    assert len(err) < 250 and "…" in err
