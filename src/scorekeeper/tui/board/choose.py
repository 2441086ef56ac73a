"""The board for a match: one key a fact, or tile by tile, as the match was started."""

from __future__ import annotations

import datetime

from scorekeeper.model import Mode
from scorekeeper.session import MatchSession
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.board.shared import BoardScreen


def board_for(
    session: MatchSession,
    current: int | None = None,
    played_on: datetime.date | None = None,
    match_id: int | None = None,
) -> BoardScreen:
    if session.match.mode is Mode.TILES:  # the tile board's modules load for a tile match only
        from scorekeeper.tui.board.tiles import TileBoardScreen

        return TileBoardScreen(session, current, played_on, match_id)
    return ScoreboardScreen(session, current, played_on, match_id)
