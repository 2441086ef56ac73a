"""A club night in a real database for the event board's tests: an event, eight registered
players, round 1 drawn with a fixed seed (two tables of four), and each table's match started
from its assignment as ``new --club-table`` starts it, with a session recording into it (as
that table's app would, on its own connection)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scorekeeper.club import EventBoard, TableCode
from scorekeeper.session import MatchSession
from scorekeeper.store import Store

EIGHT = ("Anna", "Boris", "Vera", "Gleb", "Dora", "Eva", "Fedor", "Ilya")
SEED = 7


@dataclass
class Night:
    store: Store
    event_id: int
    sessions: dict[int, MatchSession]  # by table number

    def board(self) -> EventBoard:
        return self.store.event_board(self.event_id)

    def seated(self, table: int) -> tuple[str, ...]:
        return self.board().tables[table - 1].players


def club_night(
    db: Path, players: tuple[str, ...] = EIGHT, name: str = "Friday night", start: bool = True
) -> Night:
    store = Store.open(db)
    event_id = store.create_event(name, "six-matador-expert")
    store.register_players(event_id, players)
    store.draw_round(event_id, seed=SEED)
    night = Night(store, event_id, {})
    if start:
        for table in night.board().tables:
            night.sessions[table.number] = start_table(store, table.code)
    return night


def start_table(store: Store, code: TableCode) -> MatchSession:
    return store.load_session(store.start_club_table(code))
