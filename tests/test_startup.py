"""The console script holds Python's cyclic garbage collector while the program starts
(scorekeeper/startup.py, collector.py) and lets it go once the program is up: a command once
its arguments are read, the app once its first frame is drawn. Never left off, never turned
on where somebody else had turned it off."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper import cli, collector
from scorekeeper.catalog import load_catalog
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.requests import NewMatchRequest


@pytest.fixture
def held() -> Iterator[None]:
    """The collector held as the console script holds it; on at the end, whatever happened."""
    collector.hold()
    assert not gc.isenabled()
    yield
    collector.release()
    gc.enable()
    gc.unfreeze()


def test_release_freezes_what_the_start_made_and_turns_the_collector_on(held: None) -> None:
    collector.release()
    assert gc.isenabled() and gc.get_freeze_count() > 0


def test_a_collector_turned_off_by_someone_else_stays_off() -> None:
    gc.disable()
    try:
        collector.hold()
        collector.release()
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.usefixtures("held")
def test_a_command_runs_with_the_collector_on(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["presets", "--json"]) == 0
    assert gc.isenabled()
    assert "matador-classic" in capsys.readouterr().out


@pytest.mark.usefixtures("held")
async def test_the_app_lets_the_collector_go_once_its_board_is_drawn() -> None:
    request = NewMatchRequest(("Anna", "Boris"), "matador-classic", None, None)
    app = ScorekeeperApp(load_catalog(None), Settings(), start=Start(new_match=request))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.name == "scoreboard" and gc.isenabled()


def test_the_console_script_s_way_in_is_this_module(tmp_path: Path) -> None:
    """``python -m scorekeeper`` goes through startup.main, and a command ends with the
    collector on (it prints gc.isenabled() from inside the command's run)."""
    probe = (
        "import gc, sys, scorekeeper.commands.presets as p\n"
        "run = p.run_list\n"
        "def spy(*a):\n    print('collector on:', gc.isenabled()); return run(*a)\n"
        "p.run_list = spy\n"
        "sys.argv = ['scorekeeper', 'presets']\n"
        "import runpy; runpy.run_module('scorekeeper', run_name='__main__')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "collector on: True" in done.stdout
