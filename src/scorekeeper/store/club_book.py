"""``ClubBook``: the club nights kept in a store (``Store.club``); docs/club.md.

Every method is one transaction. What an organiser can get wrong (an event or a table that
is not there, a name registered twice, a round drawn while the last one plays) raises
``ClubError``, a ``StoreError``: one line to show.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import replace

from scorekeeper.club import ClubEvent, EventBoard, TableCode, TableNow
from scorekeeper.club.board import StandingRow
from scorekeeper.club.standings import event_standings
from scorekeeper.club.tiebreaks import results_of
from scorekeeper.i18n import _
from scorekeeper.i18n.languages import ENGLISH
from scorekeeper.model import Match, Mode
from scorekeeper.model.look_alike import looks_alike
from scorekeeper.model.players import clean_name, name_problem
from scorekeeper.model.rating import FRESH, Rating
from scorekeeper.store import club, club_changes
from scorekeeper.store.adding import add_match
from scorekeeper.store.club_desk import ClubDesk, ClubError
from scorekeeper.store.database import Database
from scorekeeper.store.locks import EVENT, lock_key
from scorekeeper.store.queries import known_ratings
from scorekeeper.store.rating_queue import waiting
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import name_key

MAX_EVENT_NAME = 60
__all__ = ["ClubBook", "ClubError"]


class ClubBook:
    def __init__(self, db: Database) -> None:
        self._db = db
        self.desk = ClubDesk(db)

    def create_event(
        self,
        name: str,
        preset_id: str,
        mode: Mode,
        day: dt.date,
        language: str = ENGLISH,
        word: bool = False,
    ) -> ClubEvent:
        """``word``: every table's round ends entered from a phone wait for the table's word."""
        name = clean_name(name)
        # a player name's rules, but longer: "Friday 4 December, round robin" is fair
        problem = name_problem(name, max_length=MAX_EVENT_NAME)
        if problem:
            raise ClubError(_("event name: {problem}").format(problem=problem))
        event = ClubEvent(0, name, preset_id, mode, day, language, word)
        with self._db.write() as conn:
            event = replace(event, id=club.insert_event(conn, event))
            detail = f"{name}, {day.isoformat()}, {preset_id}, {mode.value}, {language}"
            detail += ", word" if word else ""
            club_changes.log(conn, event.id, self.desk.who(conn), "new", detail)
        return event

    def events(self) -> list[ClubEvent]:
        """Every event, the newest first."""
        with self._db.reading() as conn:
            return club.all_events(conn)

    def find_event(self, ref: str) -> ClubEvent:
        """The event by its number, else the newest one of that name."""
        with self._db.reading() as conn:
            number = ref.isascii() and ref.isdigit() and len(ref) <= 9  # an id SQL can hold
            found = club.event_by_id(conn, int(ref)) if number else None
            found = found or club.event_by_name(conn, ref)
        if found is None:
            raise ClubError(_("there is no club event {event}").format(event=ref))
        return found

    def register(self, event_id: int, raw_names: Iterable[str]) -> tuple[str, ...]:
        """Register the players (all or none); returns their names as stored."""
        with self._db.write() as conn:
            lock_key(conn, EVENT, event_id)  # one registration or draw of an event at a time
            taken = club.registered(conn, event_id)
            names = _new_names(raw_names, taken)
            club.register(conn, event_id, names)
            club_changes.log(conn, event_id, self.desk.who(conn), "add", ", ".join(names))
        return names

    def players(self, event_id: int) -> tuple[str, ...]:
        with self._db.reading() as conn:
            return tuple(club.registered(conn, event_id))

    def draw(self, event_id: int, seed: int | None = None) -> tuple[TableNow, ...]:
        """Draw and keep the next round's tables (``ClubDesk.draw``, which tells the byes)."""
        return self.desk.draw(event_id, seed).tables

    def table(self, code: TableCode) -> TableNow:
        """One table's assignment and state."""
        with self._db.snapshot() as conn:
            for table in club.event_tables(conn, code.event_id):
                if table.code == code:
                    return table
        raise ClubError(_("there is no club table {code}").format(code=code))

    def start_table(self, code: TableCode, match: Match) -> int:
        """Store ``match`` as the table's and link it, in one transaction: of two machines
        starting the same table, one gets it and the other a refusal."""
        with self._db.write() as conn:
            found = club.table_id(conn, code)
            if found is None:
                raise ClubError(_("there is no club table {code}").format(code=code))
            if found[1] is not None:
                raise ClubError(_already_started(code, found[1]))
            event = club.event_by_id(conn, code.event_id)
            word = event is not None and event.word  # the event's setting, the table's match's
            match_id = add_match(conn, match, None, unless_stored=False, word=word)
            if not club.link(conn, found[0], match_id):  # another machine's, or not this login's
                raise ClubError(_not_linked(conn, code))
            detail = _("{code} as match {id}").format(code=code, id=match_id)
            club_changes.log(conn, code.event_id, self.desk.who(conn), "start", detail)
        return match_id

    def board(self, event_id: int) -> EventBoard:
        """The event as it stands: the latest round's tables and the standings of all."""
        with self._db.snapshot() as conn:
            event = club.event_by_id(conn, event_id)
            if event is None:
                raise ClubError(_("there is no club event {event}").format(event=event_id))
            players = tuple(club.registered(conn, event_id))
            tables = club.event_tables(conn, event_id)
            ratings = known_ratings(conn, [name_key(name) for name in players])
            byes = club_changes.byes(conn, event_id)
            lagging = waiting(conn)
        round_ = max((table.code.round for table in tables), default=0)
        every_bye = [name for _round, name in byes]
        standings = _rated(event_standings(players, results_of(tables), every_bye), ratings)
        now = tuple(table for table in tables if table.code.round == round_)
        sitting = tuple(name for bye_round, name in byes if bye_round == round_)
        return EventBoard(event, round_, now, standings, players, sitting, lagging)

    def ratings_waiting(self) -> int:
        """Finished matches whose rating is still being caught up (``rating_queue``)."""
        with self._db.reading() as conn:
            return waiting(conn)

    def all_tables(self, event_id: int) -> tuple[TableNow, ...]:
        """Every table of every round, in round and table order."""
        with self._db.snapshot() as conn:
            return tuple(club.event_tables(conn, event_id))


