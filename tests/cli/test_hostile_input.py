"""Issue 9 items 1, 3, 4 and 9 through the real command: hostile text never reaches the
terminal raw, absurd numbers get one line and exit 2, a bad custom preset is skipped with one
line, and ``presets check`` lists every problem of a file at once."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.catalog import built_in_dir

ESC_NAME = "Evil\x1b[2J\x1b]0;owned\x07\x9b"  # clears the screen, retitles, a C1 CSI
ESC_NOTE = "x\x1b]52;c;aGVsbG8=\x07\u202e\udfff"  # writes the clipboard; bidi; lone surrogate
MATCH: dict[str, Any] = {
    "format": "scorekeeper.match/1",
    "preset": "six-matador-expert",
    "players": ["Anna", "Boris"],
    "finished": True,
    "rounds": [
        {
            "events": [
                {"type": "lead", "player": "Anna"},
                {"type": "adjust", "player": "Boris", "points": 3, "note": "miscount"},
            ],
            "end": {"out": "Anna"},
        }
    ],
}


def scorekeeper(cwd: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    """The real command; output kept as bytes, so that a raw ESC cannot hide in decoding."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(cwd / "config"), "LANGUAGE": "en"}
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args],
        capture_output=True,
        env=env,
        cwd=cwd,
        timeout=60,
        check=False,
    )


def raw_controls(data: bytes) -> list[str]:
    """Terminal-driving characters in output: C0 but line breaks and tabs, DEL, C1, bidi."""
    text = data.decode("utf-8", errors="surrogateescape").replace("\r\n", "\n")
    return [
        char
        for char in text
        if (ord(char) < 0x20 and char not in "\n\t")
        or 0x7F <= ord(char) <= 0x9F
        or 0x202A <= ord(char) <= 0x202E
        or 0xD800 <= ord(char) <= 0xDFFF
    ]


def one_line_refusal(done: subprocess.CompletedProcess[bytes], *says: str) -> str:
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1, err
    assert done.stdout == b""
    for words in says:
        assert words in err, err
    return err


