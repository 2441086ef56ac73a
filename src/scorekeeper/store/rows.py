"""Reading and writing the rows that hold a match: its header row and its log entries."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.matchfile import entry_from_data, entry_to_data
from scorekeeper.model import LogEntry, Match, Mode, Preset, RuleError, replay
from scorekeeper.store.errors import DamagedRow
from scorekeeper.store.sql import Conn
from scorekeeper.store.typed import checked

_UNREADABLE = (ValueError, TypeError, KeyError, RecursionError)  # RuleError is a ValueError


def now_utc() -> str:
    """A timestamp that sorts as text: fixed-width ISO 8601 in UTC."""
    return utc_text(datetime.now(UTC))


def utc_text(moment: datetime) -> str:
    """``moment`` (aware) in the stored form: fixed-width ISO 8601 in UTC."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def parse_time(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except _UNREADABLE:
        raise DamagedRow(_("a time stamp reads {text!r}").format(text=text)) from None


def dump_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def dump_entry(entry: LogEntry) -> str:
    return dump_json(entry_to_data(entry))


def load_entry(text: str) -> LogEntry:
    try:
        return entry_from_data(json.loads(text))
    except _UNREADABLE as error:
        raise DamagedRow(_("a log entry cannot be read: {error}").format(error=error)) from None


@dataclass(frozen=True)
class MatchRow:
    """A match's own row: everything about it except its log."""

    id: int
    preset: Preset
    players: tuple[str, ...]
    target: int | None
    rounds_limit: int | None
    created_at: str
    updated_at: str
    turn: str | None
    revision: int
    mode: Mode = Mode.ONE_KEY

    def __post_init__(self) -> None:
        checked(self, _("match {id}").format(id=self.id))


_ROW_COLUMNS = (
    "id, preset, players, target, rounds_limit, created_at, updated_at, turn, revision, mode"
)


def read_match_row(conn: Conn, match_id: int) -> MatchRow | None:
    found = conn.execute(f"SELECT {_ROW_COLUMNS} FROM matches WHERE id = ?", (match_id,))
    row = found.fetchone()
    if row is None:
        return None
    try:
        # written by this program from a checked preset: rebuilt without the schema
        preset, players = Preset.from_json(json.loads(row[1])), tuple(json.loads(row[2]))
        mode = Mode(row[9])
    except _UNREADABLE as error:
        raise DamagedRow(
            _("match {id} cannot be read: {error}").format(id=match_id, error=error)
        ) from None
    target, rounds_limit, created_at, updated_at, turn, revision = row[3:9]
    return MatchRow(
        match_id,
        preset,
        players,
        target,
        rounds_limit,
        created_at,
        updated_at,
        turn,
        revision,
        mode,
    )


def read_log(conn: Conn, match_id: int) -> tuple[list[LogEntry], list[LogEntry]]:
    """The active entries and the undone ones (the redo chain), each in log order."""
    active: list[LogEntry] = []
    undone: list[LogEntry] = []
    rows = conn.execute(
        "SELECT entry, undone FROM entries WHERE match_id = ? ORDER BY seq", (match_id,)
    )
    for text, is_undone in rows:
        (undone if is_undone else active).append(load_entry(text))
    return active, undone


def rebuild_match(row: MatchRow, active: list[LogEntry]) -> Match:
    """The match as its log makes it: the log is the truth, every number is replayed."""
    try:
        return replay(
            row.players, row.preset, active, row.target, row.rounds_limit, row.mode, trusted=True
        )
    except (RuleError, ValueError, KeyError, IndexError) as error:  # a log no longer its own
        raise DamagedRow(
            _("the log of match {id} no longer replays: {error}").format(id=row.id, error=error)
        ) from None


def insert_match_row(conn: Conn, match: Match, created: str, updated: str) -> int:
    cursor = conn.execute(
        "INSERT INTO matches (preset, players, target, rounds_limit, created_at, updated_at,"
        " mode) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        (
            dump_json(match.preset.to_json()),
            dump_json(list(match.players)),
            match.start_target,
            match.start_rounds_limit,
            created,
            updated,
            str(match.mode),
        ),
    )
    return int(cursor.fetchone()[0])


def insert_entries(
    conn: Conn, match_id: int, entries: list[LogEntry], first_seq: int, undone: int
) -> None:
    conn.executemany(
        "INSERT INTO entries (match_id, seq, entry, undone) VALUES (?, ?, ?, ?)",
        [
            (match_id, seq, dump_entry(entry), undone)
            for seq, entry in enumerate(entries, start=first_seq)
        ],
    )
