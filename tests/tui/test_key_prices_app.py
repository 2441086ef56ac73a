"""Issue 20 item 5 on a real board: each key is pressed, and the price its footer label said just
before is the change it made to ``standings().totals`` (tests/tui/test_key_prices.py checks
every key in random states; here the keys go through Textual's bindings, the boards' handlers
and the footer as drawn).

The custom preset is the issue's: expert prices, but ``debts = false`` with a pass at -6, which
takes at most what the total holds (pricing.pass_points). Worked by hand, for the one-key
script below: Anna passes at 0 (0), Boris leads (0, ruling 2), Vera lays a matador (+10) and
calls its open six (+5), Anna moves (+1), Boris passes at 0 (0), Vera lays a matador (+10, 25),
Anna passes at 1 (-1), Boris passes at 0 (0), Vera moves (+1, 26) and calls an open six (+5,
31), Anna moves (+1), Boris moves (+1), Vera passes at 31 (-6).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import DataTable
from textual.widgets._footer import FooterKey

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.model import Mode
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.keys.actions import SCOREBOARD_ACTIONS
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.new_match import NewMatchRequest
from tests.tui.tui_helpers import totals

NO_DEBTS = """
id = "no-debts"
name = "Passes cost 6, never below zero"
sum = 6
matadors = ["0:0", "0:6", "1:5", "2:4", "3:3"]
matador_points = 10
move_points = 1
open_six_points = 5
pass_points = -6
debts = false
pip_scoring = false
settlement = "differential"

[hand_sizes]
2 = 6
3 = 6
4 = 7
"""
# what the footer shows for the key pressed (Textual's key names to the footer's)
SHOWN = {"space": "␣", "left": "←", "right": "→", "minus": "-"}
NUMBER = re.compile(r"[+\u2212]?\d+")
ONE_KEY = ["p", "space", "m", "b", "space", "p", "m", "p", "p", "space", "b", "space", "space", "p"]
# the labels the one-key script must meet under the custom preset, worked out in the docstring
NO_DEBTS_LABELS = [0, 0, 10, 5, 1, 0, 10, -1, 0, 1, 5, 1, 1, -6]


@pytest.fixture(scope="module")
def custom_catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    folder = tmp_path_factory.mktemp("presets")
    (folder / "no-debts.toml").write_text(NO_DEBTS, encoding="utf-8")
    return load_catalog(folder)


def _app(catalog: Catalog, tmp_path: Path, preset: str, players: int, mode: Mode) -> ScorekeeperApp:
    names = ("Anna", "Boris", "Vera")[:players]
    request = NewMatchRequest(names, preset, None, None, mode)
    return ScorekeeperApp(catalog, Settings.load(tmp_path / "s.json"), start=Start(request))


def footer_price(app: ScorekeeperApp, key: str) -> int | None:
    """The price the drawn footer shows for ``key`` (None: not in the footer, a label without
    a price, or a range such as ``+10…+15`` where the answer leaves another choice)."""
    shown = {entry.key_display: entry.description for entry in app.screen.query(FooterKey)}
    label = shown.get(SHOWN.get(key, key), "")
    found = NUMBER.findall(label)
    if "…" in label or len(found) != 1:
        return None
    return int(found[0].replace("\u2212", "-"))


async def _press_and_compare(app: ScorekeeperApp, pilot: object, keys: list[str]) -> list[int]:
    """Press each key; where its label had a price, the totals must move by exactly that, on
    one seat; a key whose label has none moves no total. Returns the prices met."""
    met = []
    for key in keys:
        price = footer_price(app, key)
        before = totals(app)
        await pilot.press(key)  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
        after = totals(app)
        moved = [after[name] - before[name] for name in before if after[name] != before[name]]
        if price is None:
            continue
        assert sum(moved) == price and len(moved) <= 1, (key, price, moved)
        met.append(price)
    return met


@pytest.mark.parametrize("size", [(120, 24), (80, 24)], ids=["full-labels", "short-labels"])
async def test_each_one_key_label_is_what_its_key_records(
    custom_catalog: Catalog, tmp_path: Path, size: tuple[int, int]
) -> None:
    app = _app(custom_catalog, tmp_path, "no-debts", 3, Mode.ONE_KEY)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert await _press_and_compare(app, pilot, ONE_KEY) == NO_DEBTS_LABELS
        assert totals(app) == {"Anna": 1, "Boris": 1, "Vera": 25}


@pytest.mark.parametrize("preset", ["six-matador-expert", "six-matador-beginner", "matador-pips"])
async def test_built_in_one_key_labels_are_what_the_keys_record(
    custom_catalog: Catalog, tmp_path: Path, preset: str
) -> None:
    app = _app(custom_catalog, tmp_path, preset, 3, Mode.ONE_KEY)
    keys = [key for key in ONE_KEY if key != "b" or preset.startswith("six")]  # Matador: no six
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        met = await _press_and_compare(app, pilot, keys)
        assert len(met) == len(keys)  # every key pressed had a price to compare


async def test_the_help_says_the_prices_the_footer_says(
    custom_catalog: Catalog, tmp_path: Path
) -> None:
    app = _app(custom_catalog, tmp_path, "no-debts", 3, Mode.ONE_KEY)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await _press_and_compare(app, pilot, ONE_KEY[:7])  # Anna now holds 1
        footer = {key: footer_price(app, key) for key in ("space", "m", "p", "b")}
        assert footer == {"space": 1, "m": 10, "p": -1, "b": 5}  # Anna's pass costs her 1
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        table = app.screen.query_one("#keys", DataTable)
        prices = {
            str(table.get_row_at(row)[2]): str(table.get_row_at(row)[1])
            for row in range(table.row_count)
        }
        by_name = {action.name: action for action in SCOREBOARD_ACTIONS}
        helped = {name: prices[by_name[name].help] for name in ("tile", "matador", "pass")}
        assert helped == {"tile": "+1", "matador": "+10", "pass": "\u22121"}


# Tile by tile: Anna leads 1:3 (ends 1 | 3); Boris types 0:6, a matador that fits either end:
# right, then 6 outward (+10 for the matador, +5 for the six it opens); Anna passes, Boris too
TILES = ["1", "3", "0", "6", "right", "6", "p", "p"]


@pytest.mark.parametrize(
    ("preset", "passes"),
    [("six-matador-expert", [-6, -6]), ("no-debts", [0, -6])],  # expert's debts; Anna at 0
)
async def test_each_tile_board_label_is_what_its_key_records(
    custom_catalog: Catalog, tmp_path: Path, preset: str, passes: list[int]
) -> None:
    app = _app(custom_catalog, tmp_path, preset, 2, Mode.TILES)
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        assert await _press_and_compare(app, pilot, TILES) == [15, *passes]


async def test_a_matador_lengthwise_is_priced_as_it_lies(
    custom_catalog: Catalog, tmp_path: Path
) -> None:
    # matador-classic: lead 1:3 (ends 1 | 3); 3:4 across (+10) or lengthwise on the 3 (0)
    app = _app(custom_catalog, tmp_path, "matador-classic", 2, Mode.TILES)
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        assert await _press_and_compare(app, pilot, ["1", "3", "3", "4", "minus"]) == [0]
        await _press_and_compare(app, pilot, ["u", "3", "4"])
        assert footer_price(app, "m") == 10
