"""``Store``'s claims: a match open here (its lease) or elsewhere, and whose turn it is."""

from __future__ import annotations

from scorekeeper.i18n import _
from scorekeeper.model import RuleError
from scorekeeper.store import leases
from scorekeeper.store.kept import keep_match
from scorekeeper.store.rating_queue import settle
from scorekeeper.store.store_base import StoreBase


class StoreClaims(StoreBase):
    def set_turn(self, match_id: int, player: str | None) -> None:
        """Remember who plays (or leads) next, so a restart continues at the right seat."""
        with self._db.changing(match_id, touch=False) as conn:
            if player is not None and player not in self._row(conn, match_id).players:
                raise RuleError(
                    _("'{name}' does not play in match {id}").format(name=player, id=match_id)
                )
            conn.execute("UPDATE matches SET turn = ? WHERE id = ?", (player, match_id))

    def claim(self, match_id: int, force: bool = False) -> bool:
        """Mark the match as open here. False where another running app has it open (offer
        it read-only, or ``force`` after the user confirms the other app is gone)."""
        with self._db.write() as conn:
            self._row(conn, match_id)
            if leases.held_elsewhere(conn, match_id, self._db.me) is not None and not force:
                return False
            leases.take(conn, match_id, self._db.me)
        keep_match(self._kept_key(), match_id)  # what --resume opens on this machine
        return True

    def holder(self, match_id: int) -> leases.Lease | None:
        """Who else has the match open (process id and host), if anyone."""
        with self._db.reading() as conn:
            return leases.held_elsewhere(conn, match_id, self._db.me)

    def release(self, match_id: int) -> None:
        with self._db.write() as conn:
            leases.release(conn, self._db.me, match_id)

    def renew_claims(self) -> None:
        """Call every ~30 s while matches are open: a lease not renewed for
        ``leases.LEASE_SECONDS`` is taken for a dead app's."""
        with self._db.write() as conn:
            leases.renew_all(conn, self._db.me)
        settle(self._db)  # what another app left waiting (or a try that found it busy)
