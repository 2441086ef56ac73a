"""The phone's entry desk (issue 26): what a touch page may tap, and each tap applied once
through the same session and checks as a key in the app. Pure: no web, no Textual, no store."""

from scorekeeper.entry.desk import EntryDesk
from scorekeeper.entry.ledger import MemoryLedger, TapLedger

__all__ = ["EntryDesk", "MemoryLedger", "TapLedger"]
