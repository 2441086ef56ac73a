"""The program's way in (the console script and ``python -m scorekeeper``): the garbage
collector is held while the program starts (``collector.py`` says why)."""

from __future__ import annotations

from scorekeeper.collector import hold


def main() -> int:
    hold()
    from scorekeeper.cli import main as command_line  # loaded with the collector held

    return command_line()
