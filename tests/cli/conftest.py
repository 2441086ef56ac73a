"""Run the command line two ways: in-process through ``cli.main`` (fast) and as a real child
process (what a user runs: exit status, tracebacks and encodings are the real ones)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from scorekeeper import cli
from tests.cli.cli_helpers import Result, RunCli
from tests.fixture_types import RunScorekeeper


@pytest.fixture
def run_in_process(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> RunCli:
    # in the test's own folder, as the child process runs: a file a command writes where it
    # stands (club draw's page of entry codes for a server's database) lands there, not in
    # the checkout
    monkeypatch.chdir(tmp_path)

    def run(*args: str | os.PathLike[str]) -> Result:
        code = cli.main([str(arg) for arg in args])
        out, err = capsys.readouterr()
        return Result(code, out, err)

    return run


@pytest.fixture(params=["in-process", "subprocess"])
def run_cli(
    request: pytest.FixtureRequest, run_in_process: RunCli, run_scorekeeper: RunScorekeeper
) -> RunCli:
    """Each test using this runs twice: once per way of running the command."""
    if request.param == "in-process":
        return run_in_process

    def run(*args: str | os.PathLike[str]) -> Result:
        done: subprocess.CompletedProcess[str] = run_scorekeeper(*args)
        return Result(done.returncode, done.stdout, done.stderr)

    return run
