"""Fault (c): a damaged, foreign or newer database gets one clear line naming the file and
what to do; no traceback; the file is left exactly as it was (same bytes, no WAL beside it)."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.session import MatchSession
from scorekeeper.store import Store, StoreError
from scorekeeper.store.schema import LATEST
from tests.fixture_types import RunScorekeeper
from tests.store.store_helpers import digest, side_files
from tests.store.store_workload import apply, new_match, plan

DATA = Path(__file__).parents[1] / "data"


def filled(path: Path) -> Path:
    """A healthy database of three played matches, closed cleanly."""
    sessions = [MatchSession(new_match()) for _seed in (1, 2, 3)]
    for seed, session in enumerate(sessions, start=1):
        for op in plan(seed, 80):
            apply(session, op)
    with Store.open(path) as store:
        store.import_matches(session.match for session in sessions)
    assert side_files(path) == []
    return path


def garbage(path: Path) -> None:
    path.write_bytes(random.Random(1).randbytes(16384))


def cut_in_half(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def cut_inside_header(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:50])


def newer_schema(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST + 1}")
    conn.close()


def someone_elses(path: Path) -> None:
    path.unlink()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('not scores')")
    conn.commit()
    conn.close()


DAMAGES: dict[str, tuple[Callable[[Path], None], str]] = {
    "garbage bytes": (garbage, "damaged (not an SQLite database file); move it aside"),
    "truncated": (cut_in_half, "damaged (truncated: "),
    "truncated inside the header": (cut_inside_header, "damaged (not an SQLite database file)"),
    "newer schema": (newer_schema, f"newer scorekeeper (schema {LATEST + 1}, this one reads up to"),
    "someone else's database": (someone_elses, "not a scorekeeper database; choose another"),
}


@pytest.fixture(params=list(DAMAGES))
def damage(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, str, str]:
    """A damaged file, the words its message must hold, and its digest before anything ran."""
    path = filled(tmp_path / "scorekeeper.db")
    harm, words = DAMAGES[request.param]
    harm(path)
    return path, words, digest(path)


def test_opening_names_the_file_and_what_to_do(damage: tuple[Path, str, str]) -> None:
    path, words, before = damage
    with pytest.raises(StoreError) as raised:
        Store.open(path)
    message = str(raised.value)
    assert message.startswith(f"{path}: ")
    assert words in message
    assert "\n" not in message
    assert digest(path) == before
    assert side_files(path) == []


@pytest.mark.parametrize("command", [["history"], ["stats", "--json"], ["import", "FILE"]])
def test_the_command_line_exits_2_without_a_traceback(
    damage: tuple[Path, str, str], command: list[str], run_scorekeeper: RunScorekeeper
) -> None:
    path, words, before = damage
    args = [str(DATA / "issue-example.json") if arg == "FILE" else arg for arg in command]
    done = run_scorekeeper("--db", path, *args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(f"scorekeeper: {path}: ")
    assert words in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert digest(path) == before


def test_garbage_inside_a_healthy_header_is_a_store_error_or_nothing(tmp_path: Path) -> None:
    """Pages overwritten in the middle: the header looks fine, so the damage shows when a page
    is read. Whatever is asked, the answer is a result or a ``StoreError``, never a crash."""
    path = filled(tmp_path / "scorekeeper.db")
    data = bytearray(path.read_bytes())
    noise = random.Random(2)
    for page in range(2, len(data) // 4096, 3):  # every third page, past the schema's page
        data[page * 4096 : (page + 1) * 4096] = noise.randbytes(4096)
    path.write_bytes(bytes(data))
    before = digest(path)
    failures = 0
    try:
        with Store.open(path) as store:
            for ask in (store.history, store.player_stats, store.count_matches):
                try:
                    ask()
                except StoreError as error:
                    failures += 1
                    assert str(error).startswith(f"{path}: the database is damaged")
            for match_id in (1, 2, 3):
                try:
                    store.load_session(match_id)
                except StoreError:
                    failures += 1
    except StoreError as error:
        failures += 1
        assert str(error).startswith(f"{path}: ")
    assert failures > 0, "the noise should have hit something the store reads"
    assert digest(path) == before
