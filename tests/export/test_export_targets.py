"""Export writes only regular files, ``-`` is standard output, and a stop signal in the middle
of a write leaves nothing behind (issue 9, item 7)."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path
from types import FrameType

import pytest

from scorekeeper import cli
from scorekeeper.export import ExportWriteError, TargetExists, write_export
from scorekeeper.matchfile import match_to_text
from scorekeeper.model import Match
from tests.export.export_helpers import no_temporary_files, one_line_error, scorekeeper


@pytest.fixture
def match_file(tmp_path: Path, golden_match: Match) -> Path:
    path = tmp_path / "match.json"
    path.write_text(match_to_text(golden_match), encoding="utf-8")
    return path


@pytest.mark.parametrize("force", [False, True])
def test_a_pipe_at_the_target_is_refused_and_kept(tmp_path: Path, force: bool) -> None:
    fifo = tmp_path / "out.md"
    os.mkfifo(fifo)
    with pytest.raises(ExportWriteError, match="is not a regular file") as caught:
        write_export(fifo, "text", overwrite=force)
    assert not isinstance(caught.value, TargetExists)  # --force would not help: not offered
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and no_temporary_files(tmp_path)


def test_a_device_is_never_replaced_even_with_force(tmp_path: Path, match_file: Path) -> None:
    device = tmp_path / "null.md"
    try:
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # what /dev/null is
    except PermissionError:
        pytest.skip("making a device node needs root")
    done = scorekeeper("export", "--file", match_file, "-o", device, "--force", home=tmp_path)
    one_line_error(done, "null.md: is not a regular file")
    assert stat.S_ISCHR(os.lstat(device).st_mode) and no_temporary_files(tmp_path)


@pytest.mark.parametrize("force", [False, True])
def test_a_symbolic_link_is_refused_and_neither_it_nor_its_file_changes(
    tmp_path: Path, force: bool
) -> None:
    real = tmp_path / "real.md"
    real.write_text("precious")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    with pytest.raises(ExportWriteError, match="is a symbolic link"):
        write_export(link, "new", overwrite=force)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "precious" and no_temporary_files(tmp_path)


def test_a_dangling_link_creates_nothing_where_it_points(tmp_path: Path) -> None:
    link = tmp_path / "link.md"
    link.symlink_to(tmp_path / "elsewhere.md")
    with pytest.raises(ExportWriteError, match="is a symbolic link"):
        write_export(link, "new", overwrite=True)
    assert link.is_symlink() and not (tmp_path / "elsewhere.md").exists()


def test_dash_is_standard_output_and_dot_slash_dash_a_file(
    tmp_path: Path,
    match_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["export", "--file", str(match_file), "--format", "md", "-o", "-"]) == 0
    assert "Анна" in capsys.readouterr().out and not (tmp_path / "-").exists()
    assert cli.main(["export", "--file", str(match_file), "--format", "md", "-o", "./-"]) == 0
    assert "Анна" in (tmp_path / "-").read_text(encoding="utf-8")


class Caught(Exception):
    pass


def _raise_caught(signum: int, frame: FrameType | None) -> None:
    raise Caught(signum)


def test_sigterm_mid_write_removes_the_temporary_file_then_reaches_the_old_handler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.md"
    seen: list[bool] = []

    def fsync_then_signal(fd: int) -> None:
        seen.append(not no_temporary_files(tmp_path))  # the temporary file is there now
        signal.raise_signal(signal.SIGTERM)

    before = signal.signal(signal.SIGTERM, _raise_caught)  # instead of dying with pytest
    try:
        monkeypatch.setattr(os, "fsync", fsync_then_signal)
        with pytest.raises(Caught):
            write_export(target, "text")
        assert signal.getsignal(signal.SIGTERM) is _raise_caught  # restored
    finally:
        signal.signal(signal.SIGTERM, before)
    assert seen == [True] and not target.exists() and no_temporary_files(tmp_path)


def test_sigint_mid_write_is_a_keyboard_interrupt_after_the_cleanup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "fsync", lambda fd: signal.raise_signal(signal.SIGINT))
    with pytest.raises(KeyboardInterrupt):
        write_export(tmp_path / "out.md", "text")
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert not (tmp_path / "out.md").exists() and no_temporary_files(tmp_path)


# The child is the real command; only its fsync is slowed down, by this test's own script, so
# that the signal certainly arrives while the export is being written.
CHILD = textwrap.dedent(
    """
    import os, sys, time
    from scorekeeper import cli

    def slow_fsync(fd):
        print("writing", flush=True)
        time.sleep(60)

    os.fsync = slow_fsync
    sys.exit(cli.main(sys.argv[1:]))
    """
)


@pytest.mark.parametrize(
    ("signum", "status"), [(signal.SIGTERM, -signal.SIGTERM), (signal.SIGINT, 130)]
)
def test_a_real_process_stopped_mid_write_leaves_nothing(
    tmp_path: Path, match_file: Path, signum: int, status: int
) -> None:
    out = tmp_path / "exports"
    out.mkdir()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, "export", "--file", str(match_file), "-o", str(out / "a.md")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "writing\n"
    assert not no_temporary_files(out)  # mid-write: the temporary file exists
    child.send_signal(signum)
    _, err = child.communicate(timeout=30)
    assert child.returncode == status and "Traceback" not in err
    assert list(out.iterdir()) == []
