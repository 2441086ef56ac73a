"""The operating system's and the JSON parser's English inside our sentences, translated
(issue 13, item 4): "нет такого файла или папки", not "No such file or directory"."""

from __future__ import annotations

import errno
import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.i18n import activate
from scorekeeper.i18n.system_words import json_reason, os_reason
from scorekeeper.matchfile import parse_match_text
from scorekeeper.model import RuleError


def missing(tmp_path: Path) -> OSError:
    try:
        (tmp_path / "nowhere.json").read_bytes()
    except OSError as error:
        return error
    raise AssertionError("the file should not exist")


@pytest.mark.parametrize(
    ("language", "reason"),
    [
        ("en", "No such file or directory"),  # English keeps the system's own words
        ("ru", "нет такого файла или папки"),
        ("pl", "nie ma takiego pliku ani folderu"),
    ],
)
def test_a_missing_file_is_said_in_the_language(tmp_path: Path, language: str, reason: str) -> None:
    activate(language)
    assert os_reason(missing(tmp_path)) == reason


def test_an_unknown_errno_keeps_the_system_s_words() -> None:
    activate("ru")
    odd = OSError(errno.ENOTCONN, "Transport endpoint is not connected")
    assert os_reason(odd) == "Transport endpoint is not connected"


def test_a_json_error_inside_a_sentence_is_translated() -> None:
    activate("ru")
    with pytest.raises(json.JSONDecodeError) as raised:
        json.loads("{")
    assert json_reason(raised.value.msg) == "ожидается имя в двойных кавычках"
    with pytest.raises(RuleError) as refused:
        parse_match_text(b"", load_catalog(Path("/nonexistent-user-presets")))
    # "" is "Expecting value" at line 1, column 1
    assert "ожидается значение" in str(refused.value)
    assert "Expecting" not in str(refused.value)


@pytest.mark.parametrize(
    ("language", "words"),
    [("ru", "нет такого файла или папки"), ("pl", "nie ma takiego pliku ani folderu")],
)
def test_the_command_line_says_a_missing_file_in_the_language(
    tmp_path: Path, language: str, words: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--lang", language, "score",
         str(tmp_path / "nowhere.json")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert words in done.stderr
    assert "No such file" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
