"""Snapshots of each screen at 80x24 and 120x40. Deterministic: no clock, no random, no
cursor blink (the ``_steady_cursor`` fixture in ``tests/conftest.py``).

Update after a deliberate change with ``pytest tests/tui/test_snapshots.py --snapshot-update``
and look at the pictures in the report before committing them.
"""

from __future__ import annotations

import pytest

from tests.tui.tui_helpers import MakeApp, SnapCompare

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

# Six Matador (expert), Анна, Łukasz, Zofia, Вера. Round 1: Анна leads, Łukasz lays a matador
# (+10), Zofia passes (-6), Вера moves (+1) leaving an open six (+5); Łukasz goes out and leads
# round 2, where Zofia passes again (debt 12) and Вера lays a matador.
MID_ROUND = ["space", "m", "p", "space", "b", "r", "2", "enter", "space", "p", "m"]
NAMES = ("Анна", "Łukasz", "Zofia", "Вера")


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(preset=None), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_match(snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]) -> None:
    press = ["enter", *"Анна", "enter", *"Łukasz", "enter", *"łukasz"]
    assert snap_compare(make_app(preset=None), press=press, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_scoreboard_mid_round_with_a_debt(
    snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app(players=NAMES)
    assert snap_compare(app, press=MID_ROUND, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_round_end_dialog_with_pips(
    snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app("matador-pips", players=NAMES)
    press = ["space", "space", "r", "2", *"6:5 3:3 0:1", "enter", *"12"]
    assert snap_compare(app, press=press, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_final_screen(snap_compare: SnapCompare, make_app: MakeApp, size: tuple[int, int]) -> None:
    # Matador (classic) to 20: Анна, Łukasz, Zofia, Вера each lay a matador (the set's four,
    # RULES.md 5.1) and Анна goes out; she leads round 2 with a matador and goes out with
    # 10 + 10 = 20, and wins.
    app = make_app("matador-classic", players=NAMES, target=20)
    press = ["m", "m", "m", "m", "r", "1", "enter", "m", "r", "1", "enter"]
    assert snap_compare(app, press=press, terminal_size=size)
