"""The real server for the entry page's tests: ``TableServer`` with its own ``StoreKeeper``
(a writable SQLite store on a thread of its own, the match's lease, the phones it keeps in
memory) under real uvicorn, pinned to one stored match, speaking the page's language.

``restart`` stops it and starts a new one on the same port over the same database (a new
process's memory: nobody keeps the match; the entry token is the one kept for the database).
What was stored is read from a store opened anew, read-only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorekeeper.i18n import activate
from scorekeeper.model import Match
from scorekeeper.store import Store
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.web.entry_phone import Phone


@dataclass
class EntryTable:
    db: Path
    match: Match
    language: str
    match_id: int = 0
    port: int = 0
    server: TableServer | None = None
    word: bool = False  # its round ends wait for the table's word (schema 14)

    @property
    def url(self) -> str:
        assert self.server is not None and self.server.entry is not None
        return self.server.entry.url

    @property
    def running(self) -> bool:
        return self.server is not None

    def create(self, *entries: Any) -> None:
        """The match stored, with ``entries`` recorded as the app would, before serving."""
        with Store.open(self.db) as store:
            self.match_id = store.create_match(self.match, word=self.word)
            session = store.load_session(self.match_id)
            for entry in entries:
                session.record(entry)

    async def start(self) -> None:
        if not self.match_id:
            self.create()
        activate(self.language)  # the server's language: its keeper's words and its page's
        self.server = TableServer(self.db, self.match_id)
        address = await self.server.start(LOOPBACK, self.port, LOOPBACK)
        self.port = address.port

    async def stop(self) -> None:
        assert self.server is not None
        await self.server.stop()
        self.server = None
        activate("en")

    def new_entry_address(self) -> str:
        assert self.server is not None
        return self.server.new_entry_address().url

    async def pad(self, device: str = "a-tests-own-eyes") -> dict[str, Any]:
        """The pad as a phone that keeps nothing sees it (``keeper.who``: who keeps it)."""
        answer = await Phone(self.url, device).pad()
        assert answer.status == 200, answer.text
        pad: dict[str, Any] = answer.json()
        return pad

    def stored_log(self) -> list[Any]:
        with Store.open(self.db, read_only=True) as store:
            return list(store.load_match(self.match_id).match.log)
