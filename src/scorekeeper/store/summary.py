"""The index kept beside each log: one summary per match and one row per seat.

It exists so that the history list and the statistics are SQL queries over indexes. It is
written in the same transaction as the log change it follows, from the match in memory (the
replayed log): a new, undone or redone entry moves it by that step alone (O(1) in the length
of the log), an edit or a rename rewrites the match's rows whole, and ``rebuild_all``
recreates all of it, the statistics included, from the logs alone.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.model import Match, Mode
from scorekeeper.model.players import clean_name
from scorekeeper.model.seat_counts import Counts
from scorekeeper.store.dialect import is_pg
from scorekeeper.store.locks import lock_stats
from scorekeeper.store.rows import read_log, read_match_row, rebuild_match
from scorekeeper.store.sql import Conn


def name_key(name: str) -> str:
    """The same player across matches, however the name was capitalised."""
    return clean_name(name).casefold()


class SeatFacts(NamedTuple):
    """What one seat did in one match, as the statistics count it."""

    name: str
    total: int
    debt: int  # the deepest the running total went below zero (0 if it never did)
    won: bool
    counts: Counts  # tiles laid and drawn, matadors, passes, open sixes (model/seat_counts.py)


def seat_facts(match: Match) -> list[SeatFacts]:
    """Every seat's facts, as the match counted them (for a whole rewrite)."""
    winner = match.standings().winner
    return [
        SeatFacts(name, match.totals[seat], -match.lowest[seat], name == winner, counts)
        for seat, (name, counts) in enumerate(zip(match.players, match.counts, strict=True))
    ]


def _write_match_columns(conn: Conn, match_id: int, match: Match) -> None:
    conn.execute(
        "UPDATE matches SET preset_id = ?, preset_name = ?, rounds = ?, finished = ?, winner = ?"
        " WHERE id = ?",
        (
            match.preset.id,
            match.preset.name,
            match.rounds_counted,
            int(match.finished),
            match.standings().winner,
            match_id,
        ),
    )


def write_summary(conn: Conn, match_id: int, match: Match) -> None:
    """Replace the match's summary and seat rows with what ``match`` says now."""
    lock_stats(conn, match_id, [name_key(name) for name in match.players], match.preset.id)
    _write_match_columns(conn, match_id, match)
    conn.execute("DELETE FROM match_players WHERE match_id = ?", (match_id,))
    conn.executemany(
        "INSERT INTO match_players (match_id, seat, name, name_key, preset_id, finished, won,"
        " total, matadors, passes, debt, laid, drawn, open_sixes, tiles)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (match_id, seat, *_seat_row(facts, match))
            for seat, facts in enumerate(seat_facts(match))
        ],
    )


def _seat_row(facts: SeatFacts, match: Match) -> tuple[str | int, ...]:
    return (
        facts.name,
        name_key(facts.name),
        match.preset.id,
        int(match.finished),
        int(facts.won),
        facts.total,
        facts.counts.matadors,
        facts.counts.passes,
        facts.debt,
        facts.counts.laid,
        facts.counts.drawn,
        facts.counts.open_sixes,
        int(match.mode is Mode.TILES),
    )


def write_step(conn: Conn, match_id: int, match: Match) -> None:
    """Move the summary by one entry: ``match`` is the match after it was recorded, redone or
    undone. Every number is copied from ``match``, which counted it (model/seat_counts.py). A
    seat row that does not change is not written, so the statistics' triggers run for the
    seats the entry concerns."""
    lock_stats(conn, match_id, (), match.preset.id)  # the seat rows' own keys
    _write_match_columns(conn, match_id, match)
    winner = match.standings().winner
    conn.executemany(
        "UPDATE match_players SET finished = ?1, won = ?2, total = ?3, debt = ?4,"
        " matadors = ?5, passes = ?6, laid = ?9, drawn = ?10, open_sixes = ?11"
        " WHERE match_id = ?7 AND seat = ?8"
        " AND (finished, won, total, debt, matadors, passes, laid, drawn, open_sixes)"
        " <> (?1, ?2, ?3, ?4, ?5, ?6, ?9, ?10, ?11)",  # none is ever NULL
        [
            (
                int(match.finished),
                int(name == winner),
                match.totals[seat],
                -match.lowest[seat],
                counts.matadors,
                counts.passes,
                match_id,
                seat,
                counts.laid,
                counts.drawn,
                counts.open_sixes,
            )
            for seat, (name, counts) in enumerate(zip(match.players, match.counts, strict=True))
        ],
    )


# the statistics summed afresh from the seat rows, in the columns of ``player_stats``
FRESH_TALLIES = """
SELECT name_key, preset_id, COUNT(*), SUM(finished), SUM(won), SUM(finished * total),
       MAX(CASE WHEN finished = 1 THEN total END), SUM(matadors), SUM(passes), MAX(debt),
       SUM(laid), SUM(drawn), SUM(open_sixes), SUM(tiles)
FROM match_players GROUP BY name_key, preset_id
"""
_FRESH_STATS = (
    "INSERT INTO player_stats (name_key, preset_id, matches, finished, wins, finished_total,"
    " best_total, matadors, passes, largest_debt, laid, drawn, open_sixes, tiles_matches)"
    + FRESH_TALLIES
)


def rebuild_all(conn: Conn) -> None:
    """Recreate every summary from the logs, then the statistics from the seat rows by a
    fresh aggregate (a migration, or a repair): nothing the index held before survives."""
    from scorekeeper.store.ratings import rebuild as rebuild_ratings  # rare: not at each start
    from scorekeeper.store.schema_total import RECOUNT

    if is_pg(conn):  # every table's writes wait for it (a repair, a migration: rare)
        conn.execute("LOCK TABLE matches, match_players, player_stats IN EXCLUSIVE MODE")
    conn.execute(RECOUNT)  # the number of matches, counted afresh too
    ids = [row[0] for row in conn.execute("SELECT id FROM matches ORDER BY id")]
    for match_id in ids:
        row = read_match_row(conn, match_id)
        assert row is not None
        active, _undone = read_log(conn, match_id)
        write_summary(conn, match_id, rebuild_match(row, active))
    conn.execute("DELETE FROM player_stats")
    conn.execute(_FRESH_STATS)
    conn.execute("UPDATE matches SET fingerprint = NULL")  # recomputed when next asked
    rebuild_ratings(conn)
