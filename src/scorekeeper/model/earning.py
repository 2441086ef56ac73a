"""What one tile laid earns (RULES.md 6.5): facts, which ``pricing`` prices as the same facts
typed with one key (``kinds.price_all``); no price is made here."""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.model.events import Lead, Matador, Move, OpenSix, TableEvent
from scorekeeper.model.tiles import Tile


@dataclass(frozen=True, slots=True)
class Earning:
    """The facts a placement makes: a lead or a move by the sum, a matador across, an open six."""

    lead: bool
    matador: bool  # laid across (the lead included): the matador points, never the move point
    open_six: bool

    @property
    def move(self) -> bool:
        """A tile laid by the sum: not the lead, not across."""
        return not self.lead and not self.matador

    def events(self, player: str, tile: Tile) -> list[TableEvent]:
        """The one-key facts this placement stands for, so that ``pricing.price`` prices it the
        same way and a tile-by-tile round reads as an ordinary one."""
        first: TableEvent
        if self.matador:
            first = Matador(player, tile)  # a matador lead is recorded as the matador (ruling 2)
        elif self.lead:
            first = Lead(player)
        else:
            first = Move(player)
        return [first, OpenSix(player)] if self.open_six else [first]