@pytest.fixture(scope="module")
def tampered_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A stored match whose preset name, description and note were given control characters
    straight in SQLite, past every check the app makes."""
    folder = tmp_path_factory.mktemp("tampered")
    (folder / "match.json").write_text(json.dumps(MATCH), encoding="utf-8")
    done = scorekeeper(folder, "--db", "t.db", "import", "match.json")
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(folder / "t.db") as db:
        preset = json.loads(db.execute("SELECT preset FROM matches").fetchone()[0])
        preset.update(name=ESC_NAME, description="d\u202e")
        db.execute("UPDATE matches SET preset = ?, preset_name = ?", (json.dumps(preset), ESC_NAME))
        for seq, entry in db.execute("SELECT seq, entry FROM entries").fetchall():
            data = json.loads(entry)
            if data.get("type") == "adjust":
                data["note"] = ESC_NOTE  # json.dumps keeps the lone surrogate as \udfff
                db.execute("UPDATE entries SET entry = ? WHERE seq = ?", (json.dumps(data), seq))
    return folder


@pytest.mark.parametrize(
    ("command", "shows"),
    [
        (["history"], ["preset"]),
        (["history", "--json"], ["preset"]),
        (["stats"], ["preset"]),
        (["stats", "--json"], ["preset"]),
        (["export", "1", "--format", "md"], ["preset", "note"]),
        (["export", "1", "--format", "json"], ["preset", "note"]),
        (["export", "1", "--format", "html"], ["preset", "note"]),
        (["export", "1", "--format", "csv"], []),
    ],
)
def test_stored_control_characters_print_escaped(
    tampered_db: Path, command: list[str], shows: list[str]
) -> None:
    done = scorekeeper(tampered_db, "--db", "t.db", *command)
    assert done.returncode == 0, done.stderr
    assert raw_controls(done.stdout + done.stderr) == []
    out = done.stdout.decode("utf-8")
    if "preset" in shows:  # the escapes are what a reader sees instead (Markdown doubles \)
        assert "\\u001b[2J" in out.replace("\\\\", "\\").replace("\\[", "[")
    if "note" in shows:
        assert "\\u001b]52;c;aGVsbG8=" in out.replace("\\\\", "\\").replace("\\]", "]")


def test_json_export_printed_through_the_escapes_is_still_the_same_json(tampered_db: Path) -> None:
    done = scorekeeper(tampered_db, "--db", "t.db", "export", "1", "--format", "json")
    data = json.loads(done.stdout.decode("utf-8"))
    assert data["preset"]["name"] == ESC_NAME  # an escape in JSON decodes to the character


def test_export_to_a_file_writes_the_lone_surrogate_as_an_escape(tampered_db: Path) -> None:
    done = scorekeeper(tampered_db, "--db", "t.db", "export", "1", "-o", "out.md", "--force")
    assert done.returncode == 0, done.stderr
    written = (tampered_db / "out.md").read_bytes()
    assert raw_controls(written) == []
    assert b"\\udfff" in written


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"note": "\x1b[2J"}, ["round 1, event 2", "control character (\\u001b)"]),
        ({"note": "\udfff"}, ["round 1, event 2", "control character (\\udfff)"]),
        ({"note": "a\u2028b"}, ["round 1, event 2", "\\u2028"]),
        ({"points": 2**64}, ["round 1, event 2", "at most 1000000 points"]),
    ],
)
def test_a_match_file_with_hostile_adjustments_is_refused(
    tmp_path: Path, change: dict[str, Any], says: list[str]
) -> None:
    data = json.loads(json.dumps(MATCH))
    data["rounds"][0]["events"][1].update(change)
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # lone surrogates as \udfff escapes
    before = path.read_bytes()
    for command in (["score", "hostile.json"], ["--db", "t.db", "import", "hostile.json"]):
        err = one_line_refusal(scorekeeper(tmp_path, *command), "hostile.json", *says)
        assert "\x1b" not in err
    assert path.read_bytes() == before
    assert not (tmp_path / "t.db").exists() or _match_count(tmp_path / "t.db") == 0


def _match_count(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        return int(connection.execute("SELECT count(*) FROM matches").fetchone()[0])


def test_an_embedded_preset_with_an_escape_in_its_name_is_refused(tmp_path: Path) -> None:
    preset = tomllib.loads((built_in_dir() / "matador-classic.toml").read_text(encoding="utf-8"))
    preset["name"] = ESC_NAME
    path = tmp_path / "m.json"
    path.write_text(json.dumps({**MATCH, "preset": preset}), encoding="utf-8")
    one_line_refusal(scorekeeper(tmp_path, "score", "m.json"), "field preset", "name", "\\u001b")


@pytest.mark.parametrize(
    ("top", "says"),
    [
        ({"target": 10**20}, ["field target", "from 1 to 1000000000"]),
        ({"rounds_limit": 2**64}, ["field rounds_limit", "from 1 to 1000000"]),
    ],
)
def test_absurd_limits_in_a_match_file_get_one_line(
    tmp_path: Path, top: dict[str, Any], says: list[str]
) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps({**MATCH, **top, "finished": False}), encoding="utf-8")
    before = path.read_bytes()
    for command in (["score", "big.json"], ["--db", "t.db", "import", "big.json"]):
        one_line_refusal(scorekeeper(tmp_path, *command), "big.json", *says)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (
            ["new", "--preset", "matador-classic", "--players", "A,B", "--target", str(10**20)],
            ["target", "from 1 to 1000000000"],
        ),
        (
            ["new", "--preset", "matador-classic", "--players", "A,B", "--rounds", "0"],
            ["rounds", "positive"],
        ),
        (
            ["new", "--preset", "matador-classic", "--players", "Anna,Аnna"],
            ["'Аnna' looks just like 'Anna'"],
        ),
        (["export", "99999999999999999999"], ["MATCH_ID", "from 1 to"]),
    ],
)
def test_absurd_arguments_get_one_line(tmp_path: Path, args: list[str], says: list[str]) -> None:
    one_line_refusal(scorekeeper(tmp_path, "--db", "t.db", *args), *says)
    assert not (tmp_path / "t.db").exists()  # refused before any database was made


BAD_PRESETS = {
    "deep.toml": "x = " + "[" * 2000 + "]" * 2000 + "\n",
    "long-number.toml": "move_points = " + "9" * 5000 + "\n",
    "escape.toml": 'id = "escape"\nname = "a\\u001b[2J"\n',
    "surrogate.toml": 'name = "\\udfff"\n',
}


@pytest.fixture
def bad_presets(tmp_path: Path) -> Path:
    folder = tmp_path / "presets"
    folder.mkdir()
    for name, text in BAD_PRESETS.items():
        (folder / name).write_text(text, encoding="utf-8")
    os.mkfifo(folder / "fifo.toml")  # would hang a reader that waits for a writer
    return folder


def test_each_bad_custom_preset_is_skipped_with_one_line(bad_presets: Path) -> None:
    done = scorekeeper(bad_presets.parent, "--presets", "presets", "presets")
    err = done.stderr.decode("utf-8")
    assert done.returncode == 0, err
    assert "Traceback" not in err
    lines = err.splitlines()
    assert sorted(line.split("/")[-1].split(":")[0] for line in lines) == sorted(
        [*BAD_PRESETS, "fifo.toml"]
    )
    assert all(line.startswith("skipped ") for line in lines)
    assert "matador-classic" in done.stdout.decode("utf-8")  # the built-ins are still there
    assert raw_controls(done.stdout + done.stderr) == []


def test_a_bad_custom_preset_breaks_no_other_command(bad_presets: Path) -> None:
    (bad_presets.parent / "m.json").write_text(json.dumps(MATCH), encoding="utf-8")
    done = scorekeeper(bad_presets.parent, "--presets", "presets", "score", "m.json")
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr


STRICT_PRESET = """\
id = "Strict Id"
name = "fine"
sum = "6"
matadors = ["2:4", "\\uff12:\\uff14"]
matador_points = 10.0
move_points = true
open_six_points = 0
pass_points = 0
debts = false
pip_scoring = false
settlement = "none"
target = 100000000000000000000
hand_sizes = { 2 = 6, 3 = 6, 4 = "7" }
"""


def test_presets_check_lists_every_problem_at_once(tmp_path: Path) -> None:
    path = tmp_path / "strict.toml"
    path.write_text(STRICT_PRESET, encoding="utf-8")
    before = path.read_bytes()
    done = scorekeeper(tmp_path, "presets", "check", "strict.toml")
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2
    assert "Traceback" not in err and done.stdout == b""
    fields = sorted(line.split(": ")[2] for line in err.splitlines())
    # one line for each of the seven wrong fields, each naming the file and the field
    assert fields == [
        "field hand_sizes.4",
        "field id",
        "field matador_points",
        "field matadors",
        "field move_points",
        "field sum",
        "field target",
    ]
    assert all(line.startswith("scorekeeper: strict.toml: ") for line in err.splitlines())
    assert path.read_bytes() == before


@pytest.mark.parametrize("digits", ["２０", "٢٠", "1e3"])
def test_new_reads_ascii_digits_only(tmp_path: Path, digits: str) -> None:
    args = ["new", "--preset", "matador-classic", "--players", "A,B", "--target", digits]
    done = scorekeeper(tmp_path, "--db", "t.db", *args)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "Traceback" not in err
    assert f"--target: not a whole number: {digits}" in err  # argparse's usage error
    assert not (tmp_path / "t.db").exists()
