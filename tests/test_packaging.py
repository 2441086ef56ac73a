"""A real wheel carries the built-in presets, and an installed copy finds them without the
repository (only an editable install could fall back to ``presets/``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILT_INS = ["six-matador-beginner", "six-matador-expert", "matador-classic", "matador-pips"]

FIND_PRESETS = """
import json
import scorekeeper
from scorekeeper.catalog import built_in_dir, load_catalog
catalog = load_catalog()
print(json.dumps({
    "package": scorekeeper.__file__,
    "presets_dir": str(built_in_dir()),
    "built_ins": sorted(catalog.built_in_ids),
    "order": list(catalog.presets),
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=300,
    )  # fmt: skip
    (built,) = out.glob("scorekeeper-*.whl")
    return built


def test_the_wheel_carries_the_presets(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for preset_id in BUILT_INS:
        assert f"scorekeeper/_presets/{preset_id}.toml" in names
    assert "scorekeeper/model/match.py" in names


def test_an_installed_wheel_finds_the_presets(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )  # fmt: skip
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    done = subprocess.run(
        [sys.executable, "-c", FIND_PRESETS],
        capture_output=True,
        text=True,
        check=True,
        cwd=elsewhere,
        env=env,
        timeout=60,
    )
    found = json.loads(done.stdout)
    assert Path(found["package"]).is_relative_to(target)  # the installed copy, not src/
    assert Path(found["presets_dir"]) == target / "scorekeeper" / "_presets"
    assert found["built_ins"] == sorted(BUILT_INS)
    assert found["order"] == BUILT_INS
