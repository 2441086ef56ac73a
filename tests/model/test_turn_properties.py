"""Issue 22 item 4: undo, redo and a restart keep whose turn it is.

A board is a ``MatchSession`` (kept in a real SQLite file, as the app keeps it) and a
``TurnKeeper`` (what the boards run: tui/board/shared.py). Hypothesis drives random sequences of
record (a legal entry for the seat whose turn it is, as a key records it), undo, redo and
restart (the store closed and the match opened again, resumed at the seat the store remembers,
as the app resumes it). After every step the board's turn, the line, the hands and stock, and
the totals are those of the surviving log replayed afresh, turn told by the log alone. A second
property adds seats the players choose (1-4): a restart then resumes at the chosen seat.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.catalog import load_catalog
from scorekeeper.model import (
    Draw,
    Event,
    Lead,
    Matador,
    Match,
    Mode,
    Move,
    OpenSix,
    Pass,
    RoundEnd,
    RuleError,
    replay,
)
from scorekeeper.model.placements import options
from scorekeeper.model.tileset import ALL_TILES
from scorekeeper.model.turns import TurnKeeper, resumed_turn
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import MatchSession
from scorekeeper.store import Store

_CATALOG = load_catalog(Path("/nonexistent-user-presets"))
PRESETS = ("six-matador-expert", "matador-classic", "matador-pips")
NAMES = ("Anna", "Boris", "Vera", "Gleb")


@dataclass
class Board:
    """What the app's board keeps of a match: its session (on a store) and its turn."""

    path: Path
    match_id: int
    store: Store
    session: MatchSession
    turn: TurnKeeper

    @property
    def match(self) -> Match:
        return self.session.match

    def tell_turn(self) -> None:
        tell, player = self.turn.to_remember(self.match)
        if tell:
            self.store.set_turn(self.match_id, player)

    def restart(self) -> None:
        self.store.close()
        self.store = Store.open(self.path)
        stored = self.store.load_match(self.match_id)
        self.session = self.store.session(stored)
        self.turn = TurnKeeper(self.match, resumed_turn(self.match, stored.turn))


def candidates(match: Match, player: str) -> Iterator[Event]:
    """Entries a key (or the round-end dialog, its leader left as offered) may record now for
    ``player``; the match refuses those the rules do not allow."""
    table = match.table
    if table is not None:
        for tile in ALL_TILES:
            try:
                yield from (way.play for way in options(table, player, tile, match.preset))
            except RuleError:
                continue
        yield from (Pass(player), Draw(player))
    else:
        lead = match.round_in_progress is None or not match.round_in_progress.events
        yield from ((Lead(player),) if lead else (Move(player), Matador(player)))
        yield from (OpenSix(player), Pass(player))
    for out in (player, None):
        pips = {name: 5 + seat for seat, name in enumerate(match.players) if name != out}
        yield from (RoundEnd(out), RoundEnd(out, pips))


def record(board: Board, pick: int) -> None:
    """One of the entries the match takes now, for the seat whose turn it is."""
    player = board.match.players[board.turn.seat]
    taken: list[Event] = []
    for entry in candidates(board.match, player):
        try:
            board.match.change_of(entry)
            board.match.record(entry)
        except RuleError:
            continue
        board.match.undo()
        taken.append(entry)
    if not taken:
        return
    entry = taken[pick % len(taken)]
    board.session.record(entry)
    board.turn.recorded(board.match, entry)
    board.tell_turn()


def step(board: Board, action: str, pick: int) -> None:
    if action == "record":
        record(board, pick)
    elif action == "undo":
        change = board.session.undo()
        if change is not None:
            assert not isinstance(change, Rewrite)  # no edit here: entries only
            board.turn.undone(board.match, change)
            board.tell_turn()
    elif action == "redo":
        change = board.session.redo()
        if change is not None:
            assert not isinstance(change, Rewrite)
            board.turn.redone(board.match, change)
            board.tell_turn()
    elif action == "restart":
        board.restart()
    else:  # a seat the players choose
        board.turn.chosen(pick % len(board.match.players))
        board.tell_turn()


def same_as_replayed(board: Board) -> None:
    match = board.match
    again = replay(match.players, match.preset, match.log, mode=match.mode)
    assert board.turn.seat == resumed_turn(again, None), match.log
    assert match.table == again.table  # the line, each hand's count, the stock, the draws
    assert match.totals == again.totals
    assert [one.end for one in match.rounds] == [one.end for one in again.rounds]


ACTIONS = st.sampled_from(["record", "record", "record", "undo", "redo", "restart"])
SCRIPT = st.lists(st.tuples(ACTIONS, st.integers(0, 200)), min_size=1, max_size=60)
GAME = st.tuples(st.sampled_from(PRESETS), st.integers(2, 4), st.sampled_from(list(Mode)))


def new_board(folder: str, preset: str, count: int, mode: Mode) -> Board:
    match = Match(NAMES[:count], _CATALOG.get(preset), mode=mode)
    path = Path(folder) / "matches.db"
    store = Store.open(path)
    match_id = store.create_match(match)
    session = store.session(store.load_match(match_id))
    return Board(path, match_id, store, session, TurnKeeper(session.match, None))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAME, SCRIPT)
def test_the_turn_line_hands_and_totals_are_the_surviving_logs(
    game: tuple[str, int, Mode], script: list[tuple[str, int]]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        board = new_board(folder, *game)
        try:
            for action, pick in script:
                step(board, action, pick)
                same_as_replayed(board)
        finally:
            board.store.close()


CHOOSING = st.sampled_from(["record", "record", "undo", "redo", "restart", "choose"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAME, st.lists(st.tuples(CHOOSING, st.integers(0, 200)), min_size=1, max_size=40))
def test_a_restart_resumes_at_the_seat_the_board_showed(
    game: tuple[str, int, Mode], script: list[tuple[str, int]]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        board = new_board(folder, *game)
        try:
            for action, pick in script:
                step(board, action, pick)
                shown = board.turn.seat
                board.restart()
                assert board.turn.seat == shown, (action, board.match.log)
        finally:
            board.store.close()
