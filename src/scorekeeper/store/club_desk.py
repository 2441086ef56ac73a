"""``ClubDesk``: what the organiser changes in a club night after registering (docs/club.md):
draw a round (with its byes), seat one by hand, take one back before it starts, withdraw a
player, enter a paper table's totals; and the organiser's log that every change writes to.

Every method is one transaction, its log line in it: a change and its line are kept
together or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.club import TableCode, TableNow
from scorekeeper.club.board import LogLine
from scorekeeper.club.rounds import (
    check_hand_seating,
    rotate_seats,
    seat_counts,
)
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.store import club, club_changes
from scorekeeper.store.adding import add_match
from scorekeeper.store.club_rounds import (
    ClubError,
    byes_asked,
    drawn_round,
    first_open_round,
    next_round_number,
    ruled,
    undrawable,
)
from scorekeeper.store.database import Database
from scorekeeper.store.locks import EVENT, lock_key
from scorekeeper.store.sql import Conn

__all__ = ["ClubDesk", "ClubError", "Drawn"]

Tables = tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Drawn:
    """A round as it was drawn or seated: its tables and who sits it out."""

    tables: tuple[TableNow, ...]
    byes: tuple[str, ...] = ()


class ClubDesk:
    def __init__(self, db: Database) -> None:
        self._db = db

    def who(self, conn: Conn) -> str:
        return club_changes.who(conn, self._db.address is not None)

    def draw(
        self, event_id: int, seed: int | None = None, byes: Sequence[str] = (), again: bool = False
    ) -> Drawn:
        """Draw and keep the next round (``again``: take the last back and draw it anew)."""
        with self._db.write() as conn:
            lock_key(conn, EVENT, event_id)  # one registration or draw of an event at a time
            round_ = next_round_number(conn, event_id, again)
            players = club_changes.seated(conn, event_id, round_)
            asked = byes_asked(byes, players)
            tables = club.event_tables(conn, event_id)
            had = club_changes.byes(conn, event_id)
            playing = [name for name in players if name not in asked]
            drawn = drawn_round(playing, tables, had, seed, round_)
            return self._keep(conn, event_id, round_, drawn, (*asked, *drawn[1]), "draw")

    def seat(self, event_id: int, seating: Sequence[Sequence[str]], again: bool = False) -> Drawn:
        """Keep the organiser's seating as the next round; who is not seated has a bye."""
        with self._db.write() as conn:
            lock_key(conn, EVENT, event_id)  # one registration or draw of an event at a time
            round_ = next_round_number(conn, event_id, again)
            players = club_changes.seated(conn, event_id, round_)
            tables = ruled(lambda: check_hand_seating(seating, players))
            seated = {name for table in tables for name in table}
            byes = tuple(name for name in players if name not in seated)
            return self._keep(conn, event_id, round_, (tables, ()), byes, "seat")

    def undraw(self, event_id: int) -> int:
        """Take the last round back before any table of it starts; returns its number."""
        with self._db.write() as conn:
            lock_key(conn, EVENT, event_id)
            round_ = undrawable(conn, event_id)
            club_changes.delete_round(conn, event_id, round_)
            detail = _("round {round}").format(round=round_)
            club_changes.log(conn, event_id, self.who(conn), "undraw", detail)
        return round_

    def withdraw(self, event_id: int, name: str) -> int:
        """Seat the player no more from the next round on; returns that round."""
        with self._db.write() as conn:
            from_round = first_open_round(conn, event_id)
            if not club_changes.withdraw(conn, event_id, name, from_round):
                raise ClubError(_("'{name}' is not playing in this event").format(name=name))
            detail = _("{name}, from round {round}").format(name=name, round=from_round)
            club_changes.log(conn, event_id, self.who(conn), "withdraw", detail)
        return from_round

    def withdrawn(self, event_id: int) -> list[str]:
        with self._db.reading() as conn:
            return club_changes.withdrawn(conn, event_id)

    def byes(self, event_id: int) -> list[tuple[int, str]]:
        """Every bye of the event: the round and the player."""
        with self._db.reading() as conn:
            return club_changes.byes(conn, event_id)

    def paper_result(self, code: TableCode, match: Match) -> int:
        """Store a paper table's final totals (``match``: its players' adjustments and the
        finish) as the table's match, in one transaction with the link."""
        with self._db.write() as conn:
            found = club.table_id(conn, code)
            if found is None:
                raise ClubError(_("there is no club table {code}").format(code=code))
            if found[1] is not None:
                raise ClubError(
                    _("club table {code} has a match already (match {id})").format(
                        code=code, id=found[1]
                    )
                )
            match_id = add_match(conn, match, None, unless_stored=False)
            club.link(conn, found[0], match_id)
            totals = match.standings().totals
            detail = f"{code}: " + ", ".join(f"{name} {total}" for name, total in totals.items())
            club_changes.log(conn, code.event_id, self.who(conn), "result", detail)
        return match_id

    def log_lines(self, event_id: int) -> list[LogLine]:
        with self._db.reading() as conn:
            return club_changes.read_log(conn, event_id)

    def _keep(
        self,
        conn: Conn,
        event_id: int,
        round_: int,
        drawn: tuple[Tables, tuple[str, ...]],
        byes: tuple[str, ...],
        action: str,
    ) -> Drawn:
        tables = club.event_tables(conn, event_id)
        # a drawn round's seats rotate; an organiser's seating is kept as given
        seated = drawn[0]
        if action == "draw":
            seated = rotate_seats(seated, seat_counts(table.players for table in tables))
        club.insert_round(conn, event_id, round_, seated)
        club_changes.insert_byes(conn, event_id, round_, byes)
        codes = [TableCode(event_id, round_, n) for n in range(1, len(seated) + 1)]
        detail = "; ".join(f"{code} {' · '.join(t)}" for code, t in zip(codes, seated, strict=True))
        if byes:
            detail += "; " + _("bye: {names}").format(names=", ".join(byes))
        club_changes.log(conn, event_id, self.who(conn), action, detail)
        return Drawn(
            tuple(TableNow(code, t) for code, t in zip(codes, seated, strict=True)), tuple(byes)
        )
