"""Issue 20 item 6: a fact of play that needs no new rule is its event (``events.py``), its
``Kind`` (``kinds.py``), its entry in ``RECORDS`` (``facts.py``) and its key (``keys/actions.py``),
and nothing per fact anywhere else: the boards bind it to their one ``record('<name>')``, and
the phone's pad and taps are made from ``RECORDS`` (docs/architecture.md "Checklists").

These tests hold that: each fact has its key on the boards of its modes, bound to the one
handler unless the key asks something first; its button on the phone has the key's label,
accessible name and price, and the tap it sends is one the desk takes; and the phone's modules
name no fact but those they treat specially.
"""

from __future__ import annotations

import ast
import inspect
from types import ModuleType
from typing import Any

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk, buttons, desk, pad, taps, tile_taps
from scorekeeper.model import Match, Mode
from scorekeeper.model.facts import RECORDS, facts_of
from scorekeeper.session import MatchSession
from scorekeeper.tui.board.core import BoardCore
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.board.tiles import TileBoardScreen
from scorekeeper.tui.keys.actions import TableAction, price_now
from scorekeeper.tui.keys.keymap import SCREEN_KEYS, action_for, screen_bindings
from scorekeeper.wording import signed

A, B = "Anna", "Boris"
BOARDS: dict[Mode, tuple[str, type[BoardCore]]] = {
    Mode.ONE_KEY: ("scoreboard", ScoreboardScreen),
    Mode.TILES: ("tiles", TileBoardScreen),
}
# The keys whose board asks or checks something before recording, each in its own handler:
# which matador (a dialog), an open six where the game or the line has none (refused in
# words), a pass the draw rule does not expect (RULES.md 6.7). Every other fact key is generic.
ASKING = {"scoreboard": {"matador_tile", "open_six"}, "tiles": {"pass"}}


def _fact_keys(screen: str) -> dict[str, TableAction]:
    return {action.name: action for action in SCREEN_KEYS[screen] if action.records is not None}


@pytest.mark.parametrize("mode", list(Mode))
def test_every_fact_of_a_mode_has_the_facts_own_key_on_its_board(mode: Mode) -> None:
    screen, _board = BOARDS[mode]
    keys = _fact_keys(screen)
    for name in facts_of(mode):
        fact, key = RECORDS[name], keys[name]
        assert (key.records, key.label, key.priced) == (fact.records, fact.label, fact.priced)
    # and no fact key on a board whose mode does not have the fact (matador_tile: a matador)
    assert set(keys) - set(facts_of(mode)) <= {"matador_tile"}


@pytest.mark.parametrize("mode", list(Mode))
def test_a_fact_key_that_asks_nothing_runs_the_boards_one_record_handler(mode: Mode) -> None:
    screen, board = BOARDS[mode]
    bound = {}
    for binding in screen_bindings(screen):
        action = action_for(getattr(binding, "id", None))
        if action is not None and action.records is not None:
            bound[action.name] = getattr(binding, "action", None)
    asking = ASKING[screen]
    assert {name: bound[name] for name in asking} == {name: name for name in asking}
    generic = {name: f"record('{name}')" for name in bound if name not in asking}
    assert {name: bound[name] for name in generic} == generic
    # a method per fact beside the generic one would be dead code, or a per-kind handler again
    own = {name for name in bound if hasattr(board, f"action_{name}")}
    assert own == asking
    assert callable(board.action_record)


def _led(preset: str, mode: Mode) -> EntryDesk:
    """A desk whose round Anna has led (before the lead nobody passes, draws or claims a six)."""
    match = Match([A, B], load_catalog().get(preset), mode=mode)
    table = EntryDesk(MatchSession(match))
    lead = {"do": "tile"} if mode is Mode.ONE_KEY else {"do": "tile", "tile": "5-3"}
    assert table.tap({"id": "lead", **lead})["kept"]
    return table


def _facts(answer: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {b["tap"]["do"]: b for b in answer["buttons"] if b["tap"]["do"] in RECORDS}


# After Anna's lead, Boris to play. One key a fact in Six Matador (expert): a tile is a move by
# the sum (move_points 1), a matador 10, a pass costs 6 (pass_points -6, debts on); the open six
# is Anna's, who laid the last tile (open_six_points 5). Tile by tile in Matador (classic): a
# draw has no price, a pass earns pass_points 0. "−" is the real minus sign.
CASES = [
    ("six-matador-expert", Mode.ONE_KEY, {"tile": "+1", "matador": "+10", "pass": "−6",
                                          "open_six": "+5"}),
    ("matador-classic", Mode.TILES, {"draw": None, "pass": "0"}),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "mode", "prices"), CASES)
def test_the_phones_fact_buttons_are_the_keys(
    preset: str, mode: Mode, prices: dict[str, str | None]
) -> None:
    table = _led(preset, mode)
    match, player = table.match, table.current()
    facts = _facts(table.pad())
    assert list(facts) == list(facts_of(mode))  # every fact of the mode, in RECORDS' order
    keys = _fact_keys(BOARDS[mode][0])
    for name, button in facts.items():
        label = keys[name].describe()
        assert (button["label"], button["name"], button["enabled"]) == (label, label, True)
        points = price_now(keys[name], match, player)
        assert button["price"] == (None if points is None else signed(points))
    assert {name: button["price"] for name, button in facts.items()} == prices


@pytest.mark.parametrize(("preset", "mode"), [case[:2] for case in CASES])
def test_each_fact_buttons_tap_records_what_its_key_records(preset: str, mode: Mode) -> None:
    keys = _fact_keys(BOARDS[mode][0])
    for name in facts_of(mode):
        table = _led(preset, mode)
        records = keys[name].records
        assert records is not None
        expected = records(table.match, table.current())
        # tile by tile, a pass while the stock has tiles asks first: the phone sends it sure
        sure = {"sure": True} if mode is Mode.TILES and name == "pass" else {}
        answer = table.tap({"id": name, "do": name, **sure})
        assert (answer["kept"], answer["refusal"]) == (True, None)
        assert table.match.log[-1] == expected


def _names(source: str) -> set[str]:
    """The fact names ``source`` spells out as strings of its own."""
    constants = {
        node.value for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Constant)
    }
    return {value for value in constants if isinstance(value, str) and value in RECORDS}


@pytest.mark.parametrize(
    ("module", "special"),
    [
        (buttons, set()),  # no table of labels: RECORDS has them
        (desk, set()),
        (taps, {"tile"}),  # the tile board's tile typed by its halves (TileTap), not a key
        (pad, {"pass"}),  # tile by tile, a pass the draw rule does not expect asks first
        (tile_taps, {"pass"}),  # ... and is sent again ``sure``
    ],
    ids=lambda value: value.__name__.rsplit(".", 1)[-1] if isinstance(value, ModuleType) else "",
)
def test_the_phone_names_no_fact_but_those_it_treats_specially(
    module: ModuleType, special: set[str]
) -> None:
    assert _names(inspect.getsource(module)) == special


def test_the_check_of_names_can_fail() -> None:
    # the check above sees a per-fact table such as the one there was (entry/buttons.py)
    before = 'FACT_LABELS = {"tile": (N_("tile"), True), "draw": (N_("draw"), False)}'
    assert _names(before) == {"tile", "draw"}
