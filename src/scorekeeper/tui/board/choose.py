"""The board for a match: one key a fact, or tile by tile, as the match was started."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from scorekeeper.model import Mode
from scorekeeper.session import MatchSession
from scorekeeper.tui.backend.base import Backend
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.board.shared import BoardScreen

if TYPE_CHECKING:  # types only: the forms' drafts load with the first form
    from scorekeeper.tui.drafts import Drafts


def board_for(
    session: MatchSession,
    current: int | None = None,
    played_on: datetime.date | None = None,
    match_id: int | None = None,
    *,
    backend: Backend | None = None,
    drafts: Drafts | None = None,
) -> BoardScreen:
    """``backend`` and ``drafts``: the app's, for the board to reach (``BoardCore``)."""
    if session.match.mode is Mode.TILES:  # the tile board's modules load for a tile match only
        from scorekeeper.tui.board.tiles import TileBoardScreen

        return TileBoardScreen(
            session, current, played_on, match_id, backend=backend, drafts=drafts
        )
    return ScoreboardScreen(session, current, played_on, match_id, backend=backend, drafts=drafts)
