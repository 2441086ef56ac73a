"""Random legal taps through the desk store exactly what the same facts store typed on the tile
board: its halves in the order typed, then its questions answered one at a time (the board's
``ways_for`` and ``TileEntry.answer``, as ``TileBoardScreen`` does), draws, confirmed passes,
round ends with pips and who leads, adjustments, a seat chosen (``s`` and its number), undo
and redo, the turn kept by the boards' ``TurnKeeper``.
"""

from __future__ import annotations

import contextlib
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.entry import EntryDesk
from scorekeeper.entry.tile_entry import LENGTHWISE, Question, TileEntry, ways_for
from scorekeeper.model import (
    Adjust,
    Draw,
    End,
    LogEntry,
    Match,
    Mode,
    Pass,
    RoundEnd,
    RuleError,
    Tile,
)
from scorekeeper.model.turns import TurnKeeper
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import MatchSession

PRESETS = ["six-matador-expert", "six-matador-beginner", "matador-classic", "matador-pips"]
NAMES = ("Anna", "Boris", "Vera", "Gleb")
Pad = dict[str, Any]
_OTHERS = ["draw", "pass", "undo", "redo", "end"]


class TileBoard:
    """The tile board's steps without its screen: what each key does to the session and the
    turn (tui/board/tiles.py, core.py), a refusal changing nothing."""

    def __init__(self, match: Match) -> None:
        self.session = MatchSession(match)
        self.turn = TurnKeeper(match, None)

    @property
    def player(self) -> str:
        return self.session.match.players[self.turn.seat]

    def halves(self, first: int, second: int, way: dict[str, Any]) -> None:
        """Two digits, then each question the board asks answered as ``way`` lies."""
        entry: TileEntry | None = ways_for(
            self.session.match, self.player, Tile.of(first, second), second
        )
        while entry is not None and entry.question is not None:
            entry = entry.answer(_answer(entry.question, way))
        assert entry is not None and entry.chosen is not None, way
        self.record(entry.chosen.play)

    def passes(self) -> None:
        match = self.session.match
        match.check_in_round(Pass(self.player))  # then the board asks, and is told yes
        self.record(Pass(self.player))

    def round_end(self, end: RoundEnd, leader: int) -> None:
        match = self.session.match
        if match.closed_by_tile and match.rounds[-1].end == end:
            self.turn.chosen(leader)  # told as the tile made it: only who leads is new
        else:
            self.record(end, leader)

    def record(self, entry: LogEntry, leader: int | None = None) -> None:
        self.session.record(entry)
        self.turn.recorded(self.session.match, entry, leader)

    def undo(self, undo: bool) -> None:
        change = self.session.undo() if undo else self.session.redo()
        if change is not None:
            landed = self.turn.undone if undo else self.turn.redone
            landed(self.session.match, None if isinstance(change, Rewrite) else change)


def _answer(question: Question, way: dict[str, Any]) -> object:
    """The key that answers ``question`` for ``way``: an arrow, m or -, the half's digit."""
    if question is Question.END:
        return End(way["end"])
    if question is Question.WAY:
        return None if way["across"] else LENGTHWISE
    return way["half"]


def _enabled(pad: dict[str, Any], do: str) -> bool:
    return any(b["tap"]["do"] == do and b["enabled"] for b in pad["buttons"])


def _tile_step(data: st.DataObject, pad: Pad, board: TileBoard) -> dict[str, Any] | None:
    """A tile the pad offers, laid one of its ways, typed in either order of its halves."""
    offered = [(tile, way) for tile in pad["tiles"] for way in tile["ways"]]
    if not offered:
        return None
    tile, way = data.draw(st.sampled_from(offered))
    low, high = Tile.parse(tile["tile"]).low, Tile.parse(tile["tile"]).high
    first, second = data.draw(st.sampled_from([(low, high), (high, low)]))
    tap = {**way["tap"], "tile": f"{first}-{second}"}
    if len(tile["ways"]) == 1 and data.draw(st.booleans()):
        tap = {"do": "tile", "tile": tap["tile"]}  # one way: the halves alone, as typed
    with contextlib.suppress(RuleError):
        board.halves(first, second, way)
    return tap


def _round_end(data: st.DataObject, pad: Pad, board: TileBoard) -> dict[str, Any]:
    """The end the round waits for or closed with, else a block the players declare."""
    match = board.session.match
    ended = pad["round"]["ended"]
    out = ended["out"] if ended else None
    seats = range(len(match.players))
    pips = {seat: data.draw(st.integers(0, 12)) for seat in seats if seat != out}
    if not match.preset.pip_scoring:
        pips = {}
    leader = data.draw(st.sampled_from(list(seats)))
    name = match.players[out] if out is not None else None
    end = RoundEnd(name, {match.players[seat]: count for seat, count in pips.items()})
    with contextlib.suppress(RuleError):
        board.round_end(end, leader)
    return {"do": "round_end", "out": out, "pips": pips, "leader": leader}


def _seat_step(data: st.DataObject, do: str, board: TileBoard) -> dict[str, Any]:
    """``s`` and a seat's number; or an adjustment, as the adjust dialog records it."""
    seat = data.draw(st.integers(0, len(board.session.match.players) - 1))
    if do == "turn":
        board.turn.chosen(seat)
        return {"do": "turn", "seat": seat}
    points = data.draw(st.integers(-5, 5))
    with contextlib.suppress(RuleError):
        board.record(Adjust(board.session.match.players[seat], points, "x"))
    return {"do": "adjust", "seat": seat, "points": points, "note": "x"}


def _step(data: st.DataObject, pad: Pad, board: TileBoard) -> dict[str, Any] | None:
    do = data.draw(st.sampled_from(["tile"] * 6 + [*_OTHERS, "turn", "adjust"]))
    if do == "tile":
        return _tile_step(data, pad, board)
    if do in ("turn", "adjust"):
        return _seat_step(data, do, board)
    if do in ("draw", "pass") and not _enabled(pad, do):
        return None  # a legal tap only: the pad offers it now
    if do == "end":
        return _round_end(data, pad, board)
    with contextlib.suppress(RuleError):
        if do == "draw":
            board.record(Draw(board.player))
        elif do == "pass":
            board.passes()
        else:
            board.undo(do == "undo")
    return {"do": do, "sure": True} if do == "pass" else {"do": do}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(2, 4), st.data())
def test_random_tile_taps_store_what_the_tile_board_stores(
    preset: str, players: int, data: st.DataObject
) -> None:
    def match() -> Match:
        return Match(NAMES[:players], load_catalog().get(preset), mode=Mode.TILES)

    desk, board = EntryDesk(MatchSession(match())), TileBoard(match())
    pad = desk.pad()
    for number in range(data.draw(st.integers(1, 40))):
        tap = _step(data, pad, board)
        if tap is None:
            continue
        pad = desk.tap({"id": str(number), **tap})["pad"]
        assert desk.match.log == board.session.match.log, tap
        assert desk.current() == board.player
    assert desk.session.redo_entries == board.session.redo_entries
