"""A round kept tile by tile: the line, each player's tile count and the stock (RULES.md 6.6-6.9).

``Table`` is immutable; each step (a tile, a draw, a pass) returns a new one in O(players).
The app never sees the hands, only counts them: dealt the preset's hand size, one more per
draw, one fewer per tile laid. The later event kinds (a laid tile, a draw) carry a ``Placement``
and a player, and a match replays them through ``lay``, ``draw`` and ``passed``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from scorekeeper.i18n import _, ngettext, preset_text
from scorekeeper.model.earning import Earning
from scorekeeper.model.errors import RuleError
from scorekeeper.model.line import Line, Placement
from scorekeeper.model.preset import DrawRule, Preset
from scorekeeper.model.set_check import RoundFacts, check_hands
from scorekeeper.model.tiles import Tile
from scorekeeper.model.tileset import hand_size, stock_size


@dataclass(frozen=True, slots=True)
class Table:
    players: tuple[str, ...]
    held: tuple[int, ...]  # tiles in each hand, in seating order
    stock: int
    draws: tuple[int, ...]  # each player's draws since their last tile or pass: this turn's
    line: Line = field(default_factory=Line)
    out: str | None = None  # who laid their last tile: the round is over
    stuck: bool = False  # the line as laid is provably blocked (6.8): worked out once a tile

    @classmethod
    def deal(cls, players: Sequence[str], preset: Preset) -> Table:
        """A round's start: each hand the preset's size, the stock the rest (6.6)."""
        size = hand_size(preset, len(players))
        count = len(players)
        return cls(tuple(players), (size,) * count, stock_size(preset, count), (0,) * count)

    def holds(self, player: str) -> int:
        return self.held[self._seat(player)]

    def lay(self, player: str, placement: Placement, preset: Preset) -> tuple[Table, Earning]:
        """``player`` lays a tile; a player whose last tile it is has gone out."""
        seat = self._open_seat(player)  # a player with no tiles left is out: the round is over
        line, earning = self.line.lay(placement, preset)
        held = _with(self.held, seat, self.held[seat] - 1)
        out = player if not held[seat] else None
        stuck = line.blocked(preset)  # asked at every later entry of the round: once here
        table = replace(
            self, held=held, draws=_with(self.draws, seat, 0), line=line, out=out, stuck=stuck
        )
        return table, earning

    def draw(self, player: str, preset: Preset) -> Table:
        """``player`` takes a hidden tile from the stock, where the draw rule allows it (6.6)."""
        seat = self._open_seat(player)
        if preset.draw is DrawRule.NONE:
            raise RuleError(
                _("{preset} plays without a stock: nobody draws").format(
                    preset=preset_text(preset.name)
                )
            )
        if not self.stock:
            raise RuleError(_("the stock is empty: nothing to draw"))
        if preset.draw is DrawRule.ONE and self.draws[seat]:
            raise RuleError(
                _("{preset} allows one draw a turn, and {player} has drawn").format(
                    preset=preset_text(preset.name), player=player
                )
            )
        held = _with(self.held, seat, self.held[seat] + 1)
        draws = _with(self.draws, seat, self.draws[seat] + 1)
        return replace(self, held=held, stock=self.stock - 1, draws=draws)

    def passed(self, player: str) -> Table:
        """``player`` passes; ``unexpected_pass`` says beforehand whether to ask first."""
        seat = self._open_seat(player)
        return replace(self, draws=_with(self.draws, seat, 0))

    def unexpected_pass(self, player: str, preset: Preset) -> str | None:
        """The question to ask before a pass the draw rule does not expect (6.7), or None."""
        seat = self._seat(player)
        if preset.draw is DrawRule.UNTIL_FITS and self.stock:
            return ngettext(
                "The stock holds {count} tile: {player} draws until one fits. Pass anyway?",
                "The stock holds {count} tiles: {player} draws until one fits. Pass anyway?",
                self.stock,
            ).format(count=self.stock, player=player)
        if preset.draw is DrawRule.ONE and self.stock and not self.draws[seat]:
            return _("{player} has not drawn this turn. Pass anyway?").format(player=player)
        return None

    def blocked(self, preset: Preset) -> bool:
        """Provably blocked (6.8), unless somebody is out already."""
        return self.out is None and self.line.blocked(preset)

    def check_out(self, out: str | None) -> None:
        """A round end names as out exactly the player who laid their last tile (6.6)."""
        if out is None:
            if self.out is not None:
                raise RuleError(
                    _("{player} went out: the round ends that way").format(player=self.out)
                )
            return
        count = self.holds(out)
        if count:
            raise RuleError(
                ngettext(
                    "{player} still holds {count} tile, so has not gone out",
                    "{player} still holds {count} tiles, so has not gone out",
                    count,
                ).format(player=out, count=count)
            )

    def check_hands(self, hands: Mapping[str, Sequence[Tile]]) -> None:
        """Hands typed as tiles at the end agree with the line and the counts (6.9).

        With the stock empty and every hand typed, the hands then hold exactly the pips not on
        the line: the counts add up to the tiles not on the line (held + stock + line = 28
        always), and tiles in no two hands and none on the line can only be those tiles.
        """
        on_line = RoundFacts(named=self.line.tiles, named_pips=self.line.pips)
        check_hands(hands, self.players, self.out, on_line)
        for name, hand in hands.items():
            if len(hand) != self.holds(name):
                raise RuleError(_count_differs(name, len(hand), self.holds(name)))

    def _seat(self, player: str) -> int:
        if player not in self.players:
            raise RuleError(
                _("'{name}' is not playing (players: {players})").format(
                    name=player, players=", ".join(self.players)
                )
            )
        return self.players.index(player)

    def _open_seat(self, player: str) -> int:
        """The seat of ``player``, while the round is still open (6.6)."""
        seat = self._seat(player)
        if self.out is not None:
            raise RuleError(_("the round is over: {player} went out").format(player=self.out))
        return seat


def _with(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _count_differs(player: str, typed: int, held: int) -> str:
    return ngettext(
        "{player} holds {count} tile by the app's count; the hand typed has {typed}",
        "{player} holds {count} tiles by the app's count; the hand typed has {typed}",
        held,
    ).format(player=player, typed=typed, count=held)
