"""Issue 20 item 5: every price a key's label says is what recording that key changes.

For every built-in preset and for custom presets drawn at random within the bounds the preset
schema validates (``model/preset_schema.py``), a match is played to a random state through the
keys themselves (and adjustments and round ends, so that totals are positive, zero or in debt);
then, for every seat as the current player and every key of both boards that records a fact,
the key's price (``price_now``, what the footer, the help and the palette say) must equal the
change in the standings' totals when the session records the very entry the key records, and
no other seat may move. A key whose label carries no price (a draw) must change no total. On
the tile board every answer to "which way?" is checked the same way: its label's price is what
laying the tile that way changes.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import Catalog, load_catalog
from scorekeeper.entry.tile_entry import price_of
from scorekeeper.entry.tile_words import earns
from scorekeeper.model import (
    Adjust,
    LogEntry,
    Match,
    Mode,
    Preset,
    RoundEnd,
    RuleError,
    TableEvent,
)
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET
from scorekeeper.model.placements import options
from scorekeeper.model.preset_schema import validate_preset
from scorekeeper.model.tileset import ALL_TILES
from scorekeeper.session import MatchSession
from scorekeeper.tui.keys.actions import TableAction, format_points, price_now
from scorekeeper.tui.keys.keymap import SCREEN_KEYS

_CATALOG: Catalog = load_catalog(Path("/nonexistent-user-presets"))  # the built-ins only
BUILT_INS = tuple(preset for preset in _CATALOG.presets.values())
NAMES = ("Anna", "Boris", "Vera", "Gleb")
BOARDS = {Mode.ONE_KEY: "scoreboard", Mode.TILES: "tiles"}
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def recording(board: str) -> tuple[TableAction, ...]:
    """The keys of ``board`` that record a fact at the table."""
    return tuple(action for action in SCREEN_KEYS[board] if action.records is not None)


def key_entry(action: TableAction, match: Match, player: str) -> TableEvent:
    """The entry the key records now (its board's handler records exactly this)."""
    assert action.records is not None
    return action.records(match, player)


@st.composite
def custom_presets(draw: Any) -> Preset:
    """Any preset a custom file may hold: every field within the schema's bounds."""
    pip_scoring = draw(st.booleans())
    data = {
        "id": "custom",
        "name": "Custom",
        "sum": draw(st.integers(0, 12)),
        "matadors": [str(tile) for tile in draw(st.sets(st.sampled_from(ALL_TILES), max_size=7))],
        "matador_points": draw(st.integers(0, 1000)),
        "move_points": draw(st.integers(0, 1000)),
        "open_six_points": draw(st.integers(0, 1000)),
        "pass_points": draw(st.integers(-1000, 0)),
        "debts": draw(st.booleans()),
        "pip_scoring": pip_scoring,
        # a pip preset cannot also settle by differential (the schema refuses it)
        "settlement": "none" if pip_scoring else draw(st.sampled_from(["differential", "none"])),
        "target": draw(st.none() | st.integers(1, MAX_TARGET)),
        "rounds": draw(st.none() | st.integers(1, MAX_ROUNDS)),
        "hand_sizes": {
            "2": draw(st.integers(1, 14)),
            "3": draw(st.integers(1, 9)),
            "4": draw(st.integers(1, 7)),
        },
        "matador_leaves": draw(st.sampled_from(["half", "soap"])),
        "draw": draw(st.sampled_from(["until-fits", "one", "none"])),
    }
    return validate_preset(data)


PRESETS = st.sampled_from(BUILT_INS) | custom_presets()


def _try(session: MatchSession, entry: LogEntry) -> None:
    with contextlib.suppress(RuleError):  # refused: nothing changed, as the board would say
        session.record(entry)


def _play(draw: Any, session: MatchSession, board: str) -> None:
    """A random state: keys pressed, tiles laid, adjustments (totals up and into debt) and
    round ends, each refused entry leaving the match as it was."""
    match = session.match
    keys = recording(board)
    for _ in range(draw(st.integers(0, 25))):
        if match.finished:
            return
        player = draw(st.sampled_from(match.players))
        step = draw(st.sampled_from(["key", "key", "key", "tile", "adjust", "end"]))
        if step == "key":
            _try(session, key_entry(draw(st.sampled_from(keys)), match, player))
        elif step == "tile" and match.table is not None:
            tile = draw(st.sampled_from(ALL_TILES))
            try:
                ways = options(match.table, player, tile, match.preset)
            except RuleError:
                continue
            _try(session, draw(st.sampled_from(ways)).play)
        elif step == "adjust":
            _try(session, Adjust(player, draw(st.integers(-30, 30).filter(bool))))
        elif step == "end":
            out = draw(st.sampled_from([None, *match.players]))
            pips = {name: draw(st.integers(0, 20)) for name in match.players if name != out}
            _try(session, RoundEnd(out, {**pips, **({out: 0} if out else {})}))


def _change(session: MatchSession, entry: LogEntry) -> list[int] | None:
    """What recording ``entry`` changes in the standings' totals (then undone), or None if the
    rules refuse it."""
    before = session.match.standings().totals
    try:
        session.record(entry)
    except RuleError:
        return None
    after = session.match.standings().totals
    session.undo()
    assert session.match.standings().totals == before
    return [after[name] - before[name] for name in session.match.players]


def _check_keys(session: MatchSession, board: str) -> None:
    match = session.match
    for player in match.players:
        for action in recording(board):
            label = price_now(action, match, player)
            entry = key_entry(action, match, player)
            change = _change(session, entry)
            if change is None:
                continue  # the key is refused and says why; no total moves
            seat = match.players.index(entry.player)
            if label is None:  # a label without a price: the key earns nothing
                assert change == [0] * len(change), action.name
                continue
            assert change[seat] == label, (action.name, player, match.log)
            assert all(delta == 0 for other, delta in enumerate(change) if other != seat)
            assert action.describe(label).endswith(format_points(label))


def _check_answers(session: MatchSession) -> None:
    """Every way to lay every tile: its answer's price is what laying it that way changes."""
    match, table = session.match, session.match.table
    assert table is not None
    for player in match.players:
        for tile in ALL_TILES:
            try:
                ways = options(table, player, tile, match.preset)
            except RuleError:
                continue
            for way in ways:
                low, high, _six = price_of((way,), match)
                change = _change(session, way.play)
                assert change is not None and low == high, (way.play, match.log)
                seat = match.players.index(player)
                assert change[seat] == low, (way.play, match.log)
                assert earns((way,), match).startswith(format_points(low))


@SETTINGS
@given(PRESETS, st.integers(2, 4), st.data())
def test_one_key_labels_are_what_the_keys_record(
    preset: Preset, players: int, data: st.DataObject
) -> None:
    session = MatchSession(Match(NAMES[:players], preset))
    _play(data.draw, session, "scoreboard")
    if not session.match.finished:
        _check_keys(session, "scoreboard")


@SETTINGS
@given(PRESETS, st.integers(2, 4), st.data())
def test_tile_board_labels_are_what_the_keys_record(
    preset: Preset, players: int, data: st.DataObject
) -> None:
    session = MatchSession(Match(NAMES[:players], preset, mode=Mode.TILES))
    _play(data.draw, session, "tiles")
    if not session.match.finished:
        _check_keys(session, "tiles")
        _check_answers(session)


def test_a_pass_without_debts_is_priced_at_the_players_total() -> None:
    # the example: debts = false, pass_points = -6. A pass takes at most what the
    # total holds (pricing.pass_points): at 0 it costs 0, at 4 it costs 4, at 10 it costs 6
    preset = validate_preset(
        {
            **_CATALOG.get("six-matador-expert").to_json(),
            "id": "no-debts",
            "debts": False,
        }
    )
    session = MatchSession(Match(("Anna", "Boris"), preset))
    (pass_key,) = (action for action in SCREEN_KEYS["scoreboard"] if action.name == "pass")
    assert price_now(pass_key, session.match, "Anna") == 0
    session.record(Adjust("Anna", 4))
    assert price_now(pass_key, session.match, "Anna") == -4
    assert pass_key.describe(-4) == "pass \u22124"  # a real minus sign
    session.record(Adjust("Anna", 6))
    assert price_now(pass_key, session.match, "Anna") == -6
    assert _change(session, key_entry(pass_key, session.match, "Anna")) == [-6, 0]
