"""The ratings kept beside the index: brought up to date after every write that moves a result.

A match that finishes after every rated one is rated on its own (one rating of 2-4 players,
O(1) in the history). A change to the order of history (a rated match reopened, edited so
that its places change, renamed, deleted, or an import that finished before the last rated
one) goes back to the ratings before it, read from ``rating_steps``, and rates again only the
matches from there on: O(matches after it), the whole history only for the oldest match.
A write that moves a result queues its match; the ratings are caught up right after, in a
transaction of their own (``rating_queue.settle``: a table's entry never waits for them, and
their order is the server's clock); reads never rate.

``note`` puts one match where it belongs in the order (and goes back where needed);
``catch_up`` rates whatever waits. A batch (an import) notes every match, then catches up
once: many old matches go back once, not once each.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from scorekeeper.model.rating import FRESH, Rating, Result, rate_in_order, result_of
from scorekeeper.store.locks import RATINGS, lock_key
from scorekeeper.store.sql import Conn

_LATER = "(finished_at > ?1 OR (finished_at = ?1 AND match_id >= ?2))"  # from a point on
Key = tuple[str, int]  # a place in the order: (finished_at, match_id)


def follow(conn: Conn, match_id: int, at: str | None = None) -> None:
    """Bring the ratings in line with the match as its index rows say now. ``at`` is when it
    finished, if it just did (None: the match row's ``updated_at``, an import's end)."""
    note(conn, match_id, at)
    catch_up(conn)


def note(conn: Conn, match_id: int, at: str | None = None) -> None:
    result = _result(conn, match_id)
    row = conn.execute(
        "SELECT finished_at, rated FROM rated_matches WHERE match_id = ?", (match_id,)
    ).fetchone()
    if row is None:
        if result is not None:
            _enter(conn, match_id, at)
        return
    if row[1] == 1:
        if result is not None and _steps(conn, match_id) == _seated(result):
            return  # an edit that leaves every place as it was (or a mere new entry)
        rewind(conn, (row[0], match_id))
    if result is None:
        conn.execute("DELETE FROM rated_matches WHERE match_id = ?", (match_id,))


def _result(conn: Conn, match_id: int) -> Result | None:
    """The match's result where it is finished and rated at all; None otherwise (a deleted
    match has no seat rows left)."""
    seats = conn.execute(
        "SELECT p.name_key, p.total FROM match_players AS p JOIN matches AS m ON m.id = p.match_id"
        " WHERE p.match_id = ? AND m.finished = 1 ORDER BY p.seat",
        (match_id,),
    ).fetchall()
    return result_of(match_id, [key for key, _ in seats], [total for _, total in seats])


def _steps(conn: Conn, match_id: int) -> list[tuple[str, int]]:
    rows = conn.execute(
        "SELECT s.name_key, s.place FROM rating_steps AS s JOIN match_players AS p"
        " ON p.match_id = s.match_id AND p.name_key = s.name_key"
        " WHERE s.match_id = ? ORDER BY p.seat",
        (match_id,),
    ).fetchall()
    return [(key, place) for key, place in rows]


def _seated(result: Result) -> list[tuple[str, int]]:
    return list(zip(result.keys, result.places, strict=True))


def _enter(conn: Conn, match_id: int, at: str | None) -> None:
    if at is None:
        at = conn.execute("SELECT updated_at FROM matches WHERE id = ?", (match_id,)).fetchone()[0]
    last = conn.execute(
        "SELECT finished_at, match_id FROM rated_matches WHERE rated = 1"
        " ORDER BY finished_at DESC, match_id DESC LIMIT 1"
    ).fetchone()
    conn.execute(
        "INSERT INTO rated_matches (match_id, finished_at, rated) VALUES (?, ?, 0)",
        (match_id, at),
    )
    if last is not None and (at, match_id) < (last[0], last[1]):
        rewind(conn, (at, match_id))  # finished before matches already rated: rate them again


def rewind(conn: Conn, point: Key) -> None:
    """Forget the ratings from ``point`` on (inclusive): each player concerned goes back to
    their last rating before it, and those matches wait to be rated again."""
    keys = [
        key
        for (key,) in conn.execute(
            f"SELECT DISTINCT name_key FROM rating_steps WHERE {_LATER} ORDER BY name_key", point
        ).fetchall()
    ]
    conn.execute(f"DELETE FROM rating_steps WHERE {_LATER}", point)
    conn.execute(f"UPDATE rated_matches SET rated = 0 WHERE rated = 1 AND {_LATER}", point)
    for key in keys:
        before = conn.execute(
            "SELECT mu, sigma, matches FROM rating_steps WHERE name_key = ?"
            " ORDER BY finished_at DESC, match_id DESC LIMIT 1",
            (key,),
        ).fetchone()
        if before is None:
            conn.execute("DELETE FROM ratings WHERE name_key = ?", (key,))
        else:
            _put(conn, [(key, Rating(*before))])


def catch_up(conn: Conn) -> None:
    """Rate the matches that wait, in order, from each player's current rating."""
    rows = conn.execute(
        "SELECT r.match_id, r.finished_at, p.name_key, p.total FROM rated_matches AS r"
        " JOIN match_players AS p ON p.match_id = r.match_id WHERE r.rated = 0"
        " ORDER BY r.finished_at, r.match_id, p.seat"
    ).fetchall()
    if not rows:
        return  # nothing finished in this write: one probe of an index
    known = _current(conn)
    finished_at = {row[0]: row[1] for row in rows}
    steps, latest = [], {}
    for result, after in rate_in_order(_results(rows), lambda key: known.get(key, FRESH)):
        for key, place, rating in zip(result.keys, result.places, after, strict=True):
            steps.append((result.match_id, key, finished_at[result.match_id], place, *_row(rating)))
            latest[key] = rating
    conn.executemany(
        "INSERT INTO rating_steps (match_id, name_key, finished_at, place, mu, sigma, matches)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        steps,
    )
    _put(conn, latest.items())
    conn.execute("UPDATE rated_matches SET rated = 1 WHERE rated = 0")