def _new_names(raw_names: Iterable[str], taken: list[str]) -> tuple[str, ...]:
    """The names checked as ``new`` checks a table's: a table drawn from them must start, so
    two that look alike (Latin ``Anna``, Cyrillic ``Аnna``) are refused here, not at the
    table."""
    names: list[str] = []
    for raw in raw_names:
        name = clean_name(raw)
        problem = name_problem(name)
        if problem:
            raise ClubError(problem)
        for other in (*taken, *names):
            if name.casefold() == other.casefold():
                raise ClubError(_("'{name}' is registered already").format(name=name))
            if looks_alike(name, other):
                raise ClubError(
                    _(
                        "'{name}' looks just like '{other}', who is registered already;"
                        " give a name that tells them apart"
                    ).format(name=name, other=other)
                )
        names.append(name)
    return tuple(names)


def _not_linked(conn: Conn, code: TableCode) -> str:
    found = club.table_id(conn, code)
    if found is not None and found[1] is not None:
        return _already_started(code, found[1])
    return _(  # row-level security (store/pg_rights.py): its number is not this login's
        "club table {code} is not this login's table; start it at its own machine"
        " (docs/club.md, club_logins)"
    ).format(code=code)


def _already_started(code: TableCode, match_id: int) -> str:
    return _(
        "club table {code} has started already, as match {id}; resume it with --resume,"
        " or delete that match to start the table again"
    ).format(code=code, id=match_id)


def _rated(rows: tuple[StandingRow, ...], ratings: dict[str, Rating]) -> tuple[StandingRow, ...]:
    """Each line with the player's rating across all stored matches (issue 15 item 3)."""
    rated = []
    for row in rows:
        rating = ratings.get(name_key(row.name), FRESH)
        rated.append(replace(row, rating=rating.shown, rated_matches=rating.matches))
    return tuple(rated)
