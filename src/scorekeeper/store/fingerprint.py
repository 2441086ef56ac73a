"""What makes two matches "the same match", so that importing one file twice is refused.

The same match: the same players in the same seats, the same preset as played (the whole
preset: a custom preset edited since is another preset), the same target and rounds limit
at the start, and the same active log, entry by entry. Undone entries, the dates, whose turn
it is and the store's id do not count. The fingerprint is a SHA-256 of those, in the store's
own JSON forms.

A stored match's fingerprint is an index like the summary: ``matches.fingerprint`` is NULL
until an import asks (a write to the match sets it back to NULL, a rebuild clears them all),
then computed from the match's rows and kept. So a match the app is still recording costs
nothing per entry, and an import reads only the logs of the matches with the same players
and preset whose fingerprint is not known yet.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from scorekeeper.model import LogEntry, Match, Mode, Preset
from scorekeeper.store.rows import dump_entry, dump_json, read_log, read_match_row
from scorekeeper.store.sql import Conn


def fingerprint_of(
    players: Sequence[str],
    preset: Preset,
    target: int | None,
    rounds_limit: int | None,
    log: Sequence[LogEntry],
    mode: Mode = Mode.ONE_KEY,
) -> str:
    digest = hashlib.sha256()
    head: list[object] = [list(players), preset.to_json(), target, rounds_limit]
    if mode is Mode.TILES:  # a one-key match's fingerprint stays what it always was
        head.append(str(mode))
    digest.update(dump_json(head).encode())
    for entry in log:
        digest.update(b"\n" + dump_entry(entry).encode())
    return digest.hexdigest()


def match_fingerprint(match: Match) -> str:
    return fingerprint_of(
        match.players,
        match.preset,
        match.start_target,
        match.start_rounds_limit,
        match.log,
        match.mode,
    )


def same_match(conn: Conn, match: Match) -> int | None:
    """The id of a stored match that is the same match as ``match``, if there is one."""
    wanted = match_fingerprint(match)
    unknown = conn.execute(
        "SELECT id FROM matches WHERE fingerprint IS NULL AND players = ? AND preset_id = ?",
        (dump_json(list(match.players)), match.preset.id),
    ).fetchall()
    for (match_id,) in unknown:
        _remember(conn, match_id)
    found = conn.execute(
        "SELECT id FROM matches WHERE fingerprint = ? ORDER BY id LIMIT 1", (wanted,)
    ).fetchone()
    return int(found[0]) if found else None


def _remember(conn: Conn, match_id: int) -> None:
    row = read_match_row(conn, match_id)
    assert row is not None
    active, _undone = read_log(conn, match_id)
    known = fingerprint_of(row.players, row.preset, row.target, row.rounds_limit, active, row.mode)
    conn.execute("UPDATE matches SET fingerprint = ? WHERE id = ?", (known, match_id))
