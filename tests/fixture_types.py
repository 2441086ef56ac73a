"""The types of the shared fixtures in ``tests/conftest.py``, for the tests' annotations.

A module of its own: tests do not import ``conftest`` modules, pytest loads them as plugins.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any, Protocol


class WriteJson(Protocol):
    """``write_json``: writes JSON-able data (or raw ``bytes``/``str``) and returns the path."""

    def __call__(self, data: Any, name: str = ...) -> Path: ...


class RunScorekeeper(Protocol):
    """``run_scorekeeper``: ``python -m scorekeeper ARGS`` as a child process."""

    def __call__(self, *args: str | os.PathLike[str]) -> subprocess.CompletedProcess[str]: ...
