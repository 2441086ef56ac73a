"""A club night in a real database for the event board's tests: an event, eight registered
players, round 1 drawn with a fixed seed (two tables of four), and each table's match started
from its assignment as ``new --club-table`` starts it, with a session recording into it (as
that table's app would, on its own connection)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.catalog import load_catalog
from scorekeeper.club import EventBoard, TableCode
from scorekeeper.commands.club_table import start_club_table
from scorekeeper.model import Mode
from scorekeeper.session import MatchSession
from scorekeeper.store import DbTarget, Store

EIGHT = ("Anna", "Boris", "Vera", "Gleb", "Dora", "Eva", "Fedor", "Ilya")
SEED = 7
DAY = dt.date(2026, 12, 4)
BUILT_INS = load_catalog(Path("/nonexistent-user-presets"))  # the event's preset is a built-in


@dataclass
class Night:
    store: Store
    event_id: int
    sessions: dict[int, MatchSession]  # by table number

    def board(self) -> EventBoard:
        return self.store.club.board(self.event_id)

    def seated(self, table: int) -> tuple[str, ...]:
        return self.board().tables[table - 1].players


def club_night(
    db: DbTarget, players: tuple[str, ...] = EIGHT, name: str = "Friday night", start: bool = True
) -> Night:
    store = Store.open(db)
    event = store.club.create_event(name, "six-matador-expert", Mode.ONE_KEY, DAY)
    store.club.register(event.id, players)
    store.club.draw(event.id, seed=SEED)
    night = Night(store, event.id, {})
    if start:
        for table in night.board().tables:
            night.sessions[table.number] = start_table(store, table.code)
    return night


def start_table(store: Store, code: TableCode) -> MatchSession:
    """As ``new --club-table CODE`` on the table's machine, then its session recording."""
    return store.load_session(start_club_table(store, code, BUILT_INS))