def _results(rows: list[tuple[int, str, str, int]]) -> Iterator[Result]:
    """One result per match from its seat rows (in order); a match not to rate is left out."""
    start = 0
    for end in range(1, len(rows) + 1):
        if end == len(rows) or rows[end][0] != rows[start][0]:
            seats = rows[start:end]
            found = result_of(seats[0][0], [s[2] for s in seats], [s[3] for s in seats])
            if found is not None:
                yield found
            start = end


def _current(conn: Conn) -> dict[str, Rating]:
    """The ratings of the players of the matches that wait."""
    rows = conn.execute(
        "SELECT name_key, mu, sigma, matches FROM ratings WHERE name_key IN"
        " (SELECT p.name_key FROM rated_matches AS r JOIN match_players AS p"
        " ON p.match_id = r.match_id WHERE r.rated = 0)"
    ).fetchall()
    return {key: Rating(mu, sigma, matches) for key, mu, sigma, matches in rows}


def _row(rating: Rating) -> tuple[float, float, int]:
    return rating.mu, rating.sigma, rating.matches


def _put(conn: Conn, ratings: Iterable[tuple[str, Rating]]) -> None:
    conn.executemany(
        "INSERT INTO ratings (name_key, mu, sigma, matches) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (name_key) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " matches = excluded.matches",
        [(key, *_row(rating)) for key, rating in ratings],
    )


def rebuild(conn: Conn) -> None:
    """Every rating from scratch (a migration, a repair): the finished matches keep the
    moment they finished where it is known, the rest take their last change's."""
    lock_key(conn, RATINGS)  # nobody settles meanwhile (rating_queue.py)
    conn.execute("DELETE FROM rating_queue")  # every match is rated below
    conn.execute("DELETE FROM rating_steps")
    conn.execute("DELETE FROM ratings")
    conn.execute(
        "DELETE FROM rated_matches"
        " WHERE match_id NOT IN (SELECT id FROM matches WHERE finished = 1)"
    )
    conn.execute("UPDATE rated_matches SET rated = 0")
    conn.execute(
        "INSERT INTO rated_matches (match_id, finished_at, rated)"
        " SELECT id, updated_at, 0 FROM matches WHERE finished = 1"
        " ON CONFLICT (match_id) DO NOTHING"
    )
    catch_up(conn)
