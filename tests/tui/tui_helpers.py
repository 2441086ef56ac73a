"""Small readers of app state for the Pilot tests."""

from __future__ import annotations

from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.scoreboard import ScoreboardScreen


def board(app: ScorekeeperApp) -> ScoreboardScreen:
    """The scoreboard, wherever it is on the screen stack."""
    return next(s for s in app.screen_stack if isinstance(s, ScoreboardScreen))


def totals(app: ScorekeeperApp) -> dict[str, int]:
    return board(app).session.match.standings().totals
