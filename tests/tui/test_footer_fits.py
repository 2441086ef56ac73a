"""Issue 12 item 4: at 80 columns every scoreboard key's footer entry is on the screen, in English,
Russian and Polish, with its price; where the full labels ("m matador +10") do not fit, a priced
key shows its price alone ("m +10").

Prices are RULES.md section 4's table: per matador, per move, open six, per pass; the lead
earns 0 (ruling 2), so a round's first tile is priced 0 until a tile is laid.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.widgets._footer import FooterKey

from scorekeeper.i18n import activate
from scorekeeper.model import Mode
from tests.tui.tui_helpers import MakeApp

LONG = ("Alexandra-Konstantinova1", "Bartholomew-Fitzgerald12", "Vera", "Gleb")
EVERY_KEY = ["?", "␣", "m", "p", "r", "a", "u", "e", "f", "x", "q"]
# the prices by key, RULES.md 4: matador, pass and open six; the tile is the lead's, 0
PRICES = {
    "six-matador-expert": {"␣": "0", "m": "+10", "p": "−6", "b": "+5"},
    "six-matador-beginner": {"␣": "0", "m": "+10", "p": "0", "b": "0"},
    "matador-classic": {"␣": "0", "m": "+10", "p": "0"},  # no open six in Matador
    "matador-pips": {"␣": "0", "m": "0", "p": "0"},
}


@pytest.fixture(params=["en", "ru", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    activate(request.param)
    yield request.param
    activate("en")


def footer(app: object) -> dict[str, tuple[str, int]]:
    """Each footer entry's key: its label and the column just after it."""
    keys = app.screen.query(FooterKey)  # type: ignore[attr-defined]
    return {key.key_display: (key.description, key.region.right) for key in keys}


@pytest.mark.parametrize("preset", list(PRICES))
async def test_every_key_and_price_fits_80_columns(
    make_app: MakeApp, language: str, preset: str
) -> None:
    app = make_app(preset=preset, players=LONG)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        entries = footer(app)
        assert sorted(entries) == sorted(EVERY_KEY + (["b"] if "b" in PRICES[preset] else []))
        assert max(right for _label, right in entries.values()) <= 80
        for key, price in PRICES[preset].items():
            assert entries[key][0] == price


async def test_wide_enough_the_labels_are_whole(make_app: MakeApp) -> None:
    app = make_app(players=LONG)
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        entries = footer(app)
        assert entries["m"][0] == "matador +10" and entries["f"][0] == "finish"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        entries = footer(app)
        # the short labels at 80 columns: prices alone, "finish" as "stop"
        assert entries["m"][0] == "+10" and entries["f"][0] == "stop"
        assert max(right for _label, right in entries.values()) <= 80


async def test_the_short_tile_price_follows_the_lead(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert footer(app)["␣"][0] == "0"  # the next tile leads: ruling 2
        await pilot.press("space")
        await pilot.pause()
        assert footer(app)["␣"][0] == "+1"  # expert: a move earns 1


# every key of the tile board but adjust (which makes room where the footer is short of it:
# the help and the palette list it) and draw (only where the game has a stock)
TILE_KEYS = ["?", "0-6", "s", "p", "r", "u", "e", "f", "x", "q"]


@pytest.mark.parametrize("preset", ["six-matador-expert", "matador-classic"])
async def test_the_tile_boards_keys_fit_80_columns_idle_and_asking(
    make_app: MakeApp, language: str, preset: str
) -> None:
    """The tile board at 80 columns: every key while nothing is typed, and every answer with
    what it earns while the board asks (expert: 2:4 leads, 0:6 across fits both ends, at +10
    or +15 with the six outward; classic: 1:6 across (+10) or lengthwise (0))."""
    app = make_app(preset=preset, players=LONG, mode=Mode.TILES)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        entries = footer(app)
        draws = ["d"] if preset == "matador-classic" else []
        assert set(TILE_KEYS + draws) <= set(entries) <= set(TILE_KEYS + draws + ["a"])
        assert max(right for _label, right in entries.values()) <= 80
        asked = ["2", "4", "0", "6"] if preset == "six-matador-expert" else ["1", "6"]
        await pilot.press(*asked)
        await pilot.pause()
        entries = footer(app)
        answers = {"←": "+10…+15", "→": "+10…+15"} if asked[0] == "2" else {"m": "+10", "-": "0"}
        for key, price in answers.items():
            assert entries[key][0] in (price, price + " six") or price in entries[key][0]
        assert "esc" in entries and "q" in entries
        assert max(right for _label, right in entries.values()) <= 80
