"""The rounds' checks and choices behind ``ClubDesk`` (store/club_desk.py): which round is
seated next, whether the last one can still be taken back, the byes asked for, and the draw
of a round's tables with the byes the field needs. Functions over a ``Conn``, inside the
desk's transactions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeeper.club import TableNow
from scorekeeper.club.draw import first_round, meetings, next_round
from scorekeeper.club.rounds import automatic_byes, three_counts
from scorekeeper.club.standings import event_standings
from scorekeeper.club.tiebreaks import results_of
from scorekeeper.i18n import _, ngettext
from scorekeeper.model import RuleError
from scorekeeper.store import club, club_changes
from scorekeeper.store.errors import StoreError
from scorekeeper.store.sql import Conn

Tables = tuple[tuple[str, ...], ...]


class ClubError(StoreError):
    """What was asked of a club night cannot be done; ``str(error)`` is one line."""


def drawn_round(
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
        return ruled(lambda: first_round(playing, seed)), sitting
    order = [name for name in order if name not in sitting]
    met = meetings(table.players for table in tables)
    threes = three_counts(table.players for table in tables)
    return ruled(lambda: next_round(order, met, threes)), sitting


def ruled(make: Callable[[], Tables]) -> Tables:
    try:
        tables = make()
    except RuleError as error:
        raise ClubError(error.message) from None
    return tables


def next_round_number(conn: Conn, event_id: int, again: bool) -> int:
    """The round to seat: the next one, or with ``again`` the last one taken back first."""
    if again:
        round_ = undrawable(conn, event_id)
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


def first_open_round(conn: Conn, event_id: int) -> int:
    """The first round no table has started: the last one drawn where none of it has."""
    latest = club.latest_round(conn, event_id)
    tables = [t for t in club.event_tables(conn, event_id) if t.code.round == latest]
    started = any(table.match_id is not None for table in tables)
    return latest + 1 if latest == 0 or started else latest


def undrawable(conn: Conn, event_id: int) -> int:
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


def byes_asked(names: Sequence[str], players: Sequence[str]) -> tuple[str, ...]:
    spelled = {name.casefold(): name for name in players}
    asked = []
    for name in names:
        if name.strip().casefold() not in spelled:
            raise ClubError(_("'{name}' is not playing in this event").format(name=name))
        asked.append(spelled[name.strip().casefold()])
    return tuple(dict.fromkeys(asked))
