"""A club table's entry address: the table's match kept from a phone, round after round.

The address is per table of the event (``entry-club-E-table-T``), so the card printed for a
table serves it all night: it keeps the table's match of the round drawn last. Until that
match starts, the pad is the one of the match the assignment would start (the table's players
in their seats, the event's preset); the first claim starts it, exactly as ``new --club-table``
does (``table_match``, then the club book's ``start_table``, one transaction with the link),
then keeps it. When the organiser draws the next round, the phone that kept the finished
match keeps no more and the address shows the new round's table.
"""

from __future__ import annotations

import time

from scorekeeper.catalog import Catalog
from scorekeeper.club import StandingRow, TableCode, TableNow
from scorekeeper.club.words import points_text
from scorekeeper.entry import EntryDesk
from scorekeeper.i18n import _, ngettext
from scorekeeper.model import FROM_PRESET, Match
from scorekeeper.session import MatchSession
from scorekeeper.store import ClubError, Store
from scorekeeper.web.entry_keeper import StoreKeeper, StoreThread
from scorekeeper.web.entry_phones import Answer


def table_match(store: Store, code: TableCode, catalog: Catalog) -> Match:
    """The match a club table's assignment starts: its players in their seats, the event's
    preset and mode (``new --club-table`` and the entry address both start it so)."""
    table = store.club.table(code)
    event = store.club.find_event(str(code.event_id))
    preset = catalog.get(event.preset_id)
    return Match(list(table.players), preset, FROM_PRESET, FROM_PRESET, event.mode)


def latest_table(store: Store, event_id: int, number: int) -> TableNow | None:
    """Table ``number`` of the event's round drawn last (None: no such table, or no round)."""
    tables = store.club.all_tables(event_id)
    last = max((table.code.round for table in tables), default=0)
    return next((t for t in tables if t.code.round == last and t.code.table == number), None)


STANDINGS_S = 5.0  # a table's phones poll every 2 s: the event's standings read once in 5 s


def standing_words(row: StandingRow, players: int) -> str:
    """A player's place in the event, as the phones show it between rounds."""
    place = _("place {rank} of {players}").format(rank=row.rank, players=players)
    points = ngettext("{points} point", "{points} points", round(row.points)).format(
        points=points_text(row.points_quarters)
    )
    return f"{place} · {points}" + (" *" if row.provisional else "")


class ClubTableKeeper(StoreKeeper):
    """Table ``number`` of event ``event_id``, kept from the phones of this server."""

    def __init__(
        self, thread: StoreThread, event_id: int, number: int, catalog: Catalog, language: str = ""
    ) -> None:
        super().__init__(thread, None, language)
        self.event_id, self.number, self.catalog = event_id, number, catalog
        self.table: TableNow | None = None
        self._waiting: tuple[TableCode, EntryDesk] | None = None
        self._standings: tuple[float, dict[str, str]] = (-STANDINGS_S, {})

    def current(self, store: Store) -> int | None:
        """The match of the round drawn last; looked up again while it has not started or
        once it is finished (a next round may have been drawn), not at every tap."""
        desk = self._desk
        playing = desk is not None and not desk.match.finished and self.match_id is not None
        if playing and self._desk_of == self.match_id:
            return self.match_id
        table = latest_table(store, self.event_id, self.number)
        if table is None or self.table is None or table.code != self.table.code:
            self.drop(store)  # another round's table: the last one's phone keeps no more
        self.table = table
        self.match_id = table.match_id if table is not None else None
        return self.match_id

    def begin(self, store: Store) -> int | None:
        """The table's match started from its assignment (a race lost to a terminal that
        started it first: that match)."""
        if self.table is None:
            return None
        code = self.table.code
        try:
            self.match_id = store.club.start_table(code, table_match(store, code, self.catalog))
        except ClubError:
            self.match_id = store.club.table(code).match_id
            if self.match_id is None:
                raise
        return self.match_id

    def waiting(self, store: Store) -> Answer:
        if self.table is None:
            words = _("Table {number} has no round drawn yet.").format(number=self.number)
            return {**super().waiting(store), "table": None, "waiting": words}
        code = self.table.code
        if self._waiting is None or self._waiting[0] != code:
            session = MatchSession(table_match(store, code, self.catalog))
            self._waiting = (code, EntryDesk(session, self.language))
        words = _("Not started yet: the first claim starts it.")
        pad = self._placed(store, self._waiting[1].pad())
        return {**pad, "table": str(code), "waiting": words}

    def _pad_of(self, store: Store, pad: Answer, match_id: int, device: str) -> Answer:
        code = str(self.table.code) if self.table is not None else None
        if pad["finished"]:  # the round played out here: where each player stands now
            pad = self._placed(store, pad)
        return {**super()._pad_of(store, pad, match_id, device), "table": code, "waiting": None}

    def _placed(self, store: Store, pad: Answer) -> Answer:
        """Each seat with its player's place in the event (``standing``), between rounds."""
        places = self._places(store)
        seats = [{**seat, "standing": places.get(seat["name"])} for seat in pad["seats"]]
        return {**pad, "seats": seats}

    def _places(self, store: Store) -> dict[str, str]:
        read_at, places = self._standings
        if time.monotonic() - read_at >= STANDINGS_S:
            board = store.club.board(self.event_id)
            count = sum(row.played for row in board.standings)
            places = {row.name: standing_words(row, count) for row in board.standings if row.played}
            self._standings = (time.monotonic(), places)
        return places
