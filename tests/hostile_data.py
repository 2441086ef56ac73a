"""A database written by a stranger (issue 21 item 1): every stored text the app shows holds
bytes that would drive a terminal, and what to look for in the terminal's byte stream.

The matches are made through the store with harmless stand-in words, then every text column
of every table has them replaced by hostile ones (inside the JSON of the logs and presets as
JSON escapes), and the index is rebuilt from the logs: as a table's login with write access,
or a hand with sqlite3, would leave it. Nothing of this passes the store's own checks, which
is the point: the store's checks guard what the app writes, not what it reads.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.model import Adjust, Finish, Lead, Matador, Match, Mode, Pass, RoundEnd
from scorekeeper.store import Store

OSC = "\x1b]0;PWNED\x07\x1b]52;c;SGVsbG8=\x07"  # retitles the window, writes the clipboard
C1_CSI = "\x9b2J"  # the one-byte CSI: clears the screen where a terminal takes C1
BIDI = "\u202e"  # right-to-left override: "-5" reads "5-"
DCS = "\x1bP1$qm\x1b\\"  # a device control string (DECRQSS: the terminal answers)
LINE_SEP = "\u2028"
CLEAR = "\x1b[2J"

# stand-ins, made through the store, and what replaces them; each hostile word is distinct
# and keeps a readable head ("Anna", "Boris"...) that the tests find on the screen
STAND_INS = {
    "Qanna": "Anna" + OSC,
    "Qboris": "Boris" + C1_CSI + BIDI,
    "Qvera": "Vera" + LINE_SEP + DCS,  # inside: a name is stripped of outer white space
    "Qgleb": "Gleb" + CLEAR + "\x1b]2;PWNED\x1b\\",
    "Qdana": "Dana" + BIDI + "\u2066" + OSC,
    "Qegor": "Egor" + "\x1b]52;c;" + LINE_SEP + C1_CSI,
    "Qnote": "note" + OSC + C1_CSI + BIDI + DCS + LINE_SEP + CLEAR,
    "Qevent": "Friday" + OSC + CLEAR + BIDI,
    "Qpreset": "Evil" + OSC + C1_CSI,
    "Qwords": "rules" + DCS + LINE_SEP + BIDI,
    "Qhost": "host" + CLEAR + OSC + C1_CSI,
}
FOLDER = "db" + "\x1b]0;PWNED\x07" + "\u202e"  # a database's folder (a path may hold these)

# what must never reach a terminal, as text (the byte stream is decoded as UTF-8 first)
PAYLOADS = {
    "OSC 0 (title)": "\x1b]0;",
    "OSC 2 (title)": "\x1b]2;",
    "OSC 52 (clipboard)": "\x1b]52;",
    "DCS": "\x1bP",
    "C1 CSI": "\x9b",
    "bidi override": "\u202e",
    "U+2028": "\u2028",
    "clear screen": "\x1b[2J",
}


def leaks(stream: str) -> dict[str, int]:
    """How often each payload appears in what a terminal was sent (only those that do), and
    any C1 control or bidi control at all: the app's own escape sequences use neither."""
    found = {what: stream.count(text) for what, text in PAYLOADS.items() if text in stream}
    c1 = sum(1 for char in stream if "\x80" <= char <= "\x9f")
    bidi = sum(1 for char in stream if "\u202a" <= char <= "\u202e" or "\u2066" <= char <= "\u2069")
    if c1:
        found["any C1 control"] = c1
    if bidi:
        found["any bidi control"] = bidi
    return found


@dataclass(frozen=True)
class Planted:
    db: Path
    resumable: int  # the unfinished match the home screen offers
    finished: int
    tiles: int
    busy: int  # held by another app, on a hostile host
    event: int  # the club event
    table: TableCode


EXPERT = "six-matador-expert"


def _played_rounds(match: Match, names: tuple[str, ...]) -> None:
    """Round 1 to its end, then round 2 started; an adjustment with a note in each."""
    first, second, third = names
    for entry in (Lead(first), Matador(second), Pass(third), Adjust(first, -3, "Qnote")):
        match.record(entry)
    match.record(RoundEnd(second, {first: 5, second: 0, third: 7}))
    match.record(Lead(third))
    match.record(Adjust(second, 2, "Qnote"))


