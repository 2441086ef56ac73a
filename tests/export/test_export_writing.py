"""Writing an export: all or nothing, never over an existing file unless asked."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorekeeper.export import ExportWriteError, TargetExists, write_export


def leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if path.name.endswith(".tmp"))


def test_writes_the_text_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "a.md"
    write_export(target, "Анна | 13\n")
    assert target.read_bytes() == "Анна | 13\n".encode()
    assert leftovers(tmp_path) == []


def test_the_file_gets_ordinary_permissions(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_export(tmp_path / "a.md", "x")
    finally:
        os.umask(umask)
    assert (tmp_path / "a.md").stat().st_mode & 0o777 == 0o644  # not mkstemp's private 0600


def test_a_byte_order_mark_when_asked_and_line_ends_kept(tmp_path: Path) -> None:
    write_export(tmp_path / "a.csv", "a,b\r\n1,2\r\n", bom=True)
    assert (tmp_path / "a.csv").read_bytes() == b"\xef\xbb\xbfa,b\r\n1,2\r\n"


def test_an_existing_file_is_kept_unless_overwrite(tmp_path: Path) -> None:
    target = tmp_path / "a.md"
    target.write_text("precious")
    with pytest.raises(TargetExists, match="already exists"):
        write_export(target, "new")
    assert target.read_text() == "precious"
    assert leftovers(tmp_path) == []
    write_export(target, "new", overwrite=True)
    assert target.read_text() == "new"


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ("missing/a.md", "no such folder"),
        ("plain-file/a.md", "is a file, not a folder"),
        ("folder", "is a folder, not a file"),
    ],
)
def test_unusable_targets_are_refused(tmp_path: Path, where: str, message: str) -> None:
    (tmp_path / "plain-file").write_text("I am a file")
    (tmp_path / "folder").mkdir()
    with pytest.raises(ExportWriteError, match=message) as caught:
        write_export(tmp_path / where, "text", overwrite=True)
    assert "\n" not in str(caught.value)
    assert leftovers(tmp_path) == [] and not (tmp_path / "missing").exists()
