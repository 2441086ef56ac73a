"""``scorekeeper export`` run as a real subprocess: output, files, and one-line errors.

Tests run as root in CI, and root writes into a read-only folder regardless of its mode. A
genuinely unwritable target is made by running the command as root *without* the capabilities
that bypass file permissions (``setpriv --bounding-set=-dac_override,...``): the kernel then
applies the folder's mode 0555 to its owner, root, as to anyone. Run as another user, the mode
alone suffices.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.export import ExportInfo, export_text
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Match
from tests.export.export_helpers import (
    GOLDEN,
    golden_entries,
    no_temporary_files,
    one_line_error,
    scorekeeper,
)


@pytest.fixture
def match_file(tmp_path: Path, golden_match: Match) -> Path:
    path = tmp_path / "match.json"
    path.write_text(match_to_text(golden_match), encoding="utf-8")
    return path


@pytest.mark.parametrize("fmt", ["md", "csv", "json", "html"])
def test_stdout_holds_the_export(
    tmp_path: Path, match_file: Path, golden_match: Match, fmt: str
) -> None:
    done = scorekeeper("export", "--file", match_file, "--format", fmt, home=tmp_path)
    assert done.returncode == 0, done.stderr
    expected = export_text(golden_match, ExportInfo(), fmt)  # a file has no date or store id
    assert done.stdout == expected.replace("\r\n", "\n")  # text mode reads CSV's CRLF as LF


def test_stdout_keeps_csv_line_ends(tmp_path: Path, match_file: Path) -> None:
    done = scorekeeper("export", "--file", match_file, "--format", "csv", home=tmp_path)
    raw = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--presets", tmp_path / "no-presets", "export",
         "--file", match_file, "--format", "csv"],
        capture_output=True, timeout=60, check=True, env={**os.environ, "HOME": str(tmp_path)},
    ).stdout  # fmt: skip
    assert done.returncode == 0 and raw == (GOLDEN / "match.csv").read_bytes()


def test_output_file_from_its_extension(
    tmp_path: Path, match_file: Path, golden_match: Match
) -> None:
    target = tmp_path / "out" / "result.html"
    target.parent.mkdir()
    done = scorekeeper("export", "--file", match_file, "-o", target, home=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert target.read_text(encoding="utf-8") == export_text(golden_match, ExportInfo(), "html")
    assert no_temporary_files(tmp_path)


def test_csv_file_starts_with_a_byte_order_mark(tmp_path: Path, match_file: Path) -> None:
    target = tmp_path / "result.csv"
    assert scorekeeper("export", "--file", match_file, "-o", target, home=tmp_path).returncode == 0
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # so that spreadsheets read Cyrillic as UTF-8
    golden = (GOLDEN / "match.csv").read_bytes()
    assert raw[3:] == golden  # the same rows as the golden file: a file has no title to differ


def test_an_existing_file_needs_force(tmp_path: Path, match_file: Path) -> None:
    target = tmp_path / "result.md"
    target.write_text("precious")
    done = scorekeeper("export", "--file", match_file, "-o", target, home=tmp_path)
    one_line_error(done, "already exists", "--force")
    assert target.read_text() == "precious"
    done = scorekeeper("export", "--file", match_file, "-o", target, "--force", home=tmp_path)
    assert done.returncode == 0 and target.read_text(encoding="utf-8").startswith("# Match")
    assert no_temporary_files(tmp_path)


@pytest.mark.parametrize(
    ("where", "message"),
    [("missing/out.md", "no such folder"), ("match.json/out.md", "is a file, not a folder")],
)
def test_unusable_folders(tmp_path: Path, match_file: Path, where: str, message: str) -> None:
    done = scorekeeper("export", "--file", match_file, "-o", tmp_path / where, home=tmp_path)
    one_line_error(done, message)
    assert no_temporary_files(tmp_path)
    assert not (tmp_path / "missing").exists()


def test_an_unwritable_folder(tmp_path: Path, match_file: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)  # nobody may create a file here, not even its owner
    try:
        done = scorekeeper(
            "export", "--file", match_file, "-o", locked / "out.md", home=tmp_path,
            bound_by_permissions=True,
        )  # fmt: skip
        one_line_error(done, "cannot write", "Permission denied")
        assert list(locked.iterdir()) == []  # no temporary file, no half-written export
    finally:
        locked.chmod(0o755)


def test_a_broken_match_file(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "scorekeeper.match/1", "players": ["A"]}')
    one_line_error(scorekeeper("export", "--file", broken, "--format", "md", home=tmp_path))
    assert broken.read_text().startswith('{"format"')  # input files are never modified


def test_no_format_and_no_extension(tmp_path: Path, match_file: Path) -> None:
    done = scorekeeper("export", "--file", match_file, home=tmp_path)
    one_line_error(done, "--format")


def test_no_match_named(tmp_path: Path) -> None:
    one_line_error(scorekeeper("export", "--format", "md", home=tmp_path), "MATCH_ID")


def test_golden_entries_survive_the_match_file(match_file: Path, catalog: Catalog) -> None:
    from scorekeeper.matchfile import parse_match_text

    assert parse_match_text(match_file.read_bytes(), catalog).log == golden_entries()
