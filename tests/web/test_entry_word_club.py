"""Issue 26 item 4 at a club night: ``club new --word`` (a real command line) makes an event
whose tables' matches start with the word on; a real ``serve --club`` child gives table 1 its
entry address, where the keeper's round end waits for another phone's accept and then is in
the store; an event without it counts the round end at once.

The numbers, by hand from RULES.md: six-matador-expert; the lead is a matador, which earns its
10 points on the lead too (ruling 2); a round end scores no pips in this preset (section 4: "no
pip scoring"), so every player's points for the round are 0 and the totals stay 10, 0, 0, 0.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

from scorekeeper.model import Matador, RoundEnd
from scorekeeper.store import Store
from tests.fixture_types import RunScorekeeper
from tests.web.entry_phone import Phone, ask
from tests.web.test_entry_serve import TABLE_LINE, stopped
from tests.web.test_serve_command import ADDRESS, free_port, start

NAMES = ("Anna", "Boris", "Vera", "Gleb")


def night(run_scorekeeper: RunScorekeeper, db: Path, *word: str) -> None:
    made = run_scorekeeper("--db", db, "club", "new", "Friday", *word)
    assert made.returncode == 0, made.stderr
    assert run_scorekeeper("--db", db, "club", "add", "1", *NAMES).returncode == 0
    assert run_scorekeeper("--db", db, "club", "draw", "1", "--seed", "3").returncode == 0


def table_one(serve: list[subprocess.Popen[str]], db: Path) -> tuple[subprocess.Popen[str], str]:
    child = start(serve, db, "--club", "1", "--port", str(free_port()))
    assert child.stdout is not None
    first, second = child.stdout.readline().rstrip("\n"), child.stdout.readline().rstrip("\n")
    assert ADDRESS.match(first), first
    found = TABLE_LINE.match(second)
    assert found and found.group(1) == "1", second
    return child, found.group(2)


def keep_and_end(keeper: Phone) -> tuple[dict[str, Any], list[str]]:
    """Table 1's first claim starts its match; its first player leads a matador, then went out."""
    claimed = ask(keeper.entry + "claim", "POST", {"name": "Table one"}, keeper.headers)
    assert claimed.status == 200, claimed.text
    seated = [seat["name"] for seat in claimed.json()["seats"]]
    lead = {"id": "t-1", "do": "matador"}
    assert ask(keeper.entry + "tap", "POST", lead, keeper.headers).json()["kept"] is True
    end = {"id": "t-2", "do": "round_end", "out": 0}
    answer = ask(keeper.entry + "tap", "POST", end, keeper.headers)
    assert answer.status == 200 and answer.json()["kept"] is True, answer.text
    return answer.json(), seated


def stored_log(db: Path) -> list[object]:
    with Store.open(db, read_only=True) as store:
        (table,) = store.club.board(1).tables
        assert table.match_id is not None
        return list(store.load_match(table.match_id).match.log)


def test_a_club_night_with_the_word_asks_the_table_before_a_round_end_counts(
    run_scorekeeper: RunScorekeeper, serve: list[subprocess.Popen[str]], tmp_path: Path
) -> None:
    db = tmp_path / "club.db"
    night(run_scorekeeper, db, "--word")
    child, url = table_one(serve, db)
    keeper, other = Phone(url, "phone-keeper"), Phone(url, "phone-gleb")
    answer, seated = keep_and_end(keeper)
    assert answer["pad"]["word"]["title"] == f"Round 1: {seated[0]} went out"
    assert stored_log(db) == [Matador(seated[0])]  # asked, not counted
    pad = ask(other.entry + "pad", "GET", None, other.headers).json()
    assert [s["total"] for s in pad["word"]["seats"]] == [10, 0, 0, 0]
    assert [s["points"] for s in pad["word"]["seats"]] == ["0"] * 4
    word = {"id": "t-2", "seat": 3, "answer": "accept"}
    accepted = ask(other.entry + "word", "POST", word, other.headers)
    assert accepted.status == 200 and accepted.json()["kept"] is True, accepted.text
    assert accepted.json()["pad"]["word"]["status"] == f"Round 1 accepted by {seated[3]}."
    stopped(child)
    assert stored_log(db) == [Matador(seated[0]), RoundEnd(seated[0])]


def test_a_club_night_without_it_counts_the_round_end_at_once(
    run_scorekeeper: RunScorekeeper, serve: list[subprocess.Popen[str]], tmp_path: Path
) -> None:
    db = tmp_path / "club.db"
    night(run_scorekeeper, db)
    child, url = table_one(serve, db)
    answer, seated = keep_and_end(Phone(url, "phone-keeper"))
    assert "word" not in answer["pad"]
    stopped(child)
    assert stored_log(db) == [Matador(seated[0]), RoundEnd(seated[0])]


def test_the_word_answers_only_through_the_guard(
    run_scorekeeper: RunScorekeeper, serve: list[subprocess.Popen[str]], tmp_path: Path
) -> None:
    """The word route is a tap's: no token header, a foreign origin or GET change nothing."""
    db = tmp_path / "club.db"
    night(run_scorekeeper, db, "--word")
    child, url = table_one(serve, db)
    keep_and_end(Phone(url, "phone-keeper"))
    other = Phone(url, "phone-gleb")
    word = {"id": "t-2", "seat": 3, "answer": "accept"}
    bare = {k: v for k, v in other.headers.items() if k != "x-entry-token"}
    assert ask(other.entry + "word", "POST", word, bare).status == 403
    foreign = {**other.headers, "origin": "http://evil.example"}
    assert ask(other.entry + "word", "POST", word, foreign).status == 403
    assert ask(other.entry + "word", "GET", None, other.headers).status == 405
    assert ask(other.entry + "word", "POST", "nonsense", other.headers).status == 400
    stopped(child)
    assert len(stored_log(db)) == 1
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/e/[\w-]+/", url)
