"""``ClubDesk``: what the organiser changes in a club night after registering (docs/club.md):
draw a round (with its byes), seat one by hand, take one back before it starts, withdraw a
player, enter a paper table's totals; and the organiser's log that every change writes to.

Every method is one transaction, its log line in it: a change and its line are kept
together or not at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scorekeeper.club import TableCode, TableNow
from scorekeeper.club.board import LogLine
from scorekeeper.club.draw import first_round, meetings, next_round
from scorekeeper.club.rounds import (
    automatic_byes,
    check_hand_seating,
    rotate_seats,
    seat_counts,
    three_counts,
)
from scorekeeper.club.standings import event_standings
from scorekeeper.club.tiebreaks import results_of
from scorekeeper.i18n import _, ngettext
from scorekeeper.model import Match, RuleError
from scorekeeper.store import club, club_changes
from scorekeeper.store.adding import add_match
from scorekeeper.store.database import Database
from scorekeeper.store.errors import StoreError
from scorekeeper.store.sql import Conn

Tables = tuple[tuple[str, ...], ...]


class ClubError(StoreError):
    """What was asked of a club night cannot be done; ``str(error)`` is one line."""


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
            round_ = _next_round(conn, event_id, again)
            players = club_changes.seated(conn, event_id, round_)
            asked = _byes_asked(byes, players)
            tables = club.event_tables(conn, event_id)
            had = club_changes.byes(conn, event_id)
            playing = [name for name in players if name not in asked]
            drawn = _drawn(playing, tables, had, seed, round_)
            return self._keep(conn, event_id, round_, drawn, (*asked, *drawn[1]), "draw")

    def seat(self, event_id: int, seating: Sequence[Sequence[str]], again: bool = False) -> Drawn:
        """Keep the organiser's seating as the next round; who is not seated has a bye."""
        with self._db.write() as conn:
            round_ = _next_round(conn, event_id, again)
            players = club_changes.seated(conn, event_id, round_)
            tables = _ruled(lambda: check_hand_seating(seating, players))
            seated = {name for table in tables for name in table}
            byes = tuple(name for name in players if name not in seated)
            return self._keep(conn, event_id, round_, (tables, ()), byes, "seat")

    def undraw(self, event_id: int) -> int:
        """Take the last round back before any table of it starts; returns its number."""
        with self._db.write() as conn:
            round_ = _undrawable(conn, event_id)
            club_changes.delete_round(conn, event_id, round_)
            detail = _("round {round}").format(round=round_)
            club_changes.log(conn, event_id, self.who(conn), "undraw", detail)
        return round_

    def withdraw(self, event_id: int, name: str) -> int:
        """Seat the player no more from the next round on; returns that round."""
        with self._db.write() as conn:
            from_round = _first_open_round(conn, event_id)
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


def _drawn(
    playing: list[str],
    tables: list[TableNow],
    had: list[tuple[int, str]],
    seed: int | None,
    round_: int,
) -> tuple[Tables, tuple[str, ...]]:
    """The round's tables and the byes the field needs (5 players: one sits out)."""
    counted: dict[str, int] = {}
    for _round, name in had:
        counted[name.casefold()] = counted.get(name.casefold(), 0) + 1
    byes = [name for _round, name in had]
    here = set(playing)
    standings = event_standings(playing, results_of(tables), byes)
    order = [row.name for row in standings if row.name in here]
    sitting = automatic_byes(order if round_ > 1 else playing, counted)
    playing = [name for name in playing if name not in sitting]
    if round_ == 1:
        return _ruled(lambda: first_round(playing, seed)), sitting
    order = [name for name in order if name not in sitting]
    met = meetings(table.players for table in tables)
    threes = three_counts(table.players for table in tables)
    return _ruled(lambda: next_round(order, met, threes)), sitting


def _ruled(make: Callable[[], Tables]) -> Tables:
    try:
        tables = make()
    except RuleError as error:
        raise ClubError(error.message) from None
    return tables


def _next_round(conn: Conn, event_id: int, again: bool) -> int:
    """The round to seat: the next one, or with ``again`` the last one taken back first."""
    if again:
        round_ = _undrawable(conn, event_id)
        club_changes.delete_round(conn, event_id, round_)
        return round_
    round_ = club.latest_round(conn, event_id) + 1
    last = [t for t in club.event_tables(conn, event_id) if t.code.round == round_ - 1]
    playing = [str(table.number) for table in last if not table.finished]
    if playing:
        message = ngettext(
            "round {round} is not over: table {tables} has not finished",
            "round {round} is not over: tables {tables} have not finished",
            len(playing),
        )
        raise ClubError(message.format(round=round_ - 1, tables=", ".join(playing)))
    return round_


def _first_open_round(conn: Conn, event_id: int) -> int:
    """The first round no table has started: the last one drawn where none of it has."""
    latest = club.latest_round(conn, event_id)
    tables = [t for t in club.event_tables(conn, event_id) if t.code.round == latest]
    started = any(table.match_id is not None for table in tables)
    return latest + 1 if latest == 0 or started else latest


def _undrawable(conn: Conn, event_id: int) -> int:
    round_ = club.latest_round(conn, event_id)
    if round_ == 0:
        raise ClubError(_("no round is drawn yet"))
    started = [
        str(t.number)
        for t in club.event_tables(conn, event_id)
        if t.code.round == round_ and t.match_id is not None
    ]
    if started:
        raise ClubError(
            ngettext(
                "round {round} has started (table {tables}): it can no longer be taken back",
                "round {round} has started (tables {tables}): it can no longer be taken back",
                len(started),
            ).format(round=round_, tables=", ".join(started))
        )
    return round_


def _byes_asked(names: Sequence[str], players: Sequence[str]) -> tuple[str, ...]:
    spelled = {name.casefold(): name for name in players}
    asked = []
    for name in names:
        if name.strip().casefold() not in spelled:
            raise ClubError(_("'{name}' is not playing in this event").format(name=name))
        asked.append(spelled[name.strip().casefold()])
    return tuple(dict.fromkeys(asked))
