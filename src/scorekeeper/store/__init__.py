"""SQLite persistence: autosave, resume, history and statistics.

``Store.open(path)`` is the way in; see docs/storage.md for the schema and the guarantees.
"""

from scorekeeper.store.club_book import ClubBook, ClubError
from scorekeeper.store.errors import MatchBusy, SameMatch, StoreError
from scorekeeper.store.journal import StoreJournal
from scorekeeper.store.leases import Lease
from scorekeeper.store.paths import ENV_VAR, DbLocation, default_db_path, locate_db
from scorekeeper.store.records import MatchSummary, PlayerStats, PresetStats, StoredMatch, Tally
from scorekeeper.store.store import Store

__all__ = [
    "ENV_VAR",
    "ClubBook",
    "ClubError",
    "DbLocation",
    "Lease",
    "MatchBusy",
    "MatchSummary",
    "PlayerStats",
    "PresetStats",
    "SameMatch",
    "Store",
    "StoreError",
    "StoreJournal",
    "StoredMatch",
    "Tally",
    "default_db_path",
    "locate_db",
]
