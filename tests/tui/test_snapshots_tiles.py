"""Snapshots of the tile board at 80x24 and 120x40 (deterministic, as test_snapshots.py).

Six Matador (expert), four players, kept tile by tile. Анна leads 2:4 (a matador: +10, ends 2
and 4); Łukasz lays 1:5 across the right 4 with its 5 outward (+10); Zofia passes (-6); Вера
lays 1:6, the 1 touching the 5 (+1) and leaving a six (+5): the line is 2 ... 6. Then Анна types
0:6, a matador that fits both ends: the board asks which, with each answer's price.
"""

from __future__ import annotations

import pytest

from scorekeeper.model import Mode
from tests.tui.tui_helpers import MakeApp, SnapCompare

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]
NAMES = ("Анна", "Łukasz", "Zofia", "Вера")
PLAYED = ["2", "4", "1", "5", "right", "5", "p", "1", "6"]


@pytest.mark.parametrize("size", SIZES)
def test_tile_board_mid_round(
    snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app(players=NAMES, mode=Mode.TILES)
    assert snap_compare(app, press=PLAYED, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_tile_board_asking_which_end(
    snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app(players=NAMES, mode=Mode.TILES)
    assert snap_compare(app, press=[*PLAYED, "0", "6"], terminal_size=size)
