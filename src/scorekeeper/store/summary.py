"""The index kept beside each log: one summary per match and one row per seat.

It exists so that the history list and the statistics are SQL queries over indexes. It is
never updated by arithmetic on what it held before: every write recomputes it from the match
in memory (which is the replayed log) in the same transaction as the log change, and
``rebuild_all`` can recreate it from the logs alone.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from scorekeeper.model import Matador, Match, Pass
from scorekeeper.model.players import clean_name
from scorekeeper.store.rows import read_log, read_match_row, rebuild_match


def name_key(name: str) -> str:
    """The same player across matches, however the name was capitalised."""
    return clean_name(name).casefold()


@dataclass(frozen=True)
class SeatFacts:
    """What one seat did in one match, as the statistics count it."""

    name: str
    total: int
    matadors: int
    passes: int
    debt: int  # the deepest the running total went below zero (0 if it never did)
    won: bool


def seat_facts(match: Match) -> list[SeatFacts]:
    seats = {name: seat for seat, name in enumerate(match.players)}
    matadors, passes = [0] * len(seats), [0] * len(seats)
    running, lowest = [0] * len(seats), [0] * len(seats)
    for played in match.rounds:
        start = list(running)
        for event, points in zip(played.events, played.event_points, strict=True):
            seat = seats[event.player]
            running[seat] += points
            lowest[seat] = min(lowest[seat], running[seat])
            matadors[seat] += isinstance(event, Matador)
            passes[seat] += isinstance(event, Pass)
        for seat in seats.values():  # the round end's points (pips) land on top
            running[seat] = start[seat] + played.points[seat]
            lowest[seat] = min(lowest[seat], running[seat])
    winner = match.standings().winner
    return [
        SeatFacts(
            name, match.totals[seat], matadors[seat], passes[seat], -lowest[seat], name == winner
        )
        for name, seat in seats.items()
    ]


def write_summary(conn: sqlite3.Connection, match_id: int, match: Match) -> None:
    """Replace the match's summary and seat rows with what ``match`` says now."""
    conn.execute(
        "UPDATE matches SET preset_id = ?, preset_name = ?, rounds = ?, finished = ?, winner = ?"
        " WHERE id = ?",
        (
            match.preset.id,
            match.preset.name,
            match.rounds_played,
            int(match.finished),
            match.standings().winner,
            match_id,
        ),
    )
    conn.execute("DELETE FROM match_players WHERE match_id = ?", (match_id,))
    conn.executemany(
        "INSERT INTO match_players (match_id, seat, name, name_key, preset_id, finished, won,"
        " total, matadors, passes, debt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (match_id, seat, *_seat_row(facts, match))
            for seat, facts in enumerate(seat_facts(match))
        ],
    )


def _seat_row(facts: SeatFacts, match: Match) -> tuple[str, str, str, int, int, int, int, int, int]:
    return (
        facts.name,
        name_key(facts.name),
        match.preset.id,
        int(match.finished),
        int(facts.won),
        facts.total,
        facts.matadors,
        facts.passes,
        facts.debt,
    )


def rebuild_all(conn: sqlite3.Connection) -> None:
    """Recreate every summary from the logs (a migration, or a repair)."""
    ids = [row[0] for row in conn.execute("SELECT id FROM matches ORDER BY id")]
    for match_id in ids:
        row = read_match_row(conn, match_id)
        assert row is not None
        active, _undone = read_log(conn, match_id)
        write_summary(conn, match_id, rebuild_match(row, active))
