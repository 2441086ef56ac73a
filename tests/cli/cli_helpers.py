"""What the command-line fixtures return (a module of its own: tests do not import conftest)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Protocol


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str


class RunCli(Protocol):
    """``run_cli`` and ``run_in_process``: run ``scorekeeper ARGS`` and say what it did."""

    def __call__(self, *args: str | os.PathLike[str]) -> Result: ...
