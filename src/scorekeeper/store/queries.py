"""The history list and the statistics: SQL over the index, paged and pre-aggregated.

A history page reads ``limit`` rows through an index, however many matches are stored.
Statistics read ``player_stats``, which triggers keep summed per (player, preset) and every
rebuild recomputes by a fresh aggregate; the cost grows with the number of distinct players
and presets, not with the number of matches.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model import Mode
from scorekeeper.model.rating import FRESH, Rating
from scorekeeper.store.errors import DamagedRow
from scorekeeper.store.rating_queue import waiting_by_player
from scorekeeper.store.records import MatchSummary
from scorekeeper.store.rows import parse_time
from scorekeeper.store.schema import MIGRATIONS, schema_version
from scorekeeper.store.schema_queue import add_queue
from scorekeeper.store.schema_ratings import add_ratings
from scorekeeper.store.sql import Conn
from scorekeeper.store.summary import FRESH_TALLIES, name_key
from scorekeeper.store.tallies import TALLY_FIELDS, PlayerStats, PresetStats, Tally

_SUMMARY = (
    "m.id, m.created_at, m.updated_at, m.preset_id, m.preset_name, m.rounds, m.winner, m.finished,"
    " m.mode"
)


def history(conn: Conn, player: str | None, limit: int, offset: int) -> list[MatchSummary]:
    if player is None:
        rows = conn.execute(
            f"SELECT {_SUMMARY} FROM matches AS m ORDER BY m.id DESC LIMIT ? OFFSET ?",
            (limit, offset),
        ).fetchall()
    else:
        rows = conn.execute(
            f"SELECT {_SUMMARY} FROM match_players AS p JOIN matches AS m ON m.id = p.match_id"
            " WHERE p.name_key = ? ORDER BY p.match_id DESC LIMIT ? OFFSET ?",
            (name_key(player), limit, offset),
        ).fetchall()
    return _summaries(conn, rows)


def summary(conn: Conn, match_id: int) -> MatchSummary | None:
    """One match's line of the history (read from the index, without replaying its log)."""
    rows = conn.execute(f"SELECT {_SUMMARY} FROM matches AS m WHERE m.id = ?", (match_id,))
    found = _summaries(conn, rows.fetchall())
    return found[0] if found else None


def _summaries(conn: Conn, rows: list[Any]) -> list[MatchSummary]:
    seats = _seats(conn, [row[0] for row in rows])
    return [
        MatchSummary(
            id=row[0],
            created_at=parse_time(row[1]),
            updated_at=parse_time(row[2]),
            preset_id=row[3],
            preset_name=row[4],
            players=tuple(name for name, _total in seats[row[0]]),
            totals=tuple(total for _name, total in seats[row[0]]),
            rounds=row[5],
            winner=row[6],
            finished=bool(row[7]),
            mode=_mode(row[0], row[8]),
        )
        for row in rows
    ]


def _mode(match_id: int, value: object) -> Mode:
    """The stored mode, distrusted like every stored value (``typed.py``)."""
    if isinstance(value, str) and value in tuple(Mode):
        return Mode(value)
    where = _("match {id}").format(id=match_id)
    raise DamagedRow(
        _("{where}: {field} holds {value}").format(where=where, field="mode", value=repr(value))
    )


def _seats(conn: Conn, ids: list[int]) -> dict[int, list[tuple[str, int]]]:
    seats: dict[int, list[tuple[str, int]]] = defaultdict(list)
    if not ids:  # PostgreSQL has no empty IN ()
        return seats
    marks = ",".join("?" * len(ids))
    rows = conn.execute(
        f"SELECT match_id, name, total FROM match_players WHERE match_id IN ({marks})"
        " ORDER BY match_id, seat",
        ids,
    )
    for match_id, name, total in rows:
        seats[match_id].append((name, total))
    return seats


def count_matches(conn: Conn, player: str | None) -> int:
    if player is None:  # kept by triggers: COUNT(*) would read every row
        found = conn.execute("SELECT matches FROM match_total WHERE one = 1")
    else:
        found = conn.execute(
            "SELECT COALESCE(SUM(matches), 0) FROM player_stats WHERE name_key = ?",
            (name_key(player),),
        )
    return int(found.fetchone()[0])


_TALLY_COLUMNS = ", ".join(TALLY_FIELDS)  # player_stats names its columns like Tally's fields


