"""Fuzz: mutated match files and presets fed to the commands (issue 9, item 10).

Seeds are the suite's own match files, an exported reopened match and the built-in presets.
Each is mutated at the byte level (a flipped byte, a cut, a spliced span, hostile bytes) or at
the structure (a value replaced by a hostile one: huge or negative numbers, floats, booleans,
lone surrogates, escape sequences, bidi overrides, deep nesting). Whatever the file holds,
``score``, ``import``, ``export --file`` and ``presets check`` (and a folder of custom presets)
must exit 0 or 2, say at most one line on standard error, never a traceback, and leave the file
byte for byte as it was. Most runs go through ``cli.main`` in process; a handful through a real
child process, where encodings and exit statuses are the real ones.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper import cli
from scorekeeper.catalog import built_in_dir

DATA = Path(__file__).parents[1] / "data"
REOPENED = {
    "format": "scorekeeper.match/1",
    "preset": "six-matador-expert",
    "players": ["Анна", "Boris"],
    "target": None,
    "rounds_limit": None,
    "finished": True,
    "rounds": [
        {"events": [{"type": "lead", "player": "Анна"}, {"type": "matador", "player": "Boris"}],
         "end": {"out": "Boris"}},
        {"events": [{"type": "lead", "player": "Анна"}, {"type": "pass", "player": "Boris"}],
         "end": {"out": "Анна"}},
        {"events": [{"type": "finish"}, {"type": "reopen", "target": 8, "rounds_limit": None},
                    {"type": "lead", "player": "Анна"}, {"type": "matador", "player": "Boris"}],
         "end": {"out": "Boris"}},
    ],
}  # fmt: skip
MATCH_SEEDS = [
    *(path.read_bytes() for path in sorted(DATA.glob("*.json"))),
    json.dumps(REOPENED, ensure_ascii=False).encode("utf-8"),
]
PRESET_SEEDS = [path.read_bytes() for path in sorted(built_in_dir().glob("*.toml"))]

HOSTILE_VALUES: list[Any] = [
    *(0, -1, 1, 168, 169, 10**20, 2**63, 2**64, -(2**63) - 1, 1.5, 10.0, 1e308),
    *(True, False, None, [], {}, [[[[]]]], {"type": "move"}, "10"),
    *("", " ", "\udfff", "\x1b[2J", "\x1b]52;c;aGk=\x07", "\u202eanna", "\u2028", "\x00"),
    *("Анна", "anna", "2:4", "7:1", "x" * 300, "reopen", "finish", "end"),
]
HOSTILE_BYTES = [
    b"\xff",
    b"\xed\xbf\xbf",  # a lone surrogate, UTF-8-encoded
    b"\x1b[2J",
    b"[" * 3000,
    b"9" * 5000,
    b'"\\udfff"',
    b"\x00",
    b"NaN",
    b"1e400",
    b"\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[x = 1\n",
]
TOML_VALUES = [
    '"10"', "10.0", "true", "1e400", "9" * 5000, "[" * 2000 + "]" * 2000, '"\\uDFFF"',
    '"\\u001b[2J"', '"\\u202e"', "-99999999999999999999", "[]", "{}", '"' + "x" * 5000 + '"',
]  # fmt: skip


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = _replaced(data[head], rest, value)  # type: ignore[index]
    return copy


@st.composite
def byte_mutations(draw: Any, seed: bytes) -> bytes:
    where = draw(st.integers(0, len(seed)))
    kind = draw(st.sampled_from(["flip", "cut", "splice", "insert", "truncate"]))
    if kind == "flip" and where < len(seed):
        return seed[:where] + bytes([seed[where] ^ draw(st.integers(1, 255))]) + seed[where + 1 :]
    if kind == "cut":
        return seed[:where] + seed[where + draw(st.integers(1, 40)) :]
    if kind == "splice":
        start = draw(st.integers(0, len(seed)))
        return seed[:where] + seed[start : start + draw(st.integers(1, 80))] + seed[where:]
    if kind == "insert":
        return seed[:where] + draw(st.sampled_from(HOSTILE_BYTES)) + seed[where:]
    return seed[:where]


@st.composite
def match_files(draw: Any) -> bytes:
    seed = draw(st.sampled_from(MATCH_SEEDS))
    if draw(st.booleans()):
        return draw(byte_mutations(seed))
    data = json.loads(seed)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        data = _replaced(data, path, draw(st.sampled_from(HOSTILE_VALUES)))
    return json.dumps(data, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")


@st.composite
def preset_files(draw: Any) -> bytes:
    seed = draw(st.sampled_from(PRESET_SEEDS))
    if draw(st.booleans()):
        return draw(byte_mutations(seed))
    lines = seed.decode("utf-8").split("\n")
    keyed = [index for index, line in enumerate(lines) if " = " in line]
    for _ in range(draw(st.integers(1, 2))):
        index = draw(st.sampled_from(keyed))
        key = lines[index].split(" = ")[0]
        lines[index] = f"{key} = {draw(st.sampled_from(TOML_VALUES))}"
    return "\n".join(lines).encode("utf-8")


def run_main(args: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(args)  # an exception escaping here is the traceback a user would see
    return code, err.getvalue()


def check(code: int, err: str) -> None:
    assert code in (0, 2), (code, err)
    assert err.count("\n") <= 1 and "Traceback" not in err, err
    assert code == 0 or err.startswith("scorekeeper: "), err


MATCH_COMMANDS = [
    ["score"],
    ["score", "--json"],
    ["import"],
    ["export", "--format", "md", "--file"],
    ["export", "--format", "csv", "--file"],
    ["export", "--format", "json", "--file"],
    ["export", "--format", "html", "--file"],
]
FUZZ = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


@FUZZ
@given(match_files(), st.sampled_from(MATCH_COMMANDS))
def test_mutated_match_files(raw: bytes, command: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        path.write_bytes(raw)
        common = ["--presets", folder, "--db", str(Path(folder) / "m.db")]
        check(*run_main([*common, *command, str(path)]))
        assert path.read_bytes() == raw


@FUZZ
@given(preset_files(), st.sampled_from(["check", "list", "score"]))
def test_mutated_presets(raw: bytes, how: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "house.toml"
        path.write_bytes(raw)
        if how == "check":
            args = ["presets", "check", str(path)]
        elif how == "list":
            args = ["--presets", folder, "presets"]  # a bad custom file: skipped, one line
        else:
            args = ["--presets", folder, "score", str(DATA / "issue-example.json")]
        check(*run_main(args))
        assert path.read_bytes() == raw


def _corpus(count: int, salt: int) -> list[bytes]:
    """Fixed mutations for the child processes: the same files on every run."""
    chooser = random.Random(salt)
    made = []
    for _ in range(count):
        seed = chooser.choice(MATCH_SEEDS)
        data = json.loads(seed)
        path = chooser.choice(_paths(data))
        made.append(
            json.dumps(_replaced(data, path, chooser.choice(HOSTILE_VALUES))).encode("utf-8")
        )
    return made


def test_a_handful_through_a_real_process(tmp_path: Path) -> None:
    files = [*_corpus(3, salt=9), b"\xff\xfe{", (DATA / "issue-example.json").read_bytes()]
    commands = [["score"], ["import"], ["export", "--format", "md", "--file"], ["presets", "check"]]
    env = {**os.environ, "SCOREKEEPER_DB": str(tmp_path / "m.db"), "PYTHONIOENCODING": "ascii"}
    for number, raw in enumerate(files):
        path = tmp_path / f"file-{number}.json"
        path.write_bytes(raw)
        command = commands[number % len(commands)]
        done = subprocess.run(
            [sys.executable, "-m", "scorekeeper", "--presets", str(tmp_path), *command, str(path)],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=False,
        )
        check(done.returncode, done.stderr)
        assert path.read_bytes() == raw
