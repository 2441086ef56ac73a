"""Issue 2 item 7: every kind of bad match file gets exit status 2, exactly one line on stderr
naming the place, no traceback, and the file is left exactly as it was."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from tests.cli.cli_helpers import Result, RunCli

EXAMPLE: dict[str, Any] = json.loads(
    (Path(__file__).parents[1] / "data" / "issue-example.json").read_text(encoding="utf-8")
)
Change = Callable[[dict[str, Any]], None]  # edits a match file's data in place
OLD = 1_000_000_000_000_000_000  # 2001-09-09: any write would move the mtime off this


def doc(change: Change | None = None, **top: Any) -> dict[str, Any]:
    """The issue's example file with a change: ``change(data)`` edits it in place."""
    data = copy.deepcopy(EXAMPLE)
    data.update(top)
    if change is not None:
        change(data)
    return data


def event(round_no: int, index: int, **item: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        data["rounds"][round_no - 1]["events"][index - 1] = item

    return change


def end(round_no: int, **item: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        data["rounds"][round_no - 1]["end"] = item

    return change


PIPS_MATCH = {
    "format": "scorekeeper.match/1",
    "preset": "matador-pips",
    "players": ["Anna", "Boris", "Vera"],
    "rounds": [{"events": [{"type": "lead", "player": "Anna"}], "end": {"out": "Vera"}}],
}
FINISHED_BY_TARGET = {
    "format": "scorekeeper.match/1",
    "preset": "matador-classic",
    "players": ["Anna", "Boris"],
    "target": 10,
    "rounds": [
        {"events": [{"type": "matador", "player": "Anna", "tile": "0:0"}], "end": {"out": "Anna"}},
        {"events": [{"type": "lead", "player": "Boris"}]},
    ],
}

BAD_INPUTS: list[tuple[str, Any, list[str]]] = [
    # (name, file content, what the one line must say)
    ("malformed JSON", b'{"format": "scorekeeper.match/1",\n  "players": [',
     ["not valid JSON", "line 2"]),
    ("binary garbage", bytes(range(256)) * 4, ["not UTF-8", "byte 128"]),
    ("PNG header", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", ["not UTF-8", "byte 0"]),
    ("non-object: list", b"[1, 2, 3]", ["JSON object, not a list"]),
    ("non-object: string", b'"scorekeeper"', ["JSON object, not a string"]),
    ("non-object: null", b"null", ["JSON object, not null"]),
    ("empty file", b"", ["not valid JSON"]),
    ("unknown format", doc(format="scorekeeper.match/3"), ["field format", "scorekeeper.match/3"]),
    ("missing format", doc(lambda d: d.pop("format")), ["field format"]),
    ("unknown preset", doc(preset="six-matador-pro"), ["field preset", "six-matador-pro"]),
    ("invalid embedded preset", doc(preset={"id": "x"}), ["field preset", "field name"]),
    ("one player", doc(players=["Anna"]), ["players", "not 1"]),
    ("five players", doc(players=["A", "B", "C", "D", "E"]), ["players", "not 5"]),
    ("duplicate names", doc(players=["Anna", "Boris", "anna"]), ["player 3", "already"]),
    ("blank name", doc(players=["Anna", " ", "Vera"]), ["player 2", "blank"]),
    ("players not a list", doc(players="Anna, Boris"), ["field players"]),
    ("unknown player", doc(event(1, 2, type="move", player="Zoe")),
     ["round 1, event 2", "'Zoe'"]),
    ("unknown event type", doc(event(1, 3, type="kiss", player="Vera")),
     ["round 1, event 3", "kiss"]),
    ("event type a list", doc(event(1, 1, type=["lead"], player="Anna")), ["round 1, event 1"]),
    ("tile 7:1", doc(event(1, 3, type="matador", player="Vera", tile="7:1")),
     ["round 1, event 3", "7:1"]),
    ("tile x", doc(event(1, 3, type="matador", player="Vera", tile="x")),
     ["round 1, event 3", "'x'"]),
    ("0:6 under sum 7", doc(preset="matador-classic"),
     ["round 1, event 3", "0:6 is not a matador"]),
    ("negative pips", doc(end(2, blocked=True, pips={"Anna": -1})), ["round 2, end", "-1"]),
    ("pips for who went out", doc(end(1, out="Vera", pips={"Vera": 4})),
     ["round 1, end", "Vera went out"]),
    ("missing pips, pip preset", PIPS_MATCH, ["round 1, end", "Anna, Boris"]),
    ("pips over 168", doc(end(2, blocked=True, pips={"Anna": 100, "Boris": 60, "Vera": 9})),
     ["round 2, end", "169"]),
    ("recorded after the rounds", doc(rounds_limit=1),
     ["round 2, end", "after the match finished"]),
    ("recorded after the target", FINISHED_BY_TARGET, ["round 2, event 1", "target of 10"]),
    ("round without end before another", doc(lambda d: d["rounds"][0].pop("end")),
     ["round 1", "no end"]),
    ("end neither out nor blocked", doc(end(1, pips={"Anna": 1})), ["round 1, end"]),
    ("adjust points as text", doc(event(1, 6, type="adjust", player="Anna", points="-3")),
     ["round 1, event 6"]),
    ("finished not a bool", doc(finished="yes"), ["field finished"]),
    ("target zero", doc(target=0), ["field target"]),
    ("unknown top field", doc(colour="red"), ["field colour"]),
    ("nested too deep", b"[" * 100_000, ["nested too deep"]),
    ("number too long", b'{"format": ' + b"9" * 5000 + b"}", ["number is too long"]),
    ("line break in a name", doc(event(1, 1, type="lead", player="An\nna")),
     ["round 1, event 1", "An\\nna"]),
]  # fmt: skip
CASES = [pytest.param(name, says, id=name) for name, _, says in BAD_INPUTS]
# Also run as real child processes: every path where Python itself could raise (decoding, the
# JSON parser, unhashable values, line breaks) and one of each kind of place named. The rest run
# in-process only: a child process costs ~0.3 s and the code path after decoding is the same.
IN_CHILD = {
    "malformed JSON",
    "binary garbage",
    "non-object: list",
    "unknown preset",
    "duplicate names",
    "event type a list",
    "tile 7:1",
    "pips over 168",
    "recorded after the target",
    "nested too deep",
    "number too long",
    "line break in a name",
}
CHILD_CASES = [case for case in CASES if case.id in IN_CHILD]
ChildRun = subprocess.CompletedProcess[str]
ChildResult = tuple[ChildRun, Path, bytes]  # what the command did, the file, its bytes before


def _write(path: Path, content: Any) -> None:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    os.utime(path, ns=(OLD, OLD))


def _case_file(folder: Path, name: str) -> Path:
    return folder / f"{name.replace(':', '').replace(',', '')} match.json"


def _check(result: Result | ChildRun, path: Path, before: bytes, says: list[str]) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert result.stderr.endswith("\n")
    assert lines[0].startswith(f"scorekeeper: {path}: ")
    for words in says:
        assert words in lines[0]
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == OLD


@pytest.fixture(scope="module")
def child_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ChildResult]:
    """The ``IN_CHILD`` files run through the real command in child processes side by side;
    the checks stay one test per case."""
    folder = tmp_path_factory.mktemp("bad-files")
    config = tmp_path_factory.mktemp("config")
    env = {**os.environ, "XDG_CONFIG_HOME": str(config)}
    snapshots = {}
    for name, content, _ in BAD_INPUTS:
        if name not in IN_CHILD:
            continue
        path = _case_file(folder, name)
        _write(path, content)
        snapshots[name] = path.read_bytes()

    def run(name: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "scorekeeper", "score", str(_case_file(folder, name))]
        return subprocess.run(
            command, capture_output=True, text=True, encoding="utf-8", env=env, timeout=120
        )

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        done = dict(zip(snapshots, pool.map(run, snapshots), strict=True))
    return {name: (done[name], _case_file(folder, name), snapshots[name]) for name in done}


@pytest.mark.parametrize(("name", "says"), CASES)
def test_bad_match_file_in_process(
    run_in_process: RunCli, tmp_path: Path, name: str, says: list[str]
) -> None:
    content = {n: c for n, c, _ in BAD_INPUTS}[name]
    path = tmp_path / "bad match.json"
    _write(path, content)
    before = path.read_bytes()
    result = run_in_process("score", path, "--json")
    _check(result, path, before, says)


@pytest.mark.parametrize(("name", "says"), CHILD_CASES)
def test_bad_match_file_as_a_child_process(
    child_results: dict[str, ChildResult], name: str, says: list[str]
) -> None:
    result, path, before = child_results[name]
    _check(result, path, before, says)


@pytest.mark.parametrize("kind", ["missing", "a folder"])
def test_a_file_that_cannot_be_read(run_cli: RunCli, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "nowhere.json"
    if kind == "a folder":
        path.mkdir()
    result = run_cli("score", path)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [result.stderr.strip()]
    assert str(path) in result.stderr and "cannot read" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_example_itself_is_good(run_in_process: RunCli, tmp_path: Path) -> None:
    """The cases above are the example with one thing wrong: without it, the file is fine."""
    path = tmp_path / "good.json"
    _write(path, doc())
    assert run_in_process("score", path).returncode == 0