def player_stats(conn: Conn, player: str | None) -> list[PlayerStats]:
    """Each player's numbers, most matches first, with one line per preset they played."""
    where, args = ("WHERE name_key = ?", (name_key(player),)) if player is not None else ("", ())
    rows = conn.execute(
        f"SELECT name_key, preset_id, {_TALLY_COLUMNS} FROM player_stats {where}"
        " ORDER BY name_key, matches DESC, preset_id",
        args,
    ).fetchall()
    by_player: dict[str, list[PresetStats]] = defaultdict(list)
    preset_names: dict[str, str] = {}
    for key, preset_id, *numbers in rows:
        if preset_id not in preset_names:
            preset_names[preset_id] = _preset_name(conn, preset_id)
        by_player[key].append(
            PresetStats(
                **dict(zip(TALLY_FIELDS, numbers, strict=True)),
                preset_id=preset_id,
                preset_name=preset_names[preset_id],
            )
        )
    keys = None if player is None else list(by_player)
    rated, lagging = known_ratings(conn, keys), _lagging(conn, keys)
    result = [
        _overall(_display_name(conn, key), presets, rated.get(key, FRESH), lagging.get(key, ()))
        for key, presets in by_player.items()
    ]
    return sorted(result, key=lambda stats: (-stats.matches, stats.name.casefold()))


def _overall(
    name: str, presets: list[PresetStats], rating: Rating, waiting: tuple[int, ...]
) -> PlayerStats:
    bests = [stats.best_total for stats in presets if stats.best_total is not None]
    return PlayerStats(
        matches=sum(stats.matches for stats in presets),
        finished=sum(stats.finished for stats in presets),
        wins=sum(stats.wins for stats in presets),
        finished_total=sum(stats.finished_total for stats in presets),
        best_total=max(bests) if bests else None,
        matadors=sum(stats.matadors for stats in presets),
        passes=sum(stats.passes for stats in presets),
        largest_debt=max(stats.largest_debt for stats in presets),
        laid=sum(stats.laid for stats in presets),
        drawn=sum(stats.drawn for stats in presets),
        open_sixes=sum(stats.open_sixes for stats in presets),
        tiles_matches=sum(stats.tiles_matches for stats in presets),
        name=name,
        presets=tuple(presets),
        rating=rating,
        waiting=waiting,
    )


def _display_name(conn: Conn, key: str) -> str:
    """The name as the player's latest match wrote it (one index probe)."""
    row = conn.execute(
        "SELECT name FROM match_players WHERE name_key = ? ORDER BY match_id DESC LIMIT 1",
        (key,),
    ).fetchone()
    return str(row[0]) if row else key


def _preset_name(conn: Conn, preset_id: str) -> str:
    row = conn.execute(
        "SELECT preset_name FROM matches WHERE preset_id = ? ORDER BY id DESC LIMIT 1",
        (preset_id,),
    ).fetchone()
    return str(row[0]) if row else preset_id


def tallies_from_scratch(conn: Conn) -> dict[tuple[str, str], Tally]:
    """The statistics summed afresh from the seat rows, as every rebuild stores them (to
    check what the triggers keep between rebuilds)."""
    rows = conn.execute(FRESH_TALLIES)
    return {(row[0], row[1]): Tally(*row[2:]) for row in rows}


_RATED_FROM = MIGRATIONS.index(add_ratings) + 1  # the schema that has the ratings
_QUEUED_FROM = MIGRATIONS.index(add_queue) + 1  # ... and the one that rates after the write


def _lagging(conn: Conn, keys: list[str] | None) -> dict[str, tuple[int, ...]]:
    """The matches each player's rating still waits for; none in a file older than the
    queue, opened read-only (it rated inside the write)."""
    if schema_version(conn) < _QUEUED_FROM:
        return {}
    return waiting_by_player(conn, keys)


def known_ratings(conn: Conn, keys: list[str] | None) -> dict[str, Rating]:
    """The ratings of these players (None: everyone's). A file older than the ratings, opened
    read-only, is read as it is: nobody is rated there (not "damaged")."""
    if schema_version(conn) < _RATED_FROM:
        return {}
    return all_ratings(conn) if keys is None else ratings_for(conn, keys)


def ratings_for(conn: Conn, keys: Iterable[str]) -> dict[str, Rating]:
    """The ratings of the players with these name keys (a player never rated is left out)."""
    found: dict[str, Rating] = {}
    for key in dict.fromkeys(keys):
        row = conn.execute(
            "SELECT mu, sigma, matches FROM ratings WHERE name_key = ?", (key,)
        ).fetchone()
        if row is not None:
            found[key] = Rating(*row)
    return found


def all_ratings(conn: Conn) -> dict[str, Rating]:
    rows = conn.execute("SELECT name_key, mu, sigma, matches FROM ratings ORDER BY name_key")
    return {key: Rating(mu, sigma, matches) for key, mu, sigma, matches in rows.fetchall()}
