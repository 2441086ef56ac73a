"""Hand-made event boards for the tests of the club board's words and parts (no store)."""

from __future__ import annotations

import datetime as dt

from scorekeeper.club import ClubEvent, EventBoard, StandingRow, TableCode, TableNow
from scorekeeper.model import Mode

EVENT = ClubEvent(
    3, "Friday <b>night</b>", "six-matador-expert", Mode.ONE_KEY, dt.date(2026, 12, 4)
)


def board() -> EventBoard:
    """Round 2 of event 3: table 1 finished (Anna won), table 2 playing, table 3 waiting."""
    tables = (
        TableNow(TableCode(3, 2, 1), ("Anna", "Boris", "Vera"), 11, (21, 4, -6), 3, True, "Anna"),
        TableNow(TableCode(3, 2, 2), ("Gleb", "<script>x()</script>", "Dora"), 12, (0, 10, 1), 1),
        TableNow(TableCode(3, 2, 3), ("Eva", "Fedor", "Ilya")),
    )
    standings = (
        StandingRow(1, "Anna", 2, 5, 27, 40, 1, points_quarters=15, margin_sixths=81),
        StandingRow(
            2, "<script>x()</script>", 2, 3, -2, 14, 0, True, points_quarters=6, margin_sixths=-12
        ),
        StandingRow(2, "Boris", 2, 3, -9, 10, 0, points_quarters=6, margin_sixths=-12),
    )
    players = ("Anna", "Boris", "Vera", "Gleb", "<script>x()</script>", "Dora", "Eva", "Fedor")
    return EventBoard(EVENT, 2, tables, standings, players)
