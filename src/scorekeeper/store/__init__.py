"""Persistence, in a SQLite file or on a PostgreSQL server: autosave, resume, history, stats.

``Store.open(path)`` is the way in; see docs/storage.md for the schema and the guarantees.

Its names load on first use (PEP 562): ``scorekeeper.store.paths`` is read by every command
line, which must not pay for the SQLite store, the club book and their schema (issue 20 item 7).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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
    from scorekeeper.store.records import MatchSummary, StoredMatch
    from scorekeeper.store.store import Store
    from scorekeeper.store.tallies import PlayerStats, PresetStats, Tally
    from scorekeeper.store.tap_ledger import StoreTapLedger

# name: the module that defines it, imported when the name is first asked for
_HOMES = {
    "ClubBook": "scorekeeper.store.club_book",
    "ClubError": "scorekeeper.store.club_book",
    "DbLocation": "scorekeeper.store.paths",
    "DbTarget": "scorekeeper.store.paths",
    "ENV_VAR": "scorekeeper.store.paths",
    "EmptyDatabase": "scorekeeper.store.errors",
    "Lease": "scorekeeper.store.leases",
    "MatchBusy": "scorekeeper.store.errors",
    "MatchSummary": "scorekeeper.store.records",
    "PlayerStats": "scorekeeper.store.tallies",
    "PresetStats": "scorekeeper.store.tallies",
    "SameMatch": "scorekeeper.store.errors",
    "Store": "scorekeeper.store.store",
    "StoreError": "scorekeeper.store.errors",
    "StoreJournal": "scorekeeper.store.journal",
    "StoreTapLedger": "scorekeeper.store.tap_ledger",
    "StoreUnavailable": "scorekeeper.store.errors",
    "StoredMatch": "scorekeeper.store.records",
    "Tally": "scorekeeper.store.tallies",
    "db_target": "scorekeeper.store.paths",
    "default_db_path": "scorekeeper.store.paths",
    "locate_db": "scorekeeper.store.paths",
    "may_exist": "scorekeeper.store.paths",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # found directly from now on
    return value


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
    "StoreTapLedger",
    "StoreUnavailable",
    "StoredMatch",
    "Tally",
    "db_target",
    "default_db_path",
    "locate_db",
    "may_exist",
]