def plant(folder: Path, catalog: Catalog) -> Planted:
    """A hostile database at ``folder``/FOLDER/scores.db."""
    path = folder / FOLDER / "scores.db"
    path.parent.mkdir(parents=True)
    names = ("Qanna", "Qboris", "Qvera")
    with Store.open(path) as store:
        finished = Match(names, catalog.get(EXPERT))
        _played_rounds(finished, names)
        finished.record(Finish())
        finished_id = store.create_match(finished)
        tiles_id = store.create_match(
            Match(("Qgleb", "Qvera"), catalog.get("matador-classic"), mode=Mode.TILES)
        )
        busy_id = store.create_match(Match(("Qanna", "Qgleb"), catalog.get(EXPERT)))
        club = store.club
        event = club.create_event("Qevent", EXPERT, Mode.ONE_KEY, dt.date(2024, 12, 6))
        club.register(event.id, ("Qanna", "Qboris", "Qvera", "Qgleb", "Qdana", "Qegor"))
        table = club.draw(event.id, seed=1)[0]  # two tables of three: one starts, one waits
        club.start_table(table.code, Match(table.players, catalog.get(EXPERT)))
        resumable = Match(names, catalog.get(EXPERT))
        _played_rounds(resumable, names)
        resumable_id = store.create_match(resumable)  # the newest unfinished: resume offers it
    poison(path)
    _held_elsewhere(path, busy_id)
    return Planted(path, resumable_id, finished_id, tiles_id, busy_id, event.id, table.code)


def _hostile(value: str) -> str:
    """``value`` with every stand-in replaced; inside JSON as JSON escapes, so it stays JSON."""
    try:
        json.loads(value)
        is_json = value[:1] in ("[", "{")
    except ValueError:
        is_json = False
    for stand_in, hostile in STAND_INS.items():
        word = json.dumps(hostile)[1:-1] if is_json else hostile
        value = value.replace(stand_in, word).replace(stand_in.casefold(), word.casefold())
    return value


def poison(path: Path) -> None:
    """Every stand-in in every text of the SQLite database at ``path`` made hostile, and the
    index rebuilt from the poisoned logs (match_players, statistics, ratings)."""
    conn = sqlite3.connect(path)
    try:
        for table in _tables(conn):
            _poison_table(conn, table)
        _poison_preset(conn)
        conn.commit()
    finally:
        conn.close()
    with Store.open(path) as store:
        store.rebuild_index()


def _held_elsewhere(path: Path, match_id: int) -> None:
    """Another app has the match open, on a host whose name is hostile: a fresh heartbeat."""
    conn = sqlite3.connect(path)
    try:
        conn.execute(
            "INSERT INTO leases (match_id, holder, pid, host, heartbeat) VALUES (?, ?, ?, ?, ?)",
            (match_id, "0123456789abcdef", 424242, STAND_INS["Qhost"], time.time() + 3600),
        )
        conn.commit()
    finally:
        conn.close()


def _tables(conn: sqlite3.Connection) -> list[str]:
    found = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    return [name for (name,) in found if not name.startswith("sqlite_")]


def _poison_table(conn: sqlite3.Connection, table: str) -> None:
    """Every text of ``table`` with its stand-ins replaced, row by row (by the row's every
    column: some tables are WITHOUT ROWID)."""
    columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
    for values in conn.execute(f"SELECT * FROM {table}").fetchall():
        changed = {
            column: _hostile(value)
            for column, value in zip(columns, values, strict=True)
            if isinstance(value, str) and _hostile(value) != value
        }
        if not changed:
            continue
        where = " AND ".join(f"{column} IS ?" for column in columns)
        sets = ", ".join(f"{column} = ?" for column in changed)
        conn.execute(f"UPDATE {table} SET {sets} WHERE {where}", (*changed.values(), *values))


def _poison_preset(conn: sqlite3.Connection) -> None:
    """Every stored preset renamed and described with hostile words, as its JSON says."""
    for match_id, text in conn.execute("SELECT id, preset FROM matches").fetchall():
        preset = json.loads(text)
        preset["name"] = STAND_INS["Qpreset"]
        preset["description"] = STAND_INS["Qwords"]
        conn.execute("UPDATE matches SET preset = ? WHERE id = ?", (json.dumps(preset), match_id))
