"""No input path can hang or flood a command, and no output encoding can crash one (issue 9,
item 4): regular files only, with a size limit; unencodable names print as escapes."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.input_files import MATCH_FILE_LIMIT

DATA = Path(__file__).parents[1] / "data"
# preset files (``presets check``, a folder of custom presets) are read by catalog.py, which
# has its own regular-file check and limit
COMMANDS = {
    "score": ["score"],
    "import": ["import"],
    "export": ["export", "--format", "md", "--file"],
}


def run(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "SCOREKEEPER_DB": str(tmp_path / "m.db"), **env}
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--presets", str(tmp_path), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environment,
        timeout=30,  # the bug was a hang: a timeout fails the test instead of the suite
        check=False,
    )


def assert_one_line(done: subprocess.CompletedProcess[str], fragment: str) -> None:
    assert done.returncode == 2, done
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert fragment in done.stderr, done.stderr


@pytest.mark.parametrize("command", COMMANDS)
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "match.json"
    os.mkfifo(fifo)
    done = run(tmp_path, *COMMANDS[command], str(fifo))
    assert_one_line(done, "match.json: is not a regular file")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("command", COMMANDS)
def test_an_endless_device_is_refused_before_a_byte_is_read(tmp_path: Path, command: str) -> None:
    assert_one_line(run(tmp_path, *COMMANDS[command], "/dev/zero"), "/dev/zero: is not a regular")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_over_the_limit_is_refused(
    tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    big.touch()
    os.truncate(big, MATCH_FILE_LIMIT + 1)  # sparse: no disk is spent on it
    assert cli.main([*COMMANDS[command], str(big)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "big.json: is larger than 32 MiB" in err, err


@pytest.mark.parametrize("command", COMMANDS)
def test_a_folder_is_refused(
    tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main([*COMMANDS[command], str(tmp_path)]) == 2
    assert "cannot read: Is a directory" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["score", str(DATA / "classic-finished.json")],
        ["export", "--format", "md", "--file", str(DATA / "classic-finished.json")],
        ["--lang", "ru", "score", str(DATA / "classic-finished.json")],
    ],
)
def test_an_ascii_only_stdout_gets_escapes_not_a_traceback(tmp_path: Path, args: list[str]) -> None:
    done = run(tmp_path, *args, PYTHONIOENCODING="ascii")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "\\u0410\\u043d\\u043d\\u0430" in done.stdout  # Анна, escaped


def test_the_c_locale_without_utf_8_gets_escapes_too(tmp_path: Path) -> None:
    # LANG=C where Python neither coerces the locale nor turns on UTF-8 mode: ASCII stdout
    c_locale = {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}
    done = run(tmp_path, "score", str(DATA / "classic-finished.json"), **c_locale)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "\\u0141ucja" in done.stdout  # Łucja, escaped
