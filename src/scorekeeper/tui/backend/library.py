"""The stored matches and club nights as the screens ask for them, on a connection of the
library's own (``Store.companion``): it is used from the backend's one thread, never the app's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.catalog import Catalog
from scorekeeper.store import Store, StoredMatch
from scorekeeper.store.errors import busy_match
from scorekeeper.tui.backend.base import Followed, HeldElsewhere, HistoryPage

if TYPE_CHECKING:  # club night's code loads when a club screen first asks (not at `new`)
    from scorekeeper.club import ClubEvent, EventBoard, TableCode
    from scorekeeper.matchfile import Played
    from scorekeeper.store import PlayerStats
    from scorekeeper.store.event_watch import EventWatch
    from scorekeeper.store.watch import MatchWatch


class StoreLibrary:
    def __init__(self, store: Store, catalog: Catalog) -> None:
        self.store, self.catalog = store, catalog
        self._watches: dict[int, EventWatch] = {}  # a club board followed, by its event
        self._followed: dict[int, MatchWatch] = {}  # a match another scorekeeper keeps

    def close(self) -> None:
        self.store.close()

    def history_page(self, player: str | None, offset: int, limit: int) -> HistoryPage:
        total = self.store.count_matches(player)
        return HistoryPage(total, tuple(self.store.history(player, limit=limit, offset=offset)))

    def stored(self, match_id: int) -> StoredMatch:
        return self.store.load_match(match_id)

    def played(self, match_id: int) -> Played:
        from scorekeeper.matchfile import Played  # the match file's writer: for an export only

        summary = self.store.summary(match_id)
        return Played(summary.created_at, summary.updated_at)

    def rename_player(self, match_id: int, old: str, new: str) -> None:
        self.store.rename_player(match_id, old, new)

    def delete_match(self, match_id: int) -> None:
        self.store.delete_match(match_id)

    def player_stats(self, player: str | None) -> list[PlayerStats]:
        return self.store.player_stats(player)

    def club_events(self) -> list[ClubEvent]:
        return self.store.club.events()

    def event_moved(self, event_id: int) -> bool:
        return self._watch(event_id).changed()

    def event_board(self, event_id: int) -> EventBoard | None:
        return self._watch(event_id).refresh()

    def _watch(self, event_id: int) -> EventWatch:
        from scorekeeper.store.event_watch import EventWatch

        if event_id not in self._watches:
            self._watches[event_id] = EventWatch(self.store, event_id)
        return self._watches[event_id]

    def draw_round(self, event_id: int) -> None:
        self.store.club.draw(event_id)

    def start_table(self, code: TableCode) -> int:
        """As ``new --club-table``: the table's match stored and linked, by the same code; its
        one-line refusal rises as the store's."""
        from scorekeeper.commands.club_table import start_club_table
        from scorekeeper.commands.common import BadInput
        from scorekeeper.store import ClubError

        try:
            return start_club_table(self.store, code, self.catalog)
        except BadInput as error:
            raise ClubError(str(error)) from None

    def open_for_play(self, match_id: int, force: bool = False) -> StoredMatch:
        """Claimed for this app (the leases are the app's store's too), then read; refused
        with ``MatchBusy`` where another app has it open (``force``: taken from it, as the
        board's "keep here" does once the players said so)."""
        if not self.store.claim(match_id, force=force):
            holder = self.store.holder(match_id)
            raise busy_match(match_id, holder.pid if holder else 0, holder.host if holder else "?")
        return self.store.load_match(match_id)  # the log is replayed here, once

    def holder(self, match_id: int) -> HeldElsewhere | None:
        """Who else holds the match's lease now (a live one), if anyone."""
        lease = self.store.holder(match_id)
        return None if lease is None else HeldElsewhere(lease.host, lease.pid)

    def followed(self, match_id: int) -> Followed | None:
        """The match as stored, once something was committed since the last look (None:
        nothing moved); the board follows another scorekeeper's entries by it."""
        from scorekeeper.store.watch import MatchWatch

        watch = self._followed.get(match_id)
        if watch is None:
            watch = self._followed[match_id] = MatchWatch(self.store, match_id)
        if not watch.changed():
            return None
        watched = watch.refresh()
        if watched is None:
            return None
        return Followed(watched.match, watched.turn, self.holder(match_id))
