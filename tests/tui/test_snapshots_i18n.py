"""The scoreboard and the final screen in Russian and Polish at 80x24: the longer words of both
languages fit (footer, cards, status line, rounds table, final standings).

Update after a deliberate change with
``pytest tests/tui/test_snapshots_i18n.py --snapshot-update`` and look at the pictures.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.i18n import activate
from tests.tui.test_snapshots import MID_ROUND, NAMES
from tests.tui.tui_helpers import MakeApp, SnapCompare

LANGUAGES = ["ru", "pl"]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


def test_scoreboard_mid_round_with_a_debt(
    snap_compare: SnapCompare, make_app: MakeApp, language: str
) -> None:
    # As in test_snapshots: Six Matador (expert); Zofia passes twice (debt 12).
    app = make_app(players=NAMES)
    assert snap_compare(app, press=MID_ROUND, terminal_size=(80, 24))


def test_final_screen(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    # Matador (classic) to 20: Анна, Łukasz, Zofia, Вера each lay a matador (the set's four,
    # RULES.md 5.1) and Анна goes out; she leads round 2 with a matador and goes out with
    # 10 + 10 = 20, and wins.
    app = make_app("matador-classic", players=NAMES, target=20)
    press = ["m", "m", "m", "m", "r", "1", "enter", "m", "r", "1", "enter"]
    assert snap_compare(app, press=press, terminal_size=(80, 24))


def test_round_end_dialog(snap_compare: SnapCompare, make_app: MakeApp, language: str) -> None:
    # The longest dialog: who went out, blocked, the leader of the next round, pips per hand.
    app = make_app("matador-pips", players=NAMES)
    press = ["space", "space", "r", "2", *"6:5 3:3 0:1", "enter", *"12"]
    assert snap_compare(app, press=press, terminal_size=(80, 24))
