"""A real wheel carries the catalogs, and an installed copy speaks Russian without the
repository (the .po files are read from inside the installed package)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.i18n.i18n_helpers import ROOT


def test_an_installed_wheel_speaks_russian_and_polish(tmp_path: Path) -> None:
    out = tmp_path / "wheel"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(ROOT)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (wheel,) = out.glob("scorekeeper-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "scorekeeper/locale/ru/LC_MESSAGES/scorekeeper.po" in names
    assert "scorekeeper/locale/pl/LC_MESSAGES/scorekeeper.po" in names
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site),
         str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    for language, name in [("ru", "Матадор (классический)"), ("pl", "Matador (klasyczny)")]:
        done = subprocess.run(
            [sys.executable, "-m", "scorekeeper", "--lang", language, "presets"],
            capture_output=True, text=True, encoding="utf-8", cwd=elsewhere, env=env, timeout=60,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert name in done.stdout
    probe = "import scorekeeper.i18n as i; print(i.catalog_path('ru'))"
    where = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True, text=True, cwd=elsewhere, env=env, timeout=60, check=True,
    )  # fmt: skip
    assert Path(where.stdout.strip()).is_relative_to(site)  # the installed copy, not src/
