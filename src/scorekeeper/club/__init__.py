"""A club night: an event, its players, the draw of the tables round by round, and the
event's standings across all tables. Pure Python, like ``scorekeeper.model``: no UI, no
storage (the store fills these dataclasses; the app and the web board show them)."""

from scorekeeper.club.board import (
    ClubEvent,
    EventBoard,
    StandingRow,
    TableCode,
    TableNow,
    TableState,
)

__all__ = [
    "ClubEvent",
    "EventBoard",
    "StandingRow",
    "TableCode",
    "TableNow",
    "TableState",
]
