"""The app's storage in SQLite: a match is stored when it starts, claimed while it is open
(a second app is told it is open elsewhere), and its turn remembered across a restart."""

from __future__ import annotations

from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date
from scorekeeper.model import Match
from scorekeeper.store import MatchBusy, Store
from scorekeeper.store.errors import busy_match
from scorekeeper.tui.backend.base import OpenedMatch, Resumable, seat_of


class StoreBackend:
    def __init__(self, store: Store) -> None:
        self.store = store

    def start(self, match: Match) -> OpenedMatch:
        match_id = self.store.create_match(match)
        self.store.claim(match_id)
        return self.open(match_id)

    def resumable(self) -> Resumable | None:
        match_id = self.store.unfinished_match_id()
        if match_id is None:
            return None
        summary = self.store.summary(match_id)  # the index: no replay before the match opens
        when = local_date(summary.created_at.astimezone())
        label = _("{players} · {preset} · round {round} · {date}").format(
            players=", ".join(summary.players),
            preset=preset_text(summary.preset_name),
            round=summary.rounds + 1,  # the round in progress, or the next one to start
            date=when,
        )
        return Resumable(match_id, label)

    def open(self, match_id: int) -> OpenedMatch:
        """Open for recording; raises ``MatchBusy`` when another app has it open."""
        if not self.store.claim(match_id):
            holder = self.store.holder(match_id)
            raise busy_match(match_id, holder.pid if holder else 0, holder.host if holder else "?")
        stored = self.store.load_match(match_id)  # the log is replayed here, once
        session = self.store.session(stored)
        return OpenedMatch(
            session,
            current=seat_of(session.match, stored.turn),
            match_id=match_id,
            played_on=stored.created_at.astimezone().date(),
        )

    def remember_turn(self, match_id: int | None, player: str | None) -> None:
        if match_id is not None:
            self.store.set_turn(match_id, player)

    def heartbeat(self) -> None:
        self.store.renew_claims()


__all__ = ["MatchBusy", "StoreBackend"]
