"""Persistence, in a SQLite file or on a PostgreSQL server: autosave, resume, history, stats.

``Store.open(path)`` is the way in; see docs/storage.md for the schema and the guarantees.
"""

from scorekeeper.store.club_book import ClubBook, ClubError
from scorekeeper.store.errors import (
    EmptyDatabase,
    MatchBusy,
    SameMatch,
    StoreError,
    StoreUnavailable,
)
from scorekeeper.store.journal import StoreJournal
from scorekeeper.store.leases import Lease
from scorekeeper.store.paths import (
    ENV_VAR,
    DbLocation,
    DbTarget,
    db_target,
    default_db_path,
    locate_db,
    may_exist,
)
from scorekeeper.store.records import MatchSummary, PlayerStats, PresetStats, StoredMatch, Tally
from scorekeeper.store.store import Store

__all__ = [
    "ENV_VAR",
    "ClubBook",
    "ClubError",
    "DbLocation",
    "DbTarget",
    "EmptyDatabase",
    "Lease",
    "MatchBusy",
    "MatchSummary",
    "PlayerStats",
    "PresetStats",
    "SameMatch",
    "Store",
    "StoreError",
    "StoreJournal",
    "StoreUnavailable",
    "StoredMatch",
    "Tally",
    "db_target",
    "default_db_path",
    "locate_db",
    "may_exist",
]
